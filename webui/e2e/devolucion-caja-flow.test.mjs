// Browser test of a return's refund against a real `sgc serve`: the cashier
// sold two units from her open box; Super, who has no box open there, is
// asked whose box pays, must choose, is told "Se devolverán Bs … de la caja
// de …" before saving, and the money leaves the cashier's box (her close
// computes it) while Super gets no box. Then Super grants returns to
// Responsable, whose sales list offers Devolución and whose menu lists
// Devoluciones.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const CASHIER = { usuario: 'cajera_dev', password: 'Cajera-Dev-2025' };
const RESP = { usuario: 'responsable_dev', password: 'Respon-Dev-2025' };
const PRODUCT = { codigo: 'DEV-CAJA-01', producto: 'Llave inglesa devuelta E2E', precios: ['100'] };

describe('the box that pays a refund', { skip: missing }, () => {
  const suite = withServer();
  let token;
  let cashierToken;
  let saleId;

  before(async () => {
    token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Devolución', sigla: 'PZD' }, { categoria: 'Llaves E2E' });
    const productId = await createProduct(suite.server, token, { ...PRODUCT, unidad: unidad.id, categoria: categoria.id, costo: '40' });
    await initialStock(suite.server, token, { producto_id: productId, cantidad: 10, costo: 40 });
    await createUser(suite.server, token, { nombres: 'Ana', apellidos: 'Gutiérrez Caja', numero_identificacion: '7654321', telefono: '71234567', ...CASHIER });
    await createUser(suite.server, token, { nombres: 'Juan', apellidos: 'Choque Resp', numero_identificacion: '7654322', telefono: '71234568', rol: ['Responsable'], ...RESP });
    cashierToken = (await api(suite.server, null, 'POST', '/api/login', { usuario: CASHIER.usuario, password: CASHIER.password })).token;
    await api(suite.server, cashierToken, 'POST', '/api/cajas?estado=apertura&sucursal_id=1', { monto_inicial: '50', descripcion: '' });
    saleId = (
      await api(suite.server, cashierToken, 'POST', '/api/ventas', {
        cliente: 1, razon_social: 'SN', nit: '0', tipo_pago: 'Contado', metodo_pago: 'Efectivo', descuento: 0, total: 200, sucursal: 1,
        productos: [{ id: productId, cantidad: 2, precio: 100, serie: '', idCarrito: String(productId) }],
      })
    ).venta_id;
  });

  it('asks whose box pays, confirms the amount and takes it from that box', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto(`/admin/nueva-devolucion/${saleId}`);
    await page.getByRole('button', { name: `Agregar ${PRODUCT.producto}` }).click();
    const box = page.getByLabel('Caja que paga el reembolso');
    await box.waitFor();
    // Super has no box open here: nothing is chosen for her, the cashier's box and a new own box are offered.
    assert.equal(await box.inputValue(), '');
    const options = await box.locator('option').allTextContents();
    assert.ok(options.some((o) => /^Caja de Ana Gutiérrez Caja \(abierta a las \d\d:\d\d\)$/.test(o)), options.join(' | '));
    assert.ok(options.includes('Mi caja (se abrirá al registrar)'), options.join(' | '));
    await page.getByLabel('Motivo').fill('Mango roto');
    await page.getByRole('button', { name: 'Registrar Devolución' }).click();
    await page.getByText('Elija la caja de la que sale el dinero.').waitFor();

    await box.selectOption({ label: options.find((o) => o.startsWith('Caja de Ana')) });
    await page.getByRole('button', { name: 'Registrar Devolución' }).click();
    await page.getByText('Se devolverán Bs\u00a0100,00 de la caja de Ana Gutiérrez Caja.').waitFor();
    await page.getByRole('button', { name: 'Sí, registrar devolución' }).click();
    await page.waitForURL(/\/admin\/devoluciones$/);
    await page.locator('tr', { hasText: 'Mango roto' }).getByRole('link', { name: 'Ver devolución' }).click();
    await page.getByText(/^Bs.100,00 de la caja de Ana Gutiérrez Caja$/).waitFor();

    const cashier = await api(suite.server, cashierToken, 'GET', '/api/cajas?sucursal_id=1');
    assert.equal(cashier.totales.total_efectivo, 150, 'apertura 50 + venta 200 − devolución 100');
    const mine = await api(suite.server, token, 'GET', '/api/cajas?sucursal_id=1');
    assert.equal(mine.caja, null, 'the refund opened no box for Super');
    await page.context().close();
  });

  it('lets Responsable register returns once Super grants them', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, RESP.usuario, RESP.password);
    await page.goto('/admin/ventas');
    const row = page.locator('tbody tr', { hasText: 'SN' }).first();
    await row.waitFor();
    assert.equal(await row.getByRole('link', { name: 'Devolución' }).count(), 0, 'no returns before the grant');

    const admin = await newPage(suite.browser, suite.server.url);
    await signIn(admin, 'admin', suite.server.password);
    await admin.goto('/admin/permisos');
    await admin.getByLabel('Devoluciones: Responsable').click();
    await admin.getByText('Permisos guardados correctamente.').waitFor();
    await admin.context().close();

    await page.reload();
    await row.getByRole('link', { name: 'Devolución' }).click();
    await page.getByRole('heading', { name: 'Registrar Devolución' }).waitFor();
    const sidebar = page.locator('.sidebar');
    assert.equal(await sidebar.getByRole('link', { name: 'Devoluciones', includeHidden: true }).count(), 1);
    await page.context().close();
  });
});
