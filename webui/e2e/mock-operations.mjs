// A canned API for the sales, purchases and returns screens, layered over
// mock-api.mjs (which answers sign-in, branches and customers): products for
// the pickers, sales, purchases, returns and their details.
const at = (day, hh, mm) => `2025-03-${String(day).padStart(2, '0')}T${String(hh + 4).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00Z`;

export const PRODUCTS = [
  ['FER-001', 'Martillo de uña 16 oz Stanley', 'Pieza', 24, [85, 80, 78, 0, 75, 0], 52.4],
  ['FER-014', 'Destornillador plano 1/4" x 6"', 'Pieza', 40, [22, 20, 19.5, 0, 0, 0], 11.2],
  ['CEM-050', 'Cemento Viacha IP-30 bolsa 50 kg', 'Bolsa', 310, [62, 60, 58.5, 57, 0, 0], 49.9],
  ['PIN-208', 'Pintura látex Monopol blanco 4 L', 'Galón', 0, [145, 139, 135, 0, 0, 0], 98],
  ['ELE-103', 'Cable THW N° 12 rollo 100 m', 'Rollo', 12, [480, 465, 450, 0, 440, 0], 372.5],
  ['PLO-330', 'Tubo PVC 1/2" x 6 m Plastiforte', 'Pieza', 95, [28, 26.5, 25, 0, 0, 0], 17.8],
  ['HER-902', 'Taladro percutor Bosch 650 W', 'Pieza', 3, [690, 670, 655, 0, 640, 0], 512],
  ['FER-220', 'Cinta métrica 5 m Truper', 'Pieza', 58, [35, 32, 30, 0, 0, 0], 19.6],
  ['CLA-002', 'Clavos de 2" caja 1 kg', 'Caja', 140, [18, 17, 16.5, 0, 0, 0], 11],
  ['SEG-045', 'Guantes de cuero reforzado par', 'Par', 7, [42, 40, 38, 0, 0, 0], 24],
].map(([codigo, producto, unidad, stock, p, costo], i) => ({
  id: i + 1, codigo, producto, nombre: producto, unidad, categoria: 'Ferretería', costo,
  precio: p[0], precio2: p[1], precio3: p[2], precio4: p[3], precio5: p[4], precio6: p[5],
  niveles: p.map((v, n) => ({ nivel: n + 1, precio: v })).filter((l) => l.precio > 0 && l.nivel !== 5),
  imagen: i % 4 === 3 ? null : `/api/imagenes/p${i + 1}`, imagen2: i % 3 === 0 ? `/api/imagenes/q${i + 1}` : null, imagen3: null,
  estado: true, cantidad_disponible: stock, cantidad: stock + 20, minimo: 10,
}));

const clientes = ['SN', 'Distribuidora El Ceibo', 'Ferretería Don Pedro', 'Rosa Huanca Quispe', 'Supermercado Ketal', 'Comercial Andina S.R.L.', 'Hugo Paredes Limachi', 'Constructora Illampu'];
const vendedores = ['Juan Carlos Mendoza', 'Carla Mamani Rojas', 'Luis Rojas'];
const metodos = ['Efectivo', 'Efectivo', 'Transferencia', 'Tarjeta', 'Efectivo', 'Cheque'];

export const VENTAS = Array.from({ length: 14 }, (_, i) => {
  const total = [1280.5, 356, 92.4, 4520, 185, 640, 75.5, 2310, 48, 960, 1575.25, 210, 3390, 128][i];
  const cuotas = i % 5 === 1;
  return {
    id: 120 + i, numero_comprobante: 1045 + i, fecha_venta: at(14, 8 + Math.floor(i / 2), (i * 17) % 60), sucursal: 'Casa Matriz', sucursal_id: 1,
    cliente: clientes[i % clientes.length], cliente_id: (i % clientes.length) + 1, razon_social: clientes[i % clientes.length],
    nit: i % clientes.length === 0 ? '0' : String(1020304000 + i * 9137), total, descuento: i % 4 === 0 ? 10 : 0,
    saldo: cuotas ? Math.round(total * 40) / 100 : 0, a_cuenta: cuotas ? Math.round(total * 60) / 100 : 0,
    tipo_pago: cuotas ? 'Cuotas' : 'Contado', metodo_pago: metodos[i % metodos.length], numero_documento: '', fecha_limite: cuotas ? '2025-04-14' : '',
    usuario: vendedores[i % 3], empleado: vendedores[i % 3], usuario_id: (i % 3) + 1, descripcion: '', estado: i === 6 ? 0 : 1,
  };
});

export const DETALLES = [
  { detalleAgrupadoId: 1, producto_id: 1, producto: PRODUCTS[0].producto, codigo: 'FER-001', unidad: 'Pieza', serie: 'N/A', cantidad_vendida: 6, cantidad_devuelta: 1, cantidad: 5, precio: 80, subtotal: 480, estado: 1 },
  { detalleAgrupadoId: 2, producto_id: 3, producto: PRODUCTS[2].producto, codigo: 'CEM-050', unidad: 'Bolsa', serie: 'N/A', cantidad_vendida: 12, cantidad_devuelta: 0, cantidad: 12, precio: 60, subtotal: 720, estado: 1 },
  { detalleAgrupadoId: 3, producto_id: 8, producto: PRODUCTS[7].producto, codigo: 'FER-220', unidad: 'Pieza', serie: 'TR-5533', cantidad_vendida: 2, cantidad_devuelta: 0, cantidad: 2, precio: 35, subtotal: 70, estado: 1 },
  { detalleAgrupadoId: 4, producto_id: 9, producto: PRODUCTS[8].producto, codigo: 'CLA-002', unidad: 'Caja', serie: 'N/A', cantidad_vendida: 1, cantidad_devuelta: 0, cantidad: 0, precio: 20.5, subtotal: 20.5, estado: 0 },
];

const proveedores = [
  { id: 1, proveedor: 'Importadora Tarija S.R.L.', nit: '1028339021', telefono: '46645123', direccion: 'Av. La Paz 123', estado: true },
  { id: 2, proveedor: 'Sociedad Boliviana de Cemento', nit: '1020269020', telefono: '22406040', direccion: 'Calle Mercado 1075', estado: true },
  { id: 3, proveedor: 'Ferrotodo Cochabamba', nit: '3011220017', telefono: '44512345', direccion: 'Av. Aroma 450', estado: true },
];

export const COMPRAS = Array.from({ length: 9 }, (_, i) => ({
  id: 301 + i, fecha_compra: at(14 - (i % 3), 9 + i, 10), sucursal: 'Casa Matriz', proveedor: proveedores[i % 3].proveedor, proveedor_id: (i % 3) + 1,
  nit: proveedores[i % 3].nit, tipo_comprobante: ['Factura', 'Nota', 'Ninguno'][i % 3], numero_comprobante: i % 3 === 2 ? '' : String(88120 + i * 13),
  total: [12450, 3890.5, 820, 25400, 1540, 6320.75, 990, 14880, 2200][i], saldo: i % 4 === 1 ? 1890.5 : 0, a_cuenta: i % 4 === 1 ? 2000 : 0,
  tipo_pago: i % 4 === 1 ? 'Cuotas' : 'Contado', metodo_pago: ['Transferencia', 'Efectivo', 'Cheque'][i % 3], numero_documento: '', fecha_limite: i % 4 === 1 ? '2025-04-30' : '',
  usuario: 'Juan Carlos Mendoza', empleado: 'Juan Carlos Mendoza', descripcion: '', estado: i === 4 ? 'Anulado' : 'Correcto',
}));

export const DEVOLUCIONES = Array.from({ length: 4 }, (_, i) => ({
  id: 11 + i, fecha: at(14, 10 + i, 5), cliente: clientes[(i + 1) % clientes.length], venta_id: 121 + i, numero_venta: 1046 + i,
  total: [80, 120, 35, 60][i], motivo: ['Producto dañado', 'Cambio de modelo', 'Error de despacho', 'Producto dañado'][i], descripcion: i === 1 ? 'El cliente lleva otro modelo.' : '',
  sucursal: 'Casa Matriz', usuario: 'Juan Carlos Mendoza', estado: 1,
}));

function fold(s) {
  return s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Installs the routes (call after mockApi so these are tried first). */
export async function mockOperations(page) {
  const json = (route, body, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname;
    const method = route.request().method();
    if (p === '/api/productos/buscar') {
      const q = fold(url.searchParams.get('q') ?? '');
      const branch = Number(url.searchParams.get('sucursal_id'));
      let rows = PRODUCTS.filter((x) => !q || fold(`${x.codigo} ${x.producto}`).includes(q));
      if (url.searchParams.get('con_stock') === '1' && q) rows = rows.filter((x) => x.cantidad_disponible > 0 || x.id === 4);
      if (branch === 1 && !url.searchParams.get('con_stock')) rows = rows.map((x) => ({ ...x, niveles: undefined }));
      return json(route, { data: rows.slice(0, 20) });
    }
    if (p === '/api/clientes_activos') {
      return json(route, { data: clientes.map((n, i) => ({ id: i + 1, nombres_apellidos: n, numero_documento: i === 0 ? '0' : String(1020304000 + i * 9137), complemento: '', telefono: '', direccion: '', estado: true })) });
    }
    if (p === '/api/proveedores_activos') return json(route, { data: proveedores });
    if (p === '/api/ventas' && method === 'GET') return json(route, { data: VENTAS });
    if (/^\/api\/ventas\/\d+$/.test(p)) {
      const v = VENTAS.find((x) => x.id === Number(p.split('/').pop())) ?? VENTAS[0];
      return json(route, { venta: { ...v, total: 1290.5, descuento: 0, descripcion: 'Entrega en obra, zona Sopocachi.' }, detalles: DETALLES });
    }
    if (p === '/api/compras' && method === 'GET') return json(route, { data: COMPRAS });
    if (/^\/api\/compras\/\d+$/.test(p)) {
      const c = COMPRAS.find((x) => x.id === Number(p.split('/').pop())) ?? COMPRAS[0];
      return json(route, {
        compra: c,
        detalles: [
          { productoId: 3, producto: PRODUCTS[2].producto, codigo: 'CEM-050', unidad: 'Bolsa', cantidad: 200, costo: 49.9, subtotal: 9980, estado: 1 },
          { productoId: 9, producto: PRODUCTS[8].producto, codigo: 'CLA-002', unidad: 'Caja', cantidad: 150, costo: 11, subtotal: 1650, estado: 1 },
          { productoId: 6, producto: PRODUCTS[5].producto, codigo: 'PLO-330', unidad: 'Pieza', cantidad: 46, costo: 17.8, subtotal: 818.8, estado: 0 },
        ],
      });
    }
    if (p === '/api/devoluciones' && method === 'GET') return json(route, { data: DEVOLUCIONES });
    if (/^\/api\/devoluciones\/\d+$/.test(p)) {
      return json(route, { devolucion: DEVOLUCIONES[1], detalles: [{ producto: PRODUCTS[0].producto, unidad: 'Pieza', cantidad: 1, precio: 80, subtotal: 80 }, { producto: PRODUCTS[7].producto, unidad: 'Pieza', cantidad: 1, precio: 40, subtotal: 40 }] });
    }
    return route.fallback();
  });
}
