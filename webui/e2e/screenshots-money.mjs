// Screenshots of the money screens for a visual check, against a real
// `sgc serve --demo` (the demo has a half-paid debt, today's income and
// expense and yesterday's closed cash box): `node e2e/screenshots-money.mjs
// [name]` after `make build`. PNGs go to e2e/.out/.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, newPage } from './browser.mjs';
import { OUT } from './screenshot-kit.mjs';
import { startServer } from './server.mjs';
import { signIn } from './setup.mjs';

const only = process.argv[2];
const want = (name) => !only || name.includes(only);

await mkdir(OUT, { recursive: true });
const server = await startServer({ demo: true });
const browser = await launch();
const shot = async (page, name, fullPage = false) => {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage });
  console.log('wrote', join(OUT, `${name}.png`));
};

try {
  const admin = await newPage(browser, server.url);
  await signIn(admin, 'admin', server.password);
  if (want('cobrar')) {
    await admin.goto('/admin/cuentas-cobrar');
    await admin.locator('td', { hasText: 'Constructora Andina' }).waitFor();
    await shot(admin, '80-cuentas-cobrar');
    await admin.getByRole('link', { name: 'Cobrar', exact: true }).first().click();
    await admin.waitForTimeout(1500);
    await shot(admin, '81-cobro', true);
  }
  if (want('gastos')) {
    await admin.goto('/admin/gastos');
    await admin.getByRole('button', { name: 'Nuevo Gasto' }).click();
    await admin.locator('#f-concepto').waitFor();
    await shot(admin, '82-gasto-modal');
  }
  if (want('ingresos')) {
    await admin.goto('/admin/ingresos');
    await admin.locator('td', { hasText: 'Alquiler de andamio' }).waitFor();
    await shot(admin, '85-ingresos');
  }
  if (want('caja')) {
    const juan = await newPage(browser, server.url);
    await signIn(juan, 'jchoque', 'demo1234');
    await juan.goto('/admin/cajas');
    await juan.getByRole('button', { name: 'Abrir Caja' }).waitFor();
    await shot(juan, '83-caja-no-abierta', true);
    await juan.getByRole('button', { name: 'Filtrar' }).click();
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('es-BO', { timeZone: 'America/La_Paz', day: '2-digit', month: '2-digit', year: 'numeric' });
    await juan.locator('#f-fecha').fill(yesterday);
    await juan.locator('.modal').getByRole('button', { name: 'Filtrar' }).click();
    await juan.getByTestId('diferencia').waitFor();
    await shot(juan, '84-caja-ayer-cerrada', true);
    await juan.getByRole('button', { name: 'Filtrar' }).click();
    await juan.locator('#f-fecha').fill(new Date().toLocaleDateString('es-BO', { timeZone: 'America/La_Paz', day: '2-digit', month: '2-digit', year: 'numeric' }));
    await juan.locator('.modal').getByRole('button', { name: 'Filtrar' }).click();
    await juan.locator('#f-monto_inicial').fill('150');
    await juan.getByRole('button', { name: 'Abrir Caja' }).click();
    await juan.locator('#f-monto_final').fill('152,5');
    await juan.getByTestId('diferencia').waitFor();
    await shot(juan, '86-caja-cierre', true);
  }
} finally {
  await browser.close();
  await server.stop();
}
