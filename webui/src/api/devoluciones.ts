// Return calls (docs/api-operations.md, Returns; Super and Administrador, or a
// role granted returns in Permisos por rol).
import { get, post } from './client';

/** A return as the list shows it. */
export interface Devolucion {
  id: number;
  fecha: string;
  cliente: string;
  venta_id: number;
  numero_venta?: number | string;
  /** The returned units at their sale prices. */
  subtotal?: number;
  /** Their prorated share of the sale's discount. */
  descuento?: number;
  /** What was left out because the sale had no more to give back. */
  tope?: number;
  /** The refund. */
  total: number;
  /** The part of the refund paid in cash, and the holder of the box it left. */
  reembolso?: number;
  caja_de?: string;
  motivo: string;
  descripcion: string;
  sucursal: string;
  usuario: string;
  empleado?: string;
  estado: number;
}

/** A returned line. */
export interface DevolucionDetalle {
  producto: string;
  unidad: string;
  cantidad: number;
  precio: number;
  subtotal?: number;
}

/** GET /api/devoluciones/{id}. */
export interface DevolucionConDetalles {
  devolucion: Devolucion;
  detalles: DevolucionDetalle[];
}

/** The list filter (yyyy-MM-dd dates). */
export interface DevolucionesFiltro {
  sucursal_id: number;
  fecha_desde: string;
  fecha_hasta: string;
}

/** The return draft. */
export interface DevolucionInput {
  venta_id: number;
  motivo: string;
  descripcion: string;
  total: number;
  sucursal: number;
  productos: { id: number; producto_id: number; detalleAgrupadoId: number; precio: number; cantidad: number }[];
  /** The open box that pays the refund in cash; 0 is the actor's own box. */
  caja_id?: number;
}

/** A box open today in a branch, as the return screen offers it. */
export interface CajaAbierta {
  caja_id: number;
  empleado: { id: number; nombres: string; apellidos: string };
  fecha_apertura: string;
  /** The signed-in user's own box. */
  propia: boolean;
}

/** What a return refunds and why (POST /api/devoluciones/calcular), in bolivianos. */
export interface RefundQuote {
  subtotal: number;
  descuento: number;
  tope: number;
  total: number;
}

/** Asks the server what the cart would refund, by the rule the save applies; writes nothing. */
/** The boxes open today in a branch, the user's own first. */
export const listCajasAbiertas = (sucursal_id: number) =>
  get<{ data: CajaAbierta[] }>('/api/devoluciones/cajas-abiertas', { query: { sucursal_id } }).then((r) => r?.data ?? []);

/** Asks the server what the cart would refund, by the rule the save applies; writes nothing. */
export const quoteDevolucion = (input: Omit<DevolucionInput, 'motivo' | 'descripcion' | 'total'>) =>
  post<RefundQuote>('/api/devoluciones/calcular', input);

/** The returns of a branch in a date range. */
export const listDevoluciones = (f: DevolucionesFiltro) =>
  get<{ data: Devolucion[] }>('/api/devoluciones', { query: { ...f } }).then((r) => r?.data ?? []);
/** One return with its lines. */
export const getDevolucion = (id: number) => get<DevolucionConDetalles>(`/api/devoluciones/${id}`);
/** Registers a return. */
export const createDevolucion = (input: DevolucionInput, key?: string) =>
  post<{ message: string; id: number }>('/api/devoluciones', input, { idempotencyKey: key });
