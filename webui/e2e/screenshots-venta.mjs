// Screenshots of Registrar Venta and the cash box at 1366×768 and 768 px wide,
// against a real `sgc serve --demo`: `node e2e/screenshots-venta.mjs` after
// `make build`. PNGs go to e2e/.out/.
import { addProduct, loaded, startScreenshots } from './screenshot-kit.mjs';

const { shot, signedIn, close } = await startScreenshots({ wait: 400 });
try {
  // Two users of branch 2, so that each closes a box of their own.
  for (const [suffix, viewport, role] of [
    ['', { width: 1366, height: 768 }, 'Vendedor'],
    ['-768', { width: 768, height: 1024 }, 'Responsable'],
  ]) {
    const page = await signedIn(role, viewport);
    await page.goto('/admin/nueva-venta');
    await loaded(page);
    await shot(page, `90-venta-vacia${suffix}`);
    for (const name of ['Martillo de carpintero 16 oz', 'Pintura látex blanco 4L', 'Barniz marino 1L']) await addProduct(page, name);
    await page.waitForTimeout(600);
    await shot(page, `91-venta-carrito${suffix}`);
    await page.getByRole('button', { name: /Datos del cliente y pago/ }).click();
    await page.locator('#f-cliente').click();
    await page.locator('#f-cliente').pressSequentially('con');
    await page.locator('.cliente-picker-list li[role=option]').first().waitFor();
    await shot(page, `92-venta-cliente${suffix}`);
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    await shot(page, `93-venta-nuevo-cliente${suffix}`);
    await page.keyboard.press('Escape');

    await page.goto('/admin/cajas');
    await loaded(page);
    await shot(page, `94-caja${suffix}`, true);
    if (await page.getByRole('button', { name: 'Abrir Caja' }).count()) {
      await page.locator('#f-monto_inicial').fill('100');
      await page.getByRole('button', { name: 'Abrir Caja' }).click();
    }
    await page.locator('#f-monto_final').fill('2000');
    await page.getByRole('button', { name: 'Cerrar Caja' }).click();
    await page.getByText('¿Estás seguro?').waitFor();
    await shot(page, `95-caja-confirmar${suffix}`);
    await page.getByRole('button', { name: 'Sí, cerrar caja' }).click();
    await page.getByRole('button', { name: 'Abrir otra caja' }).waitFor();
    await shot(page, `96-caja-cerrada${suffix}`, true);
    await page.context().close();
  }
} finally {
  await close();
}
