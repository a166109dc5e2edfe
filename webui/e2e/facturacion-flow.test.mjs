// Invoicing (SIAT) as a business lives it, against a real `sgc serve` whose
// SIN is the double (siat/sintest) run as its own process: Super fills
// Facturación and the product's SIN codes on their screens; a cashier sells
// with Factura and gets the factura printed; Facturas shows it VALIDADA and
// its PDF. Then the SIN fails (a gateway's 5xx): the counter still answers
// at once, the invoices wait as PENDIENTE, the next one is emitted fuera de
// línea, and when the SIN is back the server's probe (shortened by
// SGC_SIAT_SONDEO) sends them and they turn VALIDADA. Voiding the first
// sale asks the factura's motivo of the SIN's catalogue and Facturas shows
// it ANULADA. axe-core checks the Facturas screen.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, expectPdfTab, expectValue, initialStock, missingBinary, signIn, withServer } from './setup.mjs';
import { startSinDouble } from './sin-double.mjs';

const missing = missingBinary();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const TAXPAYER = { nit: '1003579028', razon_social: 'COMERCIAL NORTE S.R.L.', municipio: 'La Paz', codigo_sistema: 'SGC-E2E', actividad_economica: '461021', token: 'token-e2e' };
const PRODUCT = { codigo: 'FAC-HER-001', producto: 'Taladro facturado', precios: ['250.00'] };
const CASHIER = { usuario: 'caja_factura', password: 'Caja-Factura-2025' };
// The SIN's probe during an outage: 2 s instead of 20, so the recovery fits the test.
const PROBE = '2s';

/** Calls `check` until it answers true, or fails after `ms` naming `what`. */
async function until(what, check, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The row of factura N° `numero` on the Facturas screen. */
function facturaRow(page, numero) {
  return page.locator('tbody tr').filter({ has: page.locator('td.col-numero_factura', { hasText: new RegExp(`^${numero}$`) }) });
}

/** Reloads Facturas until factura N° `numero` shows `estado`. */
async function waitFactura(page, numero, estado, ms = 60_000) {
  await until(`factura N° ${numero} ${estado}`, async () => {
    await page.goto('/admin/facturas');
    const row = facturaRow(page, numero);
    await row.or(page.locator('td.empty')).first().waitFor().catch(() => {});
    return (await row.locator('td.col-estado').textContent().catch(() => '')).startsWith(estado);
  }, ms);
  return facturaRow(page, numero);
}

/**
 * Sells one unit with Factura at Registrar Venta as the cashier: answers the
 * sale's answer and how long the counter took, and checks the printed
 * factura and the notice's number and CUF.
 */
async function sellWithFactura(page) {
  await page.goto('/admin/nueva-venta');
  const search = page.getByLabel('Buscar producto');
  await search.waitFor();
  await search.fill(PRODUCT.codigo);
  await search.press('Enter');
  await page.getByLabel(`Cantidad de ${PRODUCT.producto}`).waitFor();
  await page.getByRole('button', { name: /Datos del cliente y pago/ }).click();
  await page.locator('#f-razon_social').fill('Juan Pérez');
  await page.locator('#f-nit').fill('4455667');
  assert.equal(await page.getByRole('checkbox', { name: 'Factura' }).isChecked(), true, 'Factura starts ticked in this branch');
  const started = Date.now();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/ventas') && r.request().method() === 'POST');
  const printed = page.waitForResponse((r) => /\/api\/facturas\/\d+\/pdf/.test(r.url()));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Registrar Venta' }).click()]);
  const res = await saved;
  const took = Date.now() - started;
  assert.equal(res.status(), 201, await res.text());
  const body = await res.json();
  assert.ok(body.factura_id, 'the sale answers its factura');
  await expectPdfTab(tab, await printed);
  await tab.close();
  await page.locator('.sale-saved', { hasText: `Venta N° ${body.numero_comprobante} guardada` }).waitFor();
  // The cashier reads the factura's number and CUF on the notice.
  const notice = page.locator('.sale-saved-factura');
  await notice.filter({ hasText: `Factura N° ${body.numero_factura}` }).waitFor();
  assert.match(await notice.textContent(), new RegExp(`CUF ${body.cuf}$`));
  return { body, took };
}

describe('invoicing against the SIN double', { skip: missing }, () => {
  let sin;
  const suite = withServer(async () => {
    sin = await startSinDouble();
    return { env: { SGC_SIAT_URL: sin.url, SGC_SIAT_SONDEO: PROBE } };
  });
  let token;
  let productId;

  before(async () => {
    token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Facturada', sigla: 'PZF' }, { categoria: 'Facturación' });
    productId = await createProduct(suite.server, token, { ...PRODUCT, unidad: unidad.id, categoria: categoria.id, costo: '100' });
    await initialStock(suite.server, token, { producto_id: productId, cantidad: 20, costo: 100 });
    await createUser(suite.server, token, { nombres: 'Rosa', apellidos: 'Cajera Factura', numero_identificacion: '5566778', telefono: '71234568', usuario: CASHIER.usuario, password: CASHIER.password });
  });
  after(() => sin?.stop());

  it('configures, invoices, rides out an outage and voids with a motivo of the SIN', async () => {
    const admin = await newPage(suite.browser, suite.server.url);
    await signIn(admin, 'admin', suite.server.password);

    // Super fills Facturación: the taxpayer, the token, pruebas, casa matriz's point of sale 0.
    await admin.goto('/admin/facturacion');
    await admin.getByText('Facturación activa').click();
    for (const [field, value] of Object.entries(TAXPAYER)) await admin.locator(`#f-${field}`).fill(value);
    await admin.locator('#f-ambiente').selectOption('2');
    await admin.getByRole('checkbox', { name: /^Factura en / }).first().check();
    await expectValue(admin.getByRole('textbox', { name: /^Punto de venta de / }).first(), '0');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.locator('.toast-success', { hasText: 'Guardado Correctamente' }).waitFor();
    // The server asks the SIN for its codes and catalogues by itself.
    await until('the synced catalogues', async () => {
      const cats = await api(suite.server, token, 'GET', '/api/siat/catalogos');
      return (cats.parametricas?.sincronizarParametricaMotivoAnulacion ?? []).length > 0;
    }, 30_000);

    // The product's SIN codes, on its form.
    await admin.goto(`/admin/editproducto/${productId}/edit`);
    await admin.locator('#f-codigo_producto_sin').fill('83141');
    await admin.locator('#f-actividad_economica').fill('461021');
    await admin.locator('#f-unidad_medida_sin').fill('57');
    await admin.getByRole('button', { name: 'Actualizar' }).click();
    await admin.waitForURL(/\/admin\/productos$/);

    // The cashier sells with Factura; Facturas shows it VALIDADA, with its PDF.
    const cashier = await newPage(suite.browser, suite.server.url);
    await signIn(cashier, CASHIER.usuario, CASHIER.password);
    const first = await sellWithFactura(cashier);
    const inv1 = await api(suite.server, token, 'GET', `/api/facturas/${first.body.factura_id}`);
    assert.equal(inv1.tipo_emision, 1);
    assert.match(inv1.cuf, /^[0-9A-F]{30,}$/, 'the factura has its CUF');
    const row1 = await waitFactura(admin, inv1.numero_factura, 'VALIDADA');
    const pdf = admin.waitForResponse((r) => r.url().includes(`/api/facturas/${inv1.id}/pdf`));
    const [tab] = await Promise.all([admin.context().waitForEvent('page'), row1.getByRole('button', { name: 'PDF (carta)' }).click()]);
    await expectPdfTab(tab, await pdf);
    await tab.close();

    // The SIN fails: the counter does not wait, the invoice waits as PENDIENTE.
    await sin.falla('5xx');
    const during = await sellWithFactura(cashier);
    assert.ok(during.took < 3000, `the counter answered in ${during.took} ms during the outage`);
    const inv2 = await api(suite.server, token, 'GET', `/api/facturas/${during.body.factura_id}`);
    await until('the contingency', async () => (await api(suite.server, token, 'GET', '/api/siat/estado')).contingencia === true, 20_000);
    const offline = await sellWithFactura(cashier);
    assert.ok(offline.took < 3000, `the counter answered in ${offline.took} ms fuera de línea`);
    const inv3 = await api(suite.server, token, 'GET', `/api/facturas/${offline.body.factura_id}`);
    assert.equal(inv3.tipo_emision, 2, 'emitted fuera de línea');
    await admin.goto('/admin/facturas');
    await admin.getByText(/Sin conexión con el SIN desde/).waitFor();
    for (const inv of [inv2, inv3]) assert.match(await facturaRow(admin, inv.numero_factura).locator('td.col-estado').textContent(), /^PENDIENTE/);
    assert.equal(await facturaRow(admin, inv3.numero_factura).locator('td.col-tipo_emision').textContent(), 'Fuera de línea');

    // The SIN is back: the probe notices, the event and its package go, both turn VALIDADA.
    const back = Date.now();
    await sin.falla('ninguna');
    await waitFactura(admin, inv2.numero_factura, 'VALIDADA');
    await waitFactura(admin, inv3.numero_factura, 'VALIDADA');
    const recovered = Date.now() - back;

    // Voiding the first sale asks the factura's motivo, the configured one preselected.
    await admin.goto('/admin/ventas');
    const sale = admin.locator('tbody tr').filter({ has: admin.locator('td.col-numero_comprobante', { hasText: new RegExp(`^${first.body.numero_comprobante}$`) }) });
    await sale.getByRole('button', { name: 'Anular venta' }).click();
    await admin.getByText(`Su factura N° ${inv1.numero_factura} también se anulará en el SIN.`).waitFor();
    const motivo = admin.getByLabel('Motivo de anulación de la factura (catálogo del SIN)');
    await expectValue(motivo, '1');
    await motivo.selectOption('3');
    await admin.locator('#f-motivo').fill('Datos del comprador mal escritos');
    await admin.getByRole('button', { name: 'Sí, anular venta' }).click();
    await admin.locator('.toast-success', { hasText: 'Venta anulada con éxito' }).waitFor();
    await waitFactura(admin, inv1.numero_factura, 'ANULADA');
    assert.equal((await api(suite.server, token, 'GET', `/api/facturas/${inv1.id}`)).codigo_motivo, 3);
    await admin.context().close();
    await cashier.context().close();

    // axe-core on Facturas (its own context: axe's script needs the CSP bypassed).
    const checked = await newPage(suite.browser, suite.server.url, undefined, { bypassCSP: true });
    await signIn(checked, 'admin', suite.server.password);
    await checked.goto('/admin/facturas');
    await facturaRow(checked, inv1.numero_factura).waitFor();
    await checked.addScriptTag({ path: AXE });
    const violations = await checked.evaluate(async () => (await window.axe.run(document)).violations);
    const found = violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id} (${v.impact}) ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`);
    await checked.context().close();
    assert.deepEqual(found, [], `axe-core findings on Facturas:\n${found.join('\n')}`);
    console.log(`SIN back → both invoices VALIDADA in ${recovered} ms; the counter answered in ${during.took} and ${offline.took} ms during the outage`);
  });
});
