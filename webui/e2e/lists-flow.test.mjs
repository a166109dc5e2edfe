// Browser test of the lists, widths and confirmations against a real `sgc
// serve`: an open TRASPASOS ENTRE SUCURSALES table shows a request made by
// another user at once (the destination's Vendedor and Super on the sending
// side); at 768 px the sales list keeps its Estado and row actions on screen
// and they work; the Nuevo Gasto modal keeps what was typed through Escape
// (even one that arrives within the frame of the last keystroke) and a click
// outside until the user chooses to discard it; the reports'
// quick ranges set their dates and the reports draw their charts.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, expectPdfTab, form, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const BRANCH = 'Sucursal Sur Listas E2E';
const PRODUCT = { codigo: 'E2E-LST-01', producto: 'Nivel de burbuja Listas E2E' };
const SELLER = { usuario: 'vendedora_sur', password: 'Vendedora-Sur-2025' };
const MANAGER = { usuario: 'responsable_listas', password: 'Responsable-Listas-2025' };
/** Well under the lists' polling period (20 s) and the notifications' (17 s): only a push is this fast. */
const PUSH_MS = 6000;
/** Units of the product sold today by the tests (its profit is Bs 20 a unit). */
let unitsSold = 0;

describe('lists that keep up and fit', { skip: missing }, () => {
  const suite = withServer();
  let token;
  let branchId;
  let productId;

  before(async () => {
    token = await adminToken(suite.server);
    branchId = (
      await api(suite.server, token, 'POST', '/api/sucursales',
        form({ sucursal: BRANCH, nombre_oficial: 'Comercial Sur S.R.L.', grupo: 2, direccion: 'Av. Arce 2100', telefono: '22440022', precio_estado: 1, precio2_estado: 1 }))
    ).id;
    await api(suite.server, token, 'POST', '/api/sucursales/traspasos/update', { sucursales: [1, branchId] });
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Listas E2E', sigla: 'PZL' }, { categoria: 'Herramientas Listas E2E' });
    productId = await createProduct(suite.server, token, { ...PRODUCT, unidad: unidad.id, categoria: categoria.id, costo: '30', precios: ['50.00', '45.00'] });
    await initialStock(suite.server, token, { sucursal_id: 1, producto_id: productId, cantidad: 30, costo: 30 });
    await createUser(suite.server, token, {
      nombres: 'Rosa', apellidos: 'Choque E2E', numero_identificacion: '7654401', telefono: '71234601', usuario: SELLER.usuario, password: SELLER.password, sucursal_id: branchId, is_activa_traspasos: 1,
    });
    await createUser(suite.server, token, {
      nombres: 'Pedro', apellidos: 'Limachi E2E', numero_identificacion: '7654402', telefono: '71234602', usuario: MANAGER.usuario, password: MANAGER.password, rol: ['Responsable'], sucursal_id: 1, is_activa_traspasos: 1,
    });
  });

  it('shows a request made elsewhere in the open inter-branch tables without reload', async () => {
    const receiver = await newPage(suite.browser, suite.server.url);
    await signIn(receiver, SELLER.usuario, SELLER.password);
    await receiver.goto('/admin/traspasos_sucursales');
    await receiver.getByRole('tab', { name: 'Recibidas' }).waitFor();
    await receiver.getByText('No hay registros para mostrar.').waitFor().catch(() => {});

    // Super looks at what Casa Matriz sent: no notification reaches Super for a request to Sur.
    const sender = await newPage(suite.browser, suite.server.url);
    await signIn(sender, 'admin', suite.server.password);
    await sender.goto('/admin/traspasos_sucursales');
    await sender.getByRole('tab', { name: 'Enviadas' }).click();
    await sender.waitForTimeout(1500); // the stream opens and the first list loads

    const manager = (await api(suite.server, null, 'POST', '/api/login', { usuario: MANAGER.usuario, password: MANAGER.password })).token;
    const { id } = await api(suite.server, manager, 'POST', '/api/traspasos/solicitud_traspaso', {
      sucursal_destino: branchId, sucursal: 1, motivo: 'Reposición por listas', descripcion: '', productos: [{ id: productId, cantidad: 4 }],
    });
    const started = Date.now();
    for (const page of [receiver, sender]) {
      const row = page.locator('tbody tr', { hasText: 'Reposición por listas' });
      await row.waitFor({ timeout: PUSH_MS });
      assert.equal(await row.locator('td').first().innerText(), String(id));
      await row.getByText('Pendiente').waitFor();
    }
    assert.ok(Date.now() - started < PUSH_MS, 'the rows came with the push, not with a poll');

    // The destination accepts; the sender's row changes state by itself.
    await receiver.locator('tbody tr', { hasText: 'Reposición por listas' }).getByRole('button', { name: 'Aceptar' }).click();
    await receiver.getByRole('button', { name: 'Sí, aceptar' }).click();
    await sender.locator('tbody tr', { hasText: 'Reposición por listas' }).getByText('Aceptada').waitFor({ timeout: PUSH_MS });
    await receiver.context().close();
    await sender.context().close();
  });

  it('keeps the sales list state and actions on a 768 px screen', async () => {
    const sale = await api(suite.server, token, 'POST', '/api/ventas', {
      cliente: 1, razon_social: 'Constructora Illimani de Prueba S.R.L.', nit: '1020304025', tipo_pago: 'Contado', metodo_pago: 'Transferencia', descuento: 0, total: 100, sucursal: 1,
      productos: [{ id: productId, cantidad: 2, precio: 50, serie: '', idCarrito: String(productId) }],
    });
    unitsSold += 2;
    const page = await newPage(suite.browser, suite.server.url, { width: 768, height: 1024 });
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/ventas');
    const row = page.locator('tbody tr', { hasText: 'Constructora Illimani de Prueba' });
    await row.waitFor();
    const inView = async (locator, what) => {
      const box = await locator.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 768, `${what} is on screen (${JSON.stringify(box)})`);
    };
    await inView(row.getByText('Válido'), 'Estado');
    for (const name of ['Ver detalle', 'Devolución', 'Imprimir nota', 'Imprimir ticket', 'Anular venta']) {
      await inView(row.getByRole(name === 'Devolución' ? 'link' : 'button', { name }), name);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 768, 'the page itself does not scroll sideways');

    // The ticket opens, and the void asks for its reason.
    const pdf = page.waitForResponse((r) => r.url().includes(`/api/ventas/`) && r.url().includes('ticket'));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('button', { name: 'Imprimir ticket' }).click()]);
    await expectPdfTab(tab, await pdf);
    await tab.close();
    await row.getByRole('button', { name: 'Anular venta' }).click();
    await page.getByText(`Se anulará la venta N° ${sale.numero_comprobante ?? ''}`.trim()).waitFor();
    // The reason is typed at once: the Motivo box has the cursor.
    await page.locator('#f-motivo:focus').waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('asks before the Nuevo Gasto modal throws typed data away', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/gastos');
    await page.getByRole('button', { name: 'Nuevo Gasto' }).click();
    const concepto = page.locator('#f-concepto');
    await concepto.waitFor();
    // Nothing typed yet: Escape closes at once.
    await page.keyboard.press('Escape');
    await concepto.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Nuevo Gasto' }).click();
    await concepto.fill('Compra de escobas');
    await page.locator('#f-total').fill('45,50');
    const question = page.getByRole('alertdialog', { name: 'Se perderán los datos escritos.' });
    await page.keyboard.press('Escape');
    await question.waitFor();
    // The question holds the cursor on its safe answer: Enter keeps editing.
    const keepFocused = page.getByRole('button', { name: 'Seguir editando' }).and(page.locator(':focus'));
    await keepFocused.waitFor();
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    assert.equal(await concepto.inputValue(), 'Compra de escobas');

    // A keystroke and Escape within one frame, as a fast typist or a loaded
    // machine delivers them: the dialog must already know that the form is
    // dirty, not learn it after the next frame.
    await concepto.focus();
    await page.evaluate(async () => {
      const box = document.querySelector('#f-concepto');
      box.value += '.';
      box.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve(); // the re-render, not a frame
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    await question.waitFor();
    await keepFocused.waitFor();
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    assert.equal(await concepto.inputValue(), 'Compra de escobas.');

    // A click outside the dialog asks too; a second Escape keeps editing.
    await page.mouse.click(5, 400);
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    assert.equal(await concepto.inputValue(), 'Compra de escobas.');
    assert.equal(await page.locator('#f-total').inputValue(), '45,50');

    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.getByRole('button', { name: 'Descartar' }).click();
    await concepto.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('sets the dates from the quick ranges and draws the report charts', async () => {
    await api(suite.server, token, 'POST', '/api/ventas', {
      cliente: 1, razon_social: 'SN', nit: '0', tipo_pago: 'Contado', metodo_pago: 'Efectivo', descuento: 0, total: 150, sucursal: 1,
      productos: [{ id: productId, cantidad: 3, precio: 50, serie: '', idCarrito: String(productId) }],
    });
    unitsSold += 3;
    // The La Paz calendar, as the screens use it.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/La_Paz' }).format(new Date());
    const [y, m, d] = today.split('-').map(Number);
    const iso = (dt) => dt.toISOString().slice(0, 10);
    const shown = (isoDay) => isoDay.split('-').reverse().join('/');
    const yesterday = iso(new Date(Date.UTC(y, m - 1, d - 1)));
    const monday = iso(new Date(Date.UTC(y, m - 1, d - ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7))));
    const prevFirst = iso(new Date(Date.UTC(y, m - 2, 1)));
    const prevLast = iso(new Date(Date.UTC(y, m - 1, 0)));

    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/reportes/ventas-totales');
    const del = page.getByLabel('Del');
    const al = page.getByLabel('Al', { exact: true });
    await del.waitFor();
    assert.equal(await del.inputValue(), shown(today), 'reports open on today');
    for (const [name, from, to] of [
      ['Ayer', yesterday, yesterday],
      ['Esta semana', monday, today],
      ['Este mes', `${today.slice(0, 8)}01`, today],
      ['Mes anterior', prevFirst, prevLast],
      ['Hoy', today, today],
    ]) {
      await page.getByRole('button', { name, exact: true }).click();
      assert.equal(await del.inputValue(), shown(from), `${name}: Del`);
      assert.equal(await al.inputValue(), shown(to), `${name}: Al`);
      assert.equal(await page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed'), 'true');
    }
    // A month of days draws the daily line, whose legend sums the range.
    await page.getByRole('button', { name: 'Mes anterior', exact: true }).click();
    await page.locator('.daily-chart canvas').waitFor();
    await page.locator('.daily-chart .u-legend', { hasText: `${shown(prevFirst)} a ${shown(prevLast)}` }).waitFor();

    // Utilidades ranks today's products by profit: (50 − 30) a unit sold.
    await page.goto('/admin/reportes/utilidades');
    const chart = page.getByRole('img', { name: 'Utilidad (los 10 productos de mayor utilidad)' });
    await chart.locator('canvas').waitFor();
    const profit = new Intl.NumberFormat('es-BO', { minimumFractionDigits: 2 }).format(unitsSold * 20);
    await chart.locator('.u-legend', { hasText: `Bs\u00a0${profit}` }).waitFor();
    await page.context().close();
  });
});
