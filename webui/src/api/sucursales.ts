// Branch calls.
import { get, post, put, toFormData, type Saved, type Toggled } from './client';

/** A branch as the server returns it. */
export interface Sucursal {
  id: number;
  sucursal: string;
  nombre_oficial: string;
  grupo: number;
  direccion: string;
  telefono: string;
  imagen: string | null;
  estado: boolean;
  precio_estado: number;
  precio2_estado: number;
  precio3_estado: number;
  precio4_estado: number;
  precio5_estado: number;
  precio6_estado: number;
  is_activa_traspasos?: boolean;
}

/** The six price-level flags, in order P1..P6. */
export const PRICE_FLAGS = [
  'precio_estado',
  'precio2_estado',
  'precio3_estado',
  'precio4_estado',
  'precio5_estado',
  'precio6_estado',
] as const;

/** The fields sent by the add/edit form. */
export interface SucursalInput {
  sucursal: string;
  nombre_oficial: string;
  grupo: string;
  direccion: string;
  telefono: string;
  precios: boolean[];
  imagen: File | null;
}

function form(input: SucursalInput): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    sucursal: input.sucursal,
    nombre_oficial: input.nombre_oficial,
    grupo: input.grupo,
    direccion: input.direccion,
    telefono: input.telefono,
    imagen: input.imagen,
  };
  PRICE_FLAGS.forEach((flag, i) => (fields[flag] = input.precios[i] ? '1' : '0'));
  return fields;
}

/** All branches. */
export const listSucursales = () => get<{ data: Sucursal[] }>('/api/sucursales').then((r) => r.data ?? []);
/** Active branches (selects, branch choice). */
export const listSucursalesActivas = () => get<{ data: Sucursal[] }>('/api/sucursales_activas').then((r) => r.data ?? []);
/** Creates a branch (multipart). */
export const createSucursal = (input: SucursalInput) => post<Saved>('/api/sucursales', toFormData(form(input)));
/** Updates a branch (multipart POST with _method=PUT, so a file can travel). */
export const updateSucursal = (id: number, input: SucursalInput) =>
  post<Saved>(`/api/sucursales/${id}`, toFormData({ ...form(input), _method: 'PUT' }));
/** Toggles estado. */
export const toggleSucursal = (id: number) => put<Toggled>(`/api/sucursales/estado/${id}`);
