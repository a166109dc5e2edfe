// Product category calls (JSON bodies).
import { get, post, put, type Saved, type Toggled } from './client';

/** A product category. */
export interface Categoria {
  id: number;
  categoria: string;
  descripcion: string;
  estado: boolean;
}

/** The fields of the add/edit modal. */
export type CategoriaInput = Pick<Categoria, 'categoria' | 'descripcion'>;

/** All categories. */
export const listCategorias = () => get<{ data: Categoria[] }>('/api/categorias').then((r) => r.data ?? []);
/** Active categories (product form). */
export const listCategoriasActivas = () => get<{ data: Categoria[] }>('/api/categorias_activas').then((r) => r.data ?? []);
/** Creates a category. */
export const createCategoria = (input: CategoriaInput) => post<Saved>('/api/categorias', input);
/** Updates a category. */
export const updateCategoria = (id: number, input: CategoriaInput) => put<Saved>(`/api/categorias/${id}`, input);
/** Toggles estado. */
export const toggleCategoria = (id: number) => put<Toggled>(`/api/categorias/estado/${id}`);
