// Browser tests of fresh data after a change, against a real `sgc serve`:
// the sender of a transfer request, with the app open, is told by the live
// stream when the receiving branch accepts it; and VENTAS shows placeholders,
// not Bs 0,00, in its cards while its list is on the way.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, form, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const BRANCH = 'Sucursal Norte Fresca E2E';
const SENDER = { usuario: 'emisor_fresco', password: 'Emisor-Fresco-2025' };
const RECEIVER = { usuario: 'receptor_fresco', password: 'Receptor-Fresco-2025' };
/** Well under the notifications' polling period (17 s): only a push is this fast. */
const PUSH_MS = 6000;

describe('fresh data after a change', { skip: missing }, () => {
  const suite = withServer();
  let token;
  let branchId;
  let productId;

  before(async () => {
    token = await adminToken(suite.server);
    branchId = (
      await api(suite.server, token, 'POST', '/api/sucursales',
        form({ sucursal: BRANCH, nombre_oficial: 'Comercial Norte S.R.L.', grupo: 2, direccion: 'Av. Busch 300', telefono: '22440033', precio_estado: 1 }))
    ).id;
    await api(suite.server, token, 'POST', '/api/sucursales/traspasos/update', { sucursales: [1, branchId] });
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Fresca', sigla: 'PZR' }, { categoria: 'Fresca E2E' });
    productId = await createProduct(suite.server, token, { codigo: 'FRES-01', producto: 'Martillo fresco E2E', unidad: unidad.id, categoria: categoria.id, costo: '30', precios: ['50.00'] });
    await initialStock(suite.server, token, { sucursal_id: 1, producto_id: productId, cantidad: 30, costo: 30 });
    await createUser(suite.server, token, {
      nombres: 'Pedro', apellidos: 'Emisor E2E', numero_identificacion: '7654501', telefono: '71234701', rol: ['Responsable'], sucursal_id: 1, is_activa_traspasos: 1, ...SENDER,
    });
    await createUser(suite.server, token, {
      nombres: 'Rosa', apellidos: 'Receptora E2E', numero_identificacion: '7654502', telefono: '71234702', sucursal_id: branchId, is_activa_traspasos: 1, ...RECEIVER,
    });
  });

  it('tells the sender of a request, live, that it was accepted', async () => {
    const sender = await newPage(suite.browser, suite.server.url);
    await signIn(sender, SENDER.usuario, SENDER.password);
    await sender.waitForTimeout(1500); // the stream opens
    const senderToken = (await api(suite.server, null, 'POST', '/api/login', SENDER)).token;
    const { id } = await api(suite.server, senderToken, 'POST', '/api/traspasos/solicitud_traspaso', {
      sucursal_destino: branchId, sucursal: 1, motivo: 'Reposición fresca', descripcion: '', productos: [{ id: productId, cantidad: 4 }],
    });
    assert.equal(await sender.getByText('Solicitud de traspaso aceptada').count(), 0);

    const receiverToken = (await api(suite.server, null, 'POST', '/api/login', RECEIVER)).token;
    await api(suite.server, receiverToken, 'PUT', `/api/traspasos/respuesta_traspaso/${id}`, { respuesta: 'Aceptado' });
    const banner = sender.locator('.notice-bar', { hasText: 'Solicitud de traspaso aceptada' });
    await banner.waitFor({ timeout: PUSH_MS });
    assert.match(await banner.innerText(), new RegExp(`La solicitud N° ${id} a ${BRANCH} fue aceptada por Rosa Receptora E2E: las unidades salieron de Casa Matriz\\.`));
    await banner.getByRole('button', { name: 'VER DETALLE' }).click();
    await sender.locator('.modal').getByText('Martillo fresco E2E').waitFor();
    await sender.context().close();
  });

  it('shows placeholders in the VENTAS cards until the list arrives', async () => {
    await api(suite.server, token, 'POST', '/api/ventas', {
      cliente: 1, razon_social: 'SN', nit: '0', tipo_pago: 'Contado', metodo_pago: 'Efectivo', descuento: 0, total: 100, sucursal: 1,
      productos: [{ id: productId, cantidad: 2, precio: 50, serie: '', idCarrito: String(productId) }],
    });
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    // The list call is held until the placeholders have been seen.
    let release;
    const held = new Promise((r) => (release = r));
    await page.route(/\/api\/ventas\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/ventas');
    const cards = page.locator('.stat-cards');
    await cards.locator('.stat-placeholder').nth(2).waitFor();
    assert.equal(await cards.getAttribute('aria-busy'), 'true');
    assert.ok(!(await cards.innerText()).includes('Bs'), 'no figure before the list');
    release();
    await cards.locator('.stat-card', { hasText: 'Total Ventas' }).getByText('Bs\u00a0100,00').waitFor();
    assert.equal(await cards.locator('.stat-placeholder').count(), 0);
    await page.context().close();
  });
});
