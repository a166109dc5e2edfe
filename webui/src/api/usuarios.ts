// User calls.
import { get, post, put, toFormData, type Saved, type Toggled } from './client';
import type { User } from '../lib/session';
import type { Sucursal } from './sucursales';

/** A user as lists and detail return it. */
export type Usuario = User;

/** A role of GET /api/roles. */
export interface Rol {
  id: number;
  name: string;
}

/** One branch of the assignment modal. */
export interface Asignacion {
  id: number;
  sucursal?: string;
  nombre?: string;
  asignado: boolean;
}

/** The fields of the add/edit form. */
export interface UsuarioInput {
  nombres: string;
  apellidos: string;
  numero_identificacion: string;
  genero: string;
  nacimiento: string;
  telefono: string;
  email: string;
  usuario: string;
  password: string;
  /** One's own current password, needed to change it. */
  password_actual: string;
  rol: string[];
  sucursal_id: string;
  is_activa_traspasos: boolean;
  imagen: File | null;
}

function form(input: UsuarioInput): Record<string, unknown> {
  // An empty password on edit means "keep the current one": it is not sent,
  // and neither is the current password, which only a change needs.
  const { password, password_actual, ...rest } = input;
  if (!password) return rest;
  return password_actual ? { ...rest, password, password_actual } : { ...rest, password };
}

/** All users. */
export const listUsuarios = () => get<{ data: Usuario[] }>('/api/usuarios').then((r) => r.data ?? []);
/** One user. */
export const getUsuario = (id: number) => get<{ data: Usuario }>(`/api/usuarios/${id}`).then((r) => r.data);
/** Creates a user (multipart; rol repeated). */
export const createUsuario = (input: UsuarioInput) => post<Saved>('/api/usuarios', toFormData(form(input)));
/** Updates a user. */
export const updateUsuario = (id: number, input: UsuarioInput) =>
  post<Saved>(`/api/usuarios/${id}`, toFormData({ ...form(input), _method: 'PUT' }));
/** Toggles estado. */
export const toggleUsuario = (id: number) => put<Toggled>(`/api/usuarios/estado/${id}`);
/** The roles a user can be given. */
export const listRoles = () => get<{ data: Rol[] }>('/api/roles').then((r) => r.data ?? []);
/** Every branch with whether the user is assigned to it. */
export const getAsignaciones = (id: number) =>
  get<{ data: Asignacion[] }>(`/api/usuarios/${id}/sucursales-asignadas`).then((r) => r.data ?? []);
/** Saves the assigned branches. */
export const saveAsignaciones = (id: number, sucursales: number[]) => post<Saved>(`/api/usuarios/${id}/sucursales`, { sucursales });
/**
 * The active branches the signed-in user may look at: every one for Super and
 * Administrador, the home and assigned ones for everyone else.
 */
export const listMisSucursales = () =>
  get<{ asignaciones: Sucursal[] }>('/api/usuarios/me-sucursales').then((r) => r.asignaciones ?? []);
