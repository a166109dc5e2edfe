// Browser test of the lists, widths and confirmations against a real `sgc
// serve`: an open TRASPASOS ENTRE SUCURSALES table shows a request made by
// another user at once (the destination's Vendedor and Super on the sending
// side); at 768 px the sales list keeps its Estado and row actions on screen
// and they work; the Nuevo Gasto modal keeps what was typed through Escape
// and a click outside until the user chooses to discard it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, newPage } from './browser.mjs';
import { startServer } from './server.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, expectPdfTab, form, initialStock, missingBinary, signIn } from './setup.mjs';

const missing = missingBinary();

const BRANCH = 'Sucursal Sur Listas E2E';
const PRODUCT = { codigo: 'E2E-LST-01', producto: 'Nivel de burbuja Listas E2E' };
const SELLER = { usuario: 'vendedora_sur', password: 'Vendedora-Sur-2025' };
const MANAGER = { usuario: 'responsable_listas', password: 'Responsable-Listas-2025' };
/** Well under the lists' polling period (20 s) and the notifications' (17 s): only a push is this fast. */
const PUSH_MS = 6000;

describe('lists that keep up and fit', { skip: missing }, () => {
  let server;
  let browser;
  let token;
  let branchId;
  let productId;

  before(async () => {
    server = await startServer();
    browser = await launch();
    token = await adminToken(server);
    branchId = (
      await api(server, token, 'POST', '/api/sucursales',
        form({ sucursal: BRANCH, nombre_oficial: 'Comercial Sur S.R.L.', grupo: 2, direccion: 'Av. Arce 2100', telefono: '22440022', precio_estado: 1, precio2_estado: 1 }))
    ).id;
    await api(server, token, 'POST', '/api/sucursales/traspasos/update', { sucursales: [1, branchId] });
    const { unidad, categoria } = await createUnitAndCategory(server, token, { unidad: 'Pieza Listas E2E', sigla: 'PZL' }, { categoria: 'Herramientas Listas E2E' });
    productId = await createProduct(server, token, { ...PRODUCT, unidad: unidad.id, categoria: categoria.id, costo: '30', precios: ['50.00', '45.00'] });
    await initialStock(server, token, { sucursal_id: 1, producto_id: productId, cantidad: 30, costo: 30 });
    await createUser(server, token, {
      nombres: 'Rosa', apellidos: 'Choque E2E', numero_identificacion: '7654401', telefono: '71234601', usuario: SELLER.usuario, password: SELLER.password, sucursal_id: branchId,
    });
    await createUser(server, token, {
      nombres: 'Pedro', apellidos: 'Limachi E2E', numero_identificacion: '7654402', telefono: '71234602', usuario: MANAGER.usuario, password: MANAGER.password, rol: ['Responsable'], sucursal_id: 1,
    });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a request made elsewhere in the open inter-branch tables without reload', async () => {
    const receiver = await newPage(browser, server.url);
    await signIn(receiver, SELLER.usuario, SELLER.password);
    await receiver.goto('/admin/traspasos_sucursales');
    await receiver.getByRole('tab', { name: 'Recibidas' }).waitFor();
    await receiver.getByText('No hay registros para mostrar.').waitFor().catch(() => {});

    // Super looks at what Casa Matriz sent: no notification reaches Super for a request to Sur.
    const sender = await newPage(browser, server.url);
    await signIn(sender, 'admin', server.password);
    await sender.goto('/admin/traspasos_sucursales');
    await sender.getByRole('tab', { name: 'Enviadas' }).click();
    await sender.waitForTimeout(1500); // the stream opens and the first list loads

    const manager = (await api(server, null, 'POST', '/api/login', { usuario: MANAGER.usuario, password: MANAGER.password })).token;
    const { id } = await api(server, manager, 'POST', '/api/traspasos/solicitud_traspaso', {
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
    await sender.locator('tbody tr', { hasText: 'Reposición por listas' }).getByText('Aceptado').waitFor({ timeout: PUSH_MS });
    await receiver.context().close();
    await sender.context().close();
  });

  it('keeps the sales list state and actions on a 768 px screen', async () => {
    const sale = await api(server, token, 'POST', '/api/ventas', {
      cliente: 1, razon_social: 'Constructora Illimani de Prueba S.R.L.', nit: '1020304025', tipo_pago: 'Contado', metodo_pago: 'Transferencia', descuento: 0, total: 100, sucursal: 1,
      productos: [{ id: productId, cantidad: 2, precio: 50, serie: '', idCarrito: String(productId) }],
    });
    const page = await newPage(browser, server.url, { width: 768, height: 1024 });
    await signIn(page, 'admin', server.password);
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
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('asks before the Nuevo Gasto modal throws typed data away', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'admin', server.password);
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
    await page.getByRole('button', { name: 'Seguir editando' }).click();
    await question.waitFor({ state: 'detached' });
    assert.equal(await concepto.inputValue(), 'Compra de escobas');

    // A click outside the dialog asks too; a second Escape keeps editing.
    await page.mouse.click(5, 400);
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    assert.equal(await concepto.inputValue(), 'Compra de escobas');
    assert.equal(await page.locator('#f-total').inputValue(), '45,50');

    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.getByRole('button', { name: 'Descartar' }).click();
    await concepto.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
