// The product search behind the pickers of the sale and purchase screens:
// GET /api/productos/buscar, ranked by the server's search index.
import { searchKeptProducts, searchOrKept } from '../lib/offline/cache';
import { get } from './client';

/** An enabled, non-zero price level of the branch (1..6). */
export interface PriceLevel {
  nivel: number;
  precio: number;
}

/** A product as the search answers it (ProductRow of docs/api-operations.md). */
export interface PickerProduct {
  id: number;
  codigo: string;
  producto: string;
  nombre?: string;
  nombre_factura?: string;
  unidad: string;
  categoria?: string;
  /** Absent for the roles that may not see costs. */
  costo?: number;
  precio: number;
  precio2: number;
  precio3: number;
  precio4: number;
  precio5: number;
  precio6: number;
  /** The branch's enabled non-zero levels, when the server sends them. */
  niveles?: PriceLevel[];
  minimo?: number;
  imagen: string | null;
  imagen2: string | null;
  imagen3: string | null;
  estado?: boolean;
  /** Stock in the branch asked for. */
  cantidad_disponible: number;
  /** Stock in all branches. */
  cantidad?: number;
}

/** The six price fields in level order. */
export const PRICE_KEYS = ['precio', 'precio2', 'precio3', 'precio4', 'precio5', 'precio6'] as const;

/** Options of a search. */
export interface SearchOptions {
  sucursalId: number;
  /** Only products with stock in the branch. */
  conStock?: boolean;
  limit?: number;
}

/** Results a picker asks for at once. */
export const PICKER_LIMIT = 20;

/** Active products matching `q` (code first, then name), seen from a branch. */
export function buscarProductos(q: string, opts: SearchOptions): Promise<PickerProduct[]> {
  const limit = opts.limit ?? PICKER_LIMIT;
  // Without the server, the branch's catalogue kept on the device answers.
  return searchOrKept(
    () =>
      get<{ data: PickerProduct[] }>('/api/productos/buscar', {
        query: { q: q.trim(), sucursal_id: opts.sucursalId, limit, con_stock: opts.conStock ? 1 : undefined, productoActivo: true },
      }).then((r) => r?.data ?? []),
    () => searchKeptProducts(opts.sucursalId, q, !!opts.conStock, limit),
  );
}

/** The images of a product that exist (up to three). */
export function productImages(p: Pick<PickerProduct, 'imagen' | 'imagen2' | 'imagen3'>): string[] {
  return [p.imagen, p.imagen2, p.imagen3].filter((s): s is string => !!s);
}
