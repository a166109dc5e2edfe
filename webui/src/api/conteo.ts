// Inventory count calls (docs/api-operations.md, "Inventory") and the rules
// of a count row: -1 not reviewed, null matches stock, n counted; -2 is sent
// for "Completo".
import { get, post, put } from './client';

/** Sentinel: the row was not reviewed since the count was restarted. */
export const SIN_REVISAR = -1;
/** Sentinel sent for Completo: the row matches stock. */
export const COMPLETO = -2;

/** One product of the count. */
export interface ConteoRow {
  id: number;
  producto: string;
  codigo?: string;
  /** Super only. */
  costo_unitario?: number | null;
  /** Stock in the system. */
  cantidad: number;
  sucursal: string;
  /** null: matches stock; -1: not reviewed; n ≥ 0: the quantity found. */
  cantidad_existente: number | null;
  /** False until the branch's count is started with Reiniciar Conteo. */
  en_conteo?: boolean;
}

/** The review state shown per row. */
export type EstadoConteo = 'REVISADO' | 'SIN REVISAR' | 'SIN CONTEO';

/** True when the row is under a started count (older servers do not say: assume so). */
export function enConteo(row: Pick<ConteoRow, 'en_conteo'>): boolean {
  return row.en_conteo !== false;
}

/** SIN CONTEO before the count is started, then REVISADO unless the row is still -1. */
export function estadoConteo(row: Pick<ConteoRow, 'cantidad_existente' | 'en_conteo'>): EstadoConteo {
  if (!enConteo(row)) return 'SIN CONTEO';
  return row.cantidad_existente === SIN_REVISAR ? 'SIN REVISAR' : 'REVISADO';
}

/** The quantity found: the system stock for a matching row, null when not reviewed or not under count. */
export function cantidadContada(row: Pick<ConteoRow, 'cantidad' | 'cantidad_existente' | 'en_conteo'>): number | null {
  const e = row.cantidad_existente;
  if (e === SIN_REVISAR || !enConteo(row)) return null;
  if (e === null || e === undefined || e === COMPLETO) return row.cantidad;
  return e;
}

/** Counted minus system stock; null when not reviewed. */
export function diferenciaConteo(row: Pick<ConteoRow, 'cantidad' | 'cantidad_existente' | 'en_conteo'>): number | null {
  const c = cantidadContada(row);
  return c === null ? null : c - row.cantidad;
}

/** The row after registering `sent` (-2 for Completo, otherwise the quantity found). */
export function afterRegister<T extends ConteoRow>(row: T, sent: number): T {
  return { ...row, cantidad_existente: sent === COMPLETO ? null : sent };
}

/** Validates the quantity typed in the Incompleto modal: a whole number ≥ 0. */
export function parseExistente(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  return Number(t);
}

/** The count rows of a branch. */
export const listConteo = (sucursal_id: number, soloConStock: boolean) =>
  get<{ data: ConteoRow[] }>('/api/inventario-conteo', {
    query: { sucursal_id, show_stock_greater_than_zero: soloConStock ? 'true' : 'false' },
  }).then((r) => r?.data ?? []);

/** Registers what was found for a product (-2 for Completo). */
export const registrarConteo = (sucursal_id: number, producto_id: number, cantidad_existente: number) =>
  post<{ message: string }>('/api/conteo-inventario', { sucursal_id, producto_id, cantidad_existente });

/** Restarts the count: every row becomes SIN REVISAR. */
export const reiniciarConteo = (sucursal_id: number) => post<{ message: string }>('/api/conteo-inventario-inicializar', { sucursal_id });

/** Sets stock to each counted quantity (kardex "Ajuste de Inventario"). */
export const actualizarStock = (sucursal_id: number, key?: string) =>
  put<{ message: string }>(`/api/actualizar-inventario/${sucursal_id}`, undefined, { idempotencyKey: key });
