// Inventory calls (docs/api-operations.md, "Inventory"): the branch's stock
// list with its totals, its spreadsheet and the four PDF reports.
import { get, send } from './client';
import type { PriceField } from './productos';

/** A product of the inventory of a branch. */
export interface InventoryRow extends Partial<Record<PriceField, number | null>> {
  id: number;
  codigo: string;
  producto: string;
  unidad?: string;
  categoria?: string;
  imagen: string | null;
  imagen2?: string | null;
  imagen3?: string | null;
  /** Super only. */
  costo_unitario?: number | null;
  /** Units in the branch. */
  cantidad: number;
  minimo?: number;
  sucursal?: string;
  estado?: boolean;
}

/** The INVENTARIO answer. */
export interface Inventario {
  data: InventoryRow[];
  /** Units in the branch. */
  total_inventario: number;
  /** Cost of the branch's stock; Super only. */
  total_costo?: number | null;
}

/** The inventory of a branch with its totals. */
export const getInventario = (sucursal_id: number) =>
  get<Inventario>('/api/inventarios', { query: { sucursal_id } }).then((r) => ({
    data: r?.data ?? [],
    total_inventario: r?.total_inventario ?? 0,
    total_costo: r?.total_costo ?? null,
  }));

/** Excel export path of the inventory (Super); query sucursal_id. */
export const INVENTARIO_EXCEL = '/api/inventarios/excel';

/** The inventory PDF reports, all `POST {sucursal}`. */
export type InventoryReport = 'reporte-inventario' | 'reporte-inventario-costo' | 'comparar-inventarios' | 'reporte-cantidad-real';

/**
 * Fetches an inventory PDF report of a branch. Null when the server has
 * nothing to print: the kardex comparison answers 203 with a message when no
 * product differs, and that message is returned in `empty`.
 */
export async function inventoryReport(report: InventoryReport, sucursal: number): Promise<{ pdf: Blob | null; empty?: string }> {
  const res = await send('POST', `/api/inventario/${report}`, { sucursal });
  if (res.status === 203 || res.status === 204 || !/pdf/i.test(res.headers.get('Content-Type') ?? '')) {
    let message = '';
    try {
      message = (await res.json())?.message ?? '';
    } catch {
      // An empty body is the same "nothing to print".
    }
    return { pdf: null, empty: message };
  }
  return { pdf: await res.blob() };
}
