// Browser test of IMPORTAR DATOS against a real `sgc serve`: Super uploads a
// CSV with one refused row (the import button stays disabled and the refusal
// names the column and the value), fixes it, simulates, imports, reloads the
// page and finds the import's outcome there; the history lists the file; then the products export is downloaded
// and uploaded back as a workbook, and every row reads "Sin cambios". At 1366
// and 768 px wide.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { ADMIN_PASSWORD } from './server.mjs';
import { adminToken, api, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

const HEADER = 'Código;Producto;Unidad;Categoría;Costo;Precio;stock Casa Matriz;costo Casa Matriz';
const BAD = `${HEADER}\r\nIMP-0001;Martillo Ñandú;Pieza;Herramientas;40,00;55,50;10;45,50\r\nIMP-0002;Clavos 2";Caja;Ferretería;;12,345;;\r\n`;
const GOOD = BAD.replace('12,345', '12,35');

async function upload(page, name, buffer, mimeType) {
  await page.getByLabel('Archivo (.xlsx o .csv)').setInputFiles({ name, mimeType, buffer });
  await page.getByRole('button', { name: 'Simular' }).click();
}

describe('importar datos', { skip: missing }, () => {
  const suite = withServer();

  for (const width of [1366, 768]) {
    it(`simulates, refuses, imports and re-imports its export at ${width} px`, async () => {
      const page = await newPage(suite.browser, suite.server.url, { width, height: 900 });
      await signIn(page, 'admin', ADMIN_PASSWORD);
      await page.goto('/admin/importar');
      await page.getByRole('heading', { name: 'IMPORTAR DATOS' }).waitFor();
      const suffix = width === 1366 ? 'a' : 'b';
      const bad = Buffer.from(BAD.replaceAll('IMP-', `IMP${suffix}-`), 'latin1'); // Windows-1252, as Excel saves it
      await upload(page, 'catalogo.csv', bad, 'text/csv');
      const plan = page.getByRole('table', { name: 'Simulación' });
      await plan.getByText('El monto tiene más de dos decimales.').waitFor();
      assert.match(await plan.innerText(), /«12,345»/);
      assert.ok(await page.getByRole('button', { name: /^Importar/ }).isDisabled(), 'import disabled while a row is refused');
      await page.getByText('Leído como CSV Windows-1252, separador punto y coma').waitFor();

      await upload(page, 'catalogo.csv', Buffer.from(GOOD.replaceAll('IMP-', `IMP${suffix}-`), 'latin1'), 'text/csv');
      await page.getByRole('button', { name: 'Todas (2)' }).waitFor();
      await plan.getByText('Carga inicial 10 u. a Bs 45,50 en Casa Matriz').waitFor();
      await page.getByText('Unidades que se crearán: Pieza, Caja').waitFor({ state: width === 1366 ? 'visible' : 'detached' });
      await page.getByRole('button', { name: 'Importar (2 filas)' }).click();
      // The import runs in the server: a reload finds its progress or its result.
      await page.getByRole('status').filter({ hasText: /Leyendo|Validando|Aplicando|Importación terminada/ }).first().waitFor();
      await page.reload();
      await page.getByText(/Importación terminada: 2 creados/).waitFor();
      const history = page.getByRole('table', { name: 'Historial de importaciones' });
      await history.getByText('catalogo.csv').first().waitFor();

      const token = await adminToken(suite.server);
      const products = await api(suite.server, token, 'GET', '/api/productos');
      const hammer = (products.data ?? products).find((p) => p.codigo === `IMP${suffix}-0001`);
      assert.equal(hammer.producto, 'Martillo Ñandú');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar productos' }).click(),
      ]);
      const workbook = await readFile(await download.path());
      await upload(page, 'productos.xlsx', workbook, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      await page.getByText('Leído como xlsx.').waitFor();
      const unchanged = await page.getByRole('button', { name: /^Sin cambios/ }).innerText();
      const all = await page.getByRole('button', { name: /^Todas/ }).innerText();
      assert.equal(unchanged.replace(/\D/g, ''), all.replace(/\D/g, ''), 'every exported row is unchanged');
      assert.ok(await page.getByRole('button', { name: /^Importar/ }).isEnabled());
      await page.context().close();
    });
  }
});
