// Sale calls (docs/api-operations.md, Sales).
import { getBlob, get, post, put, type RequestOptions } from './client';
import { postBlob } from './downloads';

/** A sale as the list and the note show it. */
export interface Venta {
  id: number;
  numero_comprobante: number | string;
  fecha_venta: string;
  sucursal: string;
  sucursal_id: number;
  cliente: string;
  cliente_id: number;
  razon_social: string;
  nit: string;
  complemento?: string;
  direccion?: string;
  telefono?: string;
  total: number;
  descuento: number;
  saldo: number;
  a_cuenta: number;
  tipo_pago: string;
  metodo_pago: string;
  numero_documento: string;
  fecha_limite: string;
  usuario: string;
  empleado: string;
  usuario_id: number;
  descripcion: string;
  /** 1 valid, 0 voided. */
  estado: number;
  motivo_anulacion?: string;
  motivo?: string;
  /** Its factura (SIAT), when invoiced. */
  factura_id?: number;
}

/** A detail line of a sale. */
export interface VentaDetalle {
  detalleAgrupadoId: number;
  producto_id: number;
  producto: string;
  codigo?: string;
  unidad: string;
  serie: string;
  cantidad_vendida: number;
  cantidad_devuelta: number;
  /** What the customer still has (0 once voided). */
  cantidad: number;
  precio: number;
  subtotal?: number;
  /** 1 valid, 0 voided. */
  estado: number;
}

/** GET /api/ventas/{id}. */
export interface VentaConDetalles {
  venta: Venta;
  detalles: VentaDetalle[];
}

/** The list filter; dates are yyyy-MM-dd (honoured for Super and Administrador). */
export interface VentasFiltro {
  sucursal_id: number;
  fecha_desde?: string;
  fecha_hasta?: string;
}

/** The sale draft of Registrar Venta (operations.md §3) with its lines. */
export interface VentaInput {
  cliente: number;
  razon_social: string;
  nit: string;
  fecha_venta?: string;
  complemento: string;
  direccion: string;
  telefono: string;
  tipo_pago: string;
  metodo_pago: string;
  numero_documento_pago: string;
  descripcion: string;
  descuento: number;
  a_cuenta: number;
  saldo: number;
  fecha_limite: string;
  total: number;
  /** Cash handed over for Efectivo, in bolivianos (0: not told). */
  paga_con?: number;
  sucursal: number;
  productos: { id: number; cantidad: number; precio: number; serie: string; idCarrito: string }[];
  /** Invoices the sale (SIAT): the buyer's document is the nit, its type from the SIN's catalogue. */
  factura?: boolean;
  codigo_tipo_documento_identidad?: number;
  /** 1: invoiced to a NIT the SIN did not confirm (the cashier ticked it). */
  codigo_excepcion?: number;
}

/** Answer of POST /api/ventas. */
export interface VentaGuardada {
  message: string;
  id: number;
  venta_id: number;
  numero_comprobante: number;
  /** Change of paga_con, in bolivianos. */
  cambio: number;
  /** The sale's factura, when invoiced (0 otherwise), with its number and CUF. */
  factura_id?: number;
  numero_factura?: number;
  cuf?: string;
}

/** The sales of a branch in a date range. */
export const listVentas = (f: VentasFiltro) => get<{ data: Venta[] }>('/api/ventas', { query: { ...f } }).then((r) => r?.data ?? []);
/** One sale with its lines. */
export const getVenta = (id: number) => get<VentaConDetalles>(`/api/ventas/${id}`);
/** Registers a sale. */
export const createVenta = (input: VentaInput, key?: string) => post<VentaGuardada>('/api/ventas', input, { idempotencyKey: key });
/** Voids a sale; codigoMotivo annuls its factura with that motivo of the SIN (absent: the configured one). */
export const anularVenta = (id: number, sucursalId: number, motivo: string, key?: string, codigoMotivo?: number) =>
  put<{ message: string }>(`/api/ventas/estado/${id}`, { motivo, ...(codigoMotivo ? { codigo_motivo: codigoMotivo } : {}) }, { query: { sucursal_id: sucursalId }, idempotencyKey: key });
/** Voids one line of a sale. */
export const eliminarProductoVenta = (ventaId: number, detalleAgrupadoId: number, motivo: string, key?: string) =>
  put<{ message: string }>(`/api/ventas/eliminar-producto/${ventaId}`, { motivo }, { query: { detalleAgrupadoId }, idempotencyKey: key });

/**
 * Path of the office-paper note: Carta (US Letter) by default, or Oficio
 * (Bolivia's 216 × 330 mm).
 */
export const notaPath = (id: number, paper: 'Carta' | 'Oficio' = 'Carta') =>
  `/api/ventas/generar-pdf/${id}${paper === 'Oficio' ? '?papel=oficio' : ''}`;
/** Path of the thermal ticket. */
export const ticketPath = (id: number) => `/api/ventas/generar-ticket/${id}`;

/** Paper types of the printed sale, by their real names: two office papers and the 80 mm ticket. */
export const PAPER_TYPES = [
  { value: 'Carta', label: 'Carta' },
  { value: 'Oficio', label: 'Oficio' },
  { value: 'Termico', label: 'Térmico' },
] as const;
/** A paper type. */
export type PaperType = (typeof PAPER_TYPES)[number]['value'];
const PAPER_KEY = 'sgc.venta.tipoPapel';

/** The remembered paper type (Carta by default). */
export function loadPaperType(): PaperType {
  const v = localStorage.getItem(PAPER_KEY);
  return PAPER_TYPES.find((p) => p.value === v)?.value ?? 'Carta';
}
/** Remembers the paper type. */
export function savePaperType(p: PaperType): void {
  localStorage.setItem(PAPER_KEY, p);
}
/** The document path of a sale for a paper type. */
export const documentPath = (id: number, paper: PaperType) => (paper === 'Termico' ? ticketPath(id) : notaPath(id, paper));

/**
 * Loads a PDF into a tab opened earlier (synchronously, in the click that
 * started the save, so that pop-up blockers let it through).
 */
export async function showPdfInTab(tab: Window | null, path: string, opts?: RequestOptions): Promise<void> {
  try {
    const blob = await getBlob(path, opts);
    const url = URL.createObjectURL(blob);
    if (tab && !tab.closed) tab.location.href = url;
    else window.open(url, '_blank');
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    tab?.close();
    throw e;
  }
}

/** The "Reporte por producto" PDF of a date range and branch. */
export const reporteVentaProducto = (fechaDesde: string, fechaHasta: string, sucursal: number) =>
  postBlob('/api/ventas/reporte-venta-producto', { fechaDesde, fechaHasta, sucursal });

/** Excel export path of the sales list; query as listVentas'. */
export const VENTAS_EXCEL = '/api/ventas/excel';
