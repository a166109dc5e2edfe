// A canned API for the product and inventory screens, layered over
// mock-api.mjs: it answers their calls and passes every other one on.
const NAMES = [
  ['TAL-001', 'Taladro percutor 13 mm 750 W', 'Unidad', 'Herramientas'],
  ['AMO-014', 'Amoladora angular 4 1/2" 850 W', 'Unidad', 'Herramientas'],
  ['MAR-220', 'Martillo carpintero 16 oz mango fibra', 'Unidad', 'Herramientas'],
  ['PIN-101', 'Pintura látex blanco mate 4 L', 'Galón', 'Pinturas'],
  ['PIN-118', 'Esmalte sintético rojo 1 L', 'Unidad', 'Pinturas'],
  ['RDL-330', 'Rodillo de lana 9" con bandeja', 'Unidad', 'Pinturas'],
  ['CAB-025', 'Cable THW 2,5 mm² rojo', 'Rollo', 'Electricidad'],
  ['INT-010', 'Interruptor simple empotrable', 'Unidad', 'Electricidad'],
  ['FOC-LED9', 'Foco LED 9 W luz cálida E27', 'Caja', 'Electricidad'],
  ['TUB-PVC2', 'Tubo PVC desagüe 2" x 3 m', 'Unidad', 'Plomería'],
  ['LLA-PAS', 'Llave de paso 1/2" bronce', 'Unidad', 'Plomería'],
  ['TEF-012', 'Cinta teflón 1/2" x 10 m', 'Unidad', 'Plomería'],
  ['CEM-IP30', 'Cemento IP-30 bolsa 50 kg', 'Bolsa', 'Construcción'],
  ['FIE-008', 'Fierro corrugado 8 mm x 12 m', 'Unidad', 'Construcción'],
  ['ALA-016', 'Alambre de amarre N.º 16', 'Kilo', 'Construcción'],
  ['TOR-6X1', 'Tornillo autorroscante 6 x 1" (100 u.)', 'Caja', 'Tornillería'],
  ['CLA-2P', 'Clavo de 2" para madera', 'Kilo', 'Tornillería'],
  ['TAR-8MM', 'Tarugo plástico 8 mm (50 u.)', 'Bolsa', 'Tornillería'],
  ['SIE-MAN', 'Sierra de arco 12" con hoja', 'Unidad', 'Herramientas'],
  ['FLE-5M', 'Flexómetro 5 m cinta ancha', 'Unidad', 'Herramientas'],
  ['GUA-NIT', 'Guantes de nitrilo talla M', 'Unidad', 'Seguridad'],
  ['CAS-BLA', 'Casco de seguridad blanco', 'Unidad', 'Seguridad'],
  ['LEN-TRA', 'Lentes de protección transparentes', 'Unidad', 'Seguridad'],
  ['BRO-SET', 'Juego de brocas para metal 13 piezas', 'Unidad', 'Herramientas'],
];

const round = (n) => Math.round(n * 100) / 100;

/** Products as GET /api/productos answers them. */
export const PRODUCTS = NAMES.map(([codigo, producto, unidad, categoria], i) => {
  const costo = round(8 + ((i * 37) % 90) + (i % 3) * 0.5);
  const p1 = round(costo * 1.35);
  const stock = i % 7 === 3 ? 0 : ((i * 53) % 140) + 2 + (i % 4);
  return {
    id: i + 1, codigo, producto, nombre: producto, nombre_factura: producto.toUpperCase(), unidad, unidad_id: 1 + (i % 5), categoria, categoria_id: 1 + (i % 6),
    costo, precio: p1, precio2: round(costo * 1.28), precio3: i % 2 ? round(costo * 1.2) : 0, precio4: 0, precio5: i % 5 === 0 ? round(costo * 1.15) : 0, precio6: 0,
    minimo: 10, descripcion: i % 3 === 0 ? 'Producto de alta rotación. Garantía de 6 meses con el fabricante.' : '',
    imagen: i % 6 === 4 ? null : `/api/imagenes/p${i + 1}`, imagen2: i % 3 === 0 ? `/api/imagenes/p${i + 1}b` : null, imagen3: i % 6 === 0 ? `/api/imagenes/p${i + 1}c` : null,
    estado: i % 9 !== 7, cantidad_disponible: stock, cantidad: stock * 3 + 12, created_at: '2025-03-0' + ((i % 9) + 1) + 'T14:30:00Z',
  };
});

const inventory = () =>
  PRODUCTS.filter((p) => p.estado).map((p) => ({
    id: p.id, codigo: p.codigo, producto: p.producto, unidad: p.unidad, categoria: p.categoria, imagen: p.imagen, imagen2: p.imagen2, imagen3: p.imagen3,
    costo_unitario: p.costo, precio: p.precio, precio2: p.precio2, precio3: p.precio3, precio4: p.precio4, precio5: p.precio5, precio6: p.precio6,
    cantidad: p.cantidad_disponible, minimo: p.minimo, sucursal: 'Casa Matriz', estado: true,
  }));

const KARDEX_TYPES = [
  ['Carga Inicial', 40, 'Inventario inicial de apertura'], ['Compra', 24, 'Compra N.º 118 — Importadora Monje'], ['Venta', -3, 'Venta N.º 2041'], ['Venta', -5, 'Venta N.º 2055'],
  ['Egreso (Traspaso)', -10, 'Traspaso N.º 31 a Sucursal Norte'], ['Venta', -2, 'Venta N.º 2070'], ['Devolución', 1, 'Devolución de la venta N.º 2070'], ['Baja', -1, 'Baja: producto dañado en almacén'],
  ['Compra', 30, 'Compra N.º 131 — Importadora Monje'], ['Venta', -6, 'Venta N.º 2102'], ['Venta', -4, 'Venta N.º 2118'], ['AnulacionVenta', 4, 'Anulación de la venta N.º 2118'],
  ['Venta', -8, 'Venta N.º 2140'], ['Ingreso (Traspaso)', 5, 'Traspaso N.º 35 desde Sucursal Sur'], ['Venta', -7, 'Venta N.º 2166'], ['Ajuste de Inventario', -2, 'Conteo de inventario'],
  ['Venta', -3, 'Venta N.º 2190'], ['Venta', -1, 'Venta N.º 2201'], ['Compra', 12, 'Compra N.º 140 — Ferrotodo S.R.L.'], ['Venta', -9, 'Venta N.º 2230'], ['Venta', -2, 'Venta N.º 2244'],
  ['Ajuste de Inventario', 1, 'Conteo de inventario'], ['Venta', -4, 'Venta N.º 2260'],
];

function kardex(id) {
  const p = PRODUCTS[(id - 1) % PRODUCTS.length];
  let saldo = 0;
  let entradas = 0;
  let salidas = 0;
  const data = KARDEX_TYPES.map(([tipo, cantidad, descripcion], i) => {
    saldo += cantidad;
    if (cantidad > 0) entradas += cantidad;
    else salidas -= cantidad;
    const priced = ['Venta', 'Devolución', 'AnulacionVenta'].includes(tipo) ? p.precio : p.costo;
    const day = String(3 + i).padStart(2, '0');
    return {
      fecha_creacion: `2025-05-${day}T${String(13 + (i % 8)).padStart(2, '0')}:1${i % 6}:00Z`, fecha_movimiento: `2025-05-${day}`, tipo, descripcion, sucursal: 'Casa Matriz',
      cantidad, precio: priced, total: round(priced * Math.abs(cantidad)), saldo_cantidad: saldo, usuario: ['admin', 'maria1', 'luis2'][i % 3],
    };
  });
  return { data, producto: { id: p.id, nombre: p.producto, imagen: p.imagen }, sucursal: { id: 1, sucursal: 'Casa Matriz', telefono: '22123456' }, entradas, salidas, saldo };
}

const conteo = () =>
  PRODUCTS.filter((p) => p.estado).map((p, i) => ({
    id: p.id, codigo: p.codigo, producto: p.producto, costo_unitario: p.costo, cantidad: p.cantidad_disponible, sucursal: 'Casa Matriz',
    cantidad_existente: i % 4 === 0 ? -1 : i % 5 === 2 ? Math.max(0, p.cantidad_disponible - 2) : null,
  }));

const BAJAS = ['En Almacen', 'En Revision', 'Solucionado', 'Sin Solucion', 'En Almacen', 'En Revision', 'En Almacen'].map((estado, i) => {
  const p = PRODUCTS[(i * 5) % PRODUCTS.length];
  return {
    id: i + 1, fecha: `2025-05-${String(2 + i * 3).padStart(2, '0')}T15:20:00Z`, codigo: p.codigo, producto: p.producto, cantidad: 1 + (i % 3),
    motivo: ['Producto dañado', 'Vencido', 'Falla de fábrica', 'Extraviado en inventario', 'Embalaje roto'][i % 5],
    descripcion: i % 2 ? 'Detectado durante la recepción de mercadería.' : '', estado_producto: estado, sucursal: 'Casa Matriz', usuario: 'admin',
  };
});

/** Installs the product/inventory routes on a page already set up with mockApi. */
export async function mockInventoryApi(page) {
  const json = (route, body, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname;
    const method = route.request().method();
    if (p === '/api/productos') return json(route, { data: PRODUCTS });
    if (p === '/api/productos/buscar') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(route, { data: PRODUCTS.filter((x) => x.codigo.toLowerCase().startsWith(q) || x.producto.toLowerCase().includes(q)) });
    }
    if (/^\/api\/productos\/\d+$/.test(p) && method === 'GET') return json(route, { data: PRODUCTS[Number(p.split('/').pop()) - 1] });
    if (p.startsWith('/api/informacion_rapida/')) {
      const prod = PRODUCTS[Number(p.split('/').pop()) - 1];
      return json(route, {
        producto: { nombre: prod.producto, imagen: prod.imagen },
        stock_sucursales: [['Casa Matriz', prod.cantidad_disponible], ['Sucursal Norte', 14], ['Sucursal Sur', 0], ['Cochabamba Centro', 22]].map(([sucursal, stock], i) => ({ sucursal_id: i + 1, sucursal, stock })),
        compras: [['2025-05-12', 'Importadora Monje', prod.costo], ['2025-04-02', 'Ferrotodo S.R.L.', round(prod.costo * 0.97)], ['2025-02-18', 'Importadora Monje', round(prod.costo * 0.95)]].map(([fecha_compra, proveedor, costo]) => ({ fecha_compra, proveedor, costo })),
      });
    }
    if (p === '/api/unidades_activos') return json(route, { data: ['Unidad', 'Caja', 'Bolsa', 'Galón', 'Rollo', 'Kilo'].map((unidad, i) => ({ id: i + 1, unidad, sigla: unidad.slice(0, 3).toUpperCase(), estado: true })) });
    if (p === '/api/categorias_activas') return json(route, { data: ['Herramientas', 'Pinturas', 'Electricidad', 'Plomería', 'Construcción', 'Tornillería', 'Seguridad'].map((categoria, i) => ({ id: i + 1, categoria, estado: true })) });
    if (p === '/api/inventarios') {
      const data = inventory();
      return json(route, { data, total_inventario: data.reduce((s, r) => s + r.cantidad, 0), total_costo: round(data.reduce((s, r) => s + r.cantidad * r.costo_unitario, 0)) });
    }
    if (p === '/api/kardex_data') return json(route, kardex(Number(url.searchParams.get('producto_id'))));
    if (p === '/api/inventario-conteo') return json(route, { data: conteo() });
    if (p === '/api/bajas' && method === 'GET') return json(route, { data: BAJAS });
    if (p === '/api/stock-bajo') return json(route, { bajoStock: inventory().filter((r) => r.cantidad <= r.minimo).map(({ id, codigo, producto, unidad, cantidad, minimo }) => ({ id, codigo, producto, unidad, cantidad, minimo })) });
    if (p === '/api/reporte/productos-sin-movimiento') {
      return json(route, { productosSinMovimiento: PRODUCTS.slice(0, 9).map((x, i) => ({ id: x.id, fecha_ingreso: `2025-0${1 + (i % 4)}-1${i}`, cantidad_existente: x.cantidad_disponible || 4, producto: x.producto, sucursal: 'Casa Matriz', costo: x.costo, precio: x.precio, precio2: x.precio2, precio3: x.precio3, precio4: 0, precio5: x.precio5, precio6: 0, total_ventas: i % 5 })) });
    }
    return route.fallback();
  });
}
