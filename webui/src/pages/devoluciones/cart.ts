// The return cart of /admin/nueva-devolucion/:id as pure functions
// (operations.md §5): a sale line may be added once ('Producto ya agregado'),
// its quantity starts at 1, anything invalid becomes 1, and it may not pass
// what is left of the sold quantity.
import { toCents } from '../../lib/amounts';

/** Texts of the return cart. */
export const RETURN_MSG = {
  already: 'Producto ya agregado',
  overSold: 'La cantidad no debe superar la cantidad vendida.',
  added: 'Agregado al carrito',
  removed: 'Eliminado del carrito',
  saved: 'Devolución guardada con éxito',
  saveError: 'Error al guardar la venta',
  unknownError: 'Error desconocido al guardar la devolucion.',
} as const;

/** The fields of a sale line the return needs. */
export interface SoldLine {
  detalleAgrupadoId: number;
  producto_id: number;
  producto: string;
  unidad: string;
  precio: number;
  cantidad_vendida: number;
  cantidad_devuelta: number;
  /** What the customer still has, when the server sends it. */
  cantidad?: number;
  estado: number;
}

/** One line of the return cart. */
export interface ReturnLine {
  detalleAgrupadoId: number;
  producto_id: number;
  producto: string;
  unidad: string;
  precio: number;
  /** Units that may still be returned. */
  max: number;
  cantidad: number;
}

/** Result of an operation: the cart to keep and the message to show. */
export interface ReturnResult {
  cart: ReturnLine[];
  error?: string;
}

/** Units of a sale line that can still be returned (0 for a voided line). */
export function returnable(l: SoldLine): number {
  if (Number(l.estado) !== 1) return 0;
  const left = l.cantidad ?? Number(l.cantidad_vendida) - Number(l.cantidad_devuelta || 0);
  return Math.max(0, Number(left) || 0);
}

/** Adds a sale line with quantity 1. */
export function addReturnLine(cart: ReturnLine[], l: SoldLine): ReturnResult {
  if (cart.some((x) => x.detalleAgrupadoId === l.detalleAgrupadoId)) return { cart, error: RETURN_MSG.already };
  const max = returnable(l);
  if (max < 1) return { cart, error: RETURN_MSG.overSold };
  return {
    cart: [
      ...cart,
      {
        detalleAgrupadoId: l.detalleAgrupadoId,
        producto_id: l.producto_id,
        producto: l.producto,
        unidad: l.unidad,
        precio: Number(l.precio),
        max,
        cantidad: 1,
      },
    ],
  };
}

/**
 * Sets a quantity from typed text: invalid or under 1 becomes 1; over the
 * returnable quantity it is set to that quantity with the message.
 */
export function setReturnQuantity(cart: ReturnLine[], detalleAgrupadoId: number, raw: string | number): ReturnResult {
  const n = Math.floor(Number(typeof raw === 'string' ? raw.trim() : raw));
  let qty = Number.isFinite(n) && n >= 1 ? n : 1;
  let error: string | undefined;
  const out = cart.map((l) => {
    if (l.detalleAgrupadoId !== detalleAgrupadoId) return l;
    if (qty > l.max) {
      qty = l.max;
      error = RETURN_MSG.overSold;
    }
    return { ...l, cantidad: qty };
  });
  return { cart: out, error };
}

/** Removes a line. */
export function removeReturnLine(cart: ReturnLine[], detalleAgrupadoId: number): ReturnLine[] {
  return cart.filter((l) => l.detalleAgrupadoId !== detalleAgrupadoId);
}

/** Σ precio × cantidad in centavos. */
export function returnTotal(cart: ReturnLine[]): number {
  return cart.reduce((s, l) => s + toCents(l.precio) * l.cantidad, 0);
}
