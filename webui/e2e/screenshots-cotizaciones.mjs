// Screenshots of the quotation and catalogue screens for a visual check:
// `node e2e/screenshots-cotizaciones.mjs [name]` after `make build`, against
// a real `sgc serve --demo` (see screenshot-kit.mjs). PNGs go to e2e/.out/.
import { addProduct, startScreenshots, loaded } from './screenshot-kit.mjs';

const { shot, signedIn, close } = await startScreenshots({ top: true, blur: true });

async function fillCatalogo(page) {
  await page.goto('/admin/nuevo-catalogo');
  await page.locator('.catalog-picker-table').waitFor();
  await page.locator('#f-cliente').selectOption('3');
  await page.locator('#f-descripcion').fill('Lista de precios para la obra de la calle 21 de Calacoto');
  await page.getByRole('button', { name: 'Agregar página actual con stock' }).click();
  await addProduct(page, 'Martillo de carpintero 16 oz');
  await addProduct(page, 'Llave de paso 1/2" bronce');
  await page.locator('#f-precio-global').selectOption('2');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByLabel('Precio de Cinta teflón 3/4"').fill('31.5');
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
    await loaded(page);
    await shot(page, '42-catalogos');
    await page.locator('tbody').getByRole('button', { name: 'Ver detalle' }).first().click();
    await page.locator('.modal .doc-fields').waitFor();
    await shot(page, '43-catalogo-detalle');
    await page.keyboard.press('Escape');
    await page.goto('/admin/editar-catalogo/1');
    await page.locator('.catalog-cart-table').waitFor();
    await loaded(page);
    await shot(page, '44-editar-catalogo');
    await page.goto('/admin/show-catalogo/1');
    await page.locator('.doc-fields').waitFor();
    await shot(page, '45-show-catalogo');
  }
  if (want('proforma')) {
    await page.goto('/admin/nueva-proforma');
    await page.locator('#f-cliente').selectOption('3');
    const add = (name) => addProduct(page, name);
    await add('Martillo de carpintero 16 oz');
    await add('Pintura látex blanco 4L');
    await add('Taladro percutor 650W');
    await add('Martillo de carpintero 16 oz');
    await page.getByLabel('Cantidad de Pintura látex blanco 4L').fill('40');
    await page.getByLabel('Nivel de precio de Taladro percutor 650W').selectOption('3');
    await page.locator('#f-descripcion').fill('Entrega en obra, zona Sopocachi');
    await page.waitForTimeout(1700);
    await shot(page, '46-nueva-proforma');
  }
  if (want('proformas')) {
    await page.goto('/admin/proformas');
    await page.locator('.page-title').waitFor();
    await loaded(page);
    await shot(page, '47-proformas');
    await page.goto('/admin/show-proforma/1');
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
    await loaded(tablet);
    await shot(tablet, '50-tablet-catalogos');
    await tablet.goto('/admin/nueva-proforma');
    await tablet.getByPlaceholder(/Buscar por código o nombre/).first().waitFor();
    await addProduct(tablet, 'Martillo de carpintero 16 oz');
    await addProduct(tablet, 'Juego de destornilladores 6 piezas');
    await tablet.waitForTimeout(1700);
    await shot(tablet, '51-tablet-nueva-proforma', true);
  }
} finally {
  await close();
}
