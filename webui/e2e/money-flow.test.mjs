// Browser tests of the money screens against a real `sgc serve`: Super
// collects a Cuotas sale in two payments until the debt is paid; a Vendedor
// registers an expense; a Responsable opens the cash box, sells, closes with
// a counted amount and sees the difference.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const PRODUCT = { codigo: 'E2E-CAJA-01', producto: 'Llave inglesa E2E', precios: ['20.00', '18.00', '16.00', '0', '0', '0'], costo: '10.00' };
const SELLER = { usuario: 'vendedor_caja', password: 'Vendedor-Caja-2025' };
const RESP = { usuario: 'responsable_caja', password: 'Responsable-Caja-2025' };

/** A sale of qty units at 20 in branch 1; Cuotas with a_cuenta when given. */
function saleDraft(productId, qty, aCuenta) {
  const total = qty * 20;
  const draft = { cliente: 1, razon_social: 'Cliente E2E', nit: '123456', tipo_pago: 'Contado', metodo_pago: 'Efectivo', descuento: 0, total, sucursal: 1,
    productos: [{ id: productId, cantidad: qty, precio: 20, serie: '', idCarrito: String(productId) }] };
  if (aCuenta !== undefined) Object.assign(draft, { tipo_pago: 'Cuotas', a_cuenta: aCuenta, fecha_limite: '2099-12-31' });
  return draft;
}

describe('receivables, an expense and the cash box', { skip: missing }, () => {
  const suite = withServer();
  let token;
  let productId;

  before(async () => {
    token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Caja', sigla: 'PZC' }, { categoria: 'Herramientas Caja' });
    productId = await createProduct(suite.server, token, { codigo: PRODUCT.codigo, producto: PRODUCT.producto, unidad: unidad.id, categoria: categoria.id, costo: PRODUCT.costo, precios: PRODUCT.precios });
    await initialStock(suite.server, token, { producto_id: productId, cantidad: 20, costo: 10 });
    for (const [u, rol] of [[SELLER, 'Vendedor'], [RESP, 'Responsable']]) {
      await createUser(suite.server, token, { nombres: rol, apellidos: 'Caja E2E', numero_identificacion: `7${rol.length}1234`, telefono: '71234567', usuario: u.usuario, password: u.password, rol: [rol] });
    }
    await api(suite.server, token, 'POST', '/api/categorias_gastos', { categoria: 'Transporte E2E', descripcion: '' });
  });

  it('collects a Cuotas sale in two payments until the debt is paid', async () => {
    const { venta_id: id } = await api(suite.server, token, 'POST', '/api/ventas', saleDraft(productId, 5, 20));
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/cuentas-cobrar');
    const row = page.locator('tr', { hasText: 'Cliente E2E' });
    await row.getByText('Bs 80,00').first().waitFor();
    await row.getByRole('link', { name: 'Cobrar', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/cobrar/${id}$`));
    // The pending instalment is chosen with its monto; a partial payment of 30.
    await page.locator('#f-monto').waitFor();
    assert.equal(await page.locator('#f-monto').inputValue(), '80,00');
    await page.locator('#f-monto').fill('30');
    await page.locator('#f-metodo_pago').selectOption('Transferencia');
    await page.locator('#f-numero_documento').fill('99a88');
    assert.equal(await page.locator('#f-numero_documento').inputValue(), '9988');
    await page.getByRole('button', { name: 'Guardar cobro' }).click();
    await page.getByText('Pago guardado con éxito').waitFor();
    await page.getByRole('button', { name: 'Volver a Cuentas por Cobrar' }).click();
    await page.waitForURL(/\/admin\/cuentas-cobrar$/);
    await row.getByText('Bs 50,00').first().waitFor();

    // The rest: choosing the pending row prefills 50 and pays it off.
    await page.goto(`/admin/cobrar/${id}`);
    await page.locator('tr', { hasText: 'Pendiente' }).getByRole('button', { name: 'Cobrar' }).click();
    assert.equal(await page.locator('#f-monto').inputValue(), '50,00');
    await page.getByRole('button', { name: 'Guardar cobro' }).click();
    await page.getByText(/Cobro de Bs.50,00 guardado\. Saldo: Bs.0,00\./).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Registrar otro cobro' }).count(), 0, 'nothing left to collect');
    await page.getByRole('button', { name: 'Volver a Cuentas por Cobrar' }).click();
    await page.waitForURL(/\/admin\/cuentas-cobrar$/);
    await page.getByText('No hay registros para mostrar.').waitFor();
    await page.goto(`/admin/cobrar/${id}`);
    await page.getByText('La deuda está totalmente pagada.').waitFor();
    assert.equal(await page.locator('#f-monto').count(), 0);
    assert.equal(await page.locator('tr', { hasText: 'Pagado' }).count(), 3);
    await page.context().close();
  });

  it('lets a Vendedor register an expense in their branch', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.goto('/admin/gastos');
    await page.getByRole('button', { name: 'Nuevo Gasto' }).click();
    // The server's field messages show under the fields.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El campo concepto es obligatorio.').waitFor();
    await page.getByText('El campo categoría es obligatorio.').waitFor();
    await page.locator('#f-concepto').fill('Pasaje de entrega');
    await page.locator('#f-categoria').selectOption({ label: 'Transporte E2E' });
    await page.locator('#f-total').fill('12,50');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Gasto registrado correctamente.').waitFor();
    await page.locator('td', { hasText: 'Pasaje de entrega' }).waitFor();
    await page.locator('.stat-value', { hasText: 'Bs 12,50' }).waitFor();
    await page.context().close();
  });

  it('lets a Responsable open the cash, sell, close with a counted amount and see the difference', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, RESP.usuario, RESP.password);
    await page.goto('/admin/cajas');
    await page.locator('#f-monto_inicial').fill('100');
    await page.getByRole('button', { name: 'Abrir Caja' }).click();
    await page.getByText('Caja abierta correctamente.').waitFor();
    await page.getByRole('button', { name: 'Cerrar Caja' }).waitFor();

    const resp = (await api(suite.server, null, 'POST', '/api/login', { usuario: RESP.usuario, password: RESP.password })).token;
    await api(suite.server, resp, 'POST', '/api/ventas', saleDraft(productId, 2));
    await page.reload();
    const ventas = page.locator('.caja-tabla tr', { hasText: 'Ventas' });
    await ventas.getByText('Bs 40,00').first().waitFor();
    await page.locator('.cobro-saldo', { hasText: 'Efectivo calculado' }).getByText('Bs 140,00').waitFor();
    await page.locator('#f-monto_final').fill('135');
    const diff = page.getByTestId('diferencia');
    await diff.getByText('-Bs 5,00 (faltante)').waitFor();
    assert.match((await diff.getAttribute('class')) ?? '', /diff-short/);
    await page.getByRole('button', { name: 'Cerrar Caja' }).click();
    await page.getByText('¿Cerrar con faltante de Bs 5,00?').waitFor();
    await page.getByRole('button', { name: 'Sí, cerrar caja' }).click();
    await page.getByText('Caja Cerrada - La caja para hoy ya está cerrada.').waitFor();
    await page.getByTestId('diferencia').getByText('-Bs 5,00 (faltante)').waitFor();
    await page.locator('.caja-panel .badge', { hasText: 'Cerrada' }).waitFor();
    await page.context().close();
  });
});
