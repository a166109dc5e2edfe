// What every browser flow needs before and around its screens: whether the
// server binary is there, calls to the real API for the setup (sign-in,
// unit, category, product, users, stock), the sign-in form and the checks of
// a typed value and of a PDF opened in a new tab. One copy, so a change of
// the API or of the sign-in screen is made in one place.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { launch } from './browser.mjs';
import { haveBinary, SGC_BIN, startServer } from './server.mjs';

/**
 * Why the suite is skipped, or false. Without the binary the suite is skipped
 * locally, but fails in CI where `make test` builds it first.
 */
export function missingBinary() {
  const missing = haveBinary() ? false : `${SGC_BIN} not found: run make build`;
  if (missing && process.env.CI) throw new Error(missing);
  return missing;
}

/**
 * A suite's own server (on a temporary data folder) and browser, started
 * before its tests and stopped after them, so no suite copies that setup.
 * Call it first in a describe (its `before` runs ahead of the suite's own);
 * `suite.server` and `suite.browser` are there from then on. `options` are
 * startServer's, or an async function answering them when they depend on
 * something started first (the SIN double's address).
 */
export function withServer(options) {
  const suite = { server: null, browser: null };
  before(async () => {
    suite.server = await startServer(typeof options === 'function' ? await options() : options);
    suite.browser = await launch();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** Calls the API as `token`; a missing route fails the suite with its name. */
export async function api(server, token, method, path, body) {
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

/** A multipart body; array values become repeated fields (rol[]). */
export function form(fields) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) v.forEach((x) => fd.append(k, String(x)));
    else fd.append(k, String(v));
  }
  return fd;
}

/** The token of the first-start Super user `admin`. */
export async function adminToken(server) {
  return (await api(server, null, 'POST', '/api/login', { usuario: 'admin', password: server.password })).token;
}

/** A unit and a category for the products of a suite. */
export async function createUnitAndCategory(server, token, unidad, categoria) {
  return {
    unidad: await api(server, token, 'POST', '/api/unidades', { descripcion: '', ...unidad }),
    categoria: await api(server, token, 'POST', '/api/categorias', { descripcion: '', ...categoria }),
  };
}

/**
 * Creates a product and answers its id. `precios` lists the six levels in
 * order; the invoice name defaults to the product name.
 */
export async function createProduct(server, token, { precios = [], ...fields }) {
  const levels = {};
  ['precio', 'precio2', 'precio3', 'precio4', 'precio5', 'precio6'].forEach((k, i) => (levels[k] = precios[i] ?? '0'));
  const body = { nombre_factura: fields.producto, ...levels, minimo: 2, descripcion: 'Producto de prueba', ...fields };
  const { id } = await api(server, token, 'POST', '/api/productos', form(body));
  assert.ok(id, 'POST /api/productos must answer the new id');
  return id;
}

/** Creates a staff user (a Vendedor of branch 1 unless told otherwise). */
export function createUser(server, token, fields) {
  const body = { genero: 'Femenino', email: '', rol: ['Vendedor'], sucursal_id: 1, is_activa_traspasos: 0, ...fields };
  return api(server, token, 'POST', '/api/usuarios', form(body));
}

/** Puts the first stock of a product in a branch (carga inicial). */
export function initialStock(server, token, { sucursal_id = 1, producto_id, cantidad, costo }) {
  return api(server, token, 'POST', '/api/inventario/carga-inicial', { sucursal_id, producto_id, cantidad, costo });
}

/** Stock of a product in a branch, as the API answers it. */
export async function stockOf(server, token, id, branchId = 1) {
  const r = await api(server, token, 'GET', `/api/productos/${id}?sucursal_id=${branchId}`);
  return Number((r.data ?? r).cantidad_disponible);
}

/** Fills and sends the sign-in form (no wait: a failed sign-in stays on it). */
export async function submitSignIn(page, usuario, password) {
  await page.goto('/');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Signs in and waits for the dashboard. */
export async function signIn(page, usuario, password) {
  await submitSignIn(page, usuario, password);
  await page.waitForURL(/\/admin$/);
}

/** Waits until an input shows `expected` (the screen re-renders after a change). */
export async function expectValue(locator, expected, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  let actual = await locator.inputValue();
  while (actual !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    actual = await locator.inputValue();
  }
  assert.equal(actual, expected);
}

/** Checks that a PDF answer came and that the new tab shows it: a blob whose content is a PDF. */
export async function expectPdfTab(tab, res) {
  assert.equal(res.status(), 200);
  assert.match(res.headers()['content-type'] ?? '', /^application\/pdf/);
  await tab.waitForURL(/^blob:/);
  const shown = await tab.evaluate(async () => {
    const r = await fetch(location.href);
    const head = new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5));
    return { type: r.headers.get('content-type') ?? '', head };
  });
  assert.match(shown.type, /^application\/pdf/);
  assert.equal(shown.head, '%PDF-');
}
