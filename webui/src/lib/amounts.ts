// Amounts and quantities typed into carts and payment forms. Sums are done in
// centavos (integers) so that 0.1 + 0.2 never shows as 0.30000000000000004,
// and the typing rules of the carts (operations.md §5) live here once.
import { parseMoney } from './money';

/** An amount (number, or text typed as MoneyInput reads it) in centavos; blank or invalid is 0. */
export function toCents(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : 0;
  return parseMoney(String(value)).cents ?? 0;
}

/** Typed money text in centavos for a MoneyInput: null when blank or invalid. */
export function typedCents(text: string): number | null {
  return parseMoney(text).cents;
}

/**
 * A typed amount ("10,50", "1.234,50") as the API reads it ("1234.50"). Blank
 * stays blank (the server applies its default or names a required field);
 * text that is not an amount travels as typed so the server names the field.
 */
export function apiAmount(text: string): string {
  const p = parseMoney(text);
  if (!p.valid || p.cents === null) return text;
  return (p.cents / 100).toFixed(2);
}

/** True when a typed amount is blank or a valid amount (MoneyInput shows Valor inválido. otherwise). */
export function validAmount(text: string): boolean {
  return parseMoney(text).valid;
}

/** An amount with two decimals as an input shows it ("12.50"). */
export function fixed2(value: unknown): string {
  return (toCents(value) / 100).toFixed(2);
}

/**
 * A typed cart quantity: whole units; anything that is not a number, or is
 * below 1, becomes 0.
 */
export function parseQuantity(raw: string | number): number {
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isFinite(n) || n < 1) return 0;
  return Math.floor(n);
}

/** Text of the a_cuenta rule. */
export const A_CUENTA_RULE = 'El monto a cuenta debe ser mayor o igual a 0 y menor al total.';

/**
 * The a_cuenta rule of a Cuotas payment: empty, or a number of 0 or more
 * below the total. Returns the error text or null; text that is not a number
 * is MoneyInput's own "Valor inválido.".
 */
export function aCuentaError(raw: string, totalCents: number): string | null {
  const p = parseMoney(raw);
  if (p.cents === null) return null;
  return p.cents >= totalCents ? A_CUENTA_RULE : null;
}

/** saldo of a payment: 0 for Contado, total − a_cuenta for Cuotas, never below 0. */
export function saldoOf(totalCents: number, tipoPago: string, aCuentaCents: number): { aCuenta: number; saldo: number } {
  if (tipoPago !== 'Cuotas') return { aCuenta: 0, saldo: 0 };
  const aCuenta = Math.max(0, aCuentaCents);
  return { aCuenta, saldo: Math.max(0, totalCents - aCuenta) };
}

/** Field errors of cart lines (`productos.N.campo`) grouped by line index. */
export function lineErrorsByIndex(errors: Record<string, string[]>): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const [key, msgs] of Object.entries(errors)) {
    const m = /^productos\.(\d+)\./.exec(key);
    if (!m || !msgs?.length) continue;
    const i = Number(m[1]);
    out.set(i, [...(out.get(i) ?? []), msgs[0]]);
  }
  return out;
}
