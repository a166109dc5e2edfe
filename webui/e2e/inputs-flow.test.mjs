// Browser tests of the inputs and screen states a cashier relies on, against
// a real `sgc serve`, typing key by key as a person does: a discount with a
// decimal comma, a quantity over the stock, 999 in Dar Baja, a return of a
// discounted sale, a Vendedor refused another branch's sale, a date typed
// dd/MM/yyyy in a browser whose language is en-US, the count before it is
// started, and the quotation and low-stock exports.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, newPage } from './browser.mjs';
import { startServer } from './server.mjs';
import {
  adminToken,
  api,
  createProduct,
  createUnitAndCategory,
  createUser,
  expectPdfTab,
  expectValue,
  form,
  initialStock,
  missingBinary,
  signIn,
  stockOf,
} from './setup.mjs';

const missing = missingBinary();

const PINTURA = { codigo: 'E2E-PIN-01', producto: 'Pintura látex E2E', precios: ['145.00'] };
const CINTA = { codigo: 'E2E-CIN-01', producto: 'Cinta métrica E2E', precios: ['5.00'] };
const MARTILLO = { codigo: 'E2E-MAR-02', producto: 'Martillo carpintero E2E', precios: ['20.00'] };
const TALADRO = { codigo: 'E2E-TAL-01', producto: 'Taladro baja E2E', precios: ['300.00'] };
const SELLER = { usuario: 'vendedor_inputs', password: 'Vendedor-Inputs-2025' };

/** Today in La Paz as yyyy-MM-dd. */
function todayIso() {
  const p = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/La_Paz', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const get = (t) => p.find((x) => x.type === t).value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}
const dmy = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Types in the product picker and clicks the product's add button. */
async function add(page, text, name) {
  await page.getByLabel('Buscar producto').fill(text);
  const button = page.getByRole('button', { name: `Agregar ${name}` });
  await button.waitFor();
  await button.click();
  await page.getByRole('button', { name: `Quitar ${name}` }).or(page.getByLabel(`Cantidad de ${name}`)).first().waitFor();
}

/** Clears a box and types `text` one key at a time, checking the box never rewrites what was typed so far. */
async function typeKeys(box, text) {
  await box.click();
  await box.press('Control+A');
  await box.press('Backspace');
  let typed = '';
  for (const ch of text) {
    await box.press(ch === ' ' ? 'Space' : ch);
    typed += ch;
    assert.equal(await box.inputValue(), typed, `the box shows what was typed so far (${typed})`);
  }
}

describe('inputs and screen states a cashier can trust', { skip: missing }, () => {
  let server;
  let browser;
  let token;
  const ids = {};
  let branch2;
  let otherSale;

  before(async () => {
    server = await startServer();
    browser = await launch();
    token = await adminToken(server);
    const { unidad, categoria } = await createUnitAndCategory(server, token, { unidad: 'Pieza Inputs', sigla: 'PZI' }, { categoria: 'Ferretería Inputs' });
    for (const [key, p, stock] of [['pintura', PINTURA, 10], ['cinta', CINTA, 10], ['martillo', MARTILLO, 10], ['taladro', TALADRO, 78]]) {
      ids[key] = await createProduct(server, token, { ...p, unidad: unidad.id, categoria: categoria.id, costo: '1.00', minimo: 20 });
      await initialStock(server, token, { producto_id: ids[key], cantidad: stock, costo: 1 });
    }
    branch2 = (
      await api(server, token, 'POST', '/api/sucursales', form({ sucursal: 'Sucursal Norte E2E', nombre_oficial: 'Norte E2E', grupo: 2, direccion: 'Av. Norte 1', telefono: '22000000', precio_estado: 1 }))
    ).id;
    await initialStock(server, token, { sucursal_id: branch2, producto_id: ids.cinta, cantidad: 5, costo: 1 });
    otherSale = (
      await api(server, token, 'POST', '/api/ventas', {
        cliente: 1, razon_social: 'SN', nit: '0', tipo_pago: 'Contado', metodo_pago: 'Efectivo', descuento: 0, total: 5, sucursal: branch2,
        productos: [{ id: ids.cinta, cantidad: 1, precio: 5, serie: 'N/A', idCarrito: 'x1' }],
      })
    ).venta_id;
    await createUser(server, token, {
      nombres: 'Elena', apellidos: 'Mamani E2E', numero_identificacion: '7788990', telefono: '71000000', usuario: SELLER.usuario, password: SELLER.password,
    });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('reads a discount typed with a decimal comma, flags one above the subtotal and never shows a negative total', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'admin', server.password);
    await page.goto('/admin/nueva-venta');
    await add(page, 'E2E-PIN', PINTURA.producto);
    await add(page, 'E2E-CIN', CINTA.producto);
    const totals = page.locator('.cart-totals');
    await totals.getByText('Bs 150,00').first().waitFor();

    await page.getByRole('button', { name: /Datos del cliente y pago/ }).click();
    const descuento = page.locator('#f-descuento');
    await typeKeys(descuento, '1.000');
    await page.locator('.field-error', { hasText: 'El descuento no puede ser mayor al subtotal.' }).waitFor();
    assert.equal((await totals.locator('dd.grand').textContent()).trim(), 'Bs\u00a00,00', 'a discount above the subtotal never shows a negative total');

    await typeKeys(descuento, '1,5x');
    await page.locator('.field-error', { hasText: 'Valor inválido.' }).waitFor();

    await typeKeys(descuento, '10,50');
    assert.equal(await page.locator('.field-error').count(), 0);
    await totals.locator('dd.grand', { hasText: 'Bs 139,50' }).waitFor();
    await page.locator('#f-descripcion').click();
    await expectValue(descuento, '10,50'); // es-BO once left

    // The Pintura price cell shows the same format as the amounts beside it.
    await expectValue(page.getByLabel(`Precio de ${PINTURA.producto}`, { exact: true }), '145,00');

    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Registrar Venta' }).click()]);
    await page.getByText('Venta guardada con éxito').waitFor();
    await tab.close();
    const { data } = await api(server, token, 'GET', '/api/ventas?sucursal_id=1');
    const sale = data.find((v) => Number(v.descuento) === 10.5);
    assert.ok(sale, 'the sale was saved with a discount of 10,50');
    assert.equal(Number(sale.total), 139.5);
    ids.sale = sale.id;
    await page.context().close();
  });

  it('keeps a quantity over the stock out of the totals while typed, brings it down to the stock once typed, and keeps the reason on the line', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'admin', server.password);
    await page.goto('/admin/nueva-venta');
    await add(page, 'E2E-MAR', MARTILLO.producto);
    const qty = page.getByLabel(`Cantidad de ${MARTILLO.producto}`);
    await typeKeys(qty, '50');
    await page.locator('.field-error', { hasText: 'La cantidad total supera el stock disponible. Máximo: 10.' }).waitFor();
    const line = page.locator('tr', { has: qty });
    // While the 50 is in the box, the line and the total count the 10 in stock.
    await line.getByText('Bs 200,00').waitFor();
    await page.locator('.cart-totals dd.grand', { hasText: 'Bs 200,00' }).waitFor();
    await qty.press('Tab');
    await expectValue(qty, '10');
    await page.locator('.line-errors', { hasText: 'La cantidad total supera el stock disponible. Máximo: 10.' }).waitFor();
    assert.equal(await stockOf(server, token, ids.martillo), 10);

    await typeKeys(qty, '5');
    await qty.press('Enter');
    assert.equal(await page.locator('.line-errors').count(), 0, 'a quantity that fits drops the reason');
    await line.getByText('Bs 100,00').waitFor();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Registrar Venta' }).click()]);
    await page.getByText('Venta guardada con éxito').waitFor();
    await tab.close();
    assert.equal(await stockOf(server, token, ids.martillo), 5);
    await page.context().close();
  });

  it('never rewrites 999 typed in Dar Baja and says on leaving the box what is wrong', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'admin', server.password);
    await page.goto('/admin/inventarios');
    const row = page.locator('tbody tr', { hasText: TALADRO.producto });
    await row.getByRole('button', { name: 'Dar Baja' }).click();
    const qty = page.locator('#f-cantidad');
    await typeKeys(qty, '999');
    assert.equal(await page.getByText('supera el stock actual').count(), 0, 'nothing is judged while typing');
    await page.locator('#f-motivo').click();
    const problem = 'El nuevo stock no puede ser negativo. La cantidad (999) supera el stock actual (78).';
    await page.locator('.field-error', { hasText: problem }).waitFor();
    await expectValue(qty, '999');
    await page.locator('#f-motivo').fill('Equipo dañado');
    await page.getByRole('button', { name: 'Dar de Baja' }).click();
    await page.locator('.field-error', { hasText: problem }).waitFor();
    await expectValue(qty, '999');
    assert.equal(await stockOf(server, token, ids.taladro), 78);

    await typeKeys(qty, '9');
    await page.getByRole('button', { name: 'Dar de Baja' }).click();
    await page.getByText('Baja registrada', { exact: false }).first().waitFor();
    assert.equal(await stockOf(server, token, ids.taladro), 69);
    await page.context().close();
  });

  it('shows before saving the refund the server makes for a discounted sale, and explains it afterwards', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'admin', server.password);
    await page.goto(`/admin/nueva-devolucion/${ids.sale}`);
    await page.getByRole('button', { name: `Agregar ${PINTURA.producto}` }).click();
    const breakdown = page.locator('.refund-breakdown');
    await breakdown.getByText('Descuento de la venta prorrateado').waitFor();
    await breakdown.getByText('− Bs 10,15').waitFor();
    await breakdown.locator('dd.grand', { hasText: 'Bs 134,85' }).waitFor();
    await page.locator('#f-motivo').fill('Color equivocado');
    await page.getByRole('button', { name: 'Registrar Devolución' }).click();
    // The refund leaves Super's own box, open since the sale; the dialog says so first.
    await page.getByText(/^Se devolverán Bs.134,85 de la caja de /).waitFor();
    await page.getByRole('button', { name: 'Sí, registrar devolución' }).click();
    await page.getByText('Devolución guardada con éxito').waitFor();
    await page.waitForURL(/\/admin\/devoluciones$/);

    const { data } = await api(server, token, 'GET', '/api/devoluciones?sucursal_id=1');
    assert.equal(data.length, 1);
    assert.equal(Number(data[0].total), 134.85, 'the server refunded what the screen showed');
    await page.goto(`/admin/show-devolucion/${data[0].id}`);
    const shown = page.locator('.refund-breakdown');
    await shown.getByText('Subtotal (precios de venta)').waitFor();
    await shown.getByText('Bs 145,00').waitFor();
    await shown.getByText('− Bs 10,15').waitFor();
    await shown.locator('dd.grand', { hasText: 'Bs 134,85' }).waitFor();
    await page.context().close();
  });

  it("tells a Vendedor that another branch's sale is refused, not that the server failed", async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.goto(`/admin/show-venta/${otherSale}`);
    const alert = page.locator('.alert-error');
    await alert.waitFor();
    assert.match(await alert.textContent(), /^Acceso denegado: .+/);
    assert.equal(await page.getByText('Error al cargar los datos').count(), 0);
    await page.context().close();
  });

  it('shows and reads dd/MM/yyyy dates in a browser whose language is en-US', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', timezoneId: 'America/La_Paz', viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, 'admin', server.password);
    await page.goto('/admin/devoluciones');
    const del = page.locator('input[aria-label="Del"]');
    const today = todayIso();
    await expectValue(del, dmy(today));
    // The first of this month, typed day first.
    const first = `${today.slice(0, 8)}01`;
    const asked = page.waitForResponse((r) => r.url().includes('/api/devoluciones?') && r.url().includes(`fecha_desde=${first}`));
    await typeKeys(del, dmy(first));
    assert.equal((await asked).status(), 200);
    await page.getByRole('heading', { name: 'DEVOLUCIONES' }).click();
    await expectValue(del, dmy(first));

    // A date after today is refused on the field.
    const al = page.locator('input[aria-label="Al"]');
    const next = new Date(`${today}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await typeKeys(al, dmy(next.toISOString().slice(0, 10)));
    await page.locator('.field-error', { hasText: `La fecha no puede ser posterior al ${dmy(today)}.` }).waitFor();
    await context.close();
  });

  it('says the count is not started before Reiniciar Conteo, and leaves the header buttons free of toasts', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'admin', server.password);
    await page.goto('/admin/conteo-inventario');
    const row = page.locator('tbody tr', { hasText: PINTURA.producto });
    await row.getByText('SIN CONTEO').waitFor();
    await page.getByText('El conteo de esta sucursal no está iniciado').waitFor();
    assert.equal(await page.getByText('productos revisados').count(), 0);
    assert.ok(await row.getByRole('button', { name: 'Completo', exact: true }).isDisabled());

    await page.getByRole('button', { name: 'Reiniciar Conteo' }).click();
    await page.getByRole('button', { name: 'Sí, reiniciar' }).click();
    const toast = page.locator('.toast', { hasText: 'Se reinició el conteo de inventario exitosamente.' });
    await toast.waitFor();
    // Measured while the toast is up (it leaves by itself after a few seconds).
    const [t, button] = await Promise.all([toast.boundingBox(), page.getByRole('button', { name: 'Reiniciar Conteo' }).boundingBox()]);
    assert.ok(t && button, 'toast and button on screen');
    await row.getByText('SIN REVISAR').waitFor();
    const overlap = t.x < button.x + button.width && button.x < t.x + t.width && t.y < button.y + button.height && button.y < t.y + t.height;
    assert.ok(!overlap, 'the toast does not cover the header buttons');
    await page.context().close();
  });

  it('exports the quotation list and PRODUCTOS CON STOCK BAJO as PDF and Excel', async () => {
    await api(server, token, 'POST', '/api/proformas', {
      cliente: 1, razon_social: 'Constructora E2E', nit: '123', direccion: '', telefono: '', descripcion: '', total: 20, sucursal: 1,
      productos: [{ id: ids.martillo, cantidad: 1, precio: 20 }],
    });
    const page = await newPage(browser, server.url);
    await signIn(page, 'admin', server.password);
    for (const [path, pdfPath, excelPath] of [
      ['/admin/proformas', '/api/proformas/reporte-pdf', '/api/proformas/excel'],
      ['/admin/bajo-stock', '/api/stock-bajo/reporte-pdf', '/api/stock-bajo/excel'],
    ]) {
      await page.goto(path);
      await page.locator('tbody tr').first().waitFor();
      const pdf = page.waitForResponse((r) => r.url().includes(pdfPath));
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'PDF' }).click()]);
      await expectPdfTab(tab, await pdf);
      await tab.close();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
      assert.match(download.suggestedFilename(), /\.xlsx$/);
      const res = await fetch(server.url + excelPath + '?sucursal_id=1', { headers: { Authorization: `Bearer ${token}` } });
      assert.equal(res.status, 200);
    }
    await page.context().close();
  });
});
