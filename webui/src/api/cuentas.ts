// Receivables and payables (Super): open accounts, one account with its
// instalments, payments against it, its statement PDF and the payments made
// in a date range (docs/api-money.md).
import { get, post, type Saved } from './client';

/** Receivables (sales, /api/cobros) or payables (purchases, /api/pagos). */
export type CuentaKind = 'cobrar' | 'pagar';

const base = (k: CuentaKind) => (k === 'cobrar' ? '/api/cobros' : '/api/pagos');

/** An open account as Cuentas por cobrar / por pagar list it. */
export interface Cuenta {
  id: number;
  fecha: string;
  razon_social?: string;
  proveedor?: string;
  nit: string;
  tipo_comprobante: string;
  numero_comprobante: string;
  total: number;
  descuento: number;
  saldo: number;
  cuota_inicial: number;
  fecha_limite: string;
  sucursal: string;
  empleado: string;
  estado: number;
  descripcion: string;
}

/** One instalment: Pagado when cancelado, Pendiente otherwise; anulado when a void or return cancelled it. */
export interface Pago {
  id: number;
  fecha: string;
  fecha_limite: string;
  metodo_pago: string;
  numero_documento: string;
  monto: number;
  cancelado: boolean;
  anulado: boolean;
  descripcion: string;
  empleado: string;
}

/** The document of an account, as far as the Cobro / Pago screens show it. */
export interface CuentaDocumento {
  id: number;
  numero_comprobante?: number | string;
  fecha_venta?: string;
  fecha_compra?: string;
  razon_social?: string;
  cliente?: string;
  proveedor?: string;
  nit: string;
  sucursal: string;
  empleado: string;
  total: number;
  descuento?: number;
  saldo: number;
  a_cuenta?: number;
  fecha_limite?: string;
  estado: number | string;
  descripcion: string;
}

/** A detail line (precio for sales, costo for purchases). */
export interface CuentaLinea {
  producto: string;
  unidad: string;
  cantidad: number;
  cantidad_vendida?: number;
  precio?: number;
  costo?: number;
  subtotal: number;
}

/** GET /api/cobros/{id} (venta) or /api/pagos/{id} (compra). */
export interface CuentaDetalle {
  venta?: CuentaDocumento;
  compra?: CuentaDocumento;
  pagos: Pago[];
  detalles: CuentaLinea[];
}

/** The payment form. */
export interface PagoInput {
  pago_id: number | null;
  monto: string;
  metodo_pago: string;
  numero_documento: string;
  descripcion: string;
}

/** A payment of Cuentas cobradas / pagadas. */
export interface PagoHecho {
  id: number;
  fecha: string;
  doc_id: number;
  documento: string;
  nombre: string;
  metodo_pago: string;
  monto: number;
  descripcion: string;
  empleado: string;
}

/** The open accounts of a branch. */
export const listCuentas = (k: CuentaKind, sucursal_id: number) =>
  get<{ data: Cuenta[] }>(base(k), { query: { sucursal_id } }).then((r) => r?.data ?? []);
/** One account with its instalments and lines. */
export const getCuenta = (k: CuentaKind, id: number) => get<CuentaDetalle>(`${base(k)}/${id}`);
/** Records a payment against the account of document id. */
export const pagarCuenta = (k: CuentaKind, id: number, input: PagoInput, key?: string) =>
  post<Saved>(base(k), { ...input, [k === 'cobrar' ? 'venta_id' : 'compra_id']: id }, { idempotencyKey: key });
/** The statement PDF of an account. */
export const cuentaPdfPath = (k: CuentaKind, id: number) => `/api/reporte-cuentas-${k === 'cobrar' ? 'cobros' : 'pagos'}/${id}`;
/** The 80 mm receipt of a cobro of sale id: the cobro holding instalment pagoId, or the latest. */
export const reciboCobroPath = (id: number, pagoId?: number) => `/api/cobros/${id}/recibo${pagoId ? `?pago=${pagoId}` : ''}`;
/** The payments collected (cobrar) or made (pagar) in a branch and date range. */
export const listPagosHechos = (k: CuentaKind, q: { sucursal_id: number; fecha_desde: string; fecha_hasta: string }) =>
  get<{ data: PagoHecho[] }>(k === 'cobrar' ? '/api/cuentas_cobradas' : '/api/cuentas_pagadas', { query: { ...q } }).then((r) => r?.data ?? []);
