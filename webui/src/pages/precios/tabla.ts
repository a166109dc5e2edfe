// The product × branch price table as pure functions: one row per product
// and branch (what PUT /api/productos/precios-sucursales saves), the typed
// drafts of a row and the body of its save.
import { PRICE_LEVELS, type PreciosSucursalInput, type ProductoPrecios } from '../../api/precios';
import { fixed2, toCents } from '../../lib/amounts';

/** A product's six prices in one branch. */
export interface PrecioRow {
  /** `productoId:sucursalId`. */
  key: string;
  producto_id: number;
  codigo: string;
  producto: string;
  sucursal: string;
  sucursal_id: number;
  grupo: number;
  /** P1..P6 in Bs. */
  precios: number[];
}

/** The key of a product's row in a branch. */
export function rowKey(productoId: number, sucursalId: number): string {
  return `${productoId}:${sucursalId}`;
}

/** One row per product and branch, products in the server's order and branches by grupo then id. */
export function flattenPrecios(data: ProductoPrecios[]): PrecioRow[] {
  const rows: PrecioRow[] = [];
  for (const p of data) {
    const branches = Object.entries(p.sucursales ?? {}).sort(([, a], [, b]) => Number(a.grupo) - Number(b.grupo) || a.sucursal_id - b.sucursal_id);
    for (const [name, s] of branches) {
      rows.push({
        key: rowKey(p.id, s.sucursal_id),
        producto_id: p.id,
        codigo: p.codigo ?? '',
        producto: p.producto,
        sucursal: name,
        sucursal_id: s.sucursal_id,
        grupo: Number(s.grupo),
        precios: PRICE_LEVELS.map((k) => Number(s[k] ?? 0)),
      });
    }
  }
  return rows;
}

/** The branches present in the table (id and name), by grupo then id. */
export function branchesOf(data: ProductoPrecios[]): { id: number; sucursal: string; grupo: number }[] {
  const seen = new Map<number, { id: number; sucursal: string; grupo: number }>();
  for (const p of data) {
    for (const [name, s] of Object.entries(p.sucursales ?? {})) {
      if (!seen.has(s.sucursal_id)) seen.set(s.sucursal_id, { id: s.sucursal_id, sucursal: name, grupo: Number(s.grupo) });
    }
  }
  return [...seen.values()].sort((a, b) => a.grupo - b.grupo || a.id - b.id);
}

/** The inputs' text of a row that has no draft. */
export function draftOf(row: Pick<PrecioRow, 'precios'>): string[] {
  return row.precios.map((p) => fixed2(p));
}

/** The draft in centavos; blank (no price) is 0. */
export function draftCents(draft: string[]): number[] {
  return draft.map((t) => (t.trim() === '-' ? 0 : toCents(t)));
}

/** True when the draft differs from the saved prices. */
export function isDirty(row: Pick<PrecioRow, 'precios'>, draft: string[] | undefined): boolean {
  if (!draft) return false;
  const cents = draftCents(draft);
  return row.precios.some((p, i) => toCents(p) !== cents[i]);
}

/** The body of the row's save. */
export function rowInput(row: Pick<PrecioRow, 'producto_id' | 'sucursal_id'>, draft: string[]): PreciosSucursalInput {
  const cents = draftCents(draft);
  const out: Record<string, number> = { producto_id: row.producto_id, sucursal_id: row.sucursal_id };
  PRICE_LEVELS.forEach((k, i) => (out[k] = cents[i] / 100));
  return out as unknown as PreciosSucursalInput;
}

/** The data with one product's prices in one branch replaced (after a save). */
export function withSaved(data: ProductoPrecios[], input: PreciosSucursalInput): ProductoPrecios[] {
  return data.map((p) => {
    if (p.id !== input.producto_id) return p;
    const sucursales = { ...p.sucursales };
    for (const [name, s] of Object.entries(sucursales)) {
      if (s.sucursal_id !== input.sucursal_id) continue;
      const next = { ...s };
      PRICE_LEVELS.forEach((k) => (next[k] = input[k]));
      sucursales[name] = next;
    }
    return { ...p, sucursales };
  });
}
