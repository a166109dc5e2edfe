// Screenshots of Permisos por rol, the Bitácora, the Responsable's menu and a
// Vendedor's VENTAS (with its date range) for
// a visual check, at 1366×768 and 768 px wide, against a real
// `sgc serve --demo`: `node e2e/screenshots-roles.mjs [name]` after
// `make build`. PNGs go to e2e/.out/.
import { loaded, startScreenshots } from './screenshot-kit.mjs';

const { shot, signedIn, close } = await startScreenshots({ top: true, blur: true });
const only = process.argv[2];
const want = (name) => !only || name.includes(only);

try {
  for (const [width, height, suffix] of [[1366, 768, ''], [768, 1024, '-768']]) {
    const page = await signedIn('Super', { width, height });
    for (const [path, name] of [['/admin/permisos', '60-permisos'], ['/admin/bitacora', '61-bitacora']]) {
      if (!want(name)) continue;
      await page.goto(path);
      await page.locator('.page-title').waitFor();
      await loaded(page);
      await shot(page, name + suffix, true);
    }
    if (want('ventas-vendedor')) {
      const ana = await signedIn('Vendedor', { width, height });
      await ana.goto('/admin/ventas');
      await ana.locator('.page-title').waitFor();
      await loaded(ana);
      await shot(ana, '63-ventas-vendedor' + suffix);
    }
    if (want('menu-responsable') && width === 1366) {
      const juan = await signedIn('Responsable', { width, height });
      await juan.locator('.sidebar').getByRole('button', { name: 'Gastos' }).click();
      await shot(juan, '62-menu-responsable' + suffix);
    }
  }
} finally {
  await close();
}
