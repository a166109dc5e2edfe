// Screenshots of the sale counter (Registrar Venta) at a laptop's 1366×768, a
// tablet's 768×1024 and a phone's 390×844, step by step as a seller works:
// the empty screen, five codes read, the customer form opened, the cash and
// its change, the screen after the sale (F2) and the home page's tile.
// Against a real `sgc serve --demo`: `node e2e/screenshots-counter.mjs` after
// `make build`; PNGs go to e2e/.out/.
import { loaded, startScreenshots } from './screenshot-kit.mjs';

const WIDTHS = [
  ['1366', { width: 1366, height: 768 }],
  ['768', { width: 768, height: 1024 }],
  ['390', { width: 390, height: 844 }],
];
const CODES = ['HER-003', 'PIN-002', 'PLO-003', 'PLO-001', 'HER-005'];

const { shot, signedIn, close } = await startScreenshots({ wait: 400 });
try {
  for (const [suffix, viewport] of WIDTHS) {
    const page = await signedIn('Vendedor', viewport);
    await page.goto('/admin/nueva-venta');
    await loaded(page);
    await shot(page, `97-mostrador-vacio-${suffix}`);
    await page.getByLabel('Buscar producto').focus();
    for (const code of CODES) {
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
    await page.waitForFunction(() => document.querySelectorAll('.sale-cart .cart-product').length === 5);
    await page.waitForTimeout(1600); // the success notices fade
    await shot(page, `97-mostrador-lineas-${suffix}`);
    await shot(page, `97-mostrador-lineas-completo-${suffix}`, true);
    await page.getByRole('button', { name: /Datos del cliente y pago/ }).click();
    await shot(page, `97-mostrador-cliente-${suffix}`, true);
    await page.locator('#f-paga_con').fill('300');
    await shot(page, `97-mostrador-cambio-${suffix}`);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('F2')]);
    await tab.close();
    await page.locator('.sale-saved').waitFor();
    await shot(page, `97-mostrador-guardada-${suffix}`, false, true);
    await page.goto('/admin');
    await loaded(page);
    await shot(page, `97-mostrador-inicio-${suffix}`);
    await page.context().close();
  }
} finally {
  await close();
}
