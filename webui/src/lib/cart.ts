// The one cart core of every document screen (ventas, proformas, catálogos,
// compras, traspasos, devoluciones): a cart is an array of lines, each keyed
// by one string `key` and carrying its product `id` and `cantidad`; amounts
// are centavos (integers) so that totals add exactly. Operations are pure and
// give the new cart back, or the old cart and why it was refused, so each
// area keeps only its own rule (serial numbers, stock, returnable quantity,
// destination prices, purchase costs) and passes it in.
import { lineErrorsByIndex, parseQuantity } from './amounts';
import { parseMoney } from './money';

/** The fields every cart line has. */
export interface CartLine {
  /** The line's key: unique in its cart, stable while the line lives. */
  key: string;
  /** Product id, as the API's lines name it. */
  id: number;
  cantidad: number;
}

/** What a cart operation gives back: the new cart, or the old one and an error; `message` tells a success. */
export interface CartResult<L> {
  cart: L[];
  error?: string;
  message?: string;
}

/** The key of a product's line where a product has one line (every cart but the sale's). */
export function productKey(id: number): string {
  return String(id);
}

/** The line with `key`, if any. */
export function findLine<L extends CartLine>(cart: L[], key: string): L | undefined {
  return cart.find((l) => l.key === key);
}

/** Adds a line made by `make`, or, when its key is already there, one unit more on that line (or `more`'s change). */
export function addLine<L extends CartLine>(cart: L[], key: string, make: () => L, more: (l: L) => L = (l) => ({ ...l, cantidad: l.cantidad + 1 })): L[] {
  const i = cart.findIndex((l) => l.key === key);
  if (i < 0) return [...cart, make()];
  const out = cart.slice();
  out[i] = more(cart[i]);
  return out;
}

/** Changes the line with `key`; a change that gives a string refuses with that message. */
export function editLine<L extends CartLine>(cart: L[], key: string, change: (l: L) => L | string, notFound = ''): CartResult<L> {
  const i = cart.findIndex((l) => l.key === key);
  if (i < 0) return notFound ? { cart, error: notFound } : { cart };
  const next = change(cart[i]);
  if (typeof next === 'string') return { cart, error: next };
  const out = cart.slice();
  out[i] = next;
  return { cart: out };
}

/** Sets a line's quantity from typed text (non-numbers and values under 1 read as 0, kept while retyping). */
export function setLineQuantity<L extends CartLine>(cart: L[], key: string, raw: string | number): L[] {
  const cantidad = parseQuantity(raw);
  return editLine(cart, key, (l) => ({ ...l, cantidad })).cart;
}

/** The fields a line of a picked product starts with: its key, id, name, code, unit and first image. */
export function pickedLine(p: { id: number; producto: string; codigo?: string; unidad?: string; imagen?: string | null }) {
  return { key: productKey(p.id), id: p.id, producto: p.producto, codigo: p.codigo ?? '', unidad: p.unidad ?? '', imagen: p.imagen ?? null };
}

/** Removes the line with `key`. */
export function removeLine<L extends CartLine>(cart: L[], key: string): L[] {
  return cart.filter((l) => l.key !== key);
}

/** An amount that may be blank (null) or not an amount (NaN) counted as 0. */
export function centsOrZero(cents: number | null): number {
  return cents === null || Number.isNaN(cents) ? 0 : cents;
}

/** Σ price × cantidad in centavos, with the line's price (centavos) and quantity as the area counts them. */
export function cartTotal<L extends CartLine>(cart: L[], price: (l: L) => number | null, quantity: (l: L) => number = (l) => l.cantidad): number {
  return cart.reduce((s, l) => s + centsOrZero(price(l)) * quantity(l), 0);
}

/**
 * Money typed in a MoneyInput as a cart keeps it: centavos, null when blank,
 * NaN when the text is not an amount (the box says Valor inválido. and the
 * screen refuses to send it).
 */
export function typedAmount(text: string): number | null {
  const p = parseMoney(text);
  return p.valid ? p.cents : NaN;
}

/** A kept amount as a MoneyInput's value: text that was not an amount shows as an empty box. */
export function boxCents(cents: number | null): number | null {
  return cents === null || Number.isNaN(cents) ? null : cents;
}

/** True when a kept amount is blank or an amount (not NaN). */
export function isAmount(cents: number | null): boolean {
  return !Number.isNaN(cents);
}

/** Centavos as the API's amounts (bolivianos). */
export function bs(cents: number): number {
  return cents / 100;
}

/** The lines as a document's POST takes them, in cart order (422 keys `productos.N` refer to it): id, cantidad and the area's fields. */
export function linesPayload<L extends CartLine, E extends object>(cart: L[], fields: (l: L) => E): ({ id: number; cantidad: number } & E)[] {
  return cart.map((l) => ({ id: l.id, cantidad: l.cantidad, ...fields(l) }));
}

/** A 422's `productos.N.*` messages by the key of line N, for the cart's line-error rows. */
export function lineErrorsByKey(errors: Record<string, string[]>, cart: CartLine[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  lineErrorsByIndex(errors).forEach((msgs, i) => {
    if (cart[i]) out[cart[i].key] = msgs;
  });
  return out;
}
