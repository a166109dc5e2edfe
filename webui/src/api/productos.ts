// Product calls (docs/api-operations.md, "Products"): the list, the search
// index, one product, the multipart add/edit, estado and the quick info.
import { apiAmount } from '../lib/amounts';
import { get, post, put, toFormData, type Saved, type Toggled } from './client';

/** The six price fields, in order P1..P6. */
export const PRICE_FIELDS = ['precio', 'precio2', 'precio3', 'precio4', 'precio5', 'precio6'] as const;
/** One of the six price fields. */
export type PriceField = (typeof PRICE_FIELDS)[number];

/** The three image fields of a product. */
export const IMAGE_FIELDS = ['imagen', 'imagen2', 'imagen3'] as const;
/** One of the three image fields. */
export type ImageField = (typeof IMAGE_FIELDS)[number];

/** A product as the server answers it; prices are those of the branch asked for. */
export interface Producto extends Record<PriceField, number | null> {
  id: number;
  codigo: string;
  producto: string;
  nombre?: string;
  nombre_factura: string;
  unidad: string;
  unidad_id: number;
  categoria: string;
  categoria_id: number;
  /** Absent for roles that may not see costs. */
  costo?: number | null;
  minimo: number;
  descripcion: string;
  imagen: string | null;
  imagen2: string | null;
  imagen3: string | null;
  estado: boolean;
  /** Stock in the branch asked for. */
  cantidad_disponible: number;
  /** Stock in all branches. */
  cantidad: number;
  created_at?: string;
  /** The SIN's homologation (0 or "" while the product cannot be invoiced). */
  codigo_producto_sin?: number;
  actividad_economica?: string;
  unidad_medida_sin?: number;
}

/** Options of the search index call. */
export interface BuscarOptions {
  sucursal_id?: number;
  limit?: number;
  /** Only products with stock in the branch. */
  con_stock?: boolean;
  /** true: active products only (the server's default); false: inactive ones too. */
  productoActivo?: boolean;
}

/** The fields of the add/edit form. Files are sent only when chosen. */
export interface ProductoInput extends Record<PriceField, string> {
  codigo: string;
  producto: string;
  nombre_factura: string;
  unidad: string;
  categoria: string;
  costo: string;
  minimo: string;
  descripcion: string;
  imagen: File | null;
  imagen2: File | null;
  imagen3: File | null;
  /** Stored images to delete on edit (eliminar_imagen, eliminar_imagen2...). */
  eliminar: ImageField[];
  /** The SIN's homologation: needed to invoice the product. */
  codigo_producto_sin: string;
  actividad_economica: string;
  unidad_medida_sin: string;
}

/** A purchase line of the quick info. */
export interface CompraRapida {
  fecha_compra: string;
  proveedor: string;
  /** Super only. */
  costo?: number | null;
}

/** Stock of the product in one branch. */
export interface StockSucursal {
  sucursal_id: number;
  sucursal: string;
  stock: number;
}

/** The quick info of a product. */
export interface InfoRapida {
  producto: { nombre: string; imagen: string | null };
  stock_sucursales: StockSucursal[];
  /** Present for Super and Administrador only. */
  compras?: CompraRapida[];
}

/** The images of a product that exist, in order. */
export function productImages(p: Partial<Record<ImageField, string | null>>): string[] {
  return IMAGE_FIELDS.map((f) => p[f]).filter((src): src is string => !!src);
}

/** The display name of a product row. */
export function productName(p: { producto?: string; nombre?: string }): string {
  return p.producto || p.nombre || '';
}

/** All products with the branch's prices and stock (inactive ones too unless `activos`). */
export const listProductos = (sucursal_id?: number, activos = false) =>
  get<{ data: Producto[] }>('/api/productos', { query: { sucursal_id, productoActivo: activos ? 'true' : undefined } }).then((r) => r.data ?? []);

/** Products matching `q`, ranked by the server's index (code first, then name). */
export const buscarProductos = (q: string, opts: BuscarOptions = {}) =>
  get<{ data: Producto[] }>('/api/productos/buscar', {
    query: {
      q,
      sucursal_id: opts.sucursal_id,
      limit: opts.limit,
      con_stock: opts.con_stock ? 1 : undefined,
      productoActivo: opts.productoActivo === undefined ? undefined : String(opts.productoActivo),
    },
  }).then((r) => r.data ?? []);

/** One product with the branch's prices and stock; without a branch, the product's own prices (the edit form). */
export const getProducto = (id: number, sucursal_id?: number) =>
  get<{ data: Producto }>(`/api/productos/${id}`, { query: { sucursal_id } }).then((r) => r.data);

/** The multipart fields of a save; on edit only changed images travel. */
export function productoFields(input: ProductoInput): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    codigo: input.codigo.trim(),
    producto: input.producto.trim(),
    nombre_factura: input.nombre_factura.trim(),
    unidad: input.unidad,
    categoria: input.categoria,
    costo: apiAmount(input.costo) || '0.00',
    minimo: input.minimo,
    descripcion: input.descripcion,
    codigo_producto_sin: input.codigo_producto_sin.trim(),
    actividad_economica: input.actividad_economica.trim(),
    unidad_medida_sin: input.unidad_medida_sin.trim(),
  };
  for (const f of PRICE_FIELDS) fields[f] = apiAmount(input[f]) || '0.00'; // a blank price is 0
  for (const f of IMAGE_FIELDS) {
    if (input[f]) fields[f] = input[f];
    else if (input.eliminar.includes(f)) fields[`eliminar_${f}`] = '1';
  }
  return fields;
}

/** Registers a product (Super). */
export const createProducto = (input: ProductoInput) => post<Saved>('/api/productos', toFormData(productoFields(input)));

/** Updates a product (Super): multipart POST with _method=PUT. */
export const updateProducto = (id: number, input: ProductoInput, sucursal_id?: number) =>
  post<Saved>(`/api/productos/${id}`, toFormData({ ...productoFields(input), _method: 'PUT' }), { query: { sucursal_id } });

/** Toggles estado (Super). */
export const toggleProducto = (id: number) => put<Toggled>(`/api/productos/estado/${id}`);

/** Purchases and stock by branch of a product. */
export const getInfoRapida = (id: number) => get<InfoRapida>(`/api/informacion_rapida/${id}`);

/** Excel export path of the product list. */
export const PRODUCTOS_EXCEL = '/api/productos/excel';
