// Browser tests of the dashboard and the reports against a real `sgc serve
// --demo` (a year of sales): Super sees the month's cards, the best-sellers
// pie and the monthly bars; a Responsable opens VENTAS GENERALES for the last
// month of their branch and gets its PDF in a new tab and its Excel as a
// download; a Vendedor's dashboard has only Ventas Propias and Clientes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { expectPdfTab, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

/** A page of its own; the dashboard of a year of sales may take a while on a busy machine. */
async function openPage(browser, server) {
  const page = await newPage(browser, server.url);
  page.setDefaultTimeout(30_000);
  return page;
}

/** The labels of the dashboard's cards. */
async function cardLabels(page) {
  await page.locator('.dashboard .stat-card').first().waitFor();
  return page.locator('.dashboard .stat-label').allTextContents();
}

/** yyyy-MM-dd of a day `back` days before today in La Paz. */
function laPazDay(back = 0) {
  const d = new Date(Date.now() - back * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/La_Paz' }).format(d);
}

describe('dashboard and reports', { skip: missing }, () => {
  const suite = withServer({ demo: true });

  it('shows the demo company with its data and logo, as its documents head them', async () => {
    const page = await openPage(suite.browser, suite.server);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/datos');
    const card = page.locator('.company');
    await card.getByText('Ferretería El Constructor S.R.L.', { exact: true }).waitFor();
    const text = await card.textContent();
    assert.match(text, /1028394021/);
    assert.match(text, /Av\. Buenos Aires 1234/);
    assert.doesNotMatch(text, /Mi Empresa|Dirección por definir/);
    const logo = card.locator('.company-logo img');
    await logo.waitFor();
    assert.ok(await logo.evaluate((img) => img.complete && img.naturalWidth > 0), 'the logo loads');
  });

  it('shows Super the cards and the charts of the business', async () => {
    const page = await openPage(suite.browser, suite.server);
    await signIn(page, 'admin', suite.server.password);
    const labels = await cardLabels(page);
    for (const l of ['Ventas Propias', 'Ventas (sucursal)', 'Ventas (total)', 'Compras (total)', 'Ingresos (total)', 'Gastos (total)', 'Utilidad (total)', 'Clientes']) {
      assert.ok(labels.includes(l), `card ${l} in ${labels}`);
    }
    const total = await page.locator('.stat-card', { hasText: 'Ventas (total)' }).locator('.stat-value').textContent();
    assert.match(total, /^Bs\s[\d.]+,\d\d$/);
    assert.notEqual(total.replace(/\s/g, ' '), 'Bs 0,00', 'a year of demo sales shows in the month');
    // The pie: up to five slices of the year's best sellers, with their names.
    const pie = page.getByRole('img', { name: 'Productos más vendidos del año' });
    await pie.waitFor();
    const slices = await pie.locator('path').count();
    assert.ok(slices >= 1 && slices <= 5, `${slices} slices`);
    assert.equal(await page.locator('.pie-legend li').count(), slices);
    // The monthly bars: sales with purchases, and income with expenses on a
    // scale of their own; each legend reads the year's totals in Bs.
    const trade = page.getByRole('img', { name: 'Ventas y compras por mes', exact: true });
    const money = page.getByRole('img', { name: 'Ingresos y gastos por mes', exact: true });
    for (const [chart, series] of [[trade, ['Ventas', 'Compras']], [money, ['Ingresos', 'Gastos']]]) {
      await chart.locator('canvas').waitFor();
      const legend = await chart.locator('.u-legend').textContent();
      for (const s of series) assert.match(legend, new RegExp(`${s}:?\\s*Bs\\s[\\d.]+,\\d\\d`), `${s} with its figure in ${legend}`);
      assert.match(legend, /Año \d{4}/);
    }
    await page.locator('text=Productos con stock bajo').waitFor();
    // The demo left the main warehouse short of kitchen taps.
    await page.locator('tbody tr', { hasText: 'Grifo de cocina cromado' }).waitFor();
  });

  it('lets a Responsable open VENTAS GENERALES for a range and export it', async () => {
    const page = await openPage(suite.browser, suite.server);
    await signIn(page, 'jchoque', 'demo1234');
    await page.goto('/admin/reportes/ventas-generales');
    await page.getByRole('heading', { name: 'REPORTE GENERAL DE VENTAS' }).waitFor();
    assert.equal(await page.getByLabel('Sucursal').count(), 0, 'a Responsable works in the own branch only');
    const answer = page.waitForResponse((r) => r.url().includes('/api/reporte/ventas_generales?') && r.url().includes(`fecha_inicio=${laPazDay(30)}`));
    const [y, m, d] = laPazDay(30).split('-');
    await page.getByLabel('Del').fill(`${d}/${m}/${y}`);
    const body = await (await answer).json();
    assert.ok(body.total > 10, `a month of the branch's sales: ${body.total}`);
    assert.ok(body.last_page > 1);
    await page.locator('.report-table tbody tr').nth(9).waitFor();
    assert.equal(await page.locator('.report-table tbody tr').count(), 10);
    assert.match(await page.locator('.report-table tfoot').textContent(), /TOTALES/);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.locator('.pager-label', { hasText: 'Página 2 de' }).waitFor();

    const pdf = page.waitForResponse((r) => r.url().includes('/api/reporte/ventas_generales/pdf'));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'PDF' }).click()]);
    await expectPdfTab(tab, await pdf);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    assert.match(download.suggestedFilename(), new RegExp(`^reporte-ventas-generales_${laPazDay(30)}_${laPazDay(0)}_Sucursal-Centro\\.xlsx$`));
    const head = await new Promise((resolve, reject) => {
      download.createReadStream().then((s) => {
        const parts = [];
        s.on('data', (c) => parts.push(c));
        s.on('end', () => resolve(Buffer.concat(parts).subarray(0, 2).toString()));
        s.on('error', reject);
      }, reject);
    });
    assert.equal(head, 'PK', 'an xlsx file is a zip');

    // Sales by product: the PDF for a Responsable, the Excel for Super only (server and screen agree).
    await page.goto('/admin/reportes/ventas-productos');
    await page.getByRole('heading', { name: 'REPORTE DE VENTAS POR PRODUCTO' }).waitFor();
    await page.getByRole('button', { name: 'PDF' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Excel' }).count(), 0, 'no Excel button for a Responsable');
  });

  it('shows a Vendedor only Ventas Propias and Clientes', async () => {
    const page = await openPage(suite.browser, suite.server);
    await signIn(page, 'agutierrez', 'demo1234');
    assert.deepEqual(await cardLabels(page), ['Ventas Propias', 'Clientes']);
    await page.getByRole('img', { name: 'Productos más vendidos del año' }).waitFor();
    assert.equal(await page.locator('.monthly-bars').count(), 0);
    assert.equal(await page.locator('text=Productos con stock bajo').count(), 0);
    await page.goto('/admin/reportes/ventas-generales');
    await page.getByText('No tienes permisos para acceder a esta ruta').waitFor();
  });
});
