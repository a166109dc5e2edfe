// The transfer carts as pure functions (transfers-accounts-cash-reports.md
// §3, §5): a line carries the units, the origin's stock, the origin's prices
// and the six destination prices as typed. A quantity that is not a number
// or is below 1 becomes 0; it may not exceed the origin's stock; destination
// prices are kept as typed in their MoneyInput (empty allowed) and only
// amounts ≥ 0 are sent.
import { DESTINO_KEYS, ORIGEN_KEYS, type PrecioSucursal, type TraspasoLineaInput } from '../../api/traspasos';
import { fixed2, parseQuantity, typedCents, validAmount } from '../../lib/amounts';
import { TRASPASO_MSG } from './common';

/** One line of a transfer cart. */
export interface TransferLine {
  id: number;
  codigo: string;
  producto: string;
  unidad: string;
  cantidad: number;
  /** Stock at the origin (cantidad_disponible_origen). */
  disponible: number;
  /** Present for Super only. */
  costo?: number;
  origen: number[];
  /** precio_destino..precio6_destino as typed. */
  destino: string[];
}

/** What an edit gives: the cart and, when it was refused, why. */
export interface CartChange {
  cart: TransferLine[];
  error?: string;
}

/** A line from a product of the form's price list. */
export function lineFrom(p: PrecioSucursal, cantidad = 1): TransferLine {
  return {
    id: p.id,
    codigo: p.codigo,
    producto: p.producto,
    unidad: p.unidad,
    cantidad,
    disponible: Number(p.cantidad_disponible_origen),
    costo: p.costo,
    origen: ORIGEN_KEYS.map((k) => Number(p[k] ?? 0)),
    destino: DESTINO_KEYS.map((k) => fixed2(p[k] ?? 0)),
  };
}

/** Adds a product: one unit more on its line or a new line of 1, never past the origin's stock. */
export function addTransferProduct(cart: TransferLine[], p: PrecioSucursal): CartChange {
  const i = cart.findIndex((l) => l.id === p.id);
  const have = i >= 0 ? cart[i].cantidad : 0;
  if (have + 1 > Number(p.cantidad_disponible_origen)) return { cart, error: TRASPASO_MSG.stockOrigin };
  if (i < 0) return { cart: [...cart, lineFrom(p)] };
  const out = cart.slice();
  out[i] = { ...out[i], cantidad: have + 1 };
  return { cart: out };
}

/** Sets a quantity from typed text; more than the origin's stock is refused. */
export function setTransferQuantity(cart: TransferLine[], id: number, raw: string | number): CartChange {
  const qty = parseQuantity(raw);
  const line = cart.find((l) => l.id === id);
  if (!line) return { cart };
  if (qty > line.disponible) return { cart, error: TRASPASO_MSG.stockOrigin };
  return { cart: cart.map((l) => (l.id === id ? { ...l, cantidad: qty } : l)) };
}

/** Sets destination price level i (0..5) to the text typed in its MoneyInput. */
export function setDestinoPrice(cart: TransferLine[], id: number, i: number, raw: string): TransferLine[] {
  return cart.map((l) => (l.id === id ? { ...l, destino: l.destino.map((d, j) => (j === i ? raw : d)) } : l));
}

/** True when some destination price is not an amount (MoneyInput shows Valor inválido.). */
export function hasInvalidPrice(cart: TransferLine[]): boolean {
  return cart.some((l) => l.destino.some((d) => !validAmount(d)));
}

/** Takes a product out of the cart. */
export function removeTransferLine(cart: TransferLine[], id: number): TransferLine[] {
  return cart.filter((l) => l.id !== id);
}

/** The destination's current prices for the lines, after the destination changed. */
export function withDestination(cart: TransferLine[], rows: PrecioSucursal[]): TransferLine[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return cart.map((l) => {
    const r = byId.get(l.id);
    return r ? { ...l, destino: DESTINO_KEYS.map((k) => fixed2(r[k] ?? 0)) } : l;
  });
}

/** The lines as sent; a price left empty is not sent, so the destination keeps it. */
export function transferPayload(cart: TransferLine[], withPrices: boolean): TraspasoLineaInput[] {
  return cart.map((l) => {
    const out: TraspasoLineaInput = { id: l.id, cantidad: l.cantidad };
    if (withPrices) {
      DESTINO_KEYS.forEach((k, i) => {
        const cents = typedCents(l.destino[i]);
        if (cents !== null) out[k] = cents / 100;
      });
    }
    return out;
  });
}

/** Total units of the cart. */
export function transferUnits(cart: TransferLine[]): number {
  return cart.reduce((s, l) => s + l.cantidad, 0);
}
