// Notification calls (foundation.md §7): the banner's summary, the two
// detail lists and marking as read; each user reads only their own.
import { get, post, put } from './client';
import type { NumberedPrices } from './precios';

/** The newest unread notification of a kind and how many are unread. */
export interface Notificacion {
  titulo: string;
  mensaje: string;
  event_type: 'traspaso' | 'anulacion';
  notificacion_id: number;
  total: number;
}

/** GET /api/notificaciones. */
export interface Notificaciones {
  traspaso: Notificacion | null;
  anulacion: Notificacion | null;
}

/** A product of an unread transfer notification, with the destination's prices now. */
export interface TraspasoNotificado extends NumberedPrices {
  traspaso_id: number;
  fecha_traspaso: string;
  usuario: string;
  sucursal_origen: string;
  sucursal_destino: string;
  solicitud_estado: string;
  producto_id: number;
  producto: string;
  cantidad: number;
  notificacion_id: number;
}

/** A line of an unread cancellation (void, return, write-off). */
export interface AnulacionNotificada {
  fecha: string;
  tipo_movimiento: string;
  motivo: string;
  cantidad: number;
  producto: string;
  fecha_movimiento: string;
  sucursal: string;
  usuario: string;
  documento: string;
  notificacion_id: number;
}

/** The banner's summary. */
export const getNotificaciones = () =>
  get<Notificaciones>('/api/notificaciones').then((r) => ({ traspaso: r?.traspaso ?? null, anulacion: r?.anulacion ?? null }));
/** Lines of the unread transfer notifications. */
export const traspasosNotificados = () => get<{ detalles: TraspasoNotificado[] }>('/api/traspasos-show-traspaso').then((r) => r?.detalles ?? []);
/** Lines of the unread cancellation notifications. */
export const anulacionesNotificadas = () => get<{ detalles: AnulacionNotificada[] }>('/api/anulaciones/showDetalle').then((r) => r?.detalles ?? []);
/** Marks one notification read. */
export const marcarLeida = (id: number) => put<{ message: string }>(`/api/notificaciones/${id}/leido`);
/** Marks every transfer notification read. */
export const marcarTraspasosLeidos = () => post<{ message: string }>('/api/notificaciones/traspasos/leido');
/** Marks every cancellation notification read. */
export const marcarAnulacionesLeidas = () => post<{ message: string }>('/api/notificaciones/anulaciones/leido');
