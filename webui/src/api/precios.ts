// Price calls (docs/api-prices-quotes.md): the product × branch price table,
// its per-row update, the bulk price change and the price-change alert of a
// branch (check, changed products, dismissal).
import { get, post, put } from './client';

/** The six price fields, in order P1..P6. */
export const PRICE_LEVELS = ['precio', 'precio2', 'precio3', 'precio4', 'precio5', 'precio6'] as const;
/** One of the six price fields. */
export type PriceLevel = (typeof PRICE_LEVELS)[number];
/** The six prices of a product, keyed by field. */
export type SixPrices = Record<PriceLevel, number>;
/** The six prices as the catálogo edit screen and the transfer notices spell them: precio1..precio6. */
export type NumberedPrices = Record<'precio1' | 'precio2' | 'precio3' | 'precio4' | 'precio5' | 'precio6', number>;

/** A product's prices in one branch, as the price table answers it. */
export interface PreciosDeSucursal extends SixPrices {
  sucursal_id: number;
  grupo: number;
}

/** A row of GET /api/productos/precios-sucursales: a product and its prices per branch name. */
export interface ProductoPrecios {
  id: number;
  codigo: string;
  producto: string;
  sucursales: Record<string, PreciosDeSucursal>;
}

/** The body of PUT /api/productos/precios-sucursales. */
export interface PreciosSucursalInput extends SixPrices {
  producto_id: number;
  sucursal_id: number;
}

/** A cart line of the bulk change. */
export interface CambioLinea extends SixPrices {
  id: number;
  porcentaje: number;
  monto: number;
}

/** The body of POST /api/productos/actualizar-precios. */
export interface CambioPreciosInput {
  sucursales: number[];
  carrito: CambioLinea[];
  actualizarTodo: boolean;
  isPorcentaje: boolean;
  porcentaje: number;
  isMonto: boolean;
  monto: number;
  isIncremento: boolean;
  isRestar: boolean;
}

/** A product whose prices changed in the branch since the user's last dismissal. */
export interface PrecioActualizado extends SixPrices {
  producto_id: number;
  codigo: string;
  producto: string;
  fecha: string;
  anterior: SixPrices;
}

/** Answer of the price saves. */
export interface PreciosSaved {
  message: string;
}

/** Active products with their six prices in every active branch. */
export const listPreciosSucursales = () =>
  get<{ data: ProductoPrecios[] }>('/api/productos/precios-sucursales').then((r) => r?.data ?? []);

/** Sets a product's six prices in one branch. */
export const updatePreciosSucursal = (input: PreciosSucursalInput) => put<PreciosSaved>('/api/productos/precios-sucursales', input);

/** Changes prices in bulk (one transaction on the server). */
export const actualizarPrecios = (input: CambioPreciosInput) => post<PreciosSaved>('/api/productos/actualizar-precios', input);

/** True when the branch's prices changed since this user last dismissed the alert. */
export const verificaAlertaPrecios = (sucursalId: number) =>
  get<{ alerta_existe: boolean }>(`/api/productos/verifica-productos-actualizados/${sucursalId}`).then((r) => r?.alerta_existe === true);

/** The products changed since the dismissal, newest first. */
export const productosPreciosActualizados = (sucursalId: number) =>
  get<{ detalles: PrecioActualizado[] }>(`/api/productos/productos-precios-actualizados/${sucursalId}`).then((r) => r?.detalles ?? []);

/** Dismisses the alert of the branch for this user. */
export const confirmarAlertaPrecios = (sucursalId: number) => put<PreciosSaved>(`/api/productos/confirmar-alerta/${sucursalId}`);
