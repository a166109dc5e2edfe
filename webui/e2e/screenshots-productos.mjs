// Screenshots of the product and inventory screens for a visual check:
// `node e2e/screenshots-productos.mjs` after `npm run build`. Same set-up as
// screenshots.mjs (vite preview and a canned API); PNGs go to e2e/.out/.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, newPage } from './browser.mjs';
import { mockApi } from './mock-api.mjs';
import { mockInventoryApi } from './mock-inventario.mjs';
import { freePort } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '.out');
await mkdir(out, { recursive: true });

const port = await freePort();
const preview = spawn(resolve(here, '../node_modules/.bin/vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  cwd: resolve(here, '..'),
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    await fetch(base);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}

const browser = await launch();
const shot = async (page, name) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.log('wrote', join(out, `${name}.png`));
};

async function signedIn(role, viewport) {
  const page = await newPage(browser, base, viewport);
  await mockApi(page, role);
  await mockInventoryApi(page);
  await page.goto('/');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill('ok');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/admin$/);
  return page;
}

async function open(page, path) {
  await page.goto(path);
  await page.locator('.page-title').waitFor();
  await page.waitForLoadState('networkidle');
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
  await browser.close();
  preview.kill();
}
