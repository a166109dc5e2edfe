// Purchase calls (docs/api-operations.md, Purchases; Super only).
import { get, post, put } from './client';

/** A purchase. */
export interface Compra {
  id: number;
  fecha_compra: string;
  sucursal: string;
  proveedor: string;
  proveedor_id: number;
  nit: string;
  tipo_comprobante: string;
  numero_comprobante: string;
  total: number;
  saldo: number;
  a_cuenta: number;
  tipo_pago: string;
  metodo_pago: string;
  numero_documento: string;
  fecha_limite: string;
  usuario: string;
  empleado: string;
  descripcion: string;
  /** "Correcto" while valid, "Anulado" once voided. */
  estado: string;
}

/** A line of a purchase. */
export interface CompraDetalle {
  productoId: number;
  producto: string;
  codigo?: string;
  unidad: string;
  cantidad: number;
  costo: number;
  subtotal?: number;
  /** 1 valid, 0 voided. */
  estado: number;
}

/** GET /api/compras/{id}. */
export interface CompraConDetalles {
  compra: Compra;
  detalles: CompraDetalle[];
}

/** The list filter (yyyy-MM-dd dates). */
export interface ComprasFiltro {
  sucursal_id: number;
  fecha_desde: string;
  fecha_hasta: string;
}

/** The purchase draft of Registrar Compra with its lines. */
export interface CompraInput {
  proveedor: number;
  sucursal: number;
  fecha_compra: string;
  tipo_comprobante: string;
  numero_comprobante: string;
  tipo_pago: string;
  metodo_pago: string;
  numero_documento: string;
  descripcion: string;
  a_cuenta: number;
  saldo: number;
  fecha_limite: string;
  total: number;
  productos: { id: number; cantidad: number; costo: number; precio: number; precio2: number; precio3: number; precio4: number; precio5: number; precio6: number }[];
}

/** True while a purchase is valid. */
export const compraValida = (c: Pick<Compra, 'estado'>) => c.estado === 'Correcto';

/** The purchases of a branch in a date range. */
export const listCompras = (f: ComprasFiltro) => get<{ data: Compra[] }>('/api/compras', { query: { ...f } }).then((r) => r?.data ?? []);
/** One purchase with its lines. */
export const getCompra = (id: number) => get<CompraConDetalles>(`/api/compras/${id}`);
/** Registers a purchase. */
export const createCompra = (input: CompraInput, key?: string) =>
  post<{ message: string; id: number }>('/api/compras', input, { idempotencyKey: key });
/** Voids a purchase. */
export const anularCompra = (id: number, sucursalId: number, motivo: string, key?: string) =>
  put<{ message: string }>(`/api/compras/estado/${id}`, { motivo }, { query: { sucursal_id: sucursalId }, idempotencyKey: key });
/** Voids one product of a purchase. */
export const eliminarProductoCompra = (compraId: number, productoId: number, motivo: string, key?: string) =>
  put<{ message: string }>(`/api/compras/eliminar-producto/${compraId}`, { motivo }, { query: { producto_id: productoId }, idempotencyKey: key });
/** Path of a purchase's PDF. */
export const compraPdfPath = (id: number) => `/api/compras/generar-pdf/${id}`;

/**
 * Path of the purchases list report. docs/api-operations.md names no list PDF
 * for purchases; this follows the list-report convention of the other areas
 * (`/api/<area>/reporte-pdf`) with the list's filter.
 */
export const comprasReportePath = (f: ComprasFiltro) =>
  `/api/compras/reporte-pdf?${new URLSearchParams({ sucursal_id: String(f.sucursal_id), fecha_desde: f.fecha_desde, fecha_hasta: f.fecha_hasta })}`;

/** Excel export path of the purchases list; query as listCompras'. */
export const COMPRAS_EXCEL = '/api/compras/excel';
