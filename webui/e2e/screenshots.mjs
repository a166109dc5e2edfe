// Screenshots of the main screens for a visual check: `npm run screenshots`.
// Serves the built UI with `vite preview` and a canned API (mock-api.mjs), so
// it needs only `npm run build`. PNGs go to e2e/.out/.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, newPage } from './browser.mjs';
import { mockApi } from './mock-api.mjs';
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
  await page.waitForTimeout(250);
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.log('wrote', join(out, `${name}.png`));
};

async function signedIn(role, viewport) {
  const page = await newPage(browser, base, viewport);
  await mockApi(page, role);
  await page.goto('/');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill('ok');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/admin$/);
  return page;
}

try {
  const login = await newPage(browser, base);
  await mockApi(login);
  await login.goto('/');
  await shot(login, '01-login');
  await login.getByLabel('Usuario').fill('admin');
  await login.getByLabel('Contraseña').fill('mala');
  await login.getByRole('button', { name: 'Ingresar' }).click();
  await login.locator('.login-error').waitFor();
  await shot(login, '02-login-error');

  const page = await signedIn('Super');
  await shot(page, '03-home');
  for (const [path, name] of [['/admin/sucursales', '04-sucursales'], ['/admin/usuarios', '06-usuarios'], ['/admin/clientes', '07-clientes'], ['/admin/datos', '08-datos'], ['/admin/sucursalSelect', '09-sucursal-select'], ['/admin/addUsuario', '10-usuario-form']]) {
    await page.goto(path);
    await page.locator('.page-title').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, name);
    if (name === '04-sucursales') {
      await page.getByRole('button', { name: 'Nueva Sucursal' }).click();
      await page.getByLabel('Precio 1').uncheck();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await shot(page, '05-sucursal-modal');
      await page.keyboard.press('Escape');
    }
  }

  const seller = await signedIn('Vendedor');
  await seller.goto('/admin/usuarios');
  await seller.getByText('No tienes permisos').waitFor();
  await shot(seller, '11-denied');

  const tablet = await signedIn('Super', { width: 820, height: 1180 });
  await tablet.goto('/admin/clientes');
  await tablet.locator('.page-title').waitFor();
  await shot(tablet, '12-tablet-clientes');
  await tablet.getByRole('button', { name: 'Menú' }).click();
  await shot(tablet, '13-tablet-menu');
} finally {
  await browser.close();
  preview.kill();
}
