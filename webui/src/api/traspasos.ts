// Transfer calls (transfers-accounts-cash-reports.md §7 "Transfers";
// docs/api-transfers.md): lists, detail, direct transfer, request and its
// answer, bulk transfer, voids, tickets, reports and the form's prices.
import { get, post, put, type Saved } from './client';
import type { InventoryRow } from './inventario';
import { postBlob } from './downloads';

/** Request states; anything else (empty) is an Ingreso de Almacen. */
export type SolicitudEstado = 'Pendiente' | 'Aceptado' | 'Rechazado' | 'Entregado' | 'Directo' | '';

/** A transfer as the lists and the detail show it. */
export interface Traspaso {
  id: number;
  fecha_solicitud: string;
  fecha_traspaso: string | null;
  sucursal_origen_id: number;
  sucursal_origen: string;
  sucursal_destino_id: number;
  sucursal_destino: string;
  motivo: string;
  descripcion: string;
  usuario_id: number;
  usuario: string;
  empleado: string;
  respondido_por: string;
  /** true valid, false anulado. */
  estado: boolean;
  solicitud_estado: SolicitudEstado;
  motivo_anulacion: string;
  cantidad_productos: number;
  total_unidades: number;
}

/** A line of a transfer; estado 1 valid, 0 anulado. */
export interface TraspasoDetalle {
  producto_id: number;
  codigo: string;
  producto: string;
  imagen: string | null;
  unidad: string;
  cantidad: number;
  costo?: number;
  estado: number;
  motivo: string;
}

/** GET /api/traspasos/{id}. */
export interface TraspasoConDetalles {
  traspaso: Traspaso;
  detalles: TraspasoDetalle[];
}

/** A product of the origin as the transfer form shows it (GET /api/precios_sucursal/{o}/{d}). */
export interface PrecioSucursal {
  id: number;
  codigo: string;
  producto: string;
  unidad: string;
  imagen: string | null;
  costo?: number;
  cantidad_disponible_origen: number;
  precio_origen: number;
  precio2_origen: number;
  precio3_origen: number;
  precio4_origen: number;
  precio5_origen: number;
  precio6_origen: number;
  precio_destino: number;
  precio2_destino: number;
  precio3_destino: number;
  precio4_destino: number;
  precio5_destino: number;
  precio6_destino: number;
}

/** The six destination price fields in level order. */
export const DESTINO_KEYS = ['precio_destino', 'precio2_destino', 'precio3_destino', 'precio4_destino', 'precio5_destino', 'precio6_destino'] as const;
/** The six origin price fields in level order. */
export const ORIGEN_KEYS = ['precio_origen', 'precio2_origen', 'precio3_origen', 'precio4_origen', 'precio5_origen', 'precio6_origen'] as const;

/** A direct transfer line as sent: quantity and the six destination prices. */
export type TraspasoLineaInput = { id: number; cantidad: number } & Partial<Record<(typeof DESTINO_KEYS)[number], number>>;

/** The direct transfer or request draft. */
export interface TraspasoInput {
  sucursal_origen?: number;
  sucursal_destino: number;
  sucursal?: number;
  motivo: string;
  descripcion: string;
  productos: TraspasoLineaInput[];
}

/** The bulk transfer draft. */
export interface MasivoInput {
  motivo: string;
  productos: { producto_id: number; distribucion: { sucursal_id: number; cantidad: number }[] }[];
}

/** Filters of the inter-branch list. */
export type TipoSolicitud = 'recibidas' | 'enviadas' | 'ingresoAlmacen';

/** The transfers of a date range (yyyy-MM-dd). */
export const listTraspasos = (fecha_desde: string, fecha_hasta: string) =>
  get<{ data: Traspaso[] }>('/api/traspasos', { query: { fecha_desde, fecha_hasta } }).then((r) => r?.data ?? []);
/** One transfer with its lines. */
export const getTraspaso = (id: number) => get<TraspasoConDetalles>(`/api/traspasos/${id}`);
/** TRASPASOS ENTRE SUCURSALES of a branch. */
export const listTraspasosSucursales = (q: { sucursal_id: number; tipoSolicitud: TipoSolicitud; fecha_desde: string; fecha_hasta: string }) =>
  get<{ data: Traspaso[] }>('/api/traspasos_sucursales', { query: { ...q } }).then((r) => r?.data ?? []);
/** Registers a direct transfer. */
export const createTraspaso = (input: TraspasoInput, key?: string) => post<Saved>('/api/traspasos', input, { idempotencyKey: key });
/** Registers a transfer request. */
export const solicitarTraspaso = (input: TraspasoInput, key?: string) =>
  post<Saved>('/api/traspasos/solicitud_traspaso', input, { idempotencyKey: key });
/** Registers a bulk transfer from branch 1. */
export const traspasoMasivo = (input: MasivoInput, key?: string) =>
  post<{ message: string; traspasos: number[] }>('/api/traspasos/masivo', input, { idempotencyKey: key });
/** Accepts or rejects a request. */
export const responderTraspaso = (id: number, respuesta: 'Aceptado' | 'Rechazado', key?: string) =>
  put<Saved>(`/api/traspasos/respuesta_traspaso/${id}`, { respuesta }, { idempotencyKey: key });
/** Voids a transfer with a reason. */
export const anularTraspaso = (id: number, sucursalId: number, motivo: string, key?: string) =>
  put<Saved>(`/api/traspasos/estado/${id}`, { motivo }, { query: { sucursal_id: sucursalId }, idempotencyKey: key });
/** Voids one product of a transfer. */
export const eliminarProductoTraspaso = (id: number, productoId: number, motivo: string, key?: string) =>
  put<Saved>(`/api/traspasos/eliminar-producto/${id}`, { motivo }, { query: { producto_id: productoId }, idempotencyKey: key });
/** The origin's products with both branches' prices. */
export const preciosSucursal = (origen: number, destino: number) =>
  get<{ data: PrecioSucursal[] }>(`/api/precios_sucursal/${origen}/${destino}`).then((r) => r?.data ?? []);
/** Enables transfers in exactly these branches. */
export const configurarSucursales = (sucursales: number[]) => post<{ message: string }>('/api/sucursales/traspasos/update', { sucursales });

/** The 80 mm ticket of a transfer. */
export const ticketPath = (id: number) => `/api/traspasos/generar-ticket/${id}`;
/** The 80 mm ticket of an inter-branch transfer (Aceptado or Directo). */
export const ticketSucursalesPath = (id: number) => `/api/traspasos/generar-ticket-sucursales/${id}`;
/** The warehouse report of a date range (branch 1). */
export const reporteAlmacen = (fechaDesde: string, fechaHasta: string) =>
  postBlob('/api/traspasos/generar-reporte-almacen', { fechaDesde, fechaHasta, sucursal: 1 });
/** The transfers report of a branch in a date range. */
export const reporteTraspasos = (fechaDesde: string, fechaHasta: string, sucursal: number) =>
  postBlob('/api/traspasos/generar-reporte', { fechaDesde, fechaHasta, sucursal });

/** The inventory of a branch (products with stock) as the request form's picker rows. */
export const productosInventario = (branchId: number) =>
  get<{ data: InventoryRow[] }>(`/api/productos_inventario/${branchId}`).then((r) =>
    (r?.data ?? []).map(
      (p): PrecioSucursal => ({
        id: p.id,
        codigo: p.codigo,
        producto: p.producto,
        unidad: p.unidad ?? '',
        imagen: p.imagen,
        cantidad_disponible_origen: Number(p.cantidad),
        precio_origen: Number(p.precio ?? 0),
        precio2_origen: Number(p.precio2 ?? 0),
        precio3_origen: Number(p.precio3 ?? 0),
        precio4_origen: Number(p.precio4 ?? 0),
        precio5_origen: Number(p.precio5 ?? 0),
        precio6_origen: Number(p.precio6 ?? 0),
        precio_destino: 0,
        precio2_destino: 0,
        precio3_destino: 0,
        precio4_destino: 0,
        precio5_destino: 0,
        precio6_destino: 0,
      }),
    ),
  );
