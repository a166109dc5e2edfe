// Write-off calls (docs/api-operations.md, "Inventory"): register a baja,
// list them by product state and change that state.
import { get, post, put, type Saved } from './client';

/** The product states of a write-off; En Almacen is the default. */
export const ESTADOS_BAJA = ['En Almacen', 'En Revision', 'Solucionado', 'Sin Solucion'] as const;

/** A state as people read it: the API keeps the spec's values, the screens write them with accents. */
export function estadoBajaLabel(estado: string): string {
  return ({ 'En Almacen': 'En Almacén', 'En Revision': 'En Revisión', 'Sin Solucion': 'Sin Solución' } as Record<string, string>)[estado] ?? estado;
}

/** A write-off as the list shows it. */
export interface Baja {
  id: number;
  fecha: string;
  codigo: string;
  producto: string;
  cantidad: number;
  motivo: string;
  descripcion: string;
  estado_producto: string;
  sucursal: string;
  usuario: string;
}

/** The body of a new write-off. */
export interface BajaInput {
  producto_id: number;
  cantidad: number;
  motivo: string;
  descripcion: string;
  estado_producto: string;
}

/** Registers a write-off in a branch (Super, Administrador). */
export const createBaja = (sucursal_id: number, input: BajaInput, key?: string) =>
  post<Saved>('/api/bajas', input, { query: { sucursal_id }, idempotencyKey: key });

/** Write-offs of a branch, all (`Todos`) or of one product state. */
export const listBajas = (sucursal_id: number, estado_producto: string) =>
  get<{ data: Baja[] }>('/api/bajas', { query: { sucursal_id, estado_producto } }).then((r) => r.data ?? []);

/** Changes the product state of a write-off. */
export const setEstadoBaja = (id: number, estado_producto: string, key?: string) =>
  put<{ message: string }>(`/api/bajas/${id}`, { estado_producto }, { idempotencyKey: key });

/** Excel export path of the write-offs; query sucursal_id and estado_producto. */
export const BAJAS_EXCEL = '/api/bajas/excel';
