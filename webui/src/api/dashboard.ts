// The dashboard call (foundation.md §3 "Dashboard response", GET /api/home).
// Fields a role may not see are absent from the answer, hence optional here.
import { get } from './client';
import type { BajoStockRow } from './kardex';

/** One month of a series (mes 1..12). */
export interface MonthTotal {
  mes: number;
  total: number;
}

/** A product of the best-sellers pie: its name and units sold this year. */
export interface PieSlice {
  label: string;
  value: number;
}

/** A product at or under its minimum stock: a row of the low-stock report. */
export type LowStockItem = BajoStockRow;

/** The dashboard of a branch: X the branch's figure, XComplet the whole business's. */
export interface Dashboard {
  mes: string;
  ventasActualMes: number;
  ventasSucursalMes?: number;
  ventasActualMesComplet?: number;
  comprasMesActual?: number;
  comprasMesActualComplet?: number;
  ingresosMes?: number;
  ingresosMesComplet?: number;
  gastosMes?: number;
  gastosMesComplet?: number;
  utilidadMes?: number;
  utilidadMesComplet?: number;
  clientes: number;
  data?: PieSlice[];
  bajoStock?: LowStockItem[];
  ventasPorMes?: MonthTotal[];
  comprasPorMes?: MonthTotal[];
  ingresosPorMes?: MonthTotal[];
  gastosPorMes?: MonthTotal[];
}

/** Loads the dashboard of a branch. */
export function getDashboard(sucursalId: number): Promise<Dashboard> {
  return get<Dashboard>('/api/home', { query: { sucursal_id: sucursalId } });
}
