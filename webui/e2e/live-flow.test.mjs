// Browser test of the pushed stock change against a real `sgc serve`: Super
// keeps INVENTARIO open in one browser while a Vendedor sells in another; the
// list shows the new stock without a reload, and INVENTARIO made no polling
// call while its event stream was up, so the update came from the push.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, createProduct, createUnitAndCategory, createUser, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const PRODUCT = { codigo: 'E2E-LIVE-01', producto: 'Taladro en vivo E2E', precios: ['20.00', '18.00', '0', '0', '0', '0'], costo: '12.50' };
const SELLER = { usuario: 'vendedor_live', password: 'Vendedor-Live-2025' };
const POLL_MS = 6000; // INVENTARIO's interval while the stream is down

describe('stock pushed to an open inventory list', { skip: missing }, () => {
  const suite = withServer();

  before(async () => {
    const token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Live', sigla: 'PZL' }, { categoria: 'Herramientas Live' });
    const id = await createProduct(suite.server, token, { ...PRODUCT, unidad: unidad.id, categoria: categoria.id });
    await initialStock(suite.server, token, { producto_id: id, cantidad: 40, costo: 12.5 });
    await createUser(suite.server, token, {
      nombres: 'Luis', apellidos: 'Mamani E2E', numero_identificacion: '7654399', telefono: '71234599', usuario: SELLER.usuario, password: SELLER.password,
    });
  });

  it('shows a sale made in another browser without reload and without polling', async () => {
    const watcher = await newPage(suite.browser, suite.server.url);
    await signIn(watcher, 'admin', suite.server.password);
    const stream = watcher.waitForRequest((r) => r.url().endsWith('/api/eventos'));
    await watcher.goto('/admin/inventarios');
    const streamRequest = await stream;
    assert.equal(new URL(streamRequest.url()).search, '', 'no token in the URL');
    assert.match((await streamRequest.allHeaders()).authorization ?? '', /^Bearer \S+$/);
    const row = watcher.locator('tbody tr', { hasText: PRODUCT.producto });
    await row.locator('.stock-badge', { hasText: /^40$/ }).waitFor();

    // With the stream up, INVENTARIO does not poll: no list call for longer
    // than its polling interval.
    let listCalls = 0;
    watcher.on('request', (r) => r.url().includes('/api/inventarios') && listCalls++);
    await streamRequest.response();
    await watcher.waitForTimeout(1000); // the reload that follows the stream opening
    listCalls = 0;
    await watcher.waitForTimeout(POLL_MS + 1500);
    assert.equal(listCalls, 0, 'INVENTARIO polled while its stream was up');

    const seller = await newPage(suite.browser, suite.server.url);
    await signIn(seller, SELLER.usuario, SELLER.password);
    await seller.goto('/admin/nueva-venta');
    await seller.getByLabel('Buscar producto').fill(PRODUCT.codigo);
    await seller.getByRole('button', { name: `Agregar ${PRODUCT.producto}` }).click();
    await seller.getByLabel(`Cantidad de ${PRODUCT.producto}`).fill('3');
    await seller.getByRole('button', { name: 'Registrar Venta' }).click();
    await seller.getByText('Venta guardada con éxito').waitFor();

    await row.locator('.stock-badge', { hasText: /^37$/ }).waitFor();
    assert.equal(listCalls, 1, 'one list call, made because the stream said the stock changed');
    await seller.context().close();
    await watcher.context().close();
  });
});
