// Every screen of the menu fits a 390 px phone: sellers on the floor use one,
// and a page wider than the screen hides its right edge (the cart's
// Subtotal, a row's buttons) behind a sideways scroll nobody looks for. As
// Super on a real `sgc serve --demo` (the menu with every entry, the demo's
// data in every table), the test reads the menu's links, opens each one at
// 390 × 844 with the data loaded, and the document must be no wider than the
// viewport. A wide table may scroll inside its own box; the page may not.
// Registrar Venta and a return of a demo sale are opened too: they are reached
// from a tile and from a sale, not from the menu.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { DEMO_USERS, loaded } from './screenshot-kit.mjs';
import { adminToken, api, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();
const PHONE = { width: 390, height: 844 };

describe('every screen fits a 390 px phone', { skip: missing }, () => {
  const suite = withServer({ demo: true });

  it('has no screen wider than the phone', { timeout: 90_000 }, async () => {
    const { server, browser } = suite;
    const token = await adminToken(server);
    const [sale] = (await api(server, token, 'GET', '/api/ventas?sucursal_id=1')).data;
    assert.ok(sale, 'the demo business has sales');

    const page = await newPage(browser, server.url, PHONE);
    await signIn(page, DEMO_USERS.Super, server.password);
    // The phone's menu is a drawer; its links are read with every group open.
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    const closed = page.locator('.nav-group-toggle[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const links = await page.locator('.sidebar a[href^="/admin"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const paths = [...new Set([...links, '/admin/nueva-venta', `/admin/nueva-devolucion/${sale.id}`])];
    assert.ok(paths.length > 40, `the menu lists every screen for Super (found ${paths.length})`);

    const wide = [];
    for (const path of paths) {
      await page.goto(path);
      await page.locator('.page-title, .welcome').first().waitFor();
      await loaded(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wide.push(`${path}: ${width} px`);
    }
    await page.context().close();
    assert.deepEqual(wide, [], `screens wider than ${PHONE.width} px:\n${wide.join('\n')}`);
  });
});
