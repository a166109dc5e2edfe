// A product's price levels as every cart offers them (operations.md §5): the
// branch's enabled non-zero levels, the default price of a new line, and the
// price rule of the proforma and catálogo carts (two decimals, a negative or
// non-numeric entry becomes 0, MoneyInput says Valor inválido.). Prices are
// centavos so totals add exactly.
import { PRICE_KEYS, type PriceLevel } from '../api/productos-picker';
import { toCents } from './amounts';
import { parseMoney } from './money';

/** A typed price in centavos, read as MoneyInput reads money; blank, negatives and non-numbers are 0. */
export function parseLinePrice(raw: string | number | null | undefined): number {
  if (raw === null || raw === undefined) return 0;
  if (typeof raw === 'number') return raw > 0 ? Math.round(raw * 100) : 0;
  return parseMoney(raw).cents ?? 0;
}

/** A product's prices as they arrive: `niveles` (the branch's enabled levels) or precio..precio6 / precio1..precio6. */
export type PricedProduct = Partial<Record<(typeof PRICE_KEYS)[number] | 'precio1', number | string | null>> & {
  niveles?: PriceLevel[] | null;
};

/**
 * The non-zero price levels of a product, in order: the branch's enabled
 * levels when the server sends them, otherwise the non-zero values of P1..P6.
 */
export function priceLevels(p: PricedProduct): PriceLevel[] {
  if (Array.isArray(p.niveles)) {
    return p.niveles.filter((l) => toCents(l.precio) > 0).map((l) => ({ nivel: l.nivel, precio: toCents(l.precio) / 100 }));
  }
  const out: PriceLevel[] = [];
  PRICE_KEYS.forEach((k, i) => {
    const v = k === 'precio' ? (p.precio ?? p.precio1) : p[k];
    const cents = toCents(v ?? 0);
    if (cents > 0) out.push({ nivel: i + 1, precio: cents / 100 });
  });
  return out;
}

/** The default price of a new line in centavos: the first non-zero level, or 0. */
export function defaultPrice(levels: PriceLevel[]): number {
  return levels.length ? toCents(levels[0].precio) : 0;
}

/** The level whose price a line has, or null ("Otro precio"). */
export function levelOfPrice(levels: PriceLevel[], cents: number): number | null {
  return levels.find((l) => toCents(l.precio) === cents)?.nivel ?? null;
}

/** The lowest level in centavos (0 when the product has none): the sale's price floor. */
export function minPriceCents(levels: PriceLevel[]): number {
  const cents = levels.map((l) => toCents(l.precio)).filter((c) => c > 0);
  return cents.length ? Math.min(...cents) : 0;
}
