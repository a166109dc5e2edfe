// Browser test of cluster mode against two real `sgc serve` members on
// loopback: a browser open on member B shows, without a reload, a sale made
// through member A; with A stopped, B cannot reach a majority and every
// screen shows the read-only banner over what it shows, a reload keeps the
// user signed in, and a new sign-in opens a read-only session, marked.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launch, newPage } from './browser.mjs';
import { freePort, startServer } from './server.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, initialStock, missingBinary, signIn } from './setup.mjs';

const missing = missingBinary();

const PRODUCT = { codigo: 'E2E-GRUPO-01', producto: 'Amoladora del grupo E2E', precios: ['20.00', '18.00', '0', '0', '0', '0'], costo: '12.50' };
const READ_ONLY = /modo de solo lectura hasta que vuelvan las otras máquinas/;

describe('a cluster of two members seen from a browser', { skip: missing }, () => {
  let a;
  let b;
  let browser;
  let productId;

  before(async () => {
    a = await startServer({ timeoutMs: 60_000, args: ['--cluster-init', '--cluster-addr', `127.0.0.1:${await freePort()}`] });
    const token = (await readFile(join(a.dataDir, 'cluster', 'token'), 'utf8')).trim();
    b = await startServer({
      timeoutMs: 60_000,
      args: ['--unirse', a.url, '--token', token, '--cluster-addr', `127.0.0.1:${await freePort()}`],
    });
    browser = await launch();
    const admin = await adminToken(a);
    const { unidad, categoria } = await createUnitAndCategory(a, admin, { unidad: 'Pieza Grupo', sigla: 'PZG' }, { categoria: 'Herramientas Grupo' });
    productId = await createProduct(a, admin, { ...PRODUCT, unidad: unidad.id, categoria: categoria.id });
    await initialStock(a, admin, { producto_id: productId, cantidad: 40, costo: 12.5 });
  });

  after(async () => {
    await browser?.close();
    await b?.stop();
    await a?.stop();
  });

  it('shows on member B a sale made through member A, then the read-only banner when A stops', async () => {
    const page = await newPage(browser, b.url);
    await signIn(page, 'admin', b.password);
    await page.goto('/admin/inventarios');
    const row = page.locator('tbody tr', { hasText: PRODUCT.producto });
    await row.locator('.stock-badge', { hasText: /^40$/ }).waitFor();
    assert.equal(await page.getByText(READ_ONLY).count(), 0, 'no banner while the cluster has its majority');

    // The session opened on B works on A: one sign-in for the cluster.
    const token = await page.evaluate(() => localStorage.getItem('sgc.token'));
    await api(a, token, 'POST', '/api/ventas', {
      cliente: 1, razon_social: 'Constructora Andina', nit: '4455667', tipo_pago: 'Contado', metodo_pago: 'Efectivo',
      descuento: 0, total: 60, sucursal: 1, productos: [{ id: productId, cantidad: 3, precio: 20, serie: '', idCarrito: '1' }],
    });
    await row.locator('.stock-badge', { hasText: /^37$/ }).waitFor({ timeout: 5000 });

    await a.stop();
    await page.getByText(READ_ONLY).waitFor({ timeout: 20_000 });
    await row.locator('.stock-badge', { hasText: /^37$/ }).waitFor();

    // A reload on the read-only member keeps the user signed in.
    await page.reload();
    await row.locator('.stock-badge', { hasText: /^37$/ }).waitFor({ timeout: 20_000 });
    await page.getByText(READ_ONLY).waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('#login-usuario').count(), 0, 'the reload went back to the sign-in');
    await page.context().close();
  });

  it('signs staff in for reading on the member cut off, marked on screen', async () => {
    const page = await newPage(browser, b.url);
    await signIn(page, 'admin', b.password);
    await page.getByTestId('sesion-solo-lectura').waitFor({ timeout: 20_000 });
    await page.goto('/admin/inventarios');
    await page.locator('tbody tr', { hasText: PRODUCT.producto }).locator('.stock-badge', { hasText: /^37$/ }).waitFor();
    await page.getByText(/Sesión de solo lectura/).waitFor();
    await page.context().close();
  });
});
