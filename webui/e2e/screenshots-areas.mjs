// Screenshots of the transfer, report and owner's-tools screens for a visual
// check, at 1366 px and 768 px wide, against a real `sgc serve --demo`:
// `node e2e/screenshots-areas.mjs [name]` after `make build`. PNGs go to
// e2e/.out/.
import { loaded, startScreenshots } from './screenshot-kit.mjs';

const { shot, signedIn, close } = await startScreenshots({ top: true, blur: true });
const only = process.argv[2];
const want = (name) => !only || name.includes(only);

/** Every screen of the list, under its file name. */
const screens = [
  ['/admin/traspasos', '90-traspasos'],
  ['/admin/nuevo-traspaso', '91-nuevo-traspaso'],
  ['/admin/traspaso-masivo', '92-traspaso-masivo'],
  ['/admin/show-traspaso/2', '93-show-traspaso'],
  ['/admin/reportes/ventas-totales', '94-ventas-totales'],
  ['/admin/reportes/utilidades', '95-utilidades'],
  ['/admin/reportes/anulaciones', '96-anulaciones'],
  ['/admin/mobiliario', '97-mobiliario'],
  ['/admin/bitacora', '98-bitacora'],
  ['/admin/datos', '99-datos'],
];

try {
  for (const [width, suffix] of [[1366, ''], [768, '-768']]) {
    const page = await signedIn('Super', { width, height: 900 });
    for (const [path, name] of screens) {
      if (!want(name)) continue;
      await page.goto(path);
      await page.locator('.page-title').waitFor();
      await loaded(page);
      await shot(page, name + suffix, true);
    }
    if (want('recibidas')) {
      const juan = await signedIn('Responsable', { width, height: 900 });
      await juan.goto('/admin/traspasos_sucursales');
      await juan.locator('.page-title').waitFor();
      await loaded(juan);
      await shot(juan, '89-traspasos-sucursales' + suffix, true);
    }
  }
} finally {
  await close();
}
