// Browser test of the owner's tools against a real `sgc serve`: Super
// downloads a backup from Datos (a bbolt file named respaldo-…db) and sees the
// automatic backup the server took at start; registers furniture with a
// picture in INVENTARIO MOBILIARIO and opens its PDF; voids a sale and reads
// the void in the Bitácora.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import { newPage } from './browser.mjs';
import { adminToken, api, createProduct, createUnitAndCategory, expectPdfTab, initialStock, missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

/** A small valid PNG (solid colour), built here so the test needs no fixture file. */
function png(w = 24, h = 16) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = [];
  for (let y = 0; y < h; y++) rows.push(Buffer.from([0, ...Array(w).fill([200, 120, 40]).flat()]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('backups, furniture and the audit log', { skip: missing }, () => {
  const suite = withServer();
  let saleId;

  before(async () => {
    const token = await adminToken(suite.server);
    const { unidad, categoria } = await createUnitAndCategory(suite.server, token, { unidad: 'Pieza', sigla: 'PZA' }, { categoria: 'Ferretería' });
    const producto = await createProduct(suite.server, token, { codigo: 'MAR-E2E', producto: 'Martillo E2E', unidad: unidad.id, categoria: categoria.id, costo: '30', precios: ['50'] });
    await initialStock(suite.server, token, { producto_id: producto, cantidad: 5, costo: 30 });
    const sale = await api(suite.server, token, 'POST', '/api/ventas', {
      cliente: 1, razon_social: 'SN', nit: '0', tipo_pago: 'Contado', metodo_pago: 'Efectivo', descuento: 0, total: 100, sucursal: 1,
      productos: [{ id: producto, cantidad: 2, precio: 50, serie: '', idCarrito: String(producto) }],
    });
    saleId = sale.venta_id;
  });

  it('downloads a backup from Datos and lists the automatic one', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/datos');
    await page.getByText('RESPALDO DE LA BASE DE DATOS').waitFor();
    // The server took an automatic backup at start (none was a day old).
    await page.getByRole('table', { name: 'Respaldos automáticos' }).locator('tbody tr').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar respaldo', exact: true }).click()]);
    assert.match(download.suggestedFilename(), /^respaldo-\d{8}-\d{6}\.db$/);
    const file = await readFile(await download.path());
    // A bbolt file: its first page (after a 16-byte header) is a meta page starting with the magic 0xED0CDAED.
    assert.ok(file.length >= 16384, `backup of ${file.length} bytes`);
    assert.equal(file.readUInt32LE(16), 0xed0cdaed);
    await page.getByText('Respaldo descargado correctamente').first().waitFor();
    // An automatic backup downloads too.
    const auto = page.getByRole('table', { name: 'Respaldos automáticos' }).getByRole('button').first();
    const [stored] = await Promise.all([page.waitForEvent('download'), auto.click()]);
    assert.match(stored.suggestedFilename(), /^respaldo-\d{8}-\d{6}\.db$/);
    assert.equal((await readFile(await stored.path())).readUInt32LE(16), 0xed0cdaed);
  });

  it('registers furniture with a picture and opens its PDF', async () => {
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/mobiliario');
    await page.getByRole('heading', { name: 'INVENTARIO MOBILIARIO' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo Registro' }).click();
    await page.getByLabel('Mobiliario').fill('Vitrina E2E');
    await page.getByLabel('Cantidad').fill('3');
    // The value typed the Bolivian way, key by key.
    await page.getByLabel('Valor unitario (Bs)').pressSequentially('1.250,50');
    await page.getByTestId('subtotal').getByText('3.751,50').waitFor();
    await page.locator('#f-estado_mobiliario').selectOption('USADO');
    await page.locator('#f-imagen1').setInputFiles({ name: 'vitrina.png', mimeType: 'image/png', buffer: png() });
    await page.getByRole('img', { name: 'Imagen 1' }).waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    const row = page.locator('tbody tr', { hasText: 'Vitrina E2E' });
    await row.waitFor();
    assert.match(await row.textContent(), /USADO/);
    assert.match(await row.textContent(), /3\.751,50/);
    await row.locator('img').waitFor(); // the picture's thumbnail
    await page.getByText('Costo total del mobiliario').waitFor();

    const pdf = page.waitForResponse((r) => r.url().includes('/api/mobiliarios/generar-pdf/'));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'PDF' }).click()]);
    await expectPdfTab(tab, await pdf);
  });

  it('shows a void in the Bitácora', async () => {
    const token = await adminToken(suite.server);
    await api(suite.server, token, 'PUT', `/api/ventas/estado/${saleId}`, { motivo: 'Cobro duplicado E2E' });
    const page = await newPage(suite.browser, suite.server.url);
    await signIn(page, 'admin', suite.server.password);
    await page.goto('/admin/bitacora');
    await page.getByRole('heading', { name: 'BITÁCORA' }).waitFor();
    const row = page.locator('tbody tr', { hasText: 'Cobro duplicado E2E' });
    await row.waitFor();
    assert.match(await row.textContent(), /Anulación de venta/);
    assert.match(await row.textContent(), /Administrador del Sistema/);
    await page.getByLabel('Tipo').selectOption('Anulación de venta');
    await page.locator('tbody tr').first().getByText('Anulación de venta').waitFor();
  });
});
