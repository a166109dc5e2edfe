// Browser tests against a real `sgc serve` for Permisos por rol and the
// Bitácora: Super grants the Vendedor collecting instalments on the screen,
// the Vendedor's menu shows Cuentas por Cobrar and the call works; revoked, the
// call is refused again. An inventory count shows in the Bitácora with the
// counter's full name and the product's code and name.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const SELLER = { usuario: 'vendedor_permisos', password: 'Vendedor-2025' };
const COUNTER = { usuario: 'conteo_permisos', password: 'Conteo-2025' };
const PRODUCT = { codigo: 'FIE-E2E', producto: 'Fierro corrugado 12 mm E2E' };

/** The status of a call as `token`, without failing on a refusal. */
async function statusOf(server, token, method, path) {
  const res = await fetch(server.url + path, { method, headers: { Authorization: `Bearer ${token}` } });
  return res.status;
}

/** Signs in through the API and answers the token. */
async function tokenOf(server, { usuario, password }) {
  return (await api(server, null, 'POST', '/api/login', { usuario, password })).token;
}

describe('Permisos por rol and the Bitácora', { skip: missing }, () => {
  const suite = withServer();
  let productId;

  before(async () => {
    const token = await adminToken(suite.server);
    await createUser(suite.server, token, {
      nombres: 'Carla', apellidos: 'Mamani Rojas', numero_identificacion: '6543219', telefono: '71234569', ...SELLER,
    });
    await createUser(suite.server, token, {
      nombres: 'Rosa', apellidos: 'Condori Apaza', numero_identificacion: '6543218', telefono: '71234570', rol: ['Inventario'], ...COUNTER,
    });
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Barra', sigla: 'BAR' }, { categoria: 'Fierros' });
    productId = await createProduct(suite.server, token, { ...PRODUCT, unidad: unidad.id, categoria: categoria.id, costo: '50', precios: ['70'] });
    await initialStock(suite.server, token, { producto_id: productId, cantidad: 10, costo: 50 });
  });

  it('grants and revokes collecting instalments for the Vendedor on the screen', async () => {
    const cobros = '/api/cobros?sucursal_id=1';
    assert.equal(await statusOf(suite.server, await tokenOf(suite.server, SELLER), 'GET', cobros), 403);

    const admin = await newPage(suite.browser, suite.server.url);
    await signIn(admin, 'admin', suite.server.password);
    const sidebar = admin.locator('.sidebar');
    await sidebar.getByRole('button', { name: 'Configuración' }).click();
    await sidebar.getByRole('link', { name: 'Permisos por Rol' }).click();
    await admin.getByRole('heading', { name: 'PERMISOS POR ROL' }).waitFor();
    const grant = admin.getByLabel('Cobrar cuotas: Vendedor');
    assert.equal(await grant.isChecked(), false);
    assert.equal(await admin.getByLabel('Vender a crédito: Administrador').isDisabled(), true, 'the spec gives Administrador credit sales');
    await admin.getByRole('row', { name: /Encargado de Almacén/ }).waitFor();
    // The box follows the saved table, so it is clicked and read back after the save.
    await grant.click();
    await admin.getByText('Permisos guardados correctamente.').waitFor();
    await admin.waitForFunction(() => document.querySelector('input[aria-label="Cobrar cuotas: Vendedor"]')?.checked);

    const seller = await newPage(suite.browser, suite.server.url);
    await signIn(seller, SELLER.usuario, SELLER.password);
    const menu = seller.locator('.sidebar');
    await menu.getByRole('button', { name: 'Cuentas' }).click();
    assert.equal(await menu.getByRole('link', { name: 'Cuentas por Pagar' }).count(), 0);
    await menu.getByRole('link', { name: 'Cuentas por Cobrar' }).click();
    await seller.getByRole('heading', { name: 'CUENTAS POR COBRAR' }).waitFor();
    assert.equal(await statusOf(suite.server, await tokenOf(suite.server, SELLER), 'GET', cobros), 200);

    await admin.reload();
    await admin.getByLabel('Cobrar cuotas: Vendedor').click();
    await admin.getByText('Permisos guardados correctamente.').waitFor();
    await admin.waitForFunction(() => document.querySelector('input[aria-label="Cobrar cuotas: Vendedor"]')?.checked === false);
    assert.equal(await statusOf(suite.server, await tokenOf(suite.server, SELLER), 'GET', cobros), 403);
    await seller.reload();
    await seller.locator('.sidebar').getByText('Inicio').waitFor();
    assert.equal(await seller.locator('.sidebar').getByText('Cuentas', { exact: true }).count(), 0);

    await admin.goto('/admin/bitacora');
    const row = admin.locator('tbody tr', { hasText: 'Cambio de permisos por rol' }).first();
    await row.waitFor();
    assert.match(await row.textContent(), /Vendedor: Cobrar cuotas → ninguno/);
    await admin.context().close();
    await seller.context().close();
  });

  it('shows an inventory count in the Bitácora with full names and the product code', async () => {
    const token = await tokenOf(suite.server, COUNTER);
    await api(suite.server, token, 'POST', '/api/conteo-inventario-inicializar', { sucursal_id: 1 });
    await api(suite.server, token, 'POST', '/api/conteo-inventario', { sucursal_id: 1, producto_id: productId, cantidad_existente: 6 });
    await api(suite.server, token, 'PUT', '/api/actualizar-inventario/1');

    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/bitacora');
    await page.getByRole('heading', { name: 'BITÁCORA' }).waitFor();
    await page.getByLabel('Tipo').selectOption('Ajuste por conteo de inventario');
    const row = page.locator('tbody tr', { hasText: 'Ajuste por conteo de inventario' });
    await row.waitFor();
    const text = await row.textContent();
    assert.match(text, /Rosa Condori Apaza/);
    assert.match(text, /FIE-E2E Fierro corrugado 12 mm E2E: stock 10 → 6 \(-4\) al costo Bs 50,00/);
    assert.match(text, /Casa Matriz/);
    assert.doesNotMatch(text, /conteo_permisos|Producto \d/);
    await page.getByLabel('Usuario').selectOption({ label: 'Rosa Condori Apaza' });
    await row.waitFor();
    await page.context().close();
  });
});
