// Screenshots of the lists, reports, dashboard and forms that must fit a
// 1366×768 laptop and a 768 px tablet, against a real `sgc serve --demo`:
// `node e2e/screenshots-lists.mjs [name]` after `make build`. PNGs go to e2e/.out/.
import { loaded, startScreenshots } from './screenshot-kit.mjs';

const only = process.argv[2];
const want = (name) => !only || name.includes(only);

const SCREENS = [
  ['home', '/admin'],
  ['ventas', '/admin/ventas'],
  ['ventas-productos', '/admin/reportes/ventas-productos'],
  ['ventas-totales', '/admin/reportes/ventas-totales', 'Este mes'],
  ['utilidades', '/admin/reportes/utilidades', 'Mes anterior'],
  ['ventas-empleados', '/admin/reportes/ventas-empleados', 'Este mes'],
  ['traspasos-sucursales', '/admin/traspasos_sucursales'],
  ['cuentas-cobrar', '/admin/cuentas-cobrar'],
  ['cambio-precios', '/admin/cambio-precios'],
  ['gastos', '/admin/gastos'],
  ['inventario', '/admin/inventarios'],
];

const { shot, signedIn, close } = await startScreenshots({ wait: 500, blur: true });
try {
  for (const [width, height] of [[1366, 768], [768, 1024]]) {
    const page = await signedIn('Super', { width, height });
    for (const [name, path, quick] of SCREENS) {
      if (!want(name)) continue;
      await page.goto(path);
      await loaded(page);
      if (quick) {
        await page.getByRole('button', { name: quick, exact: true }).click();
        await loaded(page);
        await page.waitForTimeout(800);
      }
      await shot(page, `lists-${name}-${width}`, true);
    }
    await page.context().close();
  }
} finally {
  await close();
}
