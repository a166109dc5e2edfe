// The audit log (Bitácora) calls: Super reads the hash-chained log of voids,
// returns, write-offs, price, cash, transfer and user changes, and restores.
import { get } from './client';

/** One entry of the log. */
export interface AuditEntry {
  id: number;
  fecha: string;
  usuario_id: number;
  usuario: string;
  /** The user's full name, read when the log is listed. */
  usuario_nombre: string;
  tipo: string;
  documento: string;
  documento_id: number;
  /** The document as a user reads it: "Venta 12", "TAL-001 Taladro percutor". */
  documento_nombre: string;
  sucursal_id: number;
  /** The branch's name ("" when the entry is about none). */
  sucursal: string;
  motivo: string;
  monto: number;
  detalle: string;
}

/** The filters of the screen. */
export interface AuditFilter {
  fecha_desde: string;
  fecha_hasta: string;
  usuario_id: number | '';
  tipo: string;
}

/** The entries of the filter, newest first, and every kind the log holds. */
export const listBitacora = (f: AuditFilter) => get<{ data: AuditEntry[]; tipos: string[] }>('/api/bitacora', { query: { ...f } });

/** The PDF of the filter. */
export const bitacoraPdfPath = (f: AuditFilter) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== '' && v !== null) q.append(k, String(v));
  return `/api/bitacora/reporte-pdf?${q}`;
};
