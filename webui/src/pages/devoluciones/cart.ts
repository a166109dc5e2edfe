// The return cart of /admin/nueva-devolucion/:id as pure functions
// (operations.md §5): a sale line may be added once ('Producto ya agregado'),
// its quantity starts at 1, anything invalid becomes 1, and it may not pass
// what is left of the sold quantity.
import { toCents } from '../../lib/amounts';
import { bs, editLine, findLine, linesPayload, type CartLine, type CartResult } from '../../lib/cart';

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

/** One line of the return cart: keyed by its sale line, its price in centavos. */
export interface ReturnLine extends CartLine {
  detalleAgrupadoId: number;
  producto: string;
  unidad: string;
  precio: number;
  /** Units that may still be returned. */
  max: number;
}

/** Units of a sale line that can still be returned (0 for a voided line). */
export function returnable(l: SoldLine): number {
  if (Number(l.estado) !== 1) return 0;
  const left = l.cantidad ?? Number(l.cantidad_vendida) - Number(l.cantidad_devuelta || 0);
  return Math.max(0, Number(left) || 0);
}

/** The key of a sale line's return line. */
export const returnKey = (detalleAgrupadoId: number) => String(detalleAgrupadoId);

/** Adds a sale line with quantity 1. */
export function addReturnLine(cart: ReturnLine[], l: SoldLine): CartResult<ReturnLine> {
  const key = returnKey(l.detalleAgrupadoId);
  if (findLine(cart, key)) return { cart, error: RETURN_MSG.already };
  const max = returnable(l);
  if (max < 1) return { cart, error: RETURN_MSG.overSold };
  const line: ReturnLine = { key, id: l.producto_id, detalleAgrupadoId: l.detalleAgrupadoId, producto: l.producto, unidad: l.unidad, precio: toCents(l.precio), max, cantidad: 1 };
  return { cart: [...cart, line] };
}

/**
 * Sets a quantity from typed text: invalid or under 1 becomes 1; over the
 * returnable quantity it is set to that quantity with the message.
 */
export function setReturnQuantity(cart: ReturnLine[], key: string, raw: string | number): CartResult<ReturnLine> {
  const n = Math.floor(Number(typeof raw === 'string' ? raw.trim() : raw));
  const qty = Number.isFinite(n) && n >= 1 ? n : 1;
  const line = findLine(cart, key);
  if (!line) return { cart };
  const cantidad = Math.min(qty, line.max);
  return { cart: editLine(cart, key, (l) => ({ ...l, cantidad })).cart, error: qty > line.max ? RETURN_MSG.overSold : undefined };
}

/** The lines as POST /api/devoluciones takes them, in cart order. */
export function returnPayload(cart: ReturnLine[]) {
  return linesPayload(cart, (l) => ({ producto_id: l.id, detalleAgrupadoId: l.detalleAgrupadoId, precio: bs(l.precio) }));
}
