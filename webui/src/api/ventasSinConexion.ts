// The sales made offline that reached the server (docs/api-operations.md,
// "Ventas sin conexión").
import { get } from './client';

export interface AjusteSinConexion {
  producto_id: number;
  producto: string;
  /** The branch's stock when the sale arrived. */
  stock: number;
  faltante: number;
}

export interface BajoMinimo {
  producto_id: number;
  producto: string;
  precio: number;
  minimo: number;
}

export interface VentaSinConexion {
  id: number;
  numero_comprobante: number;
  provisional: string;
  fecha_venta: string;
  recibida: string;
  usuario: string;
  total: number;
  estado: number;
  bajo_minimo: BajoMinimo[];
  ajustes: AjusteSinConexion[];
  /** The box the sale was made in, closed before it arrived (its cash went to the box open then); 0: none. */
  caja_cerrada: number;
}

/** A branch's offline sales made in a date range (yyyy-MM-dd). */
export const listVentasSinConexion = (f: { sucursal_id: number; fecha_desde?: string; fecha_hasta?: string }) =>
  get<{ data: VentaSinConexion[] }>('/api/ventas/sin-conexion', { query: { ...f } }).then((r) => r?.data ?? []);
