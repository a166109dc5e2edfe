// Browser test of the bulk price change and the price alert against a real
// `sgc serve`: Super (through the API) creates a second branch, a product and
// a Vendedor of that branch; Super raises the product's prices by 10 % in
// Casa Matriz and the second branch from CAMBIO DE PRECIOS; the Vendedor sees
// the alert banner, the product with its new price in VER PRODUCTOS, and
// dismisses the banner, which stays gone after a reload.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, form, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const BRANCH = 'Sucursal Sur E2E';
const PRODUCT = { codigo: 'E2E-PREC-01', producto: 'Taladro de prueba E2E', precio: '200.00', precio2: '190.50' };
const SELLER = { usuario: 'vendedor_precios', password: 'Vendedor-Precios-2025' };
const BANNER = 'SE MODIFICARON PRECIOS DE VENTA, POR FAVOR REVISE';

/** The product's six prices in a branch, from the prices-per-branch table. */
async function pricesIn(server, token, productId, branchId) {
  const { data } = await api(server, token, 'GET', '/api/productos/precios-sucursales');
  const row = data.find((p) => p.id === productId);
  assert.ok(row, 'the product is in the prices-per-branch table');
  const cell = Object.values(row.sucursales).find((s) => s.sucursal_id === branchId);
  assert.ok(cell, `the product has prices in branch ${branchId}`);
  return ['precio', 'precio2', 'precio3', 'precio4', 'precio5', 'precio6'].map((k) => Number(cell[k]));
}

/** p × 1.1 to the centavo, half away from zero (as the server rounds). */
const plus10 = (p) => Math.round(Math.round(p * 100) * 1.1 + 1e-7) / 100;
/** The es-BO amount as the screens show it ("1.234,50"). */
const shown = (n) => new Intl.NumberFormat('es-BO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

describe('bulk price change and price alert', { skip: missing }, () => {
  const suite = withServer();
  let token;
  let branchId;
  let productId;
  let before2;

  before(async () => {
    token = await adminToken(suite.server);
    branchId = (
      await api(
        suite.server,
        token,
        'POST',
        '/api/sucursales',
        form({ sucursal: BRANCH, nombre_oficial: 'Comercial Sur S.R.L.', grupo: 2, direccion: 'Av. Ballivián 800', telefono: '22770011', precio_estado: 1, precio2_estado: 1 }),
      )
    ).id;
    assert.ok(branchId > 1, 'POST /api/sucursales answers the new id');
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza E2E', sigla: 'PZP' }, { categoria: 'Herramientas Precios E2E' });
    productId = await createProduct(suite.server, token, {
      codigo: PRODUCT.codigo, producto: PRODUCT.producto, unidad: unidad.id, categoria: categoria.id, costo: '120', precios: [PRODUCT.precio, PRODUCT.precio2],
    });
    await createUser(suite.server, token, {
      nombres: 'Lucía', apellidos: 'Flores E2E', numero_identificacion: '6543219', telefono: '71112233', usuario: SELLER.usuario, password: SELLER.password, sucursal_id: branchId,
    });
    before2 = await pricesIn(suite.server, token, productId, branchId);
  });

  it('lets Super raise the product by 10 % in Casa Matriz and the second branch', async () => {
    const before1 = await pricesIn(suite.server, token, productId, 1);
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/cambio-precios');
    await page.getByRole('heading', { name: 'CAMBIO DE PRECIOS' }).waitFor();
    await page.getByLabel('Casa Matriz').check();
    await page.getByLabel(BRANCH).check();
    await page.getByLabel('Buscar producto').fill('E2E-PREC');
    await page.getByRole('button', { name: `Agregar ${PRODUCT.producto}` }).click();
    await page.getByText('Agregado al carrito').first().waitFor();
    await page.getByLabel('Usar porcentaje').check();
    assert.equal(await page.getByLabel('Incremento').isChecked(), false, 'Usar porcentaje leaves the direction to the user');
    assert.equal(await page.locator('.cambio-cart .price-preview').count(), 0, 'no preview before a direction');
    // Restar and Incremento exclude each other on screen too.
    await page.getByLabel('Restar').check();
    assert.equal(await page.getByLabel('Incremento').isChecked(), false);
    await page.getByLabel('Incremento').check();
    assert.equal(await page.getByLabel('Restar').isChecked(), false);
    await page.getByLabel(`Porcentaje de ${PRODUCT.producto}`).fill('10');
    // The preview of Casa Matriz's P1.
    await page.locator('.cambio-cart .price-preview', { hasText: shown(plus10(before1[0])) }).waitFor();
    // Without Incremento or Restar the server would refuse the change: no
    // preview, and MODIFICAR says what is missing instead of asking.
    await page.getByLabel('Incremento').uncheck();
    assert.equal(await page.locator('.cambio-cart .price-preview').count(), 0, 'no preview without a direction');
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    await page.locator('.toast-error', { hasText: 'Seleccione "Incremento" o "Restar".' }).waitFor();
    assert.equal(await page.getByText('¿Estás seguro?').count(), 0);
    await page.getByLabel('Incremento').check();
    await page.locator('.cambio-cart .price-preview', { hasText: shown(plus10(before1[0])) }).waitFor();
    // The confirmation names the branches and the product; nothing changes before it.
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    await page
      .getByText(`Cada precio del producto ${PRODUCT.producto} en las 2 sucursales Casa Matriz y ${BRANCH} subirá el porcentaje de su línea.`)
      .waitFor();
    assert.deepEqual(await pricesIn(suite.server, token, productId, 1), before1, 'nothing changed before the confirmation');
    await page.getByRole('button', { name: 'Sí, modificar' }).click();
    await page.getByText('Precios actualizados correctamente').first().waitFor();
    await page.getByText('No hay productos en el carrito.').waitFor();
    // The product list reads the prices again: it shows the new P1, not the old one.
    const listed = page.locator('.picker-table tr', { hasText: PRODUCT.producto }).locator('.price-chip', { hasText: 'P1' });
    await listed.filter({ hasText: shown(plus10(before1[0])) }).waitFor();
    assert.equal(await page.getByLabel('Incremento').isChecked(), false, 'the options start again: no second +10 % by mistake');

    assert.deepEqual(await pricesIn(suite.server, token, productId, 1), before1.map((p) => (p ? plus10(p) : 0)));
    assert.deepEqual(await pricesIn(suite.server, token, productId, branchId), before2.map((p) => (p ? plus10(p) : 0)));
    // Super's own branch (Casa Matriz) now shows the alert too.
    await page.reload();
    await page.getByText(BANNER).waitFor();
    await page.context().close();
  });

  it('shows the Vendedor the alert and the new price, and the dismissal lasts after a reload', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.locator('.topbar').getByText(BRANCH).waitFor();
    await page.getByText(BANNER).waitFor();

    await page.getByRole('button', { name: 'VER PRODUCTOS' }).click();
    const modal = page.locator('.modal', { hasText: 'Productos con precios actualizados' });
    const row = modal.locator('tr', { hasText: PRODUCT.producto });
    await row.waitFor();
    const p1 = row.locator('.price-change').first();
    assert.equal((await p1.locator('s').textContent()).trim(), shown(before2[0]), 'the previous P1');
    assert.equal((await p1.locator('strong').textContent()).trim(), shown(plus10(before2[0])), 'the new P1');
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await modal.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'DEJAR DE MOSTRAR' }).click();
    await page.getByText('¿Estás seguro?').waitFor();
    const dismissed = page.waitForResponse((r) => r.url().includes(`/api/productos/confirmar-alerta/${branchId}`) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Sí, dejar de mostrar' }).click();
    assert.equal((await dismissed).status(), 200);
    await page.getByText('Se dejará de mostrar el mensaje.').waitFor();
    await page.getByText(BANNER).waitFor({ state: 'detached' });

    const checked = page.waitForResponse((r) => r.url().includes(`/api/productos/verifica-productos-actualizados/${branchId}`));
    await page.reload();
    const answer = await checked;
    assert.deepEqual(await answer.json(), { alerta_existe: false });
    await page.locator('.welcome').waitFor();
    await page.waitForTimeout(300);
    assert.equal(await page.getByText(BANNER).count(), 0, 'the banner stays gone after a reload');
    await page.context().close();
  });

  it('never shows the alert to Inventario', async () => {
    await createUser(suite.server, token, {
      nombres: 'Pedro', apellidos: 'Choque E2E', numero_identificacion: '6543220', genero: 'Masculino', telefono: '71112234',
      usuario: 'inventario_precios', password: 'Inventario-2025', rol: ['Inventario'],
    });
    const page = await newPage(suite.browser, suite.server.url);
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/productos/verifica-productos-actualizados/')) asked++;
    });
    await signIn(page, 'inventario_precios', 'Inventario-2025');
    await page.locator('.welcome').waitFor();
    await page.waitForTimeout(500);
    assert.equal(asked, 0);
    assert.equal(await page.getByText(BANNER).count(), 0);
    await page.context().close();
  });
});
