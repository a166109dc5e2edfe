// Screenshots of the price screens and the price alert for a visual check:
// `node e2e/screenshots-precios.mjs [name]` after `make build`, against a
// real `sgc serve --demo` (see screenshot-kit.mjs). PNGs go to e2e/.out/.
import { addProduct, startScreenshots } from './screenshot-kit.mjs';

const { shot, signedIn, close } = await startScreenshots({ top: true });

async function fillCambio(page) {
  await page.goto('/admin/cambio-precios');
  await page.getByRole('button', { name: 'RESETEAR' }).click();
  await page.getByLabel('Casa Matriz').check();
  await page.getByLabel('Grupo 2').check();
  const add = (name) => addProduct(page, name);
  await add('Martillo de carpintero 16 oz');
  await add('Pintura látex blanco 4L');
  await add('Taladro percutor 650W');
  await add('Juego de destornilladores 6 piezas');
  await page.getByLabel('Precio 1 de Martillo de carpintero 16 oz').fill('89.50');
  await page.getByLabel('Precio 2 de Martillo de carpintero 16 oz').fill('84');
}

const only = process.argv[2];
const want = (name) => !only || name.includes(only);

try {
  if (want('cambio')) {
    const page = await signedIn('Super');
    await fillCambio(page);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(1700);
    await shot(page, '60-cambio-precios');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot(page, '60b-cambio-precios-carrito', false, false);
    await shot(page, '61-cambio-precios-full', true);
    await page.getByLabel('Usar porcentaje').check();
    await page.getByLabel('Incremento').check();
    await page.getByLabel('Porcentaje de Martillo de carpintero 16 oz').fill('10');
    await page.getByLabel('Porcentaje de Pintura látex blanco 4L').fill('5');
    await page.getByLabel('Porcentaje de Taladro percutor 650W').fill('1');
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    await page.waitForTimeout(200);
    await shot(page, '62-cambio-precios-porcentaje', true);
    await page.getByLabel('Actualizar Todos').check();
    await page.getByLabel('Restar').check();
    await page.locator('#f-global').fill('3');
    await page.waitForTimeout(1700);
    await shot(page, '63-cambio-precios-todos', true);
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    await shot(page, '64-cambio-precios-confirmar');
  }
  if (want('sucursales')) {
    const page = await signedIn('Super');
    await page.goto('/admin/precios-sucursales');
    await page.locator('.price-cell').first().waitFor();
    await page.getByLabel('P1 de Martillo de carpintero 16 oz en Sucursal Centro').fill('90');
    await page.getByLabel('P1 de Martillo de carpintero 16 oz en Sucursal Centro').press('Enter');
    // The second product may be on a later page: find it as a user would.
    await page.getByPlaceholder('Buscar producto o sucursal...').fill('destornilladores');
    await page.getByLabel('P2 de Juego de destornilladores 6 piezas en Sucursal Centro').fill('20000');
    await page.getByLabel('P2 de Juego de destornilladores 6 piezas en Sucursal Centro').press('Enter');
    await page.getByLabel('P3 de Juego de destornilladores 6 piezas en Sucursal Centro').fill('19');
    await page.waitForTimeout(600);
    await shot(page, '65-precios-sucursales');
  }
  if (want('alerta')) {
    const page = await signedIn('Vendedor');
    await page.locator('.price-alert').waitFor();
    await shot(page, '66-alerta-precios');
    await page.getByRole('button', { name: 'VER PRODUCTOS' }).click();
    await page.locator('.price-alert-table').waitFor();
    await shot(page, '67-alerta-productos');
    const next = page.getByRole('button', { name: 'Página siguiente' });
    if (await next.isEnabled()) {
      await next.click();
      await shot(page, '68-alerta-productos-p2');
    }
    await page.getByRole('button', { name: 'Cerrar' }).last().click();
    await page.getByRole('button', { name: 'DEJAR DE MOSTRAR' }).click();
    await shot(page, '69-alerta-confirmar');
  }
  if (want('tablet')) {
    const tablet = await signedIn('Super', { width: 820, height: 1180 });
    await fillCambio(tablet);
    await tablet.waitForTimeout(1700);
    await shot(tablet, '70-tablet-cambio-precios', true);
    await tablet.goto('/admin/precios-sucursales');
    await tablet.locator('.price-cell').first().waitFor();
    await shot(tablet, '71-tablet-precios-sucursales');
  }
} finally {
  await close();
}
