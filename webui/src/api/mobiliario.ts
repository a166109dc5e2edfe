// Furniture inventory calls (INVENTARIO MOBILIARIO, transfers-accounts-cash-reports.md §7).
import { apiAmount, typedCents } from '../lib/amounts';
import { get, post, request, toFormData, type Saved } from './client';

/** The states of a furniture item. */
export const ESTADOS_MOBILIARIO = ['NUEVO', 'USADO', 'MALO'] as const;

/** The picture fields of the form. */
export const MOBILIARIO_IMAGES = ['imagen1', 'imagen2', 'imagen3'] as const;
export type MobiliarioImage = (typeof MOBILIARIO_IMAGES)[number];

/** A furniture row of a branch; subtotal = cantidad × valor. */
export interface Mobiliario {
  id: number;
  sucursal_id: number;
  fecha_entrega: string;
  cantidad: number;
  mobiliario: string;
  valor: number;
  subtotal: number;
  estado_mobiliario: string;
  largo: string;
  alto: string;
  ancho: string;
  observaciones: string;
  imagen1: string | null;
  imagen2: string | null;
  imagen3: string | null;
}

/** The form: typed fields as text, chosen pictures, pictures to remove. */
export interface MobiliarioInput {
  fecha_entrega: string;
  cantidad: string;
  mobiliario: string;
  valor: string;
  estado_mobiliario: string;
  largo: string;
  alto: string;
  ancho: string;
  observaciones: string;
  imagen1: File | null;
  imagen2: File | null;
  imagen3: File | null;
  eliminar: MobiliarioImage[];
}

/** A branch's furniture and its total. */
export const listMobiliario = (sucursalId: number) =>
  get<{ data: Mobiliario[]; total: number }>('/api/mobiliarios', { query: { sucursal_id: sucursalId } });

function formOf(input: MobiliarioInput, extra: Record<string, unknown> = {}) {
  const { eliminar, ...fields } = input;
  const removed = Object.fromEntries(eliminar.map((f) => [`eliminar_${f}`, '1']));
  return toFormData({ ...fields, valor: apiAmount(fields.valor), ...removed, ...extra });
}

/** Registers furniture in a branch. */
export const createMobiliario = (sucursalId: number, input: MobiliarioInput) =>
  post<Saved>('/api/mobiliarios', formOf(input), { query: { sucursal_id: sucursalId } });
/** Edits furniture (multipart with _method=PUT). */
export const updateMobiliario = (id: number, input: MobiliarioInput) =>
  post<Saved>(`/api/mobiliarios/${id}`, formOf(input, { _method: 'PUT' }));
/** Deletes furniture. */
export const deleteMobiliario = (id: number) => request<{ message: string }>('DELETE', `/api/mobiliarios/${id}`);
/** The PDF report of a branch's furniture. */
export const mobiliarioPdfPath = (sucursalId: number) => `/api/mobiliarios/generar-pdf/${sucursalId}`;

/** The subtotal the form shows while typing: cantidad × valor, 0 when either is not a number. */
export function subtotalOf(cantidad: string, valor: string): number {
  const q = Number(cantidad);
  const v = typedCents(valor);
  if (!Number.isInteger(q) || v === null || q <= 0 || v < 0) return 0;
  return (q * v) / 100;
}
