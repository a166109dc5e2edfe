// Browser tests of where the cursor is, typed key by key as a person does,
// against a real `sgc serve`: after the password the second-factor box has
// the cursor, so six digits and Enter sign in; the recovery codes shown at
// enrolment are copied, printed and downloaded as a .txt; and Cobro's Monto,
// prefilled with the balance, is selected when entered, so typing 100 gives
// 100, not 100.420,00; the cobro then offers its receipt and the estado de
// cuenta.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, expectPdfTab, initialStock, missingBinary, signIn, withServer } from './setup.mjs';
import { stepNow, totpCode } from './totp.mjs';

const missing = missingBinary();

/** Signs in by keyboard only: user, Tab, password, Enter. */
async function typeSignIn(page, usuario, password) {
  await page.goto('/');
  // Typed only once the cursor is in Usuario, as a person sees it there:
  // right after a sign-out the page may still be settling on '/'.
  const field = page.getByLabel('Usuario');
  await field.waitFor();
  await page.waitForFunction((el) => document.activeElement === el, await field.elementHandle());
  await page.keyboard.type(usuario);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

describe('the cursor where the user types', { skip: missing }, () => {
  const suite = withServer();
  let token;
  let saleId;

  before(async () => {
    token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza Foco', sigla: 'PZF' }, { categoria: 'Foco E2E' });
    const productId = await createProduct(suite.server, token, { codigo: 'FOCO-01', producto: 'Cemento foco E2E', unidad: unidad.id, categoria: categoria.id, costo: '50', precios: ['105'] });
    await initialStock(suite.server, token, { producto_id: productId, cantidad: 10, costo: 50 });
    saleId = (
      await api(suite.server, token, 'POST', '/api/ventas', {
        cliente: 1, razon_social: 'Cliente Foco E2E', nit: '123456', tipo_pago: 'Cuotas', a_cuenta: 0, fecha_limite: '2099-12-31', metodo_pago: 'Efectivo',
        descuento: 0, total: 420, sucursal: 1, productos: [{ id: productId, cantidad: 4, precio: 105, serie: '', idCarrito: String(productId) }],
      })
    ).venta_id;
  });

  it('selects the prefilled Monto of a Cobro, so typing replaces it', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto(`/admin/cobrar/${saleId}`);
    const monto = page.locator('#f-monto');
    await monto.waitFor();
    assert.equal(await monto.inputValue(), '420,00');
    await monto.click();
    await page.keyboard.type('100');
    assert.equal(await monto.inputValue(), '100');
    // Tab out and back: the whole amount is selected again.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('150,5');
    assert.equal(await monto.inputValue(), '150,5');

    // Right after the cobro its papers are offered: the 80 mm receipt and the estado de cuenta.
    await page.getByRole('button', { name: 'Guardar cobro' }).click();
    await page.getByText(/Cobro de Bs.150,50 guardado\. Saldo: Bs.269,50\./).waitFor();
    for (const [name, path] of [['Imprimir recibo (80 mm)', `/api/cobros/${saleId}/recibo`], ['Estado de cuenta', `/api/reporte-cuentas-cobros/${saleId}`]]) {
      const [tab, res] = await Promise.all([
        page.waitForEvent('popup'),
        page.waitForResponse((r) => r.url().endsWith(path)),
        page.locator('.cobro-saved').getByRole('button', { name }).click(),
      ]);
      await expectPdfTab(tab, res);
      await tab.close();
    }
    await page.getByRole('button', { name: 'Registrar otro cobro' }).click();
    assert.equal(await monto.inputValue(), '269,50', 'the next cobro starts from the new balance');
    await page.context().close();
  });

  it('keeps the recovery codes by copy, print and download, then signs in with six digits and Enter', async () => {
    const page = await newPage(suite.browser, suite.server.url, undefined, { permissions: ['clipboard-read', 'clipboard-write'] });
    await typeSignIn(page, 'admin', suite.server.password);
    await page.waitForURL(/\/admin$/);
    await page.getByTitle('Mi usuario y seguridad').click();
    await page.getByRole('button', { name: 'Configurar segundo factor' }).click();
    const secret = await page.locator('code.totp-secret').getAttribute('data-secreto');
    const enrolStep = stepNow();
    await page.getByLabel('Código que muestra la aplicación').fill(totpCode(secret, enrolStep));
    await page.getByRole('button', { name: 'Activar' }).click();
    await page.getByText('Guarde estos códigos de recuperación').waitFor();
    const codes = await page.locator('.totp-code-list code').allInnerTexts();
    assert.equal(codes.length, 10);

    await page.getByRole('button', { name: 'Copiar' }).click();
    await page.getByRole('status').filter({ hasText: 'Códigos copiados.' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const c of codes) assert.ok(copied.includes(c), `the copy holds ${c}`);
    assert.match(copied, /Usuario: admin/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar (.txt)' }).click()]);
    assert.equal(download.suggestedFilename(), 'codigos-recuperacion-admin.txt');
    const saved = await readFile(await download.path(), 'utf8');
    assert.equal(saved, copied);

    const [printed] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Imprimir' }).click()]);
    assert.equal(await printed.locator('pre').textContent(), copied);
    await printed.close();

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    // As a person does, sign in again once the sign-in screen is back (a
    // navigation before that would cut the sign-out's call short).
    await page.getByLabel('Usuario').waitFor();
    await typeSignIn(page, 'admin', suite.server.password);
    await page.getByText('Verificación en dos pasos').waitFor();
    // A wrong code leaves the cursor in the box for the next try.
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Código incorrecto o vencido.' }).waitFor();
    await page.keyboard.type(totpCode(secret, Math.max(stepNow(), enrolStep + 1)));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin$/);
    await page.context().close();
  });
});

