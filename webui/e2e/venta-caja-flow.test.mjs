// Browser tests of the sales counter and the cash box against a real
// `sgc serve`, typed key by key as a cashier does: a draft never passes to
// the next user of the tab and survives a reload whole; the product search
// has the cursor, a scanned code and Enter adds it, two scans make one line
// of 2 and a line with a serial stays apart; the customer picker finds one of
// 400 by name or CI/NIT and registers a new one without leaving the sale; a
// sale by a cashier with no open box says it opens one, and the box holds it;
// the close asks with the difference, and a wrong count is corrected by a
// second box the same day.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, createUser, expectValue, form, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const PLAIN = { codigo: 'E2E-SCAN-01', producto: 'Tornillo escaneado E2E', precios: ['2.50'] };
const SERIAL = { codigo: 'E2E-SER-01', producto: 'Taladro con serie E2E', precios: ['450.00'] };
const ANA = { usuario: 'ana_caja', password: 'Ana-Caja-2025' };
const JUAN = { usuario: 'juan_caja', password: 'Juan-Caja-2025' };
const CUSTOMERS = 400;

/** Signs out through the top bar and waits for the sign-in form. */
async function signOut(page) {
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await page.getByLabel('Usuario').waitFor();
}

/** Types a code into the focused search box and presses Enter at once, as a barcode reader does. */
async function scan(page, code) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

describe('the sales counter and the cash box', { skip: missing }, () => {
  const suite = withServer();
  let token;

  before(async () => {
    token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Mostrador', sigla: 'PZM' }, { categoria: 'Ferretería Mostrador' });
    for (const p of [PLAIN, SERIAL]) {
      const id = await createProduct(suite.server, token, { ...p, unidad: unidad.id, categoria: categoria.id, costo: '1' });
      await initialStock(suite.server, token, { producto_id: id, cantidad: 50, costo: 1 });
    }
    for (const [u, n] of [[ANA, 'Ana'], [JUAN, 'Juan']]) {
      await createUser(suite.server, token, { nombres: n, apellidos: 'Mostrador E2E', numero_identificacion: `8${n.length}5566${n.length}`, telefono: '71234567', usuario: u.usuario, password: u.password, rol: ['Vendedor'] });
    }
    // 400 customers, 20 calls at a time.
    for (let i = 0; i < CUSTOMERS; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, k) =>
          api(suite.server, token, 'POST', '/api/clientes', form({ nombres_apellidos: `Cliente Mostrador ${String(i + k).padStart(3, '0')}`, numero_documento: String(5000000 + i + k) })),
        ),
      );
    }
    await api(suite.server, token, 'POST', '/api/clientes', form({ nombres_apellidos: 'Ferretería Peñaranda', numero_documento: '998877665' }));
  });

  it('never hands a half-built sale to the next user of the tab, and gives it back to its own', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, ANA.usuario, ANA.password);
    await page.goto('/admin/nueva-venta');
    await page.getByLabel('Buscar producto').waitFor();
    await scan(page, PLAIN.codigo);
    await page.getByLabel(`Cantidad de ${PLAIN.producto}`).waitFor();
    await signOut(page);

    await signIn(page, JUAN.usuario, JUAN.password);
    await page.goto('/admin/nueva-venta');
    await page.getByText('No hay productos en el carrito.').waitFor();
    assert.equal(await page.getByLabel(`Cantidad de ${PLAIN.producto}`).count(), 0, "Ana's line is not in Juan's cart");
    await signOut(page);

    await signIn(page, ANA.usuario, ANA.password);
    await page.goto('/admin/nueva-venta');
    await expectValue(page.getByLabel(`Cantidad de ${PLAIN.producto}`), '1');
    await page.getByRole('button', { name: `Quitar ${PLAIN.producto}` }).click();
    await page.context().close();
  });

  it('keeps the whole draft over a reload: lines, customer, discount and note', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, ANA.usuario, ANA.password);
    await page.goto('/admin/nueva-venta');
    await page.getByLabel('Buscar producto').waitFor();
    await scan(page, SERIAL.codigo);
    await page.getByLabel(`Cantidad de ${SERIAL.producto}`).waitFor();
    await page.getByRole('button', { name: /Datos del cliente y pago/ }).click();
    await page.locator('#f-cliente').click();
    await page.keyboard.type('peñaranda');
    await page.getByRole('option', { name: /Ferretería Peñaranda/ }).waitFor();
    await page.keyboard.press('Enter');
    await expectValue(page.locator('#f-razon_social'), 'Ferretería Peñaranda');
    await page.locator('#f-descuento').pressSequentially('10,50');
    await page.locator('#f-descripcion').pressSequentially('Entregar el lunes');
    await page.locator('.cart-totals dd.grand', { hasText: 'Bs 439,50' }).waitFor();

    await page.reload();
    await expectValue(page.getByLabel(`Cantidad de ${SERIAL.producto}`), '1');
    await expectValue(page.locator('#f-cliente'), 'Ferretería Peñaranda — 998877665');
    await expectValue(page.locator('#f-razon_social'), 'Ferretería Peñaranda');
    await expectValue(page.locator('#f-nit'), '998877665');
    await expectValue(page.locator('#f-descuento'), '10,50');
    await expectValue(page.locator('#f-descripcion'), 'Entregar el lunes');
    await page.locator('.cart-totals dd.grand', { hasText: 'Bs 439,50' }).waitFor();
    await page.getByRole('button', { name: `Quitar ${SERIAL.producto}` }).click();
    await page.context().close();
  });

  it('sells at scanner speed: the search has the cursor, two scans make one line of 2, a line with a serial stays apart', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, JUAN.usuario, JUAN.password);
    await page.goto('/admin/nueva-venta');
    const search = page.getByLabel('Buscar producto');
    await search.waitFor();
    assert.equal(await search.evaluate((el) => el === document.activeElement), true, 'the product search has the cursor on open');

    await scan(page, PLAIN.codigo);
    await expectValue(page.getByLabel(`Cantidad de ${PLAIN.producto}`), '1');
    await expectValue(search, '');
    await scan(page, PLAIN.codigo);
    await expectValue(page.getByLabel(`Cantidad de ${PLAIN.producto}`), '2');
    assert.equal(await page.getByLabel(`Cantidad de ${PLAIN.producto}`).count(), 1, 'two scans of one code are one line');

    await scan(page, SERIAL.codigo);
    const serie = page.getByLabel(`Serie de ${SERIAL.producto}`);
    await serie.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('TAL-0001');
    await search.click();
    await scan(page, SERIAL.codigo);
    await page.getByLabel(`Serie de ${SERIAL.producto}`).nth(1).waitFor();
    assert.deepEqual(await page.getByLabel(`Serie de ${SERIAL.producto}`).evaluateAll((els) => els.map((e) => e.value)), ['TAL-0001', 'N/A']);
    // 2 × 2,50 + 2 × 450,00
    await page.locator('.cart-totals dd.grand', { hasText: 'Bs 905,00' }).waitFor();
    await page.context().close();
  });

  it('finds a customer among 400 by name or CI/NIT and registers a new one without leaving the sale', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, JUAN.usuario, JUAN.password);
    await page.goto('/admin/nueva-venta');
    await page.getByRole('button', { name: /Datos del cliente y pago/ }).click();
    const picker = page.locator('#f-cliente');
    await picker.click();
    await page.keyboard.type('mostrador 387');
    await page.getByRole('option', { name: 'Cliente Mostrador 387 — 5000387' }).waitFor();
    // The list follows the last keystroke: one customer has both words.
    await page.waitForFunction(() => document.querySelectorAll('[role=option]').length === 1, undefined, { timeout: 5000 });
    await page.keyboard.press('Enter');
    await expectValue(page.locator('#f-nit'), '5000387');

    await picker.click();
    await page.keyboard.type('500012');
    await page.getByRole('option', { name: 'Cliente Mostrador 120 — 5000120' }).waitFor();
    assert.ok((await page.getByRole('option').count()) <= 20, 'the server answers a short list');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectValue(page.locator('#f-nit'), '5000121');

    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    await page.locator('#nc-nombres_apellidos').pressSequentially('Constructora Illimani');
    await page.locator('#nc-numero_documento').pressSequentially('1020304050');
    await page.locator('.modal').getByRole('button', { name: 'Registrar' }).click();
    await expectValue(page.locator('#f-razon_social'), 'Constructora Illimani');
    await expectValue(page.locator('#f-nit'), '1020304050');
    await expectValue(picker, 'Constructora Illimani — 1020304050');
    assert.match(page.url(), /\/admin\/nueva-venta$/, 'the sale screen stays');
    await page.context().close();
  });

  it('says a cash sale with no open box opens one, keeps the sale in it, asks before closing and opens a second box after a close', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, ANA.usuario, ANA.password);
    await page.goto('/admin/nueva-venta');
    await page.getByLabel('Buscar producto').waitFor();
    await scan(page, PLAIN.codigo);
    await page.getByText('No tienes una caja abierta: al registrar esta venta se abrirá tu caja de hoy con monto inicial Bs 0,00.').waitFor();
    await page.getByLabel(`Cantidad de ${PLAIN.producto}`).fill('4');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Registrar Venta' }).click()]);
    await page.getByText('Venta guardada con éxito').waitFor();
    await tab.close();

    await page.goto('/admin/cajas');
    await page.getByText('Esta caja se abrió automáticamente al registrar un movimiento de dinero sin caja abierta (monto inicial Bs 0,00).').waitFor();
    await page.locator('.caja-tabla tr', { hasText: 'Ventas' }).getByText('Bs 10,00').first().waitFor();
    // The methods read in the same order in both tables.
    const heads = async (sel) => (await page.locator(`${sel} th`).allTextContents()).map((t) => t.trim().toLowerCase()).filter((t) => ['efectivo', 'transferencia', 'tarjeta', 'cheque'].includes(t));
    assert.deepEqual(await heads('.caja-tabla thead'), await heads('.caja-wide thead'));

    // A typo: 3000 counted for 10.
    await page.locator('#f-monto_final').pressSequentially('3000');
    await page.getByRole('button', { name: 'Cerrar Caja' }).click();
    await page.getByText('¿Cerrar con sobrante de Bs 2.990,00?').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Cerrar Caja' }).click();
    await page.getByRole('button', { name: 'Sí, cerrar caja' }).click();
    await page.getByText('Caja Cerrada - La caja para hoy ya está cerrada.').waitFor();

    await page.locator('#f-monto_inicial').pressSequentially('0');
    await page.locator('#f-descripcion').pressSequentially('Corrige el cierre anterior');
    await page.getByRole('button', { name: 'Abrir otra caja' }).click();
    await page.getByText('Caja abierta correctamente.').waitFor();
    await page.getByRole('button', { name: 'Cerrar Caja' }).waitFor();
    const earlier = page.locator('.caja-anteriores tbody tr');
    await earlier.getByText('Bs 2.990,00 (sobrante)').waitFor();
    await page.context().close();
  });
});
