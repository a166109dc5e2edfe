// Browser tests of the sales and purchases screens against a real `sgc serve`:
// Super buys 10 units at branch 1 through Registrar Compra; a Vendedor of
// branch 1 is refused a price under the floor with the spec's alert, then
// sells 3 at a valid level and gets the ticket PDF in a new tab; Super voids
// the sale from VENTAS and the stock is back to 10.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, expectPdfTab, expectValue, missingBinary, signIn, stockOf, withServer } from './setup.mjs';

const missing = missingBinary();

const PRODUCT = { codigo: 'E2E-MART-01', producto: 'Martillo de prueba E2E', precios: ['20.00', '18.00', '16.00', '0', '0', '0'], costo: '12.50' };
const FLOOR_ALERT = `El precio del producto ${PRODUCT.producto} no puede ser menor al precio mínimo permitido y no puede ser igual a 0.`;
const SELLER = { usuario: 'vendedor_ops', password: 'Vendedor-Ops-2025' };

/** Types in the picker and waits for the product's add button. */
async function pick(page, text, name) {
  await page.getByLabel('Buscar producto').fill(text);
  const add = page.getByRole('button', { name: `Agregar ${name}` });
  await add.waitFor();
  return add;
}

describe('purchase, sale with price floor and ticket, and void', { skip: missing }, () => {
  const suite = withServer();
  let token;
  let productId;
  /** Stock of the product in branch 1. */
  const stock = () => stockOf(suite.server, token, productId);

  before(async () => {
    token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza E2E', sigla: 'PZE' }, { categoria: 'Herramientas E2E' });
    await api(suite.server, token, 'POST', '/api/proveedores', { proveedor: 'Proveedor E2E S.R.L.', nit: '1234567019', telefono: '22123456', direccion: 'Av. Arce 100' });
    productId = await createProduct(suite.server, token, {
      codigo: PRODUCT.codigo, producto: PRODUCT.producto, unidad: unidad.id, categoria: categoria.id, costo: PRODUCT.costo, precios: PRODUCT.precios,
    });
    await createUser(suite.server, token, {
      nombres: 'Rosa', apellidos: 'Quispe E2E', numero_identificacion: '7654321', telefono: '71234567', usuario: SELLER.usuario, password: SELLER.password,
    });
    assert.equal(await stock(), 0);
  });

  it('lets Super buy 10 units at branch 1 through Registrar Compra', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/compras');
    await page.getByRole('link', { name: 'Nueva Compra' }).click();
    await page.waitForURL(/\/admin\/nuevaCompra$/);
    await page.locator('#f-proveedor').selectOption({ label: 'Proveedor E2E S.R.L. — NIT 1234567019' });
    await page.locator('#f-tipo_comprobante').selectOption('Factura');
    await page.locator('#f-numero_comprobante').fill('5501');
    await (await pick(page, 'E2E-MART', PRODUCT.producto)).click();
    await page.getByLabel(`Cantidad de ${PRODUCT.producto}`).fill('10');
    await page.getByLabel(`Costo de ${PRODUCT.producto}`).fill('12.50');
    await page.locator('.purchase-totals').getByText('Bs 125,00').waitFor();
    await page.getByRole('button', { name: 'Registrar Compra' }).click();
    await page.getByText('Compra guardada con éxito').waitFor();
    await page.waitForURL(/\/admin\/compras$/);
    await page.locator('td', { hasText: 'Proveedor E2E S.R.L.' }).waitFor();
    assert.equal(await stock(), 10);
    await page.context().close();
  });

  it('refuses a Vendedor a price under the floor, then sells 3 and opens the ticket PDF', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.goto('/admin/nueva-venta');
    // Only Super sees the sale date; Vendedor gets no payment type either.
    await page.getByRole('button', { name: /Datos del cliente y pago/ }).click();
    await page.locator('#f-metodo_pago').waitFor();
    assert.equal(await page.locator('#f-fecha_venta').count(), 0);
    assert.equal(await page.locator('#f-tipo_pago').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Registrar Venta' }).count(), 0, 'no submit while the cart is empty');
    await (await pick(page, 'martillo prueba', PRODUCT.producto)).click();
    await page.getByText('Agregado al carrito').first().waitFor();
    const price = page.getByLabel(`Precio de ${PRODUCT.producto}`, { exact: true });
    await expectValue(price, '20,00'); // the first non-zero level is the default price
    await page.getByLabel(`Cantidad de ${PRODUCT.producto}`).fill('3');
    await price.fill('10');

    let popups = 0;
    page.context().on('page', () => popups++);
    await page.getByRole('button', { name: 'Registrar Venta' }).click();
    await page.locator('.toast-error', { hasText: FLOOR_ALERT }).waitFor();
    await page.locator('.line-errors', { hasText: FLOOR_ALERT }).waitFor();
    assert.equal(popups, 0, 'a refused sale opens no tab');
    assert.equal(await stock(), 10);

    await page.getByLabel(`Nivel de precio de ${PRODUCT.producto}`).selectOption('2');
    await expectValue(price, '18,00');
    await page.locator('#f-tipo_papel').selectOption('Termico');
    await page.locator('.cart-totals').getByText('Bs 54,00').first().waitFor();

    const ticket = page.waitForResponse((r) => r.url().includes('/api/ventas/generar-ticket/'));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Registrar Venta' }).click()]);
    await page.getByText('Venta guardada con éxito').waitFor();
    // The counter stays on an empty Registrar Venta for the next sale.
    await page.locator('.sale-saved', { hasText: 'Venta N° 1 guardada' }).waitFor();
    assert.match(page.url(), /\/admin\/nueva-venta$/);
    // The new tab shows the ticket: a blob whose content is a PDF.
    await expectPdfTab(tab, await ticket);
    assert.equal(await page.evaluate(() => localStorage.getItem('sgc.venta.tipoPapel')), 'Termico');
    assert.equal(await stock(), 7);
    // The saved sale left an empty cart behind.
    await page.getByText('No hay productos en el carrito.').waitFor();
    await page.getByRole('button', { name: /Datos del cliente y pago/ }).click();
    await expectValue(page.locator('#f-descuento'), '');
    await page.context().close();
  });

  it('lets Super void the sale with a reason and puts the stock back to 10', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/ventas');
    const row = page.locator('tr', { hasText: 'Bs 54,00' });
    await row.getByText('Válido').waitFor();
    await row.getByRole('button', { name: 'Anular venta' }).click();
    await page.getByText('¿Estás seguro?').waitFor();
    await page.getByRole('button', { name: 'Sí, anular venta' }).click();
    await page.getByText('Debe ingresar un motivo').waitFor();
    await page.locator('#f-motivo').fill('Cliente desistió de la compra');
    await page.getByRole('button', { name: 'Sí, anular venta' }).click();
    await page.getByText('Venta anulada con éxito').waitFor();
    await row.getByText('Anulado').waitFor();
    assert.equal(await stock(), 10);
    await page.context().close();
  });

  it('lets Super sell 2, return 1 of them and read the return', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/nueva-venta');
    await (await pick(page, PRODUCT.codigo, PRODUCT.producto)).click();
    await page.getByLabel(`Cantidad de ${PRODUCT.producto}`).fill('2');
    await page.locator('#f-tipo_papel').selectOption('Oficio');
    const [note] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Registrar Venta' }).click()]);
    await page.getByText('Venta guardada con éxito').waitFor();
    await note.waitForURL(/^blob:/);
    await note.close();
    assert.equal(await stock(), 8);
    await page.goto('/admin/ventas');

    const row = page.locator('tr', { hasText: 'Bs 40,00' });
    await row.getByRole('link', { name: 'Devolución' }).click();
    await page.waitForURL(/\/admin\/nueva-devolucion\/\d+$/);
    await page.getByRole('button', { name: `Agregar ${PRODUCT.producto}` }).click();
    await page.getByRole('button', { name: `Agregar ${PRODUCT.producto}` }).click();
    await page.getByText('Producto ya agregado').waitFor();
    await page.getByLabel(`Cantidad a devolver de ${PRODUCT.producto}`).fill('5');
    await page.getByText('La cantidad no debe superar la cantidad vendida.').waitFor();
    await expectValue(page.getByLabel(`Cantidad a devolver de ${PRODUCT.producto}`), '2');
    await page.getByLabel(`Cantidad a devolver de ${PRODUCT.producto}`).fill('1');
    await page.locator('#f-motivo').fill('Producto con falla');
    await page.getByRole('button', { name: 'Registrar Devolución' }).click();
    await page.getByText(/^Se devolverán Bs.20,00 de la caja de /).waitFor();
    await page.getByRole('button', { name: 'Sí, registrar devolución' }).click();
    await page.getByText('Devolución guardada con éxito').waitFor();
    await page.waitForURL(/\/admin\/devoluciones$/);
    assert.equal(await stock(), 9);

    await page.locator('tr', { hasText: 'Producto con falla' }).getByRole('link', { name: 'Ver devolución' }).click();
    await page.getByText('VER DEVOLUCIÓN').waitFor();
    await page.locator('td', { hasText: PRODUCT.producto }).waitFor();
    await page.getByText('Bs 20,00').first().waitFor();
    await page.context().close();
  });
});
