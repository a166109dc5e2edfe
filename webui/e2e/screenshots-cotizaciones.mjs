// Screenshots of the quotation and catalogue screens for a visual check:
// `node e2e/screenshots-cotizaciones.mjs [name]` after `npm run build`.
// Serves dist/ with `vite preview` and the canned APIs of mock-api.mjs,
// mock-operations.mjs and mock-cotizaciones.mjs. PNGs go to e2e/.out/.
import { mockOperations } from './mock-operations.mjs';
import { mockCotizaciones } from './mock-cotizaciones.mjs';
import { startScreenshots } from './screenshot-kit.mjs';

const { shot, signedIn: signIn, close } = await startScreenshots({ top: true, blur: true });

const signedIn = (role, viewport) => signIn(role, viewport, mockOperations, mockCotizaciones);

async function fillCatalogo(page) {
  await page.goto('/admin/nuevo-catalogo');
  await page.locator('.catalog-picker-table').waitFor();
  await page.locator('#f-cliente').selectOption('6');
  await page.locator('#f-descripcion').fill('Lista de precios para la obra de la calle 21 de Calacoto');
  await page.getByRole('button', { name: 'Agregar página actual con stock' }).click();
  await page.getByRole('button', { name: 'Agregar Martillo de uña 16 oz Stanley' }).click();
  await page.getByRole('button', { name: 'Página siguiente' }).first().click();
  await page.getByRole('button', { name: 'Agregar Llave de paso 1/2" bronce' }).click();
  await page.locator('#f-precio-global').selectOption('2');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByLabel('Precio de Cinta métrica 5 m Truper').fill('31.5');
  await page.getByLabel('Buscar producto').fill('pvc');
}

const only = process.argv[2];
const want = (name) => !only || name.includes(only);

try {
  const page = await signedIn('Super');
  if (want('nuevo-catalogo')) {
    await fillCatalogo(page);
    await page.waitForTimeout(1700); // toasts fade
    await shot(page, '40-nuevo-catalogo');
    await shot(page, '41-nuevo-catalogo-full', true);
  }
  if (want('catalogos')) {
    await page.goto('/admin/catalogos');
    await page.locator('.page-title').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, '42-catalogos');
    await page.getByRole('button', { name: 'Ver detalle' }).first().click();
    await page.locator('.modal .doc-fields').waitFor();
    await shot(page, '43-catalogo-detalle');
    await page.keyboard.press('Escape');
    await page.goto('/admin/editar-catalogo/30');
    await page.locator('.catalog-cart-table').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, '44-editar-catalogo');
    await page.goto('/admin/show-catalogo/30');
    await page.locator('.doc-fields').waitFor();
    await shot(page, '45-show-catalogo');
  }
  if (want('proforma')) {
    await page.goto('/admin/nueva-proforma');
    await page.locator('.picker-table').waitFor();
    await page.locator('#f-cliente').selectOption('3');
    const add = (name) => page.getByRole('button', { name: `Agregar ${name}` }).click();
    await add('Martillo de uña 16 oz Stanley');
    await add('Cemento Viacha IP-30 bolsa 50 kg');
    await add('Cable THW N° 12 rollo 100 m');
    await add('Martillo de uña 16 oz Stanley');
    await page.getByLabel('Cantidad de Cemento Viacha IP-30 bolsa 50 kg').fill('40');
    await page.getByLabel('Nivel de precio de Cable THW N° 12 rollo 100 m').selectOption('3');
    await page.locator('#f-descripcion').fill('Entrega en obra, zona Sopocachi');
    await page.waitForTimeout(1700);
    await shot(page, '46-nueva-proforma');
  }
  if (want('proformas')) {
    await page.goto('/admin/proformas');
    await page.locator('.page-title').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, '47-proformas');
    await page.goto('/admin/show-proforma/60');
    await page.locator('.doc-fields').waitFor();
    await shot(page, '48-show-proforma');
  }
  if (want('tablet')) {
    const tablet = await signedIn('Vendedor', { width: 820, height: 1180 });
    await fillCatalogo(tablet);
    await tablet.waitForTimeout(1700);
    await shot(tablet, '49-tablet-nuevo-catalogo', true);
    await tablet.goto('/admin/catalogos');
    await tablet.locator('.page-title').waitFor();
    await tablet.waitForLoadState('networkidle');
    await shot(tablet, '50-tablet-catalogos');
    await tablet.goto('/admin/nueva-proforma');
    await tablet.locator('.picker-table').waitFor();
    await tablet.getByRole('button', { name: 'Agregar Martillo de uña 16 oz Stanley' }).click();
    await tablet.getByRole('button', { name: 'Agregar Destornillador plano 1/4" x 6"' }).click();
    await tablet.waitForTimeout(1700);
    await shot(tablet, '51-tablet-nueva-proforma', true);
  }
} finally {
  await close();
}
