// Quotation (proforma) calls (docs/api-prices-quotes.md, Quotations).
import { get, post, put } from './client';

/** A quotation as the list and the detail show it. */
export interface Proforma {
  id: number;
  numero_comprobante: number | string;
  /** ISO instant. */
  fecha: string;
  sucursal: string;
  sucursal_id: number;
  cliente_id: number;
  razon_social: string;
  nit: string;
  direccion: string;
  telefono: string;
  descripcion: string;
  total: number;
  usuario: string;
  empleado: string;
  /** 1 valid, 0 voided. */
  estado: number;
  motivo_anulacion?: string;
}

/** A line of a quotation. */
export interface ProformaDetalle {
  id: number;
  producto_id: number;
  producto: string;
  codigo: string;
  unidad: string;
  cantidad: number;
  precio: number;
  subtotal: number;
}

/** GET /api/proformas/{id}. */
export interface ProformaConDetalles {
  proforma: Proforma;
  detalles: ProformaDetalle[];
}

/** GET /api/proformas: the rows and the sum of the valid ones. */
export interface ProformaLista {
  data: Proforma[];
  total_validas?: number;
}

/** The list filter; dates are yyyy-MM-dd (honoured for Super and Administrador). */
export interface ProformasFiltro {
  sucursal_id: number;
  fecha_desde?: string;
  fecha_hasta?: string;
}

/** The draft of Registrar Proforma (operations.md §3). */
export interface ProformaInput extends Pick<Proforma, 'razon_social' | 'nit' | 'direccion' | 'telefono' | 'descripcion'> {
  cliente: number;
  total: number;
  sucursal: number;
  productos: { id: number; cantidad: number; precio: number }[];
}

/** Answer of POST /api/proformas. */
export interface ProformaGuardada {
  message: string;
  id: number;
  proforma_id: number;
}

/** The quotations of a branch in a date range. */
export const listProformas = (f: ProformasFiltro) =>
  get<ProformaLista>('/api/proformas', { query: { ...f } }).then((r) => ({ data: r?.data ?? [], total_validas: r?.total_validas }));
/** One quotation with its lines. */
export const getProforma = (id: number) => get<ProformaConDetalles>(`/api/proformas/${id}`);
/** Registers a quotation. */
export const createProforma = (input: ProformaInput) => post<ProformaGuardada>('/api/proformas', input);
/** Voids a quotation with a reason. */
export const anularProforma = (id: number, motivo: string) => put<{ message: string }>(`/api/proformas/estado/${id}`, { motivo });
/** Path of the quotation PDF. */
export const proformaPdfPath = (id: number) => `/api/proformas/generar-pdf/${id}`;

/** Excel export path of the quotations list; query as listProformas'. */
export const PROFORMAS_EXCEL = '/api/proformas/excel';
