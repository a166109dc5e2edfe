// Screenshots of the sales, purchases and returns screens for a visual check:
// `node e2e/screenshots-operations.mjs` after `make build`, against a real
// `sgc serve --demo` (see screenshot-kit.mjs). PNGs go to e2e/.out/.
import { addProduct, startScreenshots, loaded } from './screenshot-kit.mjs';

const { shot, signedIn, close } = await startScreenshots({ top: true });

async function fillSaleCart(page) {
  await page.goto('/admin/nueva-venta');
  const add = (name) => addProduct(page, name);
  await add('Martillo de carpintero 16 oz');
  await add('Pintura látex blanco 4L');
  await add('Taladro percutor 650W');
  await add('Martillo de carpintero 16 oz');
  await page.getByLabel('Cantidad de Pintura látex blanco 4L').fill('12');
  await page.getByLabel('Nivel de precio de Taladro percutor 650W').selectOption('3');
  await page.locator('#f-cliente').selectOption('2');
  await page.locator('#f-descuento').fill('15');
}

const only = process.argv[2];
const want = (name) => !only || name.includes(only);

try {
  const page = await signedIn('Super');
  if (want('venta')) {
    await fillSaleCart(page);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(1700); // toasts fade
    await shot(page, '20-nueva-venta');
    await page.locator('#f-tipo_pago').selectOption('Cuotas');
    await page.locator('#f-a_cuenta').fill('500');
    await shot(page, '21-nueva-venta-cuotas', true);
    await page.getByLabel('Buscar producto').fill('pint');
    await page.waitForTimeout(600);
    await shot(page, '22-picker-sin-stock');
  }
  if (want('ventas')) {
    await page.goto('/admin/ventas');
    await page.locator('.page-title').waitFor();
    await loaded(page);
    await shot(page, '23-ventas');
    await page.locator('tbody').getByRole('button', { name: 'Ver detalle' }).first().click();
    await page.locator('.modal .doc-fields').waitFor();
    await shot(page, '24-venta-detalle');
    await page.getByRole('button', { name: /^Anular Martillo/ }).click();
    await page.getByRole('button', { name: 'Sí, eliminar producto' }).click();
    await shot(page, '25-anular-linea-motivo');
    await page.keyboard.press('Escape');
    await page.goto('/admin/show-venta/1');
    await page.locator('.doc-fields').waitFor();
    await shot(page, '26-show-venta');
    await page.goto('/admin/nueva-devolucion/1');
    await page.locator('.doc-fields').waitFor();
    await page.getByRole('button', { name: 'Agregar Martillo de carpintero 16 oz' }).click();
    await page.getByRole('button', { name: 'Agregar Taladro percutor 650W' }).click();
    await page.locator('#f-motivo').fill('Producto dañado');
    await page.waitForTimeout(1700);
    await shot(page, '27-nueva-devolucion');
    await page.goto('/admin/devoluciones');
    await page.locator('.page-title').waitFor();
    await loaded(page);
    await shot(page, '28-devoluciones');
  }
  if (want('compra')) {
    await page.goto('/admin/nuevaCompra');
    await page.locator('#f-proveedor').selectOption('2');
    await page.locator('#f-tipo_comprobante').selectOption('Factura');
    await page.locator('#f-numero_comprobante').fill('88213');
    await addProduct(page, 'Pintura látex blanco 4L');
        await page.getByLabel('Buscar producto').fill('tornillos');
    await addProduct(page, 'Caja de tornillos 100 unidades');
    await page.getByLabel('Buscar producto').fill('');
    await addProduct(page, 'Pintura látex blanco 4L');
    await page.getByLabel('Cantidad de Pintura látex blanco 4L').fill('200');
    await page.getByLabel('Cantidad de Caja de tornillos 100 unidades').fill('150');
    await page.getByLabel('Costo de Caja de tornillos 100 unidades').fill('10.5');
    await page.mouse.move(0, 0);
    await page.waitForTimeout(1700);
    await shot(page, '30-nueva-compra');
    await shot(page, '31-nueva-compra-full', true);
    await page.goto('/admin/compras');
    await page.locator('.page-title').waitFor();
    await loaded(page);
    await shot(page, '32-compras');
    await page.goto('/admin/show-compra/1');
    await page.locator('.doc-fields').waitFor();
    await shot(page, '33-show-compra');
  }
  if (want('tablet')) {
    const tablet = await signedIn('Super', { width: 820, height: 1180 });
    await fillSaleCart(tablet);
    await tablet.waitForTimeout(1700);
    await shot(tablet, '34-tablet-nueva-venta', true);
    await tablet.goto('/admin/ventas');
    await tablet.locator('.page-title').waitFor();
    await loaded(tablet);
    await shot(tablet, '35-tablet-ventas');
    await tablet.goto('/admin/nuevaCompra');
    await tablet.getByPlaceholder(/Buscar por código o nombre/).first().waitFor();
    await addProduct(tablet, 'Pintura látex blanco 4L');
    await addProduct(tablet, 'Martillo de carpintero 16 oz');
    await tablet.waitForTimeout(1700);
    await shot(tablet, '37-tablet-nueva-compra', true);
  }
  if (want('vendedor')) {
    const seller = await signedIn('Vendedor');
    await fillSaleCart(seller);
    await seller.getByLabel('Precio de Martillo de carpintero 16 oz', { exact: true }).first().fill('50');
    await seller.getByRole('button', { name: 'Registrar Venta' }).click();
    await seller.waitForTimeout(200);
    await shot(seller, '36-vendedor-precio-minimo');
  }
} finally {
  await close();
}
