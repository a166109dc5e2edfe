// Browser test of transfers against a real `sgc serve`: Super transfers 5
// units from Casa Matriz to a second branch with a new P1 there; the
// Vendedor of that branch, already on the dashboard, gets the notification
// without reloading and sells at the new price; a Responsable of Casa Matriz
// requests a transfer to the second branch, whose Vendedor accepts it and the
// stock moves; Super voids the first transfer and both stocks return.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, expectValue, form, initialStock, missingBinary, signIn, stockOf, withServer } from './setup.mjs';

const missing = missingBinary();

const BRANCH = 'Sucursal Norte E2E';
const PRODUCT = { codigo: 'E2E-TRAS-01', producto: 'Amoladora de prueba E2E', precio: '200.00', precio2: '190.00' };
const SELLER = { usuario: 'vendedor_norte', password: 'Vendedor-Norte-2025' };
const MANAGER = { usuario: 'responsable_matriz', password: 'Responsable-Matriz-2025' };
/** The notification polling period of the spec, plus a margin. */
const NOTICE_WAIT_MS = 25_000;

describe('transfers between branches and their notification', { skip: missing }, () => {
  const suite = withServer();
  let token;
  let branchId;
  let productId;
  let seller;
  const stocks = async () => [await stockOf(suite.server, token, productId, 1), await stockOf(suite.server, token, productId, branchId)];

  before(async () => {
    token = await adminToken(suite.server);
    branchId = (
      await api(suite.server, token, 'POST', '/api/sucursales',
        form({ sucursal: BRANCH, nombre_oficial: 'Comercial Norte S.R.L.', grupo: 2, direccion: 'Av. Busch 1200', telefono: '22440011', precio_estado: 1, precio2_estado: 1 }))
    ).id;
    await api(suite.server, token, 'POST', '/api/sucursales/traspasos/update', { sucursales: [1, branchId] });
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Traspaso E2E', sigla: 'PZT' }, { categoria: 'Herramientas Traspaso E2E' });
    productId = await createProduct(suite.server, token, {
      codigo: PRODUCT.codigo, producto: PRODUCT.producto, unidad: unidad.id, categoria: categoria.id, costo: '120', precios: [PRODUCT.precio, PRODUCT.precio2],
    });
    await initialStock(suite.server, token, { sucursal_id: 1, producto_id: productId, cantidad: 20, costo: 120 });
    await initialStock(suite.server, token, { sucursal_id: branchId, producto_id: productId, cantidad: 10, costo: 120 });
    await createUser(suite.server, token, {
      nombres: 'Marta', apellidos: 'Quispe E2E', numero_identificacion: '7654321', telefono: '71234500', usuario: SELLER.usuario, password: SELLER.password, sucursal_id: branchId, is_activa_traspasos: 1,
    });
    await createUser(suite.server, token, {
      nombres: 'Jorge', apellidos: 'Mamani E2E', numero_identificacion: '7654322', telefono: '71234501', usuario: MANAGER.usuario, password: MANAGER.password, rol: ['Responsable'], sucursal_id: 1, is_activa_traspasos: 1,
    });
    // The Vendedor is already working when the transfer arrives.
    seller = await newPage(suite.browser, suite.server.url);
    await signIn(seller, SELLER.usuario, SELLER.password);
  });

  it('lets Super transfer 5 units with a new destination price', async () => {
    assert.equal(await seller.locator('.notice-bar').count(), 0, 'no notification before the transfer');
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/nuevo-traspaso');
    await page.locator('#f-sucursal_destino').selectOption({ label: BRANCH });
    await page.getByLabel('Buscar producto').fill('E2E-TRAS');
    await page.getByRole('button', { name: `Agregar ${PRODUCT.producto}` }).click();
    await page.getByText('Agregado al carrito').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Registrar Traspaso' }).count(), 1);
    // More than the origin has is refused on screen.
    await page.getByLabel(`Cantidad de ${PRODUCT.producto}`).fill('21');
    await page.locator('.toast-error', { hasText: 'La cantidad supera el stock disponible en la sucursal de origen.' }).waitFor();
    await page.getByLabel(`Cantidad de ${PRODUCT.producto}`).fill('5');
    // Only the destination's enabled levels (P1, P2) are edited.
    assert.equal(await page.getByLabel(`Precio 3 destino de ${PRODUCT.producto}`).count(), 0);
    await page.getByLabel(`Precio 1 destino de ${PRODUCT.producto}`).fill('250.00');
    await page.locator('#f-motivo').fill('Reposición de la sucursal norte');
    await page.getByRole('button', { name: 'Registrar Traspaso' }).click();
    await page.getByText('Traspaso guardado con éxito').waitFor();
    await page.waitForURL(/\/admin\/traspasos$/);
    await page.locator('tr', { hasText: BRANCH }).getByText('Ingreso de Almacén').waitFor();
    assert.deepEqual(await stocks(), [15, 15]);
    await page.context().close();
  });

  it('notifies the Vendedor without a reload, who sees the new price in Registrar Venta', async () => {
    const bar = seller.locator('.notice-bar', { hasText: 'Nuevo traspaso recibido' });
    await bar.waitFor({ timeout: NOTICE_WAIT_MS });
    await bar.getByRole('button', { name: 'VER DETALLE' }).click();
    const modal = seller.locator('.modal', { hasText: 'Traspasos recibidos' });
    const row = modal.locator('tr', { hasText: PRODUCT.producto });
    await row.waitFor();
    await row.getByText('250,00').waitFor();
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await bar.getByRole('button', { name: 'MARCAR COMO LEÍDO' }).click();
    await seller.getByText('El traspaso ha sido marcado como leído').waitFor();
    await bar.waitFor({ state: 'detached' });

    await seller.goto('/admin/nueva-venta');
    await seller.getByLabel('Buscar producto').fill('E2E-TRAS');
    await seller.getByRole('button', { name: `Agregar ${PRODUCT.producto}` }).click();
    await expectValue(seller.getByLabel(`Precio de ${PRODUCT.producto}`, { exact: true }), '250,00');
  });

  it('lets a Responsable request a transfer that the receiving branch accepts', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, MANAGER.usuario, MANAGER.password);
    await page.goto('/admin/traspaso-sucursal');
    await page.locator('#f-sucursal_destino').selectOption({ label: BRANCH });
    await page.locator('#f-motivo').fill('Pedido de un cliente del norte');
    await page.getByLabel('Buscar producto').fill('Amoladora');
    await page.getByRole('button', { name: `Agregar ${PRODUCT.producto}` }).click();
    await page.getByLabel(`Cantidad de ${PRODUCT.producto}`).fill('3');
    await page.getByRole('button', { name: 'SOLICITAR' }).click();
    await page.getByText('Solicitud de traspaso guardada con éxito').waitFor();
    await page.waitForURL(/\/admin\/traspasos_sucursales$/);
    assert.deepEqual(await stocks(), [15, 15], 'a request moves nothing');
    await page.context().close();

    await seller.goto('/admin/traspasos_sucursales');
    const row = seller.locator('tr', { hasText: 'Pedido de un cliente del norte' });
    await row.getByText('Pendiente').waitFor();
    await row.getByRole('button', { name: 'Aceptar' }).click();
    await seller.getByRole('button', { name: 'Sí, aceptar' }).click();
    await row.getByText('Aceptada').waitFor();
    assert.deepEqual(await stocks(), [12, 18]);
  });

  it('lets Super void the first transfer and both stocks return', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/traspasos');
    const row = page.locator('tr', { hasText: 'Reposición de la sucursal norte' });
    await row.getByText('Válido').waitFor();
    await row.getByRole('button', { name: 'Anular traspaso' }).click();
    await page.getByRole('button', { name: 'Sí, anular traspaso' }).click();
    await page.getByText('Debe ingresar un motivo').waitFor();
    await page.locator('#f-motivo').fill('Se envió a la sucursal equivocada');
    await page.getByRole('button', { name: 'Sí, anular traspaso' }).click();
    await page.getByText('Traspaso anulada con éxito').waitFor();
    await row.getByText('Anulado').waitFor();
    assert.deepEqual(await stocks(), [17, 13]);
    // Super is told of the cancellation.
    await page.reload();
    await page.locator('.notice-bar', { hasText: 'Traspaso anulado' }).waitFor();
    await page.context().close();
  });
});
