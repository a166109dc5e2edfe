// Catalogue calls (docs/api-prices-quotes.md, Catalogues), and the branch's
// product list behind the catalogue picker.
import { get, post, put } from './client';
import type { NumberedPrices } from './precios';
import type { PickerProduct } from './productos-picker';

/** The client block of a catalogue and its description, as every call spells them. */
export interface CatalogoCliente {
  razon_social: string;
  nit: string;
  complemento: string;
  telefono: string;
  direccion: string;
  descripcion: string;
}

/** A catalogue as the list and the detail show it. */
export interface Catalogo extends CatalogoCliente {
  id: number;
  nro_catalogo: number | string;
  /** ISO instant of creation. */
  fecha: string;
  fecha_catalogo?: string;
  /** ISO instant the catalogue stops being valid (30 days after fecha). */
  fecha_fin: string;
  sucursal: string;
  sucursal_id: number;
  cliente_id: number;
  total: number;
  usuario: string;
  empleado: string;
  /** 0 Anulado, 1 Válido, 2 Fuera de plazo. */
  estado: number;
}

/** A line of a catalogue. */
export interface CatalogoDetalle {
  id: number;
  producto_id: number;
  producto: string;
  codigo: string;
  cantidad?: number;
  precio: number;
  /** 1 valid, 0 removed. */
  estado: number;
  motivo?: string;
}

/** A valid line as the edit screen loads it. */
export interface CatalogoEditProducto extends NumberedPrices {
  id: number;
  nombre: string;
  codigo: string;
  pivot: { precio: number; cantidad?: number };
}

/** The data of Editar Catálogo. */
export interface CatalogoEditData extends CatalogoCliente {
  cliente_id: number;
  productos: CatalogoEditProducto[];
}

/** GET /api/catalogos/{id}: the view reads catalogo and detalles, the edit screen data. */
export interface CatalogoConDetalles {
  catalogo: Catalogo;
  detalles: CatalogoDetalle[];
  data: CatalogoEditData;
}

/** The list filter; dates are yyyy-MM-dd (honoured for Super and Administrador). */
export interface CatalogosFiltro {
  sucursal_id: number;
  fecha_desde?: string;
  fecha_hasta?: string;
}

/** A cart line as the calls take it. */
export interface CatalogoLinea {
  id: number;
  cantidad: number;
  precio: number;
}

/** The draft of Registrar Catálogo. */
export interface CatalogoInput extends CatalogoCliente {
  cliente: number;
  total: number;
  sucursal: number;
  productos: CatalogoLinea[];
}

/** The body of PUT /api/catalogos/{id}; the client block is sent as loaded. */
export interface CatalogoUpdate extends CatalogoCliente {
  cliente_id: number;
  productos: CatalogoLinea[];
}

/** Answer of POST /api/catalogos. */
export interface CatalogoGuardado {
  message: string;
  id: number;
  catalogo_id: number;
}

/** The catalogues of a branch in a date range. */
export const listCatalogos = (f: CatalogosFiltro) => get<{ data: Catalogo[] }>('/api/catalogos', { query: { ...f } }).then((r) => r?.data ?? []);
/** One catalogue with its lines and its edit data. */
export const getCatalogo = (id: number) => get<CatalogoConDetalles>(`/api/catalogos/${id}`);
/** Registers a catalogue. */
export const createCatalogo = (input: CatalogoInput) => post<CatalogoGuardado>('/api/catalogos', input);
/** Replaces the lines of a catalogue. */
export const updateCatalogo = (id: number, input: CatalogoUpdate) => put<{ success?: boolean; message: string }>(`/api/catalogos/${id}`, input);
/** Cancels a catalogue. */
export const anularCatalogo = (id: number, sucursalId: number) =>
  put<{ message: string }>(`/api/catalogos/estado/${id}`, undefined, { query: { sucursal_id: sucursalId } });
/** Removes one line of a valid catalogue with a reason. */
export const eliminarProductoCatalogo = (id: number, detalleId: number, motivo: string) =>
  put<{ message: string }>(`/api/catalogos/eliminar-producto/${id}`, { motivo }, { query: { detalle_id: detalleId } });
/** Path of the catalogue PDF. */
export const catalogoPdfPath = (id: number) => `/api/catalogos/generar-pdf/${id}`;

/** The branch's active products with stock and the branch's prices, for the picker. */
export const listProductosCatalogo = (sucursalId: number) =>
  get<{ data: PickerProduct[] }>('/api/productos', { query: { sucursal_id: sucursalId, productoActivo: true } }).then((r) => r?.data ?? []);
