// Screenshots of the product and inventory screens for a visual check:
// `node e2e/screenshots-productos.mjs` after `make build`. Same set-up as
// screenshots.mjs (a real `sgc serve --demo`); PNGs go to e2e/.out/.
import { startScreenshots, loaded } from './screenshot-kit.mjs';

const { shot, signedIn, close } = await startScreenshots();

async function open(page, path) {
  await page.goto(path);
  await page.locator('.page-title').waitFor();
  await loaded(page);
}

try {
  const page = await signedIn('Super');
  await open(page, '/admin/productos');
  await shot(page, 'p01-productos');
  await page.getByRole('button', { name: 'Información rápida' }).first().click();
  await page.locator('.quick-info').waitFor();
  await shot(page, 'p02-productos-info');
  await page.keyboard.press('Escape');
  await page.getByPlaceholder('Buscar por código o nombre...').fill('pin');
  await page.waitForTimeout(600);
  await shot(page, 'p03-productos-busqueda');
  await page.getByPlaceholder('Buscar por código o nombre...').fill('');

  await open(page, '/admin/addproducto');
  await shot(page, 'p04-producto-nuevo');
  await open(page, '/admin/editproducto/1/edit');
  await page.setViewportSize({ width: 1366, height: 1100 });
  await shot(page, 'p05-producto-editar');
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '/admin/show-producto/1');
  await shot(page, 'p06-producto-ver');
  await open(page, '/admin/info-rapida');
  await page.getByLabel('Buscar producto').fill('tal');
  await page.locator('.search-results button').first().waitFor();
  await shot(page, 'p07-info-rapida-busqueda');
  await page.locator('.search-results button').first().click();
  await page.locator('.quick-info').waitFor();
  await shot(page, 'p08-info-rapida');

  await open(page, '/admin/inventarios');
  await page.locator('tbody tr').first().waitFor();
  await shot(page, 'p09-inventario');
  await page.locator('button[aria-label="Dar Baja"]:not([disabled])').first().click();
  await page.locator('#f-cantidad').fill('500');
  await shot(page, 'p10-nueva-baja');
  await page.keyboard.press('Escape');

  await open(page, '/admin/kardex/1/1');
  await page.locator('tbody tr').first().waitFor();
  await shot(page, 'p11-kardex');
  await open(page, '/admin/conteo-inventario');
  await page.locator('tbody tr').first().waitFor();
  await shot(page, 'p12-conteo');
  await open(page, '/admin/bajas');
  await page.locator('tbody tr').first().waitFor();
  await shot(page, 'p13-bajas');
  await open(page, '/admin/productos-sin-movimiento');
  await page.locator('tbody tr').first().waitFor();
  await shot(page, 'p14-sin-movimiento');
  await open(page, '/admin/bajo-stock');
  await page.locator('tbody tr').first().waitFor();
  await shot(page, 'p15-bajo-stock');

  const seller = await signedIn('Vendedor');
  await open(seller, '/admin/inventarios');
  await seller.locator('tbody tr').first().waitFor();
  await shot(seller, 'p16-inventario-vendedor');

  const tablet = await signedIn('Super', { width: 820, height: 1180 });
  await open(tablet, '/admin/inventarios');
  await tablet.locator('tbody tr').first().waitFor();
  await shot(tablet, 'p17-tablet-inventario');
  await open(tablet, '/admin/editproducto/1/edit');
  await shot(tablet, 'p18-tablet-producto');
  await open(tablet, '/admin/kardex/1/1');
  await tablet.locator('tbody tr').first().waitFor();
  await shot(tablet, 'p19-tablet-kardex');
} finally {
  await close();
}
