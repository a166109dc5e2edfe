// Browser test against a real `sgc serve`: TRASPASOS ENTRE SUCURSALES follows
// the user's own Traspasos box, whatever their branch's setting. A Vendedor of
// a branch with transfers enabled but without the box sees no menu link, is
// denied the screen and the API; Super ticks the box on the user form; after
// signing in again the Vendedor finds the link and opens the screen.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, api, createUser, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const SELLER = { usuario: 'vendedor_permiso', password: 'Vendedor-Permiso-2025' };
const LINK = 'Traspasos entre Sucursales';

/** Status of the inter-branch list for a user, through the API. */
async function listStatus(server, usuario, password) {
  const { token } = await api(server, null, 'POST', '/api/login', { usuario, password });
  const res = await fetch(server.url + '/api/traspasos_sucursales?tipoSolicitud=recibidas', { headers: { Authorization: `Bearer ${token}` } });
  return res.status;
}

describe('the transfer menu follows the user flag', { skip: missing }, () => {
  const suite = withServer();
  let sellerId;

  before(async () => {
    const token = await adminToken(suite.server);
    // Casa Matriz has transfers enabled: the branch's setting alone opens nothing.
    await api(suite.server, token, 'POST', '/api/sucursales/traspasos/update', { sucursales: [1] });
    sellerId = (
      await createUser(suite.server, token, {
        nombres: 'Lucía', apellidos: 'Permiso E2E', numero_identificacion: '7654399', telefono: '71234599', usuario: SELLER.usuario, password: SELLER.password,
      })
    ).id;
  });

  it('hides the link and denies the screen while the box is off', async () => {
    assert.equal(await listStatus(suite.server, SELLER.usuario, SELLER.password), 403);
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    const sidebar = page.locator('.sidebar');
    await sidebar.getByRole('button', { name: 'Inventario' }).click();
    await sidebar.getByRole('link', { name: 'Bajo Stock' }).waitFor();
    assert.equal(await sidebar.getByRole('link', { name: LINK }).count(), 0, 'the link must be hidden without the flag');
    await page.goto('/admin/traspasos_sucursales');
    await page.getByText('No tienes permisos para acceder a esta ruta').waitFor();
    await page.context().close();
  });

  it('lets Super tick Traspasos on the user form, after which the link opens the screen', async () => {
    const admin = await newPage(suite.browser, suite.server.url);
    await signIn(admin, 'admin', suite.server.password);
    await admin.goto(`/admin/editUsuario/${sellerId}`);
    const box = admin.locator('input[name="is_activa_traspasos"]');
    await box.waitFor();
    assert.equal(await box.isChecked(), false);
    await box.check();
    await admin.getByRole('button', { name: 'Actualizar' }).click();
    await admin.getByText('Guardado Correctamente').waitFor();
    await admin.waitForURL(/\/admin\/usuarios$/);
    await admin.context().close();

    assert.equal(await listStatus(suite.server, SELLER.usuario, SELLER.password), 200);
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    const sidebar = page.locator('.sidebar');
    await sidebar.getByRole('button', { name: 'Inventario' }).click();
    await sidebar.getByRole('link', { name: LINK }).click();
    await page.waitForURL(/\/admin\/traspasos_sucursales$/);
    await page.getByText('TRASPASOS ENTRE SUCURSALES').first().waitFor();
    await page.context().close();
  });
});
