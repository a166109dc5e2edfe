// Browser tests against a real `sgc serve`: sign-in failure, a Super creating
// a branch and a Vendedor in it, and that Vendedor's limited view and sign-out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { missingBinary, submitSignIn, withServer } from './setup.mjs';

const missing = missingBinary();

const BRANCH = 'Sucursal Norte E2E';
const SELLER = { usuario: 'vendedor_e2e', password: 'Vendedor-2025', nombres: 'Carla', apellidos: 'Mamani Rojas' };

describe('sign-in, branches, users and role guard', { skip: missing }, () => {
  const suite = withServer();

  it('shows the server message in red after a failed sign-in', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await page.goto('/');
    await page.getByText('SISTEMA DE GESTIÓN COMERCIAL').waitFor();
    await page.getByText('Ingresa tus credenciales para acceder a la plataforma.').waitFor();
    await submitSignIn(page, 'admin', 'no-es-la-clave');
    const error = page.locator('.login-error');
    await error.waitFor();
    assert.notEqual((await error.textContent()).trim(), '');
    assert.equal(await error.evaluate((e) => getComputedStyle(e).color), 'rgb(220, 38, 38)');
    assert.equal(new URL(page.url()).pathname, '/');
    await page.context().close();
  });

  it('lets Super create a branch and a Vendedor working in it', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await submitSignIn(page, 'admin', suite.server.password);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).waitFor();

    await page.goto('/admin/sucursales');
    await page.getByRole('button', { name: 'Nueva Sucursal' }).click();
    await page.locator('#f-sucursal').fill(BRANCH);
    await page.locator('#f-nombre_oficial').fill('Comercial Norte S.R.L.');
    await page.locator('#f-grupo').selectOption('2');
    await page.locator('#f-direccion').fill('Av. Banzer 123');
    await page.locator('#f-telefono').fill('70012345');
    await page.getByLabel('Precio 2').check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardado Correctamente').waitFor();
    await page.locator('td', { hasText: BRANCH }).waitFor();

    await page.goto('/admin/usuarios');
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    await page.waitForURL(/\/admin\/addUsuario$/);
    await page.locator('#f-nombres').fill(SELLER.nombres);
    await page.locator('#f-apellidos').fill(SELLER.apellidos);
    await page.locator('#f-numero_identificacion').fill('8765432');
    await page.locator('#f-genero').selectOption('Femenino');
    await page.locator('#f-telefono').fill('76543210');
    await page.locator('#f-usuario').fill(SELLER.usuario);
    await page.locator('#f-password').fill(SELLER.password);
    await page.locator('#f-rol').selectOption('Vendedor');
    await page.locator('#f-sucursal_id').selectOption({ label: BRANCH });
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.waitForURL(/\/admin\/usuarios$/);
    await page.locator('td', { hasText: SELLER.usuario }).waitFor();
    await page.context().close();
  });

  it('gives the Vendedor their menu only, denies /admin/usuarios and signs out', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await submitSignIn(page, SELLER.usuario, SELLER.password);
    await page.waitForURL(/\/admin$/);
    const sidebar = page.locator('.sidebar');
    await sidebar.getByText('Inicio').waitFor();
    await page.locator('.topbar').getByText(BRANCH).waitFor();
    await sidebar.getByRole('button', { name: 'Ventas e Ingresos' }).click();
    await sidebar.getByRole('link', { name: 'Clientes' }).waitFor();
    for (const hidden of ['Cambiar Sucursal', 'Registro', 'Configuración', 'Compras']) {
      assert.equal(await sidebar.getByText(hidden, { exact: true }).count(), 0, `${hidden} must not be in the Vendedor menu`);
    }

    await page.goto('/admin/usuarios');
    await page.getByText('No tienes permisos para acceder a esta ruta').waitFor();

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('sgc.token')), null);
    await page.context().close();
  });
});
