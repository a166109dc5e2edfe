// Browser tests of the sale counter as a branch on a slow link uses it, typed
// as a barcode reader types (the code, then Enter): with 400 ms added to
// every call by Chromium's network conditions, five codes read 300 ms apart
// give five lines in the order read, and an unknown code says so with a tone
// and does not swallow the code read after it. At a laptop's, a tablet's and
// a phone's size the cart is on the first screen after a scan, the button is
// tall, uncovered (notices included) and nothing scrolls sideways. The sale
// loop: the home tile, "+" giving the cursor back to the search, Paga con →
// Cambio on screen and on the ticket, F2 and Ctrl+Enter registering, and the
// screen coming back empty with "Venta N° … guardada" and reprint links.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, expectPdfTab, expectValue, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const PRODUCTS = [
  { codigo: 'MOS-HER-003', producto: 'Alicate de mostrador', precios: ['35.00'] },
  { codigo: 'MOS-PIN-002', producto: 'Pintura de mostrador', precios: ['120.00'] },
  { codigo: 'MOS-PLO-003', producto: 'Llave de paso de mostrador', precios: ['48.50'] },
  { codigo: 'MOS-PLO-001', producto: 'Cinta teflón de mostrador', precios: ['4.00'] },
  { codigo: 'MOS-HER-005', producto: 'Destornillador de mostrador', precios: ['22.00'] },
];
const SELLER = { usuario: 'vende_mostrador', password: 'Vende-Mostrador-2025' };
const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

/** Reads a code as a barcode reader does: the characters at once, then Enter. */
async function scan(page, code) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** Adds `ms` of latency to every call of the page, as a branch on a VPN has. */
async function slowNetwork(page, ms) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: ms, downloadThroughput: -1, uploadThroughput: -1 });
}

/** The product names of the cart, top to bottom. */
function cartProducts(page) {
  return page.locator('.sale-cart .cart-product strong').allTextContents();
}

/** Waits until the cart holds `n` lines. */
async function waitLines(page, n, timeout = 15_000) {
  await page.waitForFunction((k) => document.querySelectorAll('.sale-cart .cart-product').length === k, n, { timeout });
}

/** Signs the seller in at `viewport` and opens Registrar Venta with the cursor in the search. */
async function counter(browser, server, viewport) {
  const page = await newPage(browser, server.url, viewport);
  await signIn(page, SELLER.usuario, SELLER.password);
  await page.goto('/admin/nueva-venta');
  await page.getByText('No hay productos en el carrito.').waitFor();
  return page;
}

/** Whether the element's centre is the topmost thing there (no notice or bar over it). */
function uncovered(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!top && el.contains(top);
  });
}

describe('the sale counter', { skip: missing }, () => {
  const suite = withServer();
  let token;

  before(async () => {
    token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Lectora', sigla: 'PZL' }, { categoria: 'Mostrador lento' });
    for (const p of PRODUCTS) {
      const id = await createProduct(suite.server, token, { ...p, unidad: unidad.id, categoria: categoria.id, costo: '1' });
      await initialStock(suite.server, token, { producto_id: id, cantidad: 30, costo: 1 });
    }
    await createUser(suite.server, token, { nombres: 'Lucía', apellidos: 'Lectora E2E', numero_identificacion: '6655443', telefono: '71234567', usuario: SELLER.usuario, password: SELLER.password });
  });

  it('turns five codes read 300 ms apart, with 400 ms of latency, into five lines in order; an unknown code beeps and spares the next', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    // Counts the tones: each beep starts one oscillator.
    await page.addInitScript(() => {
      window.__beeps = 0;
      const make = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function createOscillator() {
        window.__beeps += 1;
        return make.call(this);
      };
    });
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.goto('/admin/nueva-venta');
    const search = page.getByLabel('Buscar producto');
    await search.waitFor();
    await page.getByText('No hay productos en el carrito.').waitFor();
    await slowNetwork(page, 400);

    for (const p of PRODUCTS) {
      await scan(page, p.codigo);
      await page.waitForTimeout(300);
    }
    await waitLines(page, 5);
    assert.deepEqual(await cartProducts(page), PRODUCTS.map((p) => p.producto), 'the lines follow the order of the reads');
    await expectValue(search, '');

    await scan(page, 'MOS-NO-EXISTE');
    await scan(page, PRODUCTS[2].codigo);
    await page.locator('.toast-error', { hasText: 'Código no encontrado: MOS-NO-EXISTE' }).waitFor();
    await expectValue(page.getByLabel(`Cantidad de ${PRODUCTS[2].producto}`), '2', 10_000);
    await expectValue(search, '');
    assert.equal(await page.evaluate(() => window.__beeps), 1, 'one tone, for the unknown code');
    // 35 + 120 + 2 × 48,50 + 4 + 22
    await page.locator('.cart-totals dd.grand', { hasText: 'Bs 278,00' }).waitFor();
    await page.context().close();
  });

  for (const viewport of WIDTHS) {
    it(`keeps the cart on the first screen and the button reachable at ${viewport.width}×${viewport.height}`, async () => {
      const page = await counter(suite.browser, suite.server, viewport);
      await scan(page, PRODUCTS[0].codigo);
      await scan(page, PRODUCTS[1].codigo);
      await waitLines(page, 2);
      const button = page.getByRole('button', { name: 'Registrar Venta' });
      // Right after the scans, while their notices are still shown.
      await page.locator('.toast-success').first().waitFor();
      const cart = await page.locator('.sale-cart-card').boundingBox();
      assert.ok(cart.y < viewport.height - 80, `the cart starts on the first screen (top at ${cart.y} px)`);
      const box = await button.boundingBox();
      assert.ok(box.height >= 40, `the button is ${box.height} px tall`);
      assert.ok(box.y + box.height <= viewport.height && box.x + box.width <= viewport.width, 'the button is on screen');
      assert.equal(await uncovered(button), true, 'nothing covers the button');
      // Cant. and Subtotal of a line are on screen, not past its right edge.
      for (const cell of [page.getByLabel(`Cantidad de ${PRODUCTS[0].producto}`), page.locator('.sale-cart td.col-subtotal').first()]) {
        const r = await cell.boundingBox();
        assert.ok(r.x >= 0 && r.x + r.width <= viewport.width, `a cart cell is past the screen's edge (${r.x}+${r.width})`);
      }
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll');
      // The customer form is folded (SN), and opens on demand.
      assert.equal(await page.locator('#f-razon_social').count(), 0);
      await page.getByRole('button', { name: /Datos del cliente y pago/ }).click();
      await expectValue(page.locator('#f-razon_social'), 'SN');
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll with the form open');
      await page.context().close();
    });
  }

  it('runs the sale loop by keyboard: home tile, "+" back to the search, Paga con and Cambio, F2 and Ctrl+Enter, the empty screen with reprint links', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.getByRole('link', { name: /Nueva venta/ }).first().click();
    await page.waitForURL(/\/admin\/nueva-venta$/);
    const search = page.getByLabel('Buscar producto');
    await search.waitFor();

    // A product chosen from the list gives the cursor back to the search.
    await search.pressSequentially('alicate');
    await page.getByRole('button', { name: `Agregar ${PRODUCTS[0].producto}` }).click();
    await waitLines(page, 1);
    assert.equal(await search.evaluate((el) => el === document.activeElement), true, 'the search has the cursor after "+"');
    await page.keyboard.type(PRODUCTS[1].codigo);
    await page.keyboard.press('Enter');
    await waitLines(page, 2);

    // F2 behind a dialog (a new customer being typed) registers nothing.
    await page.getByRole('button', { name: /Datos del cliente y pago/ }).click();
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    await page.locator('#nc-nombres_apellidos').waitFor();
    await page.keyboard.press('F2');
    await page.waitForTimeout(500);
    assert.equal((await api(suite.server, token, 'GET', '/api/ventas?sucursal_id=1')).data.length, 0, 'no sale from F2 behind the dialog');
    await page.keyboard.press('Escape');
    await page.locator('#nc-nombres_apellidos').waitFor({ state: 'detached' });

    // Bs 155,00 paid with Bs 200: Bs 45,00 of change, on screen and then on the ticket.
    await page.locator('#f-tipo_papel').selectOption('Termico');
    await page.locator('#f-paga_con').fill('150');
    await page.locator('.field-error', { hasText: 'Paga con debe ser mayor o igual al monto recibido (Bs 155,00).' }).waitFor();
    await page.locator('#f-paga_con').fill('200');
    await page.getByTestId('venta-cambio').getByText('Bs 45,00').waitFor();
    await search.focus();
    const ticket = page.waitForResponse((r) => r.url().includes('/api/ventas/generar-ticket/'));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('F2')]);
    await expectPdfTab(tab, await ticket);
    await tab.close();
    await page.locator('.sale-saved', { hasText: 'Venta N° 1 guardada' }).waitFor();
    await page.locator('.sale-saved', { hasText: 'Cambio: Bs 45,00' }).waitFor();
    assert.match(page.url(), /\/admin\/nueva-venta$/, 'the counter stays on Registrar Venta');
    await page.getByText('No hay productos en el carrito.').waitFor();
    assert.equal(await search.evaluate((el) => el === document.activeElement), true, 'the search has the cursor for the next sale');
    const { data } = await api(suite.server, token, 'GET', '/api/ventas?sucursal_id=1');
    assert.deepEqual([Number(data[0].paga_con), Number(data[0].cambio)], [200, 45]);

    // The ticket again, from the notice.
    const again = page.waitForResponse((r) => r.url().includes('/api/ventas/generar-ticket/'));
    const [reprint] = await Promise.all([page.context().waitForEvent('page'), page.locator('.sale-saved').getByRole('button', { name: 'Ticket' }).click()]);
    await expectPdfTab(reprint, await again);
    await reprint.close();

    // The next sale, keys only: a scan and Ctrl+Enter.
    await search.focus();
    await scan(page, PRODUCTS[3].codigo);
    await waitLines(page, 1);
    const [second] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await second.close();
    await page.locator('.sale-saved', { hasText: 'Venta N° 2 guardada' }).waitFor();
    await page.context().close();
  });
});
