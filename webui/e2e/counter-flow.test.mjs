// Browser tests of the sale counter as a branch on a slow link uses it, typed
// as a barcode reader types (the code, then Enter): with 400 ms added to
// every call by Chromium's network conditions, five codes read 300 ms apart
// give five lines in the order read, and an unknown code says so with a tone
// and does not swallow the code read after it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, newPage } from './browser.mjs';
import { startServer } from './server.mjs';
import { adminToken, createProduct, createUnitAndCategory, createUser, expectValue, initialStock, missingBinary, signIn } from './setup.mjs';

const missing = missingBinary();

const PRODUCTS = [
  { codigo: 'MOS-HER-003', producto: 'Alicate de mostrador', precios: ['35.00'] },
  { codigo: 'MOS-PIN-002', producto: 'Pintura de mostrador', precios: ['120.00'] },
  { codigo: 'MOS-PLO-003', producto: 'Llave de paso de mostrador', precios: ['48.50'] },
  { codigo: 'MOS-PLO-001', producto: 'Cinta teflón de mostrador', precios: ['4.00'] },
  { codigo: 'MOS-HER-005', producto: 'Destornillador de mostrador', precios: ['22.00'] },
];
const SELLER = { usuario: 'vende_mostrador', password: 'Vende-Mostrador-2025' };

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

describe('the sale counter on a slow link', { skip: missing }, () => {
  let server;
  let browser;

  before(async () => {
    server = await startServer();
    browser = await launch();
    const token = await adminToken(server);
    const { unidad, categoria } = await createUnitAndCategory(server, token, { unidad: 'Pieza Lectora', sigla: 'PZL' }, { categoria: 'Mostrador lento' });
    for (const p of PRODUCTS) {
      const id = await createProduct(server, token, { ...p, unidad: unidad.id, categoria: categoria.id, costo: '1' });
      await initialStock(server, token, { producto_id: id, cantidad: 30, costo: 1 });
    }
    await createUser(server, token, { nombres: 'Lucía', apellidos: 'Lectora E2E', numero_identificacion: '6655443', telefono: '71234567', usuario: SELLER.usuario, password: SELLER.password });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('turns five codes read 300 ms apart, with 400 ms of latency, into five lines in order; an unknown code beeps and spares the next', async () => {
    const page = await newPage(browser, server.url);
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
});
