// Screenshots of the main screens for a visual check: `npm run screenshots`
// after `make build`, against a real `sgc serve --demo` (see
// screenshot-kit.mjs). PNGs go to e2e/.out/.
import { newPage } from './browser.mjs';
import { startScreenshots, loaded } from './screenshot-kit.mjs';

const { browser, base, shot, signedIn, close } = await startScreenshots({ wait: 250 });

try {
  const login = await newPage(browser, base);
  await login.goto('/');
  await shot(login, '01-login');
  await login.getByLabel('Usuario').fill('admin');
  await login.getByLabel('Contraseña').fill('mala');
  await login.getByRole('button', { name: 'Ingresar' }).click();
  await login.locator('.login-error').waitFor();
  await shot(login, '02-login-error');

  const page = await signedIn('Super');
  await page.locator('.dashboard .stat-card').first().waitFor({ timeout: 30_000 });
  await loaded(page);
  await page.locator('.monthly-bars canvas').waitFor();
  await shot(page, '03-home');
  await shot(page, '03b-home-full', true);
  for (const [path, name] of [['/admin/sucursales', '04-sucursales'], ['/admin/usuarios', '06-usuarios'], ['/admin/clientes', '07-clientes'], ['/admin/datos', '08-datos'], ['/admin/sucursalSelect', '09-sucursal-select'], ['/admin/addUsuario', '10-usuario-form']]) {
    await page.goto(path);
    await page.locator('.page-title').waitFor();
    await loaded(page);
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
  await close();
}
