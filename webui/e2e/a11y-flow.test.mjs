// Accessibility check of the eight main screens (sign-in, the dashboard,
// Registrar Venta, the sales list, Productos, Inventario, Cajas and Cuentas
// por Cobrar) against a real `sgc serve --demo`, at a laptop's 1366 px, a
// tablet's 768 px and a phone's 390 px: axe-core runs in the page once its
// data has loaded and must report no critical and no serious violation
// (contrast, names, roles, landmarks, keyboard reach). The page's
// Content-Security-Policy is bypassed only so that axe's own script can be
// injected.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { DEMO_USERS, loaded } from './screenshot-kit.mjs';
import { missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The screens after sign-in, as Super (who sees them all). */
const SCREENS = [
  ['/admin', 'Inicio'],
  ['/admin/nueva-venta', 'Registrar Venta'],
  ['/admin/ventas', 'Ventas'],
  ['/admin/productos', 'Productos'],
  ['/admin/inventarios', 'Inventario'],
  ['/admin/cajas', 'Cajas'],
  ['/admin/cuentas-cobrar', 'Cuentas por Cobrar'],
];

/** The critical and serious violations axe finds on the page, one line each. */
async function axeFindings(page, screen) {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('the main screens pass axe-core', { skip: missing }, () => {
  const suite = withServer({ demo: true });

  for (const viewport of [{ width: 1366, height: 768 }, { width: 768, height: 1024 }, { width: 390, height: 844 }]) {
    it(`has no critical or serious finding at ${viewport.width} px`, async () => {
      const page = await newPage(suite.browser, suite.server.url, viewport, { bypassCSP: true });
      const found = [];
      await page.goto('/');
      await page.getByLabel('Usuario').waitFor();
      found.push(...(await axeFindings(page, 'Ingreso')));
      await signIn(page, DEMO_USERS.Super, suite.server.password);
      for (const [path, screen] of SCREENS) {
        await page.goto(path);
        await page.locator('.page-title, .welcome').first().waitFor();
        await loaded(page);
        found.push(...(await axeFindings(page, screen)));
      }
      await page.context().close();
      assert.deepEqual(found, [], `axe-core findings at ${viewport.width} px:\n${found.join('\n')}`);
    });
  }
});
