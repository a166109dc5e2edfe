// Browser test of the catalogue and quotation screens against a real
// `sgc serve`: a Vendedor of branch 1 (created through the API, with a
// product in stock there) builds a catalogue in Registrar Catalogo — page
// add, Precio Global, an edited price — and gets its PDF in a new tab, then
// finds it as Válido in CATALOGOS; edits it, removes a line with a reason in
// the detail modal and cancels it; then registers a quotation in Registrar
// Proforma and gets its PDF too, and the quotation is listed as Valido.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, newPage } from './browser.mjs';
import { haveBinary, SGC_BIN, startServer } from './server.mjs';

const missing = haveBinary() ? false : `${SGC_BIN} not found: run make build`;
if (missing && process.env.CI) throw new Error(missing);

const STOCKED = { codigo: 'E2E-CAT-01', producto: 'Taladro percutor E2E 650 W', precios: ['690', '670', '655', '0', '0', '0'] };
const EMPTY = { codigo: 'E2E-CAT-02', producto: 'Nivel de burbuja E2E 24"', precios: ['75', '0', '70', '0', '0', '0'] };
const SELLER = { usuario: 'vendedor_cot', password: 'Vendedor-Cot-2025' };
const CLIENT = { nombres_apellidos: 'Constructora Illampu E2E', numero_documento: '1020367959', telefono: '71234567', direccion: 'Av. Busch 1200' };

/** Calls the API as `token`; a missing route fails the suite with its name. */
async function api(server, token, method, path, body) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(server.url + path, { method, headers, body: payload });
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (res.status === 404 || res.status === 405) throw new Error(`the API lacks ${method} ${path} (${res.status}): ${text}`);
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return data;
}

function form(fields) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) v.forEach((x) => fd.append(k, String(x)));
    else fd.append(k, String(v));
  }
  return fd;
}

async function signIn(page, usuario, password) {
  await page.goto('/');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/admin$/);
}

/** Waits until an input shows `expected` (the screen re-renders after a change). */
async function expectValue(locator, expected, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  let actual = await locator.inputValue();
  while (actual !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    actual = await locator.inputValue();
  }
  assert.equal(actual, expected);
}

/** Waits for the new tab a click opens and checks that it shows a PDF. */
async function expectPdfTab(page, tabPromise, responsePromise) {
  const res = await responsePromise;
  assert.equal(res.status(), 200);
  assert.match(res.headers()['content-type'] ?? '', /^application\/pdf/);
  const tab = await tabPromise;
  await tab.waitForURL(/^blob:/);
  const shown = await tab.evaluate(async () => {
    const r = await fetch(location.href);
    const head = new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5));
    return { type: r.headers.get('content-type') ?? '', head };
  });
  assert.match(shown.type, /^application\/pdf/);
  assert.equal(shown.head, '%PDF-');
  await tab.close();
}

describe('catalogue and quotation by a Vendedor, with their PDFs', { skip: missing }, () => {
  let server;
  let browser;

  before(async () => {
    server = await startServer();
    browser = await launch();
    const { token } = await api(server, null, 'POST', '/api/login', { usuario: 'admin', password: server.password });
    const unidad = await api(server, token, 'POST', '/api/unidades', { unidad: 'Pieza Cot', sigla: 'PZC', descripcion: '' });
    const categoria = await api(server, token, 'POST', '/api/categorias', { categoria: 'Herramientas Cot', descripcion: '' });
    const ids = [];
    for (const p of [STOCKED, EMPTY]) {
      const [precio, precio2, precio3, precio4, precio5, precio6] = p.precios;
      const saved = await api(server, token, 'POST', '/api/productos', form({
        codigo: p.codigo, producto: p.producto, nombre_factura: p.producto, unidad: unidad.id, categoria: categoria.id, costo: '500',
        precio, precio2, precio3, precio4, precio5, precio6, minimo: 2, descripcion: 'Producto de prueba',
      }));
      ids.push(saved.id);
    }
    await api(server, token, 'POST', '/api/inventario/carga-inicial', { sucursal_id: 1, producto_id: ids[0], cantidad: 8, costo: 500 });
    await api(server, token, 'POST', '/api/clientes', form({ ...CLIENT, complemento: '', email: '' }));
    await api(server, token, 'POST', '/api/usuarios', form({
      nombres: 'Carla', apellidos: 'Mamani E2E', numero_identificacion: '6543210', genero: 'Femenino', telefono: '71234568', email: '',
      usuario: SELLER.usuario, password: SELLER.password, rol: ['Vendedor'], sucursal_id: 1, is_activa_traspasos: 0,
    }));
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a catalogue in Registrar Catalogo, opens its PDF and lists it as Válido', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.goto('/admin/nuevo-catalogo');
    await page.getByRole('heading', { name: 'Registrar Catalogo' }).waitFor();
    await page.getByText('Todos los productos').waitFor();
    assert.equal(await page.getByRole('button', { name: /GENERAR CATALOGO/ }).count(), 0, 'no submit while the cart is empty');

    await page.locator('#f-cliente').selectOption({ label: `${CLIENT.nombres_apellidos} — ${CLIENT.numero_documento}` });
    await expectValue(page.locator('#f-nit'), CLIENT.numero_documento);
    await expectValue(page.locator('#f-telefono'), CLIENT.telefono);

    // Only the product with stock goes in with the page.
    await page.getByRole('button', { name: 'Agregar página actual con stock' }).click();
    await page.getByText('1 productos agregados al carrito').waitFor();
    const price = page.getByLabel(`Precio de ${STOCKED.producto}`, { exact: true });
    await expectValue(price, '690.00');
    assert.equal(await page.getByLabel(`Precio de ${EMPTY.producto}`).count(), 0);

    // The product without stock can still be added by hand.
    await page.getByLabel('Buscar producto').fill('nivel');
    await page.getByText('Filtro activo').waitFor();
    await page.getByRole('button', { name: `Agregar ${EMPTY.producto}` }).click();
    await page.getByText('Agregado al carrito').first().waitFor();

    await page.locator('#f-precio-global').selectOption('3');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Precio 3 aplicado a 2 productos').waitFor();
    await expectValue(price, '655.00');
    await page.getByLabel(`Precio de ${EMPTY.producto}`).fill('72.5');
    await page.locator('.catalog-cart .cart-totals').getByText('Bs 727,50').waitFor();

    const pdf = page.waitForResponse((r) => r.url().includes('/api/catalogos/generar-pdf/'));
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /GENERAR CATALOGO/ }).click();
    await page.waitForURL(/\/admin\/catalogos$/);
    await page.getByText('Catalogo guardada con éxito').waitFor();
    await page.getByText('La catalogo se ha guardado correctamente.').waitFor();
    await expectPdfTab(page, tab, pdf);
    await page.getByRole('button', { name: 'Aceptar' }).click();

    const row = page.locator('tbody tr', { hasText: CLIENT.nombres_apellidos });
    await row.getByText('Válido', { exact: true }).waitFor();
    await row.getByText('Bs 727,50').waitFor();

    // Entering the screen again starts with an empty cart.
    await page.getByRole('link', { name: 'Nuevo Catálogo' }).click();
    await page.getByText('No hay productos en el carrito.').waitFor();
    await page.context().close();
  });

  it('edits the catalogue, removes a line in the detail modal and cancels it', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.goto('/admin/catalogos');
    const row = page.locator('tbody tr', { hasText: CLIENT.nombres_apellidos });
    await row.getByRole('link', { name: 'Editar catálogo' }).click();
    await page.waitForURL(/\/admin\/editar-catalogo\/\d+$/);
    await page.getByText('El cliente no puede ser modificado').waitFor();
    assert.equal(await page.locator('#f-razon_social').getAttribute('readonly'), '');
    const price = page.getByLabel(`Precio de ${STOCKED.producto}`, { exact: true });
    await expectValue(price, '655.00');
    await price.fill('660');
    const pdf = page.waitForResponse((r) => r.url().includes('/api/catalogos/generar-pdf/'));
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /ACTUALIZAR CATÁLOGO/ }).click();
    await page.waitForURL(/\/admin\/catalogos$/);
    await page.getByText('Catálogo actualizado con éxito').waitFor();
    await expectPdfTab(page, tab, pdf);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await row.getByText('Bs 732,50').waitFor();

    await row.getByRole('button', { name: 'Ver detalle' }).click();
    const modal = page.locator('.modal');
    await modal.getByText(STOCKED.producto).waitFor();
    await modal.getByRole('button', { name: `Anular ${EMPTY.producto}` }).click();
    await page.getByRole('button', { name: 'Sí, eliminar producto' }).click();
    await page.getByText('Debe ingresar un motivo').waitFor();
    await page.locator('#f-motivo').fill('Sin stock en proveedor');
    await page.getByRole('button', { name: 'Sí, eliminar producto' }).click();
    await page.getByText('Producto eliminado con éxito').waitFor();
    // One valid line left: it cannot be removed.
    assert.equal(await modal.getByRole('button', { name: `Anular ${STOCKED.producto}` }).count(), 0);
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await row.getByText('Bs 660,00').waitFor();

    await row.getByRole('button', { name: 'Anular catálogo' }).click();
    await page.getByRole('button', { name: 'Sí, anular catálogo' }).click();
    await page.getByText('Catalogo anulada con éxito').waitFor();
    await row.getByText('Anulado', { exact: true }).waitFor();
    assert.equal(await row.getByRole('link', { name: 'Editar catálogo' }).count(), 0);
    await page.context().close();
  });

  it('registers a quotation in Registrar Proforma and opens its PDF', async () => {
    const page = await newPage(browser, server.url);
    await signIn(page, SELLER.usuario, SELLER.password);
    await page.goto('/admin/nueva-proforma');
    await page.getByRole('heading', { name: 'Registrar Proforma' }).waitFor();
    await page.locator('#f-cliente').selectOption({ label: `${CLIENT.nombres_apellidos} — ${CLIENT.numero_documento}` });
    await page.locator('#f-descripcion').fill('Entrega en obra');

    await page.getByLabel('Buscar producto').fill('taladro');
    const add = page.getByRole('button', { name: `Agregar ${STOCKED.producto}` });
    await add.click();
    await add.click();
    const qty = page.getByLabel(`Cantidad de ${STOCKED.producto}`);
    // Adding the product again adds one unit to its line.
    await expectValue(qty, '2');
    await page.getByLabel(`Nivel de precio de ${STOCKED.producto}`).selectOption('2');
    await expectValue(page.getByLabel(`Precio de ${STOCKED.producto}`, { exact: true }), '670.00');
    await page.locator('.cart-totals').getByText('Bs 1.340,00').waitFor();

    const pdf = page.waitForResponse((r) => r.url().includes('/api/proformas/generar-pdf/'));
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'REGISTRAR' }).click();
    await page.getByText('Proforma guardada con éxito').waitFor();
    await page.waitForURL(/\/admin\/proformas$/);
    await expectPdfTab(page, tab, pdf);

    const row = page.locator('tbody tr', { hasText: CLIENT.nombres_apellidos });
    await row.getByText('Valido', { exact: true }).waitFor();
    await row.getByText('Bs 1.340,00').waitFor();
    await page.locator('.stat-value', { hasText: 'Bs 1.340,00' }).waitFor();
    await page.context().close();
  });
});
