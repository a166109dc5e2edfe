// Browser test of the inventory count against a real `sgc serve`: a product
// with stock (created through the API), CONTEO DE INVENTARIO restarted, the
// product marked Incompleto with another quantity, Actualizar Stock, and the
// kardex showing the "Ajuste de Inventario" row and the new balance. Also the
// product list's search box going through the server's index.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { adminToken, createProduct, createUnitAndCategory, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const PRODUCT = { codigo: 'CEM-E2E', producto: 'Cemento Portland E2E 50 kg' };
const INITIAL = 20;
const COUNTED = 13;

describe('inventory count, kardex and product search', { skip: missing }, () => {
  const suite = withServer();
  let productId;

  before(async () => {
    const token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(
      suite.server,
      token,
      { unidad: 'Bolsa', sigla: 'BLS', descripcion: 'Bolsa de 50 kg' },
      { categoria: 'Construcción', descripcion: 'Materiales de obra' },
    );
    productId = await createProduct(suite.server, token, {
      ...PRODUCT,
      nombre_factura: 'CEMENTO PORTLAND 50KG',
      unidad: unidad.id,
      categoria: categoria.id,
      costo: '48.50',
      precios: ['62', '60'],
      minimo: '10',
    });
    await initialStock(suite.server, token, { producto_id: productId, cantidad: INITIAL, costo: 48.5 });
  });

  it('counts a different quantity, updates stock and shows the adjustment in the kardex', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);

    await page.goto('/admin/conteo-inventario');
    await page.getByRole('heading', { name: 'CONTEO DE INVENTARIO' }).waitFor();
    const row = page.locator('tbody tr', { hasText: PRODUCT.producto });
    await row.waitFor();

    await page.getByRole('button', { name: 'Reiniciar Conteo' }).click();
    await page.getByRole('button', { name: 'Sí, reiniciar' }).click();
    await page.getByText('Se reinició el conteo de inventario exitosamente.').waitFor();
    await row.getByText('SIN REVISAR').waitFor();

    await row.getByRole('button', { name: 'Incompleto' }).click();
    await page.getByLabel('Cantidad existente').fill(String(COUNTED));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cantidad existente registrada exitosamente.').waitFor();
    await row.getByText('REVISADO', { exact: true }).waitFor();
    assert.match(await row.textContent(), new RegExp(`−${INITIAL - COUNTED}`));

    await page.getByRole('button', { name: 'Actualizar Stock' }).click();
    await page.getByRole('button', { name: 'Sí, actualizar' }).click();
    await page.getByText('Se actualizó el stock exitosamente.').waitFor();

    await page.goto(`/admin/kardex/${productId}/1`);
    await page.getByRole('heading', { name: PRODUCT.producto }).waitFor();
    await page.locator('.kardex-branch', { hasText: 'Casa Matriz' }).waitFor();
    const adjustment = page.locator('tbody tr', { hasText: 'Ajuste de Inventario' });
    await adjustment.waitFor();
    const cells = await adjustment.locator('td').allTextContents();
    assert.ok(cells.includes(`−${INITIAL - COUNTED}`), `adjustment quantity in ${cells.join(' | ')}`);
    assert.ok(cells.includes(String(COUNTED)), `new balance in ${cells.join(' | ')}`);
    assert.equal((await page.locator('.total-balance strong').textContent()).trim(), String(COUNTED));
    assert.equal((await page.locator('.total-in strong').textContent()).trim(), String(INITIAL));
    assert.equal((await page.locator('.total-out strong').textContent()).trim(), String(INITIAL - COUNTED));
    assert.ok(await page.locator('tbody tr', { hasText: 'Carga Inicial' }).count(), 'the initial load is the first movement');
    await page.context().close();
  });

  it('finds the product through the server search of PRODUCTOS and shows its stock', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/productos');
    await page.getByRole('heading', { name: 'PRODUCTOS' }).waitFor();
    const search = page.waitForResponse((r) => r.url().includes('/api/productos/buscar') && r.url().includes('q=cem-e2'));
    await page.getByPlaceholder('Buscar por código o nombre...').fill('cem-e2');
    assert.equal((await search).status(), 200);
    const row = page.locator('tbody tr', { hasText: PRODUCT.producto });
    await row.waitFor();
    await row.getByRole('button', { name: 'Información rápida' }).click();
    const modal = page.locator('.modal');
    await modal.getByText('TOTAL').waitFor();
    assert.match(await modal.locator('tfoot').textContent(), new RegExp(String(COUNTED)));
    await page.context().close();
  });
});
