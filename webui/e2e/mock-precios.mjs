// A canned API for the price screens and the price alert, layered over
// mock-api.mjs (sign-in, branches) and mock-operations.mjs (the product
// search): the product × branch price table, the bulk change, and an alert
// with eight changed products for the branch.
import { BRANCHES } from './mock-api.mjs';
import { PRODUCTS } from './mock-operations.mjs';

const LEVELS = ['precio', 'precio2', 'precio3', 'precio4', 'precio5', 'precio6'];
const active = BRANCHES.filter((b) => b.estado);
// Branches further from the main warehouse sell a little dearer.
const factor = { 1: 1, 2: 1.03, 3: 1.05, 4: 1.08 };

const six = (p, f) => Object.fromEntries(LEVELS.map((k) => [k, Math.round(p[k] * f * 10) / 10]));

/** GET /api/productos/precios-sucursales. */
export const PRECIOS = PRODUCTS.map((p) => ({
  id: p.id,
  codigo: p.codigo,
  producto: p.producto,
  sucursales: Object.fromEntries(active.map((b) => [b.sucursal, { sucursal_id: b.id, grupo: b.grupo, ...six(p, factor[b.id] ?? 1) }])),
}));

/** GET /api/productos/productos-precios-actualizados/{id}. */
export const DETALLES_PRECIOS = PRODUCTS.slice(0, 8).map((p, i) => {
  const now = six(p, 1.1);
  return {
    producto_id: p.id, codigo: p.codigo, producto: p.producto, fecha: `2025-03-14T${String(20 - i).padStart(2, '0')}:1${i}:00Z`,
    ...now, anterior: six(p, 1),
  };
});

/** Installs the routes (call after mockApi and mockOperations so these are tried first). */
export async function mockPrecios(page, { alerta = true } = {}) {
  let alert = alerta;
  const json = (route, body, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname;
    const method = route.request().method();
    if (p === '/api/productos/precios-sucursales') {
      if (method === 'GET') return json(route, { data: PRECIOS });
      const body = route.request().postDataJSON();
      if (['precio', 'precio2', 'precio3'].some((k) => Number(body[k]) > 10000)) return json(route, { message: 'Datos inválidos', errors: { precio2: ['El precio 2 no puede superar Bs 10.000.'] } }, 422);
      return json(route, { message: 'Precios actualizados correctamente' }, 201);
    }
    if (p === '/api/productos/actualizar-precios') return json(route, { message: 'Precios actualizados correctamente' }, 201);
    if (p.startsWith('/api/productos/verifica-productos-actualizados/')) return json(route, { alerta_existe: alert });
    if (p.startsWith('/api/productos/productos-precios-actualizados/')) return json(route, { detalles: DETALLES_PRECIOS });
    if (p.startsWith('/api/productos/confirmar-alerta/')) {
      alert = false;
      return json(route, { message: 'Se dejará de mostrar el mensaje.' });
    }
    return route.fallback();
  });
}
