// Unit of measure calls (JSON bodies).
import { get, post, put, type Saved, type Toggled } from './client';

/** A unit of measure. */
export interface Unidad {
  id: number;
  unidad: string;
  sigla: string;
  descripcion: string;
  estado: boolean;
}

/** The fields of the add/edit modal. */
export type UnidadInput = Pick<Unidad, 'unidad' | 'sigla' | 'descripcion'>;

/** All units. */
export const listUnidades = () => get<{ data: Unidad[] }>('/api/unidades').then((r) => r.data ?? []);
/** Active units (product form). */
export const listUnidadesActivas = () => get<{ data: Unidad[] }>('/api/unidades_activos').then((r) => r.data ?? []);
/** Creates a unit. */
export const createUnidad = (input: UnidadInput) => post<Saved>('/api/unidades', input);
/** Updates a unit. */
export const updateUnidad = (id: number, input: UnidadInput) => put<Saved>(`/api/unidades/${id}`, input);
/** Toggles estado. */
export const toggleUnidad = (id: number) => put<Toggled>(`/api/unidades/estado/${id}`);
