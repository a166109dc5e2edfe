// Browser test of a sale whose answer is lost: the real server commits it,
// the browser sees the connection cut, the app sends the sale again with the
// same Idempotency-Key, the server answers the first answer again (replayed)
// and the counter shows the sale saved: one sale, one stock movement.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, createProduct, createUnitAndCategory, initialStock, missingBinary, signIn, stockOf, withServer } from './setup.mjs';

const missing = missingBinary();
const ITEM = { codigo: 'E2E-IDEM-01', producto: 'Cemento reintentado E2E', precios: ['55.00'] };

describe('a sale whose answer is lost', { skip: missing }, () => {
  const suite = withServer();
  let token;
  let product;

  before(async () => {
    token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Bolsa Reintento', sigla: 'BLR' }, { categoria: 'Obra Reintento' });
    product = await createProduct(suite.server, token, { ...ITEM, unidad: unidad.id, categoria: categoria.id, costo: '40' });
    await initialStock(suite.server, token, { producto_id: product, cantidad: 10, costo: 40 });
  });

  it('is sent again with its key and made once', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    const posts = [];
    let cut = false;
    await page.route('**/api/ventas', async (route) => {
      const req = route.request();
      if (req.method() !== 'POST') return route.continue();
      posts.push({ key: req.headers()['idempotency-key'], body: req.postData() });
      if (cut) return route.continue();
      // The server commits the sale; its answer never reaches the browser.
      const res = await route.fetch();
      assert.equal(res.status(), 201);
      cut = true;
      return route.abort('connectionreset');
    });
    const replays = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/ventas') && res.request().method() === 'POST') replays.push(res.headers()['idempotent-replayed']);
    });

    await page.goto('/admin/nueva-venta');
    await page.getByLabel('Buscar producto').waitFor();
    await page.keyboard.type(ITEM.codigo);
    await page.keyboard.press('Enter');
    await page.getByLabel(`Cantidad de ${ITEM.producto}`).fill('3');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Registrar Venta' }).click()]);
    await page.getByText('Venta guardada con éxito').waitFor();
    await tab.close();

    assert.equal(posts.length, 2, 'the app sent the sale again after the cut');
    assert.match(posts[0].key, /^[0-9a-f]{32}$/);
    assert.equal(posts[1].key, posts[0].key, 'with the same key');
    assert.equal(posts[1].body, posts[0].body, 'and the same body');
    assert.deepEqual(replays, ['true'], 'the server answered the first answer again');
    assert.equal(await stockOf(suite.server, token, product), 7, 'one sale of 3 units, not two');
    await page.context().close();
  });
});
