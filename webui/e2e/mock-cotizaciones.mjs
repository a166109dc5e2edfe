// A canned API for the quotation and catalogue screens, layered over
// mock-api.mjs and mock-operations.mjs (sign-in, branches, customers, the
// product search): the branch's product list of the catalogue picker and its
// search through the index,
// quotations, catalogues and their details, and a tiny PDF.
import { PRODUCTS } from './mock-operations.mjs';

const at = (day, hh, mm) => `2025-03-${String(day).padStart(2, '0')}T${String(hh + 4).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00Z`;
const clientes = ['Constructora Illampu', 'Ferretería Don Pedro', 'SN', 'Comercial Andina S.R.L.', 'Distribuidora El Ceibo', 'Hugo Paredes Limachi', 'Supermercado Ketal'];
const vendedores = ['Juan Carlos Mendoza', 'Carla Mamani Rojas', 'Luis Rojas'];

const extra = [
  ['PIN-310', 'Rodillo de felpa 9" con mango', 'Pieza', 36, [38, 35, 33, 0, 0, 0]],
  ['ELE-220', 'Foco LED 12 W luz fría E27', 'Pieza', 0, [18, 16, 15, 0, 0, 0]],
  ['PLO-115', 'Llave de paso 1/2" bronce', 'Pieza', 22, [45, 42, 40, 0, 0, 0]],
  ['FER-330', 'Candado de acero 40 mm Yale', 'Pieza', 15, [65, 62, 60, 0, 0, 0]],
  ['CEM-120', 'Yeso de construcción bolsa 25 kg', 'Bolsa', 80, [32, 30, 29, 0, 0, 0]],
  ['HER-410', 'Amoladora angular 4 1/2" 850 W', 'Pieza', 4, [520, 505, 490, 0, 0, 0]],
  ['SEG-101', 'Casco de seguridad con rachet', 'Pieza', 0, [55, 52, 50, 0, 0, 0]],
  ['ELE-330', 'Tomacorriente doble con tierra', 'Pieza', 64, [24, 22, 21, 0, 0, 0]],
  ['FER-505', 'Serrucho de carpintero 20"', 'Pieza', 9, [95, 90, 88, 0, 0, 0]],
  ['PLO-640', 'Codo PVC 1/2" x 90°', 'Pieza', 250, [3.5, 3.2, 3, 0, 0, 0]],
  ['PIN-440', 'Thinner acrílico litro', 'Litro', 44, [28, 26, 25, 0, 0, 0]],
  ['CLA-015', 'Tornillo autorroscante 1" caja 100', 'Caja', 70, [22, 20, 19, 0, 0, 0]],
  ['HER-118', 'Nivel de burbuja 24" aluminio', 'Pieza', 11, [75, 72, 70, 0, 0, 0]],
].map(([codigo, producto, unidad, stock, p], i) => ({
  ...PRODUCTS[i % PRODUCTS.length], id: 40 + i, codigo, producto, nombre: producto, unidad, cantidad_disponible: stock,
  precio: p[0], precio2: p[1], precio3: p[2], precio4: p[3], precio5: p[4], precio6: p[5],
  niveles: p.map((v, n) => ({ nivel: n + 1, precio: v })).filter((l) => l.precio > 0),
  imagen: i % 3 === 1 ? null : `/api/imagenes/x${i}`, imagen2: i % 2 ? `/api/imagenes/y${i}` : null, imagen3: i % 4 === 0 ? `/api/imagenes/z${i}` : null,
}));

/** The branch's products of the catalogue picker. */
export const CATALOG_PRODUCTS = [...PRODUCTS, ...extra];

export const PROFORMAS = Array.from({ length: 12 }, (_, i) => ({
  id: 60 + i, numero_comprobante: 215 + i, fecha: at(14, 8 + Math.floor(i / 2), (i * 23) % 60), sucursal: 'Casa Matriz', sucursal_id: 1,
  cliente_id: i + 1, razon_social: clientes[i % clientes.length], nit: i % clientes.length === 2 ? '0' : String(1020304000 + i * 7121),
  direccion: 'Zona Sopocachi', telefono: '71234567', descripcion: ['Obra edificio Torre Azul, entrega en 5 días', '', 'Cotización para licitación municipal', 'Precios válidos por 15 días', ''][i % 5],
  total: [4520, 356, 12890.5, 890, 2310, 148.5, 760, 5320, 92, 1875, 3390, 410][i], usuario: vendedores[i % 3], empleado: vendedores[i % 3], estado: i === 3 || i === 9 ? 0 : 1,
  motivo_anulacion: i === 3 ? 'El cliente pidió otra cotización' : '',
}));

const plus30 = (iso) => new Date(Date.parse(iso) + 30 * 864e5).toISOString();

export const CATALOGOS = Array.from({ length: 9 }, (_, i) => ({
  id: 30 + i, nro_catalogo: 88 + i, fecha: at(14 - (i % 4) * 3, 9 + i, 5), fecha_catalogo: '', fecha_fin: plus30(at(14 - (i % 4) * 3, 9 + i, 5)),
  sucursal: 'Casa Matriz', sucursal_id: 1, cliente_id: i + 1, razon_social: clientes[(i + 2) % clientes.length], nit: String(1020309000 + i * 3331), complemento: i === 2 ? '1A' : '',
  telefono: '71234567', direccion: 'Av. Busch 1200', descripcion: i % 2 ? 'Lista de precios de materiales de construcción' : '',
  total: [2480.5, 915, 12040, 388, 5620, 730.25, 1840, 96, 4410][i], usuario: vendedores[i % 3], empleado: vendedores[i % 3], estado: [1, 1, 2, 0, 1, 1, 2, 1, 1][i],
}));

const lines = [
  [CATALOG_PRODUCTS[0], 80, 1],
  [CATALOG_PRODUCTS[2], 60, 1],
  [CATALOG_PRODUCTS[4], 465, 1],
  [CATALOG_PRODUCTS[6], 670, 1],
  [CATALOG_PRODUCTS[7], 32, 1],
  [CATALOG_PRODUCTS[10], 35, 2],
  [CATALOG_PRODUCTS[12], 42, 1],
];

const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

/** Installs the routes (call after mockOperations so these are tried first). */
export async function mockCotizaciones(page) {
  const json = (route, body, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname;
    const method = route.request().method();
    if (p === '/api/productos' && method === 'GET') return json(route, { data: CATALOG_PRODUCTS });
    // The catalogue picker searches the same products it lists (code first, then name, as the index ranks them).
    if (p === '/api/productos/buscar' && Number(url.searchParams.get('limit')) > 20) {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const hit = (x, field) => x[field].toLowerCase().includes(q);
      const rows = [...CATALOG_PRODUCTS.filter((x) => hit(x, 'codigo')), ...CATALOG_PRODUCTS.filter((x) => !hit(x, 'codigo') && hit(x, 'producto'))];
      return json(route, { data: rows.slice(0, Number(url.searchParams.get('limit'))) });
    }
    if (/\/generar-pdf\/\d+$/.test(p)) return route.fulfill({ status: 200, contentType: 'application/pdf', body: pdf });
    if (p === '/api/proformas' && method === 'GET') {
      const total = PROFORMAS.filter((x) => x.estado === 1).reduce((s, x) => s + x.total, 0);
      return json(route, { data: PROFORMAS, total_validas: Math.round(total * 100) / 100 });
    }
    if (p === '/api/proformas' && method === 'POST') return json(route, { message: 'Proforma guardada con éxito', id: 99, proforma_id: 99 }, 201);
    if (/^\/api\/proformas\/\d+$/.test(p)) {
      const pr = PROFORMAS.find((x) => x.id === Number(p.split('/').pop())) ?? PROFORMAS[0];
      const detalles = lines.slice(0, 5).map(([prod, precio, cantidad], i) => ({
        id: i + 1, producto_id: prod.id, producto: prod.producto, codigo: prod.codigo, unidad: prod.unidad, cantidad: cantidad * (i + 2), precio, subtotal: precio * cantidad * (i + 2),
      }));
      return json(route, { proforma: { ...pr, total: detalles.reduce((s, d) => s + d.subtotal, 0) }, detalles });
    }
    if (p === '/api/catalogos' && method === 'GET') return json(route, { data: CATALOGOS });
    if (p === '/api/catalogos' && method === 'POST') return json(route, { message: 'Catalogo guardada con éxito', id: 77, catalogo_id: 77 }, 201);
    if (/^\/api\/catalogos\/\d+$/.test(p) && method === 'GET') {
      const c = CATALOGOS.find((x) => x.id === Number(p.split('/').pop())) ?? CATALOGOS[0];
      const detalles = lines.map(([prod, precio, cantidad], i) => ({
        id: i + 1, producto_id: prod.id, producto: prod.producto, codigo: prod.codigo, cantidad, precio, estado: i === 3 ? 0 : 1, motivo: i === 3 ? 'Sin stock en proveedor' : '',
      }));
      const total = detalles.filter((d) => d.estado === 1).reduce((s, d) => s + d.precio * d.cantidad, 0);
      return json(route, {
        catalogo: { ...c, total },
        detalles,
        data: {
          cliente_id: c.cliente_id, razon_social: c.razon_social, nit: c.nit, complemento: c.complemento, telefono: c.telefono, direccion: c.direccion, descripcion: c.descripcion,
          productos: lines.filter((_, i) => i !== 3).map(([prod, precio, cantidad]) => ({
            id: prod.id, nombre: prod.producto, codigo: prod.codigo, pivot: { precio, cantidad },
            precio1: prod.precio, precio2: prod.precio2, precio3: prod.precio3, precio4: prod.precio4, precio5: prod.precio5, precio6: prod.precio6,
          })),
        },
      });
    }
    return route.fallback();
  });
}
