// Customer calls.
import { searchKeptCustomers, searchOrKept } from '../lib/offline/cache';
import { get, post, put, toFormData, type Saved, type Toggled } from './client';

/** A customer. */
export interface Cliente {
  id: number;
  imagen: string | null;
  nombres_apellidos: string;
  numero_documento: string;
  complemento: string;
  telefono: string;
  email: string;
  direccion: string;
  estado: boolean;
  created_at?: string;
}

/** The fields of the add/edit form: the customer's own, and the picture as a file. */
export interface ClienteInput extends Pick<Cliente, 'nombres_apellidos' | 'numero_documento' | 'complemento' | 'telefono' | 'email' | 'direccion'> {
  imagen: File | null;
}

/** All customers. */
export const listClientes = () => get<{ data: Cliente[] }>('/api/clientes').then((r) => r.data ?? []);
/** Active customers (sale and quotation forms). */
export const listClientesActivos = () => get<{ data: Cliente[] }>('/api/clientes_activos').then((r) => r.data ?? []);
/** The best active matches of a name or CI/NIT (at most 20), for the sale's customer picker. */
export const buscarClientes = (buscar: string) =>
  // Without the server, the customers used recently on this device answer.
  searchOrKept(
    () => get<{ data: Cliente[] }>('/api/clientes_activos', { query: { buscar } }).then((r) => r.data ?? []),
    () => searchKeptCustomers(buscar),
  );
/** One customer. */
export const getCliente = (id: number) => get<{ data: Cliente }>(`/api/clientes/${id}`).then((r) => r.data);
/** Creates a customer (multipart). */
export const createCliente = (input: ClienteInput) => post<Saved>('/api/clientes', toFormData({ ...input }));
/** Updates a customer. */
export const updateCliente = (id: number, input: ClienteInput) =>
  post<Saved>(`/api/clientes/${id}`, toFormData({ ...input, _method: 'PUT' }));
/** Toggles estado. */
export const toggleCliente = (id: number) => put<Toggled>(`/api/clientes/estado/${id}`);
