// Browser test of the catalogue and quotation screens against a real
// `sgc serve`: a Vendedor of branch 1 (created through the API, with a
// product in stock there) builds a catalogue in Registrar Catálogo — page
// add, Precio Global, an edited price — and gets its PDF in a new tab, then
// finds it as Válido in CATÁLOGOS; edits it, removes a line with a reason in
// the detail modal and cancels it; then registers a quotation in Registrar
// Proforma and gets its PDF too, and the quotation is listed as Valido.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, expectPdfTab, expectValue, form, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const STOCKED = { codigo: 'E2E-CAT-01', producto: 'Taladro percutor E2E 650 W', precios: ['690', '670', '655', '0', '0', '0'] };
const EMPTY = { codigo: 'E2E-CAT-02', producto: 'Nivel de burbuja E2E 24"', precios: ['75', '0', '70', '0', '0', '0'] };
const SELLER = { usuario: 'vendedor_cot', password: 'Vendedor-Cot-2025' };
const CLIENT = { nombres_apellidos: 'Constructora Illampu E2E', numero_documento: '1020367959', telefono: '71234567', direccion: 'Av. Busch 1200' };

/** Waits for the new tab a click opens, checks that it shows a PDF and closes it. */
async function expectPdfOpened(tabPromise, responsePromise) {
  const res = await responsePromise;
  const tab = await tabPromise;
  await expectPdfTab(tab, res);
  await tab.close();
}

describe('catalogue and quotation by a Vendedor, with their PDFs', { skip: missing }, () => {
  const suite = withServer();

  before(async () => {
    const token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Cot', sigla: 'PZC' }, { categoria: 'Herramientas Cot' });
    const ids = [];
    for (const p of [STOCKED, EMPTY]) {
      ids.push(await createProduct(suite.server, token, { codigo: p.codigo, producto: p.producto, unidad: unidad.id, categoria: categoria.id, costo: '500', precios: p.precios }));
    }
    await initialStock(suite.server, token, { producto_id: ids[0], cantidad: 8, costo: 500 });
    await api(suite.server, token, 'POST', '/api/clientes', form({ ...CLIENT, complemento: '', email: '' }));
    await createUser(suite.server, token, {
      nombres: 'Carla', apellidos: 'Mamani E2E', numero_identificacion: '6543210', telefono: '71234568', usuario: SELLER.usuario, password: SELLER.password,
    });
  });

  it('creates a catalogue in Registrar Catálogo, opens its PDF and lists it as Válido', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.goto('/admin/nuevo-catalogo');
    await page.getByRole('heading', { name: 'Registrar Catálogo' }).waitFor();
    await page.getByText('Todos los productos').waitFor();
    assert.equal(await page.getByRole('button', { name: /GENERAR CATÁLOGO/ }).count(), 0, 'no submit while the cart is empty');

    await page.locator('#f-cliente').selectOption({ label: `${CLIENT.nombres_apellidos} — ${CLIENT.numero_documento}` });
    await expectValue(page.locator('#f-nit'), CLIENT.numero_documento);
    await expectValue(page.locator('#f-telefono'), CLIENT.telefono);

    // Only the product with stock goes in with the page.
    await page.getByRole('button', { name: 'Agregar página actual con stock' }).click();
    await page.getByText('1 producto agregado al carrito').waitFor();
    const price = page.getByLabel(`Precio de ${STOCKED.producto}`, { exact: true });
    await expectValue(price, '690,00');
    assert.equal(await page.getByLabel(`Precio de ${EMPTY.producto}`).count(), 0);

    // The product without stock can still be added by hand.
    await page.getByLabel('Buscar producto').fill('nivel');
    await page.getByText('Filtro activo').waitFor();
    await page.getByRole('button', { name: `Agregar ${EMPTY.producto}` }).click();
    await page.getByText('Agregado al carrito').first().waitFor();

    await page.locator('#f-precio-global').selectOption('3');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Precio 3 aplicado a 2 productos').waitFor();
    await expectValue(price, '655,00');
    await page.getByLabel(`Precio de ${EMPTY.producto}`).fill('72.5');
    await page.locator('.catalog-cart .cart-totals').getByText('Bs 727,50').waitFor();

    const pdf = page.waitForResponse((r) => r.url().includes('/api/catalogos/generar-pdf/'));
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /GENERAR CATÁLOGO/ }).click();
    await page.waitForURL(/\/admin\/catalogos$/);
    await page.getByText('Catálogo guardado con éxito').waitFor();
    await page.getByText('El catálogo se ha guardado correctamente.').waitFor();
    await expectPdfOpened(tab, pdf);
    await page.getByRole('button', { name: 'Aceptar' }).click();

    const row = page.locator('tbody tr', { hasText: CLIENT.nombres_apellidos });
    await row.getByText('Válido', { exact: true }).waitFor();
    await row.getByText('Bs 727,50').waitFor();

    // Entering the screen again starts with an empty cart.
    await page.getByRole('link', { name: 'Nuevo Catálogo' }).click();
    await page.getByText('No hay productos en el carrito.').waitFor();
    await page.context().close();
  });

  it('edits the catalogue, removes a line in the detail modal and cancels it', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.goto('/admin/catalogos');
    const row = page.locator('tbody tr', { hasText: CLIENT.nombres_apellidos });
    await row.getByRole('link', { name: 'Editar catálogo' }).click();
    await page.waitForURL(/\/admin\/editar-catalogo\/\d+$/);
    await page.getByText('El cliente no puede ser modificado').waitFor();
    assert.equal(await page.locator('#f-razon_social').getAttribute('readonly'), '');
    const price = page.getByLabel(`Precio de ${STOCKED.producto}`, { exact: true });
    await expectValue(price, '655,00');
    await price.fill('660');
    const pdf = page.waitForResponse((r) => r.url().includes('/api/catalogos/generar-pdf/'));
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /ACTUALIZAR CATÁLOGO/ }).click();
    await page.waitForURL(/\/admin\/catalogos$/);
    await page.getByText('Catálogo actualizado con éxito').waitFor();
    await expectPdfOpened(tab, pdf);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await row.getByText('Bs 732,50').waitFor();

    await row.getByRole('button', { name: 'Ver detalle' }).click();
    const modal = page.locator('.modal');
    await modal.getByText(STOCKED.producto).waitFor();
    await modal.getByRole('button', { name: `Anular ${EMPTY.producto}` }).click();
    await page.getByRole('button', { name: 'Sí, eliminar producto' }).click();
    await page.getByText('Debe ingresar un motivo').waitFor();
    await page.locator('#f-motivo').fill('Sin stock en proveedor');
    await page.getByRole('button', { name: 'Sí, eliminar producto' }).click();
    await page.getByText('Producto eliminado con éxito').waitFor();
    // One valid line left: it cannot be removed (once the modal has reloaded).
    await modal.getByRole('button', { name: `Anular ${STOCKED.producto}` }).waitFor({ state: 'detached' });
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await row.getByText('Bs 660,00').waitFor();

    await row.getByRole('button', { name: 'Anular catálogo' }).click();
    await page.getByRole('button', { name: 'Sí, anular catálogo' }).click();
    await page.getByText('Catálogo anulado con éxito').waitFor();
    await row.getByText('Anulado', { exact: true }).waitFor();
    assert.equal(await row.getByRole('link', { name: 'Editar catálogo' }).count(), 0);
    await page.context().close();
  });

  it('registers a quotation in Registrar Proforma and opens its PDF', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.goto('/admin/nueva-proforma');
    await page.getByRole('heading', { name: 'Registrar Proforma' }).waitFor();
    await page.locator('#f-cliente').selectOption({ label: `${CLIENT.nombres_apellidos} — ${CLIENT.numero_documento}` });
    await page.locator('#f-descripcion').fill('Entrega en obra');

    await page.getByLabel('Buscar producto').fill('taladro');
    const add = page.getByRole('button', { name: `Agregar ${STOCKED.producto}` });
    await add.click();
    await add.click();
    const qty = page.getByLabel(`Cantidad de ${STOCKED.producto}`);
    // Adding the product again adds one unit to its line.
    await expectValue(qty, '2');
    await page.getByLabel(`Nivel de precio de ${STOCKED.producto}`).selectOption('2');
    await expectValue(page.getByLabel(`Precio de ${STOCKED.producto}`, { exact: true }), '670,00');
    await page.locator('.cart-totals').getByText('Bs 1.340,00').waitFor();

    const pdf = page.waitForResponse((r) => r.url().includes('/api/proformas/generar-pdf/'));
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'REGISTRAR' }).click();
    await page.getByText('Proforma guardada con éxito').waitFor();
    await page.waitForURL(/\/admin\/proformas$/);
    await expectPdfOpened(tab, pdf);

    const row = page.locator('tbody tr', { hasText: CLIENT.nombres_apellidos });
    await row.getByText('Valido', { exact: true }).waitFor();
    await row.getByText('Bs 1.340,00').waitFor();
    await page.locator('.stat-value', { hasText: 'Bs 1.340,00' }).waitFor();
    await page.context().close();
  });
});
