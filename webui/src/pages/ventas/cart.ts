// The sale cart of Registrar Venta on the cart core (operations.md §4–§5,
// foundation.md §4–§5): an add joins the identical line of the product (same
// default price, no serial) or else makes a new line with its own key (the
// API's idCarrito),
// so that each unit with a serial number keeps its line while two scans of a
// plain product give one line of 2; the quantity of a product summed over its
// lines may not pass the branch stock, the default price is the first
// non-zero level, and roles other than Super and Administrador may not sell
// under the lowest level nor at 0.
import type { PickerProduct, PriceLevel } from '../../api/productos-picker';
import { parseQuantity, saldoOf, toCents, validAmount } from '../../lib/amounts';
import { addLine, bs, cartTotal, centsOrZero, editLine, isAmount, linesPayload, typedAmount, type CartLine, type CartResult } from '../../lib/cart';
import { formatMoney } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { defaultPrice, minPriceCents, priceLevels, type PricedProduct } from '../../lib/priceLevels';

/** Texts of the cart, word for word from the specification. */
export const CART_MSG = {
  noMore: 'No puedes agregar más de la cantidad disponible.',
  totalOverStock: 'La cantidad total supera el stock disponible.',
  qtyMin: 'La cantidad debe ser mayor a 0.',
  discountOver: 'El descuento no puede ser mayor al subtotal.',
  notFound: 'Producto no encontrado en el carrito.',
  added: 'Agregado al carrito',
  removed: 'Eliminado del carrito',
  empty: 'No hay productos en el carrito.',
} as const;

/** The price-floor alert for `product`. */
export function priceFloorMessage(product: string): string {
  return `El precio del producto ${product} no puede ser menor al precio mínimo permitido y no puede ser igual a 0.`;
}

/** Default serie of a line. */
export const DEFAULT_SERIE = 'N/A';

/** Lines per page of the cart. */
export const CART_PAGE_SIZE = 10;

/** One line of the sale cart; its key is the API's idCarrito. */
export interface SaleLine extends CartLine {
  producto: string;
  codigo: string;
  unidad: string;
  imagen: string | null;
  /** Stock of the branch when the product was added. */
  stock: number;
  /** The branch's non-zero price levels of the product, in order. */
  niveles: PriceLevel[];
  /** The price in centavos as typed: null blank, NaN text that is not an amount. */
  precio: number | null;
  serie: string;
}

/** The product fields the cart needs. */
export type CartProduct = Pick<PickerProduct, 'id' | 'producto' | 'cantidad_disponible'> & Partial<Pick<PickerProduct, 'codigo' | 'unidad' | 'imagen'>> & PricedProduct;

/** Units of a product over all lines, leaving out one line if asked. */
export function quantityInCart(cart: SaleLine[], productId: number, exceptKey?: string): number {
  return cart.reduce((n, l) => (l.id === productId && l.key !== exceptKey ? n + l.cantidad : n), 0);
}

/** True when a line carries no serial number of its own. */
export function withoutSerie(l: Pick<SaleLine, 'serie'>): boolean {
  const s = l.serie.trim();
  return s === '' || s === DEFAULT_SERIE;
}

/**
 * Adds one unit of a product: to the quantity of its line at the default
 * price without a serial, or as a new line of 1 unit at its default price.
 */
export function addToCart(cart: SaleLine[], p: CartProduct, key: string): CartResult<SaleLine> {
  const stock = Number(p.cantidad_disponible) || 0;
  if (stock <= 0 || quantityInCart(cart, p.id) + 1 > stock) return { cart, error: CART_MSG.noMore };
  const niveles = priceLevels(p);
  const price = defaultPrice(niveles);
  const same = cart.find((l) => l.id === p.id && withoutSerie(l) && l.precio === price);
  const line = (): SaleLine => ({
    key,
    id: p.id,
    producto: p.producto,
    codigo: p.codigo ?? '',
    unidad: p.unidad ?? '',
    imagen: p.imagen ?? null,
    stock,
    niveles,
    precio: price,
    cantidad: 1,
    serie: DEFAULT_SERIE,
  });
  return { cart: addLine(cart, same?.key ?? key, line, (l) => ({ ...l, cantidad: l.cantidad + 1, stock })) };
}

/**
 * Sets a line's quantity from typed text (non-numbers and values under 1 read
 * as 0). The line keeps what was typed, so its box, its subtotal and the
 * submitted quantity agree; quantityError says when it cannot be sold.
 */
export function setQuantity(cart: SaleLine[], key: string, raw: string | number): CartResult<SaleLine> {
  const qty = parseQuantity(raw);
  return editLine(cart, key, (l) => ({ ...l, cantidad: qty }), CART_MSG.notFound);
}

/** How many units a line may still hold beside the product's other lines. */
export function maxQuantity(cart: SaleLine[], line: SaleLine): number {
  return Math.max(0, line.stock - quantityInCart(cart, line.id, line.key));
}

/** The over-stock message of a line that may hold at most `max`. */
export function overStockMessage(max: number): string {
  return `${CART_MSG.totalOverStock} Máximo: ${max}.`;
}

/**
 * Why a line's quantity cannot be sold, shown on its Cant. box: under 1, or
 * the product's units over all lines pass the branch stock.
 */
export function quantityError(cart: SaleLine[], line: SaleLine): string | null {
  if (line.cantidad < 1) return CART_MSG.qtyMin;
  const max = maxQuantity(cart, line);
  if (line.cantidad > max) return overStockMessage(max);
  return null;
}

/**
 * The quantity a line counts for in its subtotal and the totals: what was
 * typed, but never more than the stock leaves it, so an over-stock figure
 * being typed never inflates the total.
 */
export function countedQuantity(cart: SaleLine[], line: SaleLine): number {
  return Math.min(line.cantidad, maxQuantity(cart, line));
}

/**
 * Brings a line's quantity down to what the stock leaves it, once typing is
 * over (blur or Enter); `clamped` is the message to keep on the line when it
 * had to.
 */
export function clampQuantity(cart: SaleLine[], key: string): { cart: SaleLine[]; clamped: string | null } {
  const line = cart.find((l) => l.key === key);
  if (!line) return { cart, clamped: null };
  const max = maxQuantity(cart, line);
  if (line.cantidad <= max) return { cart, clamped: null };
  return { cart: cart.map((l) => (l === line ? { ...l, cantidad: max } : l)), clamped: overStockMessage(max) };
}

/** The first line whose price or quantity cannot be submitted, with the reason. */
export function lineProblem(cart: SaleLine[]): { key: string; message: string } | null {
  for (const l of cart) {
    if (!isAmount(l.precio)) return { key: l.key, message: `${l.producto}: ${MSG.invalidNumber}` };
    const q = quantityError(cart, l);
    if (q) return { key: l.key, message: `${l.producto}: ${q}` };
  }
  return null;
}

/** Sets a line's price from the text typed in its MoneyInput. */
export function setPrice(cart: SaleLine[], key: string, raw: string): CartResult<SaleLine> {
  return editLine(cart, key, (l) => ({ ...l, precio: typedAmount(raw) }), CART_MSG.notFound);
}

/** Sets a line's price to one of its levels. */
export function choosePriceLevel(cart: SaleLine[], key: string, nivel: number): CartResult<SaleLine> {
  return editLine(
    cart,
    key,
    (l) => {
      const level = l.niveles.find((x) => x.nivel === nivel);
      return level ? { ...l, precio: toCents(level.precio) } : l;
    },
    CART_MSG.notFound,
  );
}

/** Sets a line's serie. */
export function setSerie(cart: SaleLine[], key: string, serie: string): CartResult<SaleLine> {
  return editLine(cart, key, (l) => ({ ...l, serie }), CART_MSG.notFound);
}

/** A line's amount in centavos, at the quantity it counts for. */
export function lineCents(cart: SaleLine[], l: SaleLine): number {
  return centsOrZero(l.precio) * countedQuantity(cart, l);
}

/** The figures under the cart, all in centavos. */
export interface SaleTotals {
  subtotal: number;
  descuento: number;
  total: number;
  aCuenta: number;
  saldo: number;
}

/**
 * Subtotal = Σ price × quantity (the counted quantity, see countedQuantity); total = subtotal − descuento, never below 0
 * (a discount above the subtotal is refused on its field, see
 * discountError); Contado has a_cuenta and saldo 0; Cuotas has saldo =
 * total − a_cuenta, never below 0.
 */
export function saleTotals(cart: SaleLine[], descuento: string | number, tipoPago: string, aCuenta: string | number): SaleTotals {
  const subtotal = cartTotal(cart, (l) => l.precio, (l) => countedQuantity(cart, l));
  const desc = Math.max(0, toCents(descuento));
  const total = Math.max(0, subtotal - desc);
  const pay = saldoOf(total, tipoPago, toCents(aCuenta));
  return { subtotal, descuento: desc, total, aCuenta: pay.aCuenta, saldo: pay.saldo };
}

/** The discount rule shown on the Descuento field as it is typed: 0..subtotal. */
export function discountError(t: SaleTotals): string | null {
  return t.descuento > t.subtotal ? CART_MSG.discountOver : null;
}

/** The cash handed over at the counter (Paga con) and the change it leaves, in centavos. */
export interface CashChange {
  /** What is received now: the total, or a_cuenta for Cuotas. */
  received: number;
  /** The typed cash, or null when left blank. */
  pagaCon: number | null;
  /** The change, or null while there is none to give (blank or short). */
  cambio: number | null;
  /** Why the typed cash cannot be taken, as the server says it. */
  error: string | null;
}

/** The message of cash short of what is received (the server's words). */
export function pagaConShortMessage(receivedCents: number): string {
  return `Paga con debe ser mayor o igual al monto recibido (${formatMoney(receivedCents / 100)}).`;
}

/**
 * Paga con → Cambio for an Efectivo sale: blank is allowed (no change told);
 * text that is not an amount, or less than what is received now, is an error.
 */
export function cashChange(t: SaleTotals, tipoPago: string, pagaCon: string): CashChange {
  const received = tipoPago === 'Cuotas' ? t.aCuenta : t.total;
  if (!pagaCon.trim()) return { received, pagaCon: null, cambio: null, error: null };
  if (!validAmount(pagaCon)) return { received, pagaCon: null, cambio: null, error: MSG.invalidNumber };
  const cents = toCents(pagaCon);
  if (cents < received) return { received, pagaCon: cents, cambio: null, error: pagaConShortMessage(received) };
  return { received, pagaCon: cents, cambio: cents - received, error: null };
}

/**
 * The first line priced at 0 or under the product's lowest level, as the
 * alert text, or null when every price is allowed.
 */
export function priceFloorError(cart: SaleLine[]): { key: string; message: string } | null {
  for (const l of cart) {
    const price = centsOrZero(l.precio);
    if (price <= 0 || price < minPriceCents(l.niveles)) return { key: l.key, message: priceFloorMessage(l.producto) };
  }
  return null;
}

/** The lines of POST /api/ventas, in cart order (422 keys refer to this order); idCarrito is the line's key. */
export function salePayload(cart: SaleLine[]) {
  return linesPayload(cart, (l) => ({ precio: bs(centsOrZero(l.precio)), serie: l.serie.trim() || DEFAULT_SERIE, idCarrito: l.key }));
}

/** Repairs a stored cart: keeps well-formed lines; one stored before lines had a key and centavos is read again. */
export function asSaleCart(v: unknown): SaleLine[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((l) => l && typeof (l.key ?? l.idCarrito) === 'string' && typeof l.id === 'number')
    .map(({ idCarrito, ...l }) => ({ ...l, key: l.key ?? idCarrito, precio: typeof l.precio === 'string' ? typedAmount(l.precio) : l.precio }));
}

let seq = 0;
/** A new unique line key. */
export function newLineKey(): string {
  seq += 1;
  return `${Date.now().toString(36)}-${seq}`;
}
