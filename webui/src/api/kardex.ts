// The kardex of a product in a branch, the stock-balance reports (low stock,
// products without movement) and the direction of each movement type.
import { get } from './client';
import type { PriceField } from './productos';

/** One movement of the kardex. */
export interface KardexRow {
  fecha_creacion: string;
  fecha_movimiento: string;
  tipo: string;
  descripcion: string;
  sucursal: string;
  /** Units moved; the server may sign it (+ in, − out). */
  cantidad: number;
  /** Absent or null for a cost-priced movement when costs are hidden from the role. */
  precio?: number | null;
  total?: number | null;
  saldo_cantidad: number;
  usuario: string;
}

/** The kardex screen's data. */
export interface Kardex {
  data: KardexRow[];
  producto: { id: number; nombre: string; imagen: string | null };
  sucursal: { id: number; sucursal: string; telefono: string };
  entradas: number;
  salidas: number;
  saldo: number;
}

/** Kardex types that add stock (operations.md §4). */
export const INCREASING = ['Compra', 'Ingreso (Traspaso)', 'Devolución', 'Carga Inicial', 'AnulacionVenta', 'AnulacionTraspasoEgreso'];
/** Kardex types that remove stock. */
export const DECREASING = ['Venta', 'Egreso (Traspaso)', 'Baja', 'AnulacionCompra', 'AnulacionTraspasoIngreso'];

/**
 * +1 when a movement adds stock, −1 when it removes it. The type decides;
 * a type of either sign (Ajuste de Inventario) follows the sign of the quantity.
 */
export function direction(row: Pick<KardexRow, 'tipo' | 'cantidad'>): 1 | -1 {
  if (INCREASING.includes(row.tipo)) return 1;
  if (DECREASING.includes(row.tipo)) return -1;
  return row.cantidad < 0 ? -1 : 1;
}

/** The kardex of a product in a branch. */
export const getKardex = (producto_id: number, sucursal_id: number) =>
  get<Kardex>('/api/kardex_data', { query: { producto_id, sucursal_id } });

/** A product of the low-stock report. */
export interface BajoStockRow {
  id: number;
  codigo: string;
  producto: string;
  unidad: string;
  cantidad: number;
  minimo: number;
}

/** Products of a branch at or below their minimum. */
export const listBajoStock = (sucursal_id: number) =>
  get<{ bajoStock: BajoStockRow[] }>('/api/stock-bajo', { query: { sucursal_id } }).then((r) => r?.bajoStock ?? []);

/** A product of the without-movement report. */
export interface SinMovimientoRow extends Partial<Record<PriceField, number | null>> {
  id: number;
  fecha_ingreso: string;
  cantidad_existente: number;
  producto: string;
  sucursal: string;
  /** Super only. */
  costo?: number | null;
  total_ventas: number;
}

/** The month windows of the without-movement report; 3 is the default. */
export const MESES_SIN_MOVIMIENTO = [3, 6, 12] as const;

/** Products with stock that sold fewer than 5 units in the last `meses` months. */
export const listSinMovimiento = (sucursal_id: number, meses: number) =>
  get<{ productosSinMovimiento: SinMovimientoRow[] }>('/api/reporte/productos-sin-movimiento', { query: { sucursal_id, meses } }).then(
    (r) => r?.productosSinMovimiento ?? [],
  );

/** Excel export path of the low-stock list; query sucursal_id. */
export const STOCK_BAJO_EXCEL = '/api/stock-bajo/excel';
