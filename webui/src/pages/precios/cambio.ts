// The rules of the bulk price change (operations.md §2, §5, §8) as pure
// functions, so the screen only wires them: the option switches and their
// mutual exclusions, the cart of products with P1..P6 and a per-line
// percentage or amount, the client-side validation (with the server's field
// names, so client and server errors are shown in the same places), the
// request body and the preview of a resulting price.
import type { FieldErrors } from '../../api/client';
import { PRICE_LEVELS, type CambioLinea, type CambioPreciosInput } from '../../api/precios';
import { fixed2, toCents } from '../../lib/amounts';
import { formatMoney, formatNumber } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { parseMoney } from '../../lib/money';

/** Fixed texts of the screen. */
export const CAMBIO_MSG = {
  noBranch: 'Debe seleccionar al menos una sucursal.',
  emptyCart: 'El carrito no puede estar vacío.',
  porcentaje: 'El porcentaje de cada producto debe ser mayor a 1.',
  monto: 'El monto de cada producto debe ser mayor a 1.',
  saved: 'Precios actualizados correctamente',
  saveError: 'Error al actualizar los precios',
  registerError: 'Hubo un error al registrar: ',
  // Not fixed by the specification, worded in the same register.
  needMode: 'Seleccione "Usar porcentaje" o "Monto Bs" para actualizar todos los productos.',
  needDirection: 'Seleccione "Incremento" o "Restar".',
  added: 'Agregado al carrito',
  already: 'El producto ya está en el carrito.',
  removed: 'Eliminado del carrito',
} as const;

/** Lines per page of the cart. */
export const CAMBIO_PAGE_SIZE = 10;

/** Six values in level order P1..P6. */
export type Six<T> = [T, T, T, T, T, T];

/** A cart line; what the user types is kept as text. */
export interface CambioLine {
  id: number;
  codigo: string;
  producto: string;
  unidad: string;
  /** The new P1..P6, as typed. */
  precios: Six<string>;
  /** The line's percentage (Usar porcentaje), as typed. */
  porcentaje: string;
  /** The line's amount in Bs (Monto Bs), as typed. */
  monto: string;
}

/** The switches and the global fields of the screen. */
export interface CambioOptions {
  actualizarTodo: boolean;
  isMonto: boolean;
  isPorcentaje: boolean;
  isIncremento: boolean;
  isRestar: boolean;
  /** Global percentage, used with Actualizar Todos. */
  porcentaje: string;
  /** Global amount, used with Actualizar Todos. */
  monto: string;
}

/** The five switches. */
export type CambioSwitch = 'actualizarTodo' | 'isMonto' | 'isPorcentaje' | 'isIncremento' | 'isRestar';

/** The options of a fresh screen: everything off. */
export function freshOptions(): CambioOptions {
  return { actualizarTodo: false, isMonto: false, isPorcentaje: false, isIncremento: false, isRestar: false, porcentaje: '', monto: '' };
}

/** True when a percentage or an amount is applied to the current prices. */
export function hasMode(o: Pick<CambioOptions, 'isMonto' | 'isPorcentaje'>): boolean {
  return o.isPorcentaje || o.isMonto;
}

/**
 * True when the options say what to do: prices typed by hand, or a
 * percentage or an amount with Incremento or Restar (the server refuses a
 * mode without a direction, so nothing may be previewed for it).
 */
export function hasDirection(o: Pick<CambioOptions, 'isMonto' | 'isPorcentaje' | 'isIncremento' | 'isRestar'>): boolean {
  return !hasMode(o) || o.isIncremento || o.isRestar;
}

/**
 * Turns a switch on or off, keeping the rules: percentage and amount exclude
 * each other, as do increment and subtract; increment and subtract only mean
 * something with a percentage or an amount (turning both off clears them, and
 * turning one on picks no direction: raising or lowering every price is the
 * user's explicit choice); Actualizar Todos works through a global percentage
 * or amount, so turning it on picks Usar porcentaje when neither is chosen.
 */
export function toggleOption(o: CambioOptions, name: CambioSwitch, on: boolean): CambioOptions {
  const next = { ...o, [name]: on };
  switch (name) {
    case 'isPorcentaje':
      if (on) next.isMonto = false;
      break;
    case 'isMonto':
      if (on) next.isPorcentaje = false;
      break;
    case 'isIncremento':
      if (!hasMode(o)) return o;
      if (on) next.isRestar = false;
      break;
    case 'isRestar':
      if (!hasMode(o)) return o;
      if (on) next.isIncremento = false;
      break;
    case 'actualizarTodo':
      if (on && !hasMode(next)) next.isPorcentaje = true;
      break;
  }
  if (!hasMode(next)) {
    next.isIncremento = false;
    next.isRestar = false;
  }
  return next;
}

/** The product fields a line is made from (a picker result). */
export interface CambioProduct {
  id: number;
  codigo?: string;
  producto: string;
  unidad?: string;
  precio?: number | null;
  precio2?: number | null;
  precio3?: number | null;
  precio4?: number | null;
  precio5?: number | null;
  precio6?: number | null;
}

/** True when the product already has a line. */
export function inCart(cart: CambioLine[], id: number): boolean {
  return cart.some((l) => l.id === id);
}

/** Adds a product with its current prices as the new ones; a product already in the cart is left as it is. */
export function addLine(cart: CambioLine[], p: CambioProduct): CambioLine[] {
  if (inCart(cart, p.id)) return cart;
  return [
    ...cart,
    {
      id: p.id,
      codigo: p.codigo ?? '',
      producto: p.producto,
      unidad: p.unidad ?? '',
      precios: PRICE_LEVELS.map((k) => fixed2(p[k] ?? 0)) as Six<string>,
      porcentaje: '',
      monto: '',
    },
  ];
}

function edit(cart: CambioLine[], id: number, change: (l: CambioLine) => CambioLine): CambioLine[] {
  return cart.map((l) => (l.id === id ? change(l) : l));
}

/** Sets price level `index` (0..5) of a line from the text typed in its MoneyInput. */
export function setLinePrecio(cart: CambioLine[], id: number, index: number, raw: string): CambioLine[] {
  if (index < 0 || index > 5) return cart;
  return edit(cart, id, (l) => {
    const precios = l.precios.slice() as Six<string>;
    precios[index] = raw;
    return { ...l, precios };
  });
}

/** Sets a line's percentage or amount from typed text (kept as typed; the rules say what is wrong). */
export function setLineValue(cart: CambioLine[], id: number, field: 'porcentaje' | 'monto', raw: string): CambioLine[] {
  return edit(cart, id, (l) => ({ ...l, [field]: raw }));
}

/** Removes a product's line. */
export function removeLine(cart: CambioLine[], id: number): CambioLine[] {
  return cart.filter((l) => l.id !== id);
}

/** A typed number read as MoneyInput reads money ("12,5", "1.234,50"); blank or invalid is NaN. */
export function parseNumber(raw: string): number {
  const c = parseMoney(String(raw ?? '')).cents;
  return c === null ? Number.NaN : c / 100;
}

/** The percentage or amount rule: a number greater than 1. */
function above1(raw: string): boolean {
  const n = parseNumber(raw);
  return Number.isFinite(n) && n > 1;
}

/**
 * The checks made before sending, with the server's field names: sucursales,
 * carrito, carrito.N.porcentaje / carrito.N.monto, porcentaje / monto (the
 * global fields of Actualizar Todos), isPorcentaje and isIncremento. Empty
 * when the form may be sent.
 */
export function validateCambio(sucursales: number[], cart: CambioLine[], o: CambioOptions): FieldErrors {
  const errors: FieldErrors = {};
  if (!sucursales.length) errors.sucursales = [CAMBIO_MSG.noBranch];
  if (!o.actualizarTodo && !cart.length) errors.carrito = [CAMBIO_MSG.emptyCart];
  if (o.actualizarTodo && !hasMode(o)) errors.isPorcentaje = [CAMBIO_MSG.needMode];
  if (hasMode(o) && !o.isIncremento && !o.isRestar) errors.isIncremento = [CAMBIO_MSG.needDirection];
  if (o.actualizarTodo) {
    if (o.isPorcentaje && !above1(o.porcentaje)) errors.porcentaje = [CAMBIO_MSG.porcentaje];
    if (o.isMonto && !above1(o.monto)) errors.monto = [CAMBIO_MSG.monto];
  } else if (hasMode(o)) {
    const field = o.isPorcentaje ? 'porcentaje' : 'monto';
    cart.forEach((l, i) => {
      if (!above1(l[field])) errors[`carrito.${i}.${field}`] = [CAMBIO_MSG[field]];
    });
  } else {
    // Prices typed by hand: text that is not an amount is refused on its cell.
    cart.forEach((l, i) => {
      l.precios.forEach((p, j) => {
        if (!parseMoney(p).valid) errors[`carrito.${i}.${PRICE_LEVELS[j]}`] = [MSG.invalidNumber];
      });
    });
  }
  return errors;
}

/** The first message of a set of errors (for the toast). */
export function firstMessage(errors: FieldErrors): string | null {
  for (const msgs of Object.values(errors)) if (msgs?.length) return msgs[0];
  return null;
}

function amount(raw: string): number {
  const n = parseNumber(raw);
  return Number.isFinite(n) && n > 0 ? toCents(n) / 100 : 0;
}

/**
 * The body of POST /api/productos/actualizar-precios. With Actualizar Todos
 * the global percentage or amount applies to every active product, so the
 * cart is not sent (its lines would otherwise be checked for no purpose).
 */
export function buildPayload(sucursales: number[], cart: CambioLine[], o: CambioOptions): CambioPreciosInput {
  const isPorcentaje = o.isPorcentaje;
  const isMonto = !isPorcentaje && o.isMonto;
  const mode = isPorcentaje || isMonto;
  const carrito: CambioLinea[] = o.actualizarTodo
    ? []
    : cart.map((l) => {
        const line: Record<string, number> = { id: l.id };
        PRICE_LEVELS.forEach((k, i) => (line[k] = toCents(l.precios[i]) / 100));
        line.porcentaje = isPorcentaje ? amount(l.porcentaje) : 0;
        line.monto = isMonto ? amount(l.monto) : 0;
        return line as unknown as CambioLinea;
      });
  return {
    sucursales: [...sucursales],
    carrito,
    actualizarTodo: o.actualizarTodo,
    isPorcentaje,
    porcentaje: isPorcentaje && o.actualizarTodo ? amount(o.porcentaje) : 0,
    isMonto,
    monto: isMonto && o.actualizarTodo ? amount(o.monto) : 0,
    isIncremento: mode && o.isIncremento,
    isRestar: mode && !o.isIncremento && o.isRestar,
  };
}

/** Rounds centavos half away from zero (a tiny nudge absorbs binary noise such as 1005 × 1.1). */
function roundCents(x: number): number {
  const sign = x < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(x) + 1e-7);
}

/**
 * A current price after the change, as the server computes it: × (1 ± p/100)
 * or ± the amount, to the centavo; a zero level (no price) stays zero. Null
 * when the value typed is not a number or neither Incremento nor Restar is
 * chosen (the server would refuse the change).
 */
export function applyChange(current: number, o: Pick<CambioOptions, 'isPorcentaje' | 'isMonto' | 'isIncremento' | 'isRestar'>, raw: string): number | null {
  if (!hasDirection(o)) return null;
  const cents = toCents(current);
  if (cents === 0) return 0;
  const v = parseNumber(raw);
  if (!Number.isFinite(v)) return null;
  const sign = o.isRestar ? -1 : 1;
  if (o.isPorcentaje) return roundCents((cents * (100 + sign * v)) / 100) / 100;
  if (o.isMonto) return (cents + sign * toCents(v)) / 100;
  return current;
}

/**
 * The P1 a line will have in a branch whose current prices are `base`
 * (null when unknown): the typed P1 without a percentage or amount; the
 * current P1 changed by the line's value (or the global one with Actualizar
 * Todos) otherwise.
 */
export function previewP1(line: CambioLine, o: CambioOptions, base: number[] | null): number | null {
  if (!hasMode(o)) return o.actualizarTodo ? null : toCents(line.precios[0]) / 100;
  if (!base) return null;
  const field = o.isPorcentaje ? 'porcentaje' : 'monto';
  return applyChange(base[0] ?? 0, o, o.actualizarTodo ? o[field] : line[field]);
}

/** Up to five names joined the Spanish way, then how many more. */
function names(list: string[]): string {
  const shown = list.slice(0, 5);
  const rest = list.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} y ${rest} más`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} y ${shown[shown.length - 1]}` : (shown[0] ?? '');
}

/**
 * The confirmation of MODIFICAR: which branches, which products and what
 * happens to their prices, in the words of the options the request sends.
 */
export function confirmText(branches: string[], cart: CambioLine[], o: CambioOptions): string {
  const where = branches.length === 1 ? `la sucursal ${branches[0]}` : `las ${branches.length} sucursales ${names(branches)}`;
  const ofWhat = o.actualizarTodo
    ? 'de todos los productos activos'
    : cart.length === 1
      ? `del producto ${cart[0].producto}`
      : `de los ${cart.length} productos ${names(cart.map((l) => l.producto))}`;
  if (!hasMode(o)) return `Los precios P1 a P6 ${ofWhat} en ${where} serán los escritos en el carrito.`;
  const dir = o.isRestar ? 'bajará' : 'subirá';
  const field = o.isPorcentaje ? 'porcentaje' : 'monto';
  const how = !o.actualizarTodo
    ? `el ${o.isPorcentaje ? 'porcentaje' : 'monto (Bs)'} de su línea`
    : o.isPorcentaje
      ? `un ${formatNumber(parseNumber(o[field]))} %`
      : formatMoney(parseNumber(o[field]));
  return `Cada precio ${ofWhat} en ${where} ${dir} ${how}.`;
}

/** Server field errors of cart lines (`carrito.N.campo`) by line index. */
export function cartErrorsByIndex(errors: FieldErrors): Map<number, Record<string, string>> {
  const out = new Map<number, Record<string, string>>();
  for (const [key, msgs] of Object.entries(errors)) {
    const m = /^carrito\.(\d+)\.(\w+)$/.exec(key);
    if (!m || !msgs?.length) continue;
    const i = Number(m[1]);
    out.set(i, { ...(out.get(i) ?? {}), [m[2]]: msgs[0] });
  }
  return out;
}

/** Repairs a stored cart. */
export function asCart(v: unknown): CambioLine[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((l) => l && typeof l.id === 'number' && Array.isArray(l.precios) && l.precios.length === 6)
    .map((l) => ({ porcentaje: '', monto: '', codigo: '', unidad: '', ...l }));
}

/** Repairs stored options. */
export function asOptions(v: unknown): CambioOptions {
  const o = v && typeof v === 'object' ? { ...freshOptions(), ...(v as Partial<CambioOptions>) } : freshOptions();
  if (o.isPorcentaje && o.isMonto) o.isMonto = false;
  if (o.isIncremento && o.isRestar) o.isRestar = false;
  return o;
}

/** Repairs a stored branch selection. */
export function asIds(v: unknown): number[] {
  return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
}
