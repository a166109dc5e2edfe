// Screenshots of the security screens for a visual check: the Seguridad
// section of one's own screen, the sign-in's enrolment and code steps, the
// recovery codes and Sesiones Activas, at 1366×768 and 768 px wide.
// `node e2e/screenshots-seguridad.mjs` after `make build`; PNGs in e2e/.out/.
import { newPage } from './browser.mjs';
import { DEMO_PASSWORD, DEMO_USERS, loaded, startScreenshots } from './screenshot-kit.mjs';
import { stepNow, totpCode } from './totp.mjs';

const { base, browser, shot, signedIn, close } = await startScreenshots({ top: true, blur: true });
const TABLET = { width: 768, height: 1024 };

async function passwordStep(viewport) {
  const page = await newPage(browser, base, viewport);
  await page.goto('/');
  await page.getByLabel('Usuario').fill(DEMO_USERS.Administrador);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  return page;
}

try {
  const superPage = await signedIn('Super');
  await superPage.goto('/admin/show-usuario/1');
  await superPage.getByText('No configurado').waitFor();
  await shot(superPage, 'seg-01-perfil', true);
  await superPage.getByRole('button', { name: 'Configurar segundo factor' }).click();
  await superPage.locator('code.totp-secret').waitFor();
  await shot(superPage, 'seg-02-perfil-inscripcion', true);
  await superPage.getByLabel(/Exigir segundo factor/).check();
  await superPage.waitForTimeout(1600);

  // The tablet first: the laptop's then completes the enrolment.
  for (const [suffix, viewport] of [['-768', TABLET], ['', undefined]]) {
    const page = await passwordStep(viewport);
    await page.getByText('Configure su segundo factor').waitFor();
    await page.locator('code.totp-secret').waitFor();
    await shot(page, `seg-03-login-inscripcion${suffix}`, true);
    if (suffix) continue;
    const secret = await page.locator('code.totp-secret').getAttribute('data-secreto');
    await page.getByLabel('Código de verificación').fill(totpCode(secret, stepNow()));
    await page.getByRole('button', { name: 'Activar e ingresar' }).click();
    await page.getByText('Guarde estos códigos de recuperación').waitFor();
    await shot(page, 'seg-04-login-codigos', true);
  }
  for (const [suffix, viewport] of [['', undefined], ['-768', TABLET]]) {
    const page = await passwordStep(viewport);
    await page.getByText('Verificación en dos pasos').waitFor();
    await shot(page, `seg-05-login-codigo${suffix}`);
  }
  for (const [suffix, viewport] of [['', undefined], ['-768', TABLET]]) {
    // The same session: with the rule on, a new sign-in of admin would enrol first.
    const page = superPage;
    if (viewport) await page.setViewportSize(viewport);
    await page.goto('/admin/sesiones');
    await loaded(page);
    await shot(page, `seg-06-sesiones${suffix}`, true);
    await page.goto('/admin/show-usuario/1');
    await page.getByText('Seguridad', { exact: true }).waitFor();
    await loaded(page);
    await shot(page, `seg-07-perfil-super${suffix}`, true);
  }
} finally {
  await close();
}
