// Company data calls.
import { get, post, toFormData, type Saved } from './client';

/** The company record. */
export interface Empresa {
  id: number;
  empresa: string;
  sigla: string;
  nit: string;
  propietario: string;
  telefono1: string;
  telefono2: string;
  email: string;
  horario: string;
  direccion: string;
  actividad: string;
  descripcion: string;
  logo: string | null;
}

/** The editable fields; the logo travels as `imagen`. */
export type EmpresaInput = Omit<Empresa, 'id' | 'logo'> & { imagen: File | null };

/** The company (the list holds one record). */
export const getEmpresa = () => get<{ data: Empresa[] }>('/api/datos').then((r) => r.data?.[0] ?? null);
/** The company by id. */
export const getEmpresaById = (id: number) => get<{ data: Empresa }>(`/api/datos/${id}`).then((r) => r.data);
/** Updates the company (multipart with _method=PUT). */
export const updateEmpresa = (id: number, input: EmpresaInput) =>
  post<Saved>(`/api/datos/${id}`, toFormData({ ...input, _method: 'PUT' }));
