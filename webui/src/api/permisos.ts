// Permisos por rol (Super): the capabilities granted to each role on top of
// the spec's role table.
import { get, put } from './client';
import type { Capability } from '../lib/session';

/** One grantable capability with its name. */
export interface Capacidad {
  clave: Capability;
  nombre: string;
  /** The roles the spec already gives it. */
  roles: string[];
}

/** One role's row: what the spec gives it, what was granted, what may be. */
export interface PermisosRol {
  rol: string;
  concedidas: Capability[];
  propias: Capability[];
  concedibles: Capability[];
  modificables: boolean;
}

/** The table and the capabilities it may grant. */
export const listPermisos = () => get<{ data: PermisosRol[]; capacidades: Capacidad[] }>('/api/permisos');

/** Replaces what is granted to one role. */
export const savePermisos = (rol: string, capacidades: Capability[]) => put<{ message: string }>('/api/permisos', { rol, capacidades });
