// Browser test of selling through an outage: the counter signs in, the real
// server process is stopped (not only the browser's network), three sales are
// made in two tabs of one browser — one over the stock another counter sold
// meanwhile — each into the device's outbox with a provisional ticket; the
// server starts again on the same port and data folder, and every sale lands
// once, sent by one tab only, the shortfall put in by an adjustment that the
// review lists.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launch, newPage } from './browser.mjs';
import { ADMIN_PASSWORD, freePort, SGC_BIN } from './server.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, initialStock, missingBinary, signIn, stockOf } from './setup.mjs';

const missing = missingBinary();
const ITEM = { codigo: 'E2E-OFF-01', producto: 'Cemento sin conexión E2E', precios: ['55.00'] };

/** Runs `sgc serve` on dataDir and port until stop(); the data folder stays. */
async function serve(dataDir, port) {
  const url = `http://127.0.0.1:${port}`;
  const log = [];
  const child = spawn(SGC_BIN, ['serve', '--data', dataDir, '--addr', `127.0.0.1:${port}`], {
    env: { ...process.env, SGC_ADMIN_PASSWORD: ADMIN_PASSWORD, SGC_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => log.push(String(d)));
  child.stderr.on('data', (d) => log.push(String(d)));
  for (let t = Date.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`sgc exited:\n${log.join('')}`);
    try {
      await fetch(`${url}/api/user`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() - t > 20_000) throw new Error(`sgc did not start:\n${log.join('')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, password: ADMIN_PASSWORD, stop };
}

/**
 * Arms a timer in the page, from the next press of key to the first change of
 * the page that shows what is awaited (an element, a text), less the time
 * window.open took (the provisional ticket's tab, the browser's work);
 * window.__timing then resolves to those milliseconds.
 */
async function armTimer(page, key, { selector, text }) {
  await page.evaluate(
    ({ key, selector, text }) => {
      let start = 0;
      let opening = 0;
      const open = window.open;
      window.open = (...args) => {
        const t = performance.now();
        const tab = open.apply(window, args);
        opening += performance.now() - t;
        return tab;
      };
      const shown = () => (!selector || document.querySelector(selector)) && (!text || document.body.textContent.includes(text));
      addEventListener('keydown', (e) => e.key === key && !start && (start = performance.now()), { capture: true });
      window.__timing = new Promise((resolve) => {
        const watch = new MutationObserver(() => {
          if (!start || !shown()) return;
          watch.disconnect();
          window.open = open;
          resolve(Math.round(performance.now() - start - opening));
        });
        watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    { key, selector, text },
  );
}

/**
 * Scans the product's code (typed, then Enter) and registers the sale of qty
 * units with F2, catching the ticket's tab, after beforeSale (when given);
 * answers the ticket and the counter's own times: Enter to the line in the
 * cart, F2 to the sale kept in the outbox and announced as Pendiente (the
 * toast comes after the outbox's write).
 */
async function sellOffline(page, qty, beforeSale) {
  await page.goto('/admin/nueva-venta');
  await page.getByLabel('Buscar producto').waitFor();
  await page.getByLabel('Buscar producto').click();
  await page.keyboard.type(ITEM.codigo);
  await armTimer(page, 'Enter', { selector: `[aria-label="Cantidad de ${ITEM.producto}"]` });
  await page.keyboard.press('Enter');
  const scanMs = await page.evaluate(() => window.__timing);
  await page.getByLabel(`Cantidad de ${ITEM.producto}`).fill(String(qty));
  await beforeSale?.();
  await armTimer(page, 'F2', { text: 'Venta guardada sin conexión: Pendiente D' });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('F2')]);
  const saleMs = await page.evaluate(() => window.__timing);
  const ticket = await tab.locator('pre').textContent();
  await tab.close();
  return { ticket, scanMs, saleMs };
}

describe('selling through an outage', { skip: missing }, () => {
  let dataDir;
  let port;
  let server;
  let browser;
  let token;
  let product;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sgc-e2e-offline-'));
    port = await freePort();
    server = await serve(dataDir, port);
    browser = await launch();
    token = await adminToken(server);
    const { unidad, categoria } = await createUnitAndCategory(server, token, { unidad: 'Bolsa Offline', sigla: 'BOF' }, { categoria: 'Obra Offline' });
    product = await createProduct(server, token, { ...ITEM, unidad: unidad.id, categoria: categoria.id, costo: '40' });
    await initialStock(server, token, { producto_id: product, cantidad: 5, costo: 40 });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps selling, then lands every sale once with the shortfall adjusted', async (t) => {
    const page = await newPage(browser, server.url);
    await signIn(page, 'admin', server.password);
    await page.goto('/admin/nueva-venta');
    // The branch's catalogue is on the device before the outage. Asked before
    // the app made its database, the open must not make an empty one (the
    // app's own open would then find no stores): the upgrade is aborted.
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const req = indexedDB.open('sgc-sin-conexion');
          req.onupgradeneeded = () => req.transaction.abort();
          req.onsuccess = () => {
            try {
              const get = req.result.transaction('valores').objectStore('valores').get('productos.1');
              get.onsuccess = () => resolve(Array.isArray(get.result) && get.result.length > 0);
              get.onerror = () => resolve(false);
            } catch {
              resolve(false);
            } finally {
              req.result.close();
            }
          };
          req.onerror = () => resolve(false);
        }),
      null,
      { timeout: 20_000 },
    );
    // The service worker holds the app shell: the screens below open without the server.
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
    const second = await page.context().newPage();
    second.setDefaultTimeout(10_000);
    await second.goto('/admin/nueva-venta');
    await second.getByLabel('Buscar producto').waitFor();
    const sends = [];
    for (const p of [page, second]) {
      // Sends that reached the server (those during the outage get no answer).
      p.on('response', (res) => {
        const req = res.request();
        if (req.method() === 'POST' && req.url().endsWith('/api/ventas') && (req.postData() ?? '').includes('sin_conexion')) {
          sends.push(req.headers()['idempotency-key']);
        }
      });
    }

    // Another counter sells 3 of the 5 units the device saw, and the server stops.
    const other = {
      cliente: 1, razon_social: 'SN', nit: '0', tipo_pago: 'Contado', metodo_pago: 'Efectivo', descuento: 0, total: 165, sucursal: 1,
      productos: [{ id: product, cantidad: 3, precio: 55, serie: '', idCarrito: '1' }],
    };
    await api(server, token, 'POST', '/api/ventas', other);

    // The first sale's line is added while the server answers, and F2 comes
    // right after it stops, before the tab has noticed; the others are made
    // on screens opened during the outage.
    const sold = [await sellOffline(page, 2, () => server.stop()), await sellOffline(page, 1), await sellOffline(second, 2)];
    const tickets = sold.map((s) => s.ticket);
    // The counter does not wait for a server it knows is down (the client's
    // retries alone take 7 s). The target is 100 ms; the bound here only
    // catches a return of such a wait on a loaded machine.
    t.diagnostic(`scan (Enter) to line in the cart: ${sold[0].scanMs} ms online; ${sold.slice(1).map((s) => s.scanMs).join(' ms, ')} ms offline`);
    t.diagnostic(`F2 to Pendiente shown, kept in the outbox: ${sold.map((s) => s.saleMs).join(' ms, ')} ms`);
    for (const s of sold) {
      assert.ok(s.scanMs < 1000, `a scan while down took ${s.scanMs} ms`);
      assert.ok(s.saleMs < 1000, `a sale while down took ${s.saleMs} ms`);
    }
    for (const t of tickets) {
      assert.match(t, /COMPROBANTE PROVISIONAL/);
      assert.match(t, /Pendiente D[A-Z2-9]{3}-\d{4}/);
    }
    const numbers = tickets.map((t) => t.match(/Pendiente (D[A-Z2-9]{3}-\d{4})/)[1]);
    assert.equal(new Set(numbers).size, 3, 'each sale has its own provisional number');
    assert.equal(new Set(numbers.map((n) => n.slice(0, 4))).size, 1, 'one device');
    await page.getByText('Sin conexión — 3 ventas por enviar').waitFor();

    // The server comes back on the same port and data folder.
    server = await serve(dataDir, port);
    await page.getByText(/ventas por enviar|venta por enviar/).waitFor({ state: 'detached', timeout: 40_000 });
    await second.getByText(/ventas por enviar|venta por enviar/).waitFor({ state: 'detached', timeout: 20_000 });

    assert.equal(sends.length, 3, `one answered send per sale across both tabs: ${sends}`);
    assert.equal(new Set(sends).size, 3);
    assert.equal(await stockOf(server, token, product), 0, 'stock equals its kardex, never negative');
    const { data: received } = await api(server, token, 'GET', '/api/ventas/sin-conexion?sucursal_id=1');
    assert.deepEqual(received.map((v) => v.provisional).sort(), [...numbers].sort());
    const short = received.flatMap((v) => v.ajustes.map((a) => a.faltante));
    assert.deepEqual(short.sort(), [1, 2], 'the units the other counter sold are put in by adjustments');
    const { data: sales } = await api(server, token, 'GET', '/api/ventas?sucursal_id=1');
    assert.equal(sales.length, 4, 'three offline sales and the other counter’s, each once');

    await page.goto('/admin/ventas-sin-conexion');
    await page.locator('#received-table').getByText(numbers[2]).waitFor();
    assert.equal(await page.locator('#received-table').getByText(/Ajuste de inventario/).count(), 2);
    await second.close();
    await page.context().close();
  });
});
