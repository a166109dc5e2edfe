// The report calls (transfers-accounts-cash-reports.md §7 "Cash and reports"):
// a page of a report as JSON, its PDF and its Excel, and the employees a
// sales report can filter on. Every report takes sucursal_id (an id or
// TODOS), fecha_inicio, fecha_fin and page.
import { get } from './client';

/** The filter of a report. */
export interface ReportQuery {
  sucursal_id: number | 'TODOS';
  fecha_inicio: string;
  fecha_fin: string;
  page: number;
  per_page?: number;
  empleado?: number;
}

/** A page of a report: rows, page numbers, the range's totals and more. */
export interface ReportPage<Row = Record<string, unknown>> {
  data: Row[];
  current_page: number;
  last_page: number;
  total: number;
  totales?: Record<string, unknown>;
  total_descuentos?: number;
  total_monto?: number;
  serie?: { fecha: string; total_neto: number }[];
  /** utilidades: the products of highest profit in the whole range. */
  ranking?: { id: number; producto: string; utilidad: number }[];
  /** ventas-empleados without an employee: one line per employee. */
  resumen?: (Employee & { total_neto: number })[];
  empleado?: Employee;
  [k: string]: unknown;
}

/** A user a sales report can filter on. */
export interface Employee {
  id: number;
  nombres: string;
  apellidos: string;
  rol: string;
}

/** The JSON path of a report, by its slug (utilidades, ventas_generales...). */
export function reportPath(slug: string, format?: 'pdf' | 'excel'): string {
  return `/api/reporte/${slug}${format ? `/${format}` : ''}`;
}

/** Loads one page of a report. */
export function getReport(slug: string, q: ReportQuery): Promise<ReportPage> {
  return get<ReportPage>(reportPath(slug), { query: { ...q } });
}

/** The employees of a branch. */
export async function listEmpleados(sucursalId: number): Promise<Employee[]> {
  return (await get<{ data: Employee[] }>('/api/reporte/empleados', { query: { sucursal_id: sucursalId } })).data;
}
