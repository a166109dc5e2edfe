// Browser test of security against a real `sgc serve`: Super enrols a second
// factor from the Seguridad section of their own screen (scanning is replaced
// by computing the code from the secret, as the authenticator app would),
// signs in again with the password and a code (a wrong one is refused), and
// ends a Vendedor's session from Sesiones Activas, whose token then stops working.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createUser, missingBinary, submitSignIn, withServer } from './setup.mjs';
import { stepNow, totpCode } from './totp.mjs';

const missing = missingBinary();

describe('second factor and sessions', { skip: missing }, () => {
  const suite = withServer();
  let secret;
  let enrolStep;
  let recovery;

  it('enrols a second factor from the own screen and signs in with a code', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await submitSignIn(page, 'admin', suite.server.password);
    await page.waitForURL(/\/admin$/);
    await page.getByTitle('Mi usuario y seguridad').click();
    await page.getByText('Seguridad', { exact: true }).waitFor();
    await page.getByText('No configurado').waitFor();
    await page.getByRole('button', { name: 'Configurar segundo factor' }).click();
    const qr = page.getByAltText('Código QR para la aplicación de autenticación');
    await qr.waitFor();
    assert.match(await qr.getAttribute('src'), /^data:image\/png;base64,/);
    secret = await page.locator('code.totp-secret').getAttribute('data-secreto');
    assert.match(secret, /^[A-Z2-7]{16,}$/);
    await page.getByLabel('Código que muestra la aplicación').fill('000000');
    await page.getByRole('button', { name: 'Activar' }).click();
    await page.getByText(/El código no coincide/).waitFor();
    enrolStep = stepNow();
    await page.getByLabel('Código que muestra la aplicación').fill(totpCode(secret, enrolStep));
    await page.getByRole('button', { name: 'Activar' }).click();
    await page.getByText('Guarde estos códigos de recuperación').waitFor();
    recovery = await page.locator('.totp-code-list code').allInnerTexts();
    assert.equal(recovery.length, 10);
    assert.match(recovery[0], /^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    await page.locator('.security-state', { hasText: 'Activo' }).waitFor();

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL(/\/$/);
    await submitSignIn(page, 'admin', suite.server.password);
    await page.getByText('Verificación en dos pasos').waitFor();
    await page.getByLabel('Código de verificación').fill('123456');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Código incorrecto o vencido.' }).waitFor();
    // The code of the enrolment's step is spent; the app's next code is good
    // (one step of clock drift is allowed).
    await page.getByLabel('Código de verificación').fill(totpCode(secret, Math.max(stepNow(), enrolStep + 1)));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(/\/admin$/);
    await page.context().close();
  });

  it('lists the open sessions and ends one', async () => {
    // The admin has a second factor now: the API's two steps, with a recovery code.
    const first = await api(suite.server, null, 'POST', '/api/login', { usuario: 'admin', password: suite.server.password });
    assert.equal(first.segundo_factor, 'totp');
    const { token } = await api(suite.server, null, 'POST', '/api/login/segundo-factor', { token_temporal: first.token_temporal, codigo: recovery[0] });
    assert.ok(token);
    await createUser(suite.server, token, { nombres: 'Rosa', apellidos: 'Mamani', usuario: 'rmamani', password: 'clave-rosa-1' });
    const rosa = (await api(suite.server, null, 'POST', '/api/login', { usuario: 'rmamani', password: 'clave-rosa-1' })).token;
    assert.ok(rosa);

    // In the browser, another recovery code; the one already used is refused.
    const page = await newPage(suite.browser, suite.server.url);
    await submitSignIn(page, 'admin', suite.server.password);
    await page.getByText('Verificación en dos pasos').waitFor();
    await page.getByLabel('Código de verificación').fill(recovery[0]);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Código incorrecto o vencido.' }).waitFor();
    await page.getByLabel('Código de verificación').fill(recovery[1].toLowerCase());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(/\/admin$/);

    await page.getByRole('link', { name: 'Sesiones Activas' }).click();
    await page.getByRole('heading', { name: 'SESIONES ACTIVAS' }).waitFor();
    const row = page.locator('tr', { hasText: 'rmamani' });
    await row.waitFor();
    assert.match(await row.innerText(), /127\.0\.0\.1/);
    await page.locator('tr', { hasText: 'Esta sesión' }).waitFor();
    await row.getByTitle('Cerrar sesión').click();
    await page.getByRole('button', { name: 'Sí, cerrar sesión' }).click();
    await page.getByText('Sesión cerrada correctamente.').waitFor();
    await page.locator('tr', { hasText: 'rmamani' }).waitFor({ state: 'detached' });
    const res = await fetch(suite.server.url + '/api/user', { headers: { Authorization: `Bearer ${rosa}` } });
    assert.equal(res.status, 401);
    const log = await api(suite.server, token, 'GET', '/api/bitacora');
    assert.ok(JSON.stringify(log).includes('Cierre de sesión forzado'), 'the Bitácora records the ended session');
    await page.context().close();
  });
});
