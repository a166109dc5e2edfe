// Server search for lists whose rows are not products themselves (inventory,
// count): the index ranks the matching products and the loaded rows are shown
// in that order, so these lists find "azucar" in "Azúcar" and codes by prefix
// exactly as the product list and the pickers do.
import { buscarProductos } from '../api/productos';
import type { ServerSearch } from './DataTableSearch';

/** Most matches a list asks the index for (the server's own maximum). */
const RANKED_LIMIT = 100;

/** A ServerSearch over `rows`, keyed by product id, ranked by the index of branch. */
export function rankedSearch<T>(rows: T[], productId: (row: T) => number, branchId: number | undefined): ServerSearch<T> {
  const byId = new Map(rows.map((r) => [productId(r), r]));
  return {
    search: async (q: string) => {
      const hits = await buscarProductos(q, { sucursal_id: branchId, limit: RANKED_LIMIT, productoActivo: false });
      return hits.flatMap((h) => {
        const row = byId.get(h.id);
        return row ? [row] : [];
      });
    },
  };
}
