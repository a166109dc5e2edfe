// Small things a user reads, against a real `sgc serve --demo` at 1366×768:
// the Bitácora fits the laptop's width (its detail wraps instead of sending
// the table sideways), the Utilidades totals row gives the range's average
// cost and price too, and an accepted transfer request reads "Aceptada".
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { loaded } from './screenshot-kit.mjs';
import { missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

describe('texts and widths that read right', { skip: missing }, () => {
  const suite = withServer({ demo: true });
  let page;

  before(async () => {
    page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
  });

  it('shows the whole Bitácora at 1366 px without a sideways scroll', async () => {
    await page.goto('/admin/bitacora');
    await page.locator('.bitacora tbody tr').first().waitFor();
    await loaded(page);
    const { scroll, client, detail } = await page.locator('.bitacora .table-wrap').evaluate((w) => ({
      scroll: w.scrollWidth,
      client: w.clientWidth,
      detail: w.querySelector('td.col-detalle')?.textContent ?? '',
    }));
    assert.ok(detail.length > 0, 'the demo has audit entries with a detail');
    assert.ok(scroll <= client, `the Bitácora table is ${scroll} px wide in ${client} px`);
  });

  it('fills the average columns of the Utilidades totals row', async () => {
    await page.goto('/admin/reportes/utilidades');
    const totals = page.locator('.report-table tfoot tr');
    await totals.waitFor();
    const headers = await page.locator('.report-table thead th').allTextContents();
    const cells = await totals.locator('td').allTextContents();
    for (const name of ['Costo promedio', 'Precio promedio']) {
      const i = headers.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
      assert.ok(i >= 0, `no ${name} column in ${headers.join(' | ')}`);
      assert.match(cells[i], /^Bs\s[\d.]+,\d\d$/, `${name} of the totals row: "${cells[i]}"`);
    }
  });

  it('names an accepted transfer request Aceptada', async () => {
    await page.goto('/admin/traspasos');
    await page.locator('tbody tr').first().waitFor();
    await page.locator('tbody .badge', { hasText: /^Aceptada$/ }).first().waitFor();
    assert.equal(await page.locator('tbody .badge', { hasText: /^Aceptado$/ }).count(), 0);
  });
});
