// The cash box (docs/api-money.md): the state of one employee's box of a
// branch and date, opening and closing one's own, the movements exports,
// the close report and cajaEmpleado.
import { buildUrl, get, post, type Saved } from './client';

/** The screen's labels, answered as they are by the server. */
export type EstadoCaja = 'No Abierta' | 'Abierta' | 'Cerrada';

/** A row of the box: signed amounts per method. */
export interface FilaCaja {
  estado: string;
  total_efectivo: number;
  total_transferencia: number;
  total_cheque: number;
  total_tarjeta: number;
  total: number;
}

/** An employee in the cash screens. */
export interface Empleado {
  id: number;
  nombres: string;
  apellidos: string;
}

/** The stored box. */
export interface Caja {
  id: number;
  fecha: string;
  estado: 'apertura' | 'cierre';
  monto_inicial: number;
  descripcion: string;
  fecha_apertura: string;
  fecha_cierre?: string;
  monto_final: number;
  diferencia: number;
  /** The box a cash movement opened, its user having none open. */
  automatica?: boolean;
}

/** A row of the movements table. */
export interface MovimientoCaja {
  id: number;
  movimiento: string;
  fecha: string;
  efectivo: number;
  transferencia: number;
  tarjeta: number;
  cheque: number;
  monto_total: number;
  descripcion: string;
  usuario: string;
}

/** GET /api/cajas. */
export interface EstadoCajaResp {
  estado: EstadoCaja;
  fecha: string;
  sucursal_id: number;
  sucursal: string;
  empleado: Empleado;
  caja: Caja | null;
  registros: FilaCaja[];
  totales: FilaCaja;
  movimientos: MovimientoCaja[];
  empleados?: Empleado[];
  /** The employee's boxes of the day closed before `caja`, oldest first. */
  cajas_anteriores: Caja[];
}

/** A row of cajaEmpleado. */
export interface CajaEmpleadoFila {
  caja_id: number;
  empleado: Empleado;
  estado: EstadoCaja;
  monto_inicial: number;
  totales: FilaCaja;
  monto_final: number | null;
  diferencia: number | null;
}

/** The filter of the cash screens. */
export interface CajaFiltro {
  sucursal_id: number;
  fecha: string;
  empleado?: number;
}

/** One employee's box (the caller's when empleado is absent). */
export const getCaja = (f: CajaFiltro) => get<EstadoCajaResp>('/api/cajas', { query: { ...f } });
/** Opens the caller's box of today. */
export const abrirCaja = (sucursal_id: number, body: { monto_inicial: string; descripcion: string }, key?: string) =>
  post<Saved>('/api/cajas', body, { query: { sucursal_id, estado: 'apertura' }, idempotencyKey: key });
/** Closes the caller's box of today with the counted amount. */
export const cerrarCaja = (sucursal_id: number, body: { monto_final: string; descripcion: string }, key?: string) =>
  post<Saved>('/api/cajas', body, { query: { sucursal_id, estado: 'cierre' }, idempotencyKey: key });
/** The close report of a box: Letter or 80 mm. */
export const cierrePdfPath = (id: number, formato: 'carta' | 'ticket') => `/api/cajas/reporte-cierre/${id}${formato === 'ticket' ? '?formato=ticket' : ''}`;
/** Every employee's box of a branch and date. */
export const listCajasEmpleados = (f: CajaFiltro) =>
  get<{ data: CajaEmpleadoFila[] }>('/api/cajas-empleados', { query: { ...f } }).then((r) => r?.data ?? []);

/** Path of the day's box report PDF for a branch, date and employee. */
export const cajaReportePath = (f: CajaFiltro) => buildUrl('/api/cajas/reporte-pdf', { ...f });

/** Excel export path of the day's box; query as getCaja's. */
export const CAJA_EXCEL = '/api/cajas/excel';

/** Path of the every-employee boxes report PDF for a branch and date. */
export const cajasEmpleadosReportePath = (f: CajaFiltro) => buildUrl('/api/cajas-empleados/reporte-pdf', { ...f });

/** Excel export path of every employee's box; query as listCajasEmpleados'. */
export const CAJAS_EMPLEADOS_EXCEL = '/api/cajas-empleados/excel';
