// Income and expense categories (Super and Administrador) and the Ingresos and
// Gastos themselves (the five staff roles), docs/api-money.md.
import type { Categoria, CategoriaInput } from './categorias';
import { buildUrl, get, post, put, type RequestOptions, type Saved, type Toggled } from './client';

/** Incomes or expenses. */
export type Libro = 'ingresos' | 'gastos';

/** An income or expense category: the shape of a product category, in its book. */
export type CategoriaDinero = Categoria;

/** The fields of the category modal. */
export type CategoriaDineroInput = CategoriaInput;

/** An Ingreso or Gasto as its list shows it. */
export interface Movimiento {
  id: number;
  fecha: string;
  concepto: string;
  numero_comprobante: string;
  metodo_pago: string;
  numero_documento: string;
  categoria_id: number;
  categoria: string;
  total: number;
  empleado: string;
  descripcion: string;
  sucursal_id: number;
  sucursal: string;
  estado: boolean;
}

/** The create/edit modal; total as typed in es-BO or with a dot. */
export interface MovimientoInput {
  concepto: string;
  categoria_id: number | '';
  total: string;
  metodo_pago: string;
  numero_documento: string;
  numero_comprobante: string;
  descripcion: string;
}

/** The list filter. */
export interface MovimientosFiltro {
  sucursal_id: number;
  fecha_desde: string;
  fecha_hasta: string;
}

const cats = (l: Libro) => `/api/categorias_${l}`;

/** All categories of a book. */
export const listCategoriasDinero = (l: Libro) => get<{ data: CategoriaDinero[] }>(cats(l)).then((r) => r?.data ?? []);
/** The active categories (the Ingreso / Gasto modal). */
export const listCategoriasDineroActivas = (l: Libro) => get<{ data: CategoriaDinero[] }>(`${cats(l)}_activos`).then((r) => r?.data ?? []);
/** Creates a category. */
export const createCategoriaDinero = (l: Libro, input: CategoriaDineroInput) => post<Saved>(cats(l), input);
/** Updates a category. */
export const updateCategoriaDinero = (l: Libro, id: number, input: CategoriaDineroInput) => put<Saved>(`${cats(l)}/${id}`, input);
/** Toggles a category's estado. */
export const toggleCategoriaDinero = (l: Libro, id: number) => put<Toggled>(`${cats(l)}/estado/${id}`);

/** The incomes or expenses of a branch in a date range, with the total of the active ones. */
export const listMovimientos = (l: Libro, f: MovimientosFiltro) =>
  get<{ data: Movimiento[]; total: number }>(`/api/${l}`, { query: { ...f } }).then((r) => ({ data: r?.data ?? [], total: Number(r?.total ?? 0) }));
/** Registers an income or expense in a branch. */
export const createMovimiento = (l: Libro, sucursal_id: number, input: MovimientoInput, key?: string) =>
  post<Saved>(`/api/${l}`, input, { query: { sucursal_id }, idempotencyKey: key });
/** Edits one. */
export const updateMovimiento = (l: Libro, id: number, input: MovimientoInput, key?: string) =>
  put<Saved>(`/api/${l}/${id}`, input, { idempotencyKey: key });
/** Deactivates or reactivates one. */
export const toggleMovimiento = (l: Libro, id: number, key?: string) => put<Toggled>(`/api/${l}/estado/${id}`, undefined, { idempotencyKey: key });

/** Path of an income or expense book's report PDF for the list's filter. */
export const libroReportePath = (l: Libro, query: RequestOptions['query']) => buildUrl(`/api/${l}/reporte-pdf`, query);

/** Excel export path of an income or expense book; query as the list's filter. */
export const libroExcelPath = (l: Libro) => `/api/${l}/excel`;
