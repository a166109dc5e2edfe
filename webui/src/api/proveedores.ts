// Supplier calls (JSON bodies).
import { get, post, put, type Saved, type Toggled } from './client';

/** A supplier. */
export interface Proveedor {
  id: number;
  proveedor: string;
  nit: string;
  telefono: string;
  direccion: string;
  estado: boolean;
}

/** The fields of the add/edit modal. */
export type ProveedorInput = Pick<Proveedor, 'proveedor' | 'nit' | 'telefono' | 'direccion'>;

/** All suppliers. */
export const listProveedores = () => get<{ data: Proveedor[] }>('/api/proveedores').then((r) => r.data ?? []);
/** Active suppliers (purchase form). */
export const listProveedoresActivos = () => get<{ data: Proveedor[] }>('/api/proveedores_activos').then((r) => r.data ?? []);
/** Creates a supplier. */
export const createProveedor = (input: ProveedorInput) => post<Saved>('/api/proveedores', input);
/** Updates a supplier. */
export const updateProveedor = (id: number, input: ProveedorInput) => put<Saved>(`/api/proveedores/${id}`, input);
/** Toggles estado. */
export const toggleProveedor = (id: number) => put<Toggled>(`/api/proveedores/estado/${id}`);
