// Browser test of the product search as a cashier types it, key by key, into
// the PRODUCTOS search box of a real `sgc serve`: the number read off a shelf
// label ("001", the end of HER-001) and a name with a letter missing
// ("taldro") both find the product.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, createProduct, createUnitAndCategory, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

describe('product search by part of a code and with a typo', { skip: missing }, () => {
  const suite = withServer();

  before(async () => {
    const token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(
      suite.server,
      token,
      { unidad: 'Pieza', sigla: 'PZA', descripcion: 'Pieza' },
      { categoria: 'Herramientas', descripcion: 'Herramientas eléctricas' },
    );
    const products = [
      { codigo: 'HER-001', producto: 'Taladro percutor 650W' },
      { codigo: 'HER-002', producto: 'Amoladora angular 4 1/2' },
      { codigo: 'PIN-010', producto: 'Pintura látex blanco 4L' },
    ];
    for (const p of products) {
      await createProduct(suite.server, token, { ...p, nombre_factura: p.producto, unidad: unidad.id, categoria: categoria.id, costo: '100', precios: ['150'] });
    }
  });

  async function typeAndList(page, text) {
    const box = page.getByPlaceholder('Buscar por código o nombre...');
    await box.fill('');
    const answered = page.waitForResponse((r) => r.url().includes('/api/productos/buscar') && r.url().includes(`q=${text}`));
    await box.pressSequentially(text, { delay: 40 });
    assert.equal((await answered).status(), 200);
    const rows = page.locator('tbody tr');
    await page.waitForFunction((want) => [...document.querySelectorAll('tbody tr')].some((tr) => tr.textContent.includes(want)), 'HER-');
    return (await rows.allTextContents()).map((t) => t.replace(/\s+/g, ' '));
  }

  it('finds HER-001 by "001" and Taladro by "taldro"', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/productos');
    await page.getByRole('heading', { name: 'PRODUCTOS' }).waitFor();

    let rows = await typeAndList(page, '001');
    assert.equal(rows.length, 1, `"001" lists only HER-001: ${rows}`);
    assert.match(rows[0], /HER-001/);

    rows = await typeAndList(page, 'taldro');
    assert.equal(rows.length, 1, `"taldro" lists only the drill: ${rows}`);
    assert.match(rows[0], /Taladro percutor/);
    await page.context().close();
  });
});
