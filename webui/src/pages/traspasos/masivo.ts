// The bulk transfer's distribution grid as pure functions: one row per
// product with branch 1's stock and the units each branch gets; the units
// distributed of a product may not exceed that stock.
import type { MasivoInput } from '../../api/traspasos';
import { parseQuantity } from '../../lib/amounts';

/** One product of the grid. */
export interface BulkRow {
  id: number;
  codigo: string;
  producto: string;
  /** Stock of branch 1. */
  stock: number;
  /** Units per destination branch id. */
  cantidades: Record<number, number>;
}

/** Adds a product once. */
export function addBulkProduct(rows: BulkRow[], p: { id: number; codigo: string; producto: string; cantidad_disponible: number }): BulkRow[] {
  if (rows.some((r) => r.id === p.id)) return rows;
  return [...rows, { id: p.id, codigo: p.codigo, producto: p.producto, stock: Number(p.cantidad_disponible), cantidades: {} }];
}

/** Sets a branch's units of a product from typed text (non-numbers and values under 1 read as 0). */
export function setShare(rows: BulkRow[], id: number, branch: number, raw: string): BulkRow[] {
  const n = parseQuantity(raw);
  return rows.map((r) => (r.id === id ? { ...r, cantidades: { ...r.cantidades, [branch]: n } } : r));
}

/** Units of a product distributed over all branches. */
export function distributed(r: BulkRow): number {
  return Object.values(r.cantidades).reduce((s, n) => s + n, 0);
}

/** True when some product distributes more than branch 1 has. */
export function overStock(rows: BulkRow[]): boolean {
  return rows.some((r) => distributed(r) > r.stock);
}

/** The request body; branches with 0 units are left out. */
export function bulkPayload(motivo: string, rows: BulkRow[]): MasivoInput {
  return {
    motivo: motivo.trim(),
    productos: rows.map((r) => ({
      producto_id: r.id,
      distribucion: Object.entries(r.cantidades)
        .filter(([, n]) => n > 0)
        .map(([b, n]) => ({ sucursal_id: Number(b), cantidad: n })),
    })),
  };
}
