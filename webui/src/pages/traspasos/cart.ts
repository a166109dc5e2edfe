// The transfer carts (transfers-accounts-cash-reports.md §3, §5) on the cart
// core: a line carries the units, the origin's stock, the origin's prices and
// the six destination prices as typed amounts (centavos, null blank, NaN not
// an amount). A quantity that is not a number or is below 1 becomes 0; it may
// not exceed the origin's stock; only destination prices that are amounts are
// sent, so a blank one leaves the destination's price as it is.
import { DESTINO_KEYS, ORIGEN_KEYS, type PrecioSucursal, type TraspasoLineaInput } from '../../api/traspasos';
import { parseQuantity, toCents } from '../../lib/amounts';
import { addLine, bs, centsOrZero, editLine, findLine, isAmount, productKey, typedAmount, type CartLine, type CartResult } from '../../lib/cart';
import { TRASPASO_MSG } from './common';

/** One line of a transfer cart, keyed by its product; amounts in centavos. */
export interface TransferLine extends CartLine {
  codigo: string;
  producto: string;
  unidad: string;
  /** Stock at the origin (cantidad_disponible_origen). */
  disponible: number;
  /** Present for Super only. */
  costo?: number;
  origen: number[];
  /** precio_destino..precio6_destino as typed. */
  destino: (number | null)[];
}

/** The destination's prices of a product, in centavos. */
const destinoOf = (p: PrecioSucursal) => DESTINO_KEYS.map((k) => toCents(p[k] ?? 0));

/** A line from a product of the form's price list. */
export function lineFrom(p: PrecioSucursal, cantidad = 1): TransferLine {
  return {
    key: productKey(p.id),
    id: p.id,
    codigo: p.codigo,
    producto: p.producto,
    unidad: p.unidad,
    cantidad,
    disponible: Number(p.cantidad_disponible_origen),
    costo: p.costo === undefined ? undefined : toCents(p.costo),
    origen: ORIGEN_KEYS.map((k) => toCents(p[k] ?? 0)),
    destino: destinoOf(p),
  };
}

/** Adds a product: one unit more on its line or a new line of 1, never past the origin's stock. */
export function addTransferProduct(cart: TransferLine[], p: PrecioSucursal): CartResult<TransferLine> {
  const have = findLine(cart, productKey(p.id))?.cantidad ?? 0;
  if (have + 1 > Number(p.cantidad_disponible_origen)) return { cart, error: TRASPASO_MSG.stockOrigin };
  return { cart: addLine(cart, productKey(p.id), () => lineFrom(p)) };
}

/** Sets a quantity from typed text; more than the origin's stock is refused. */
export function setTransferQuantity(cart: TransferLine[], key: string, raw: string | number): CartResult<TransferLine> {
  const qty = parseQuantity(raw);
  return editLine(cart, key, (l) => (qty > l.disponible ? TRASPASO_MSG.stockOrigin : { ...l, cantidad: qty }));
}

/** Sets destination price level i (0..5) to the text typed in its MoneyInput. */
export function setDestinoPrice(cart: TransferLine[], key: string, i: number, raw: string): TransferLine[] {
  return editLine(cart, key, (l) => ({ ...l, destino: l.destino.map((d, j) => (j === i ? typedAmount(raw) : d)) })).cart;
}

/** True when some destination price is not an amount (MoneyInput shows Valor inválido.). */
export function hasInvalidPrice(cart: TransferLine[]): boolean {
  return cart.some((l) => l.destino.some((d) => !isAmount(d)));
}

/** The destination's current prices for the lines, after the destination changed. */
export function withDestination(cart: TransferLine[], rows: PrecioSucursal[]): TransferLine[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return cart.map((l) => {
    const r = byId.get(l.id);
    return r ? { ...l, destino: destinoOf(r) } : l;
  });
}

/** The lines as sent; a price left empty is not sent, so the destination keeps it. */
export function transferPayload(cart: TransferLine[], withPrices: boolean): TraspasoLineaInput[] {
  return cart.map((l) => {
    const out: TraspasoLineaInput = { id: l.id, cantidad: l.cantidad };
    if (withPrices) {
      DESTINO_KEYS.forEach((k, i) => {
        const cents = l.destino[i];
        if (cents !== null && isAmount(cents)) out[k] = bs(centsOrZero(cents));
      });
    }
    return out;
  });
}

/** Total units of the cart. */
export function transferUnits(cart: TransferLine[]): number {
  return cart.reduce((s, l) => s + l.cantidad, 0);
}
