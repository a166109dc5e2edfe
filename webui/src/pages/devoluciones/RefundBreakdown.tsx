// How a refund follows from the returned lines, shown the same way before a
// return is saved (the server's quote) and in VER DEVOLUCIÓN (the stored
// figures): the lines at their sale prices, less the sale's discount
// prorated over them, never more than the sale is still worth.
import type { RefundQuote } from '../../api/devoluciones';
import { formatMoney } from '../../lib/format';

/** The explanation lines of a refund. */
export const REFUND_TEXT = {
  subtotal: 'Subtotal (precios de venta)',
  descuento: 'Descuento de la venta prorrateado',
  tope: 'Tope: lo que queda por devolver de la venta',
} as const;

/** Subtotal, the deductions that apply, and the refund under `label`. */
export function RefundBreakdown({ quote, label, pending }: { quote: RefundQuote | null; label: string; pending?: boolean }) {
  const cents = (v: number | undefined) => Math.round(Number(v ?? 0) * 100);
  const explained = quote !== null && (cents(quote.descuento) > 0 || cents(quote.tope) > 0);
  return (
    <dl className="cart-totals refund-breakdown" aria-busy={pending || undefined}>
      {explained && (
        <>
          <dt>{REFUND_TEXT.subtotal}</dt>
          <dd>{formatMoney(quote.subtotal)}</dd>
          {cents(quote.descuento) > 0 && (
            <>
              <dt>{REFUND_TEXT.descuento}</dt>
              <dd>− {formatMoney(quote.descuento)}</dd>
            </>
          )}
          {cents(quote.tope) > 0 && (
            <>
              <dt>{REFUND_TEXT.tope}</dt>
              <dd>− {formatMoney(quote.tope)}</dd>
            </>
          )}
        </>
      )}
      <dt className="grand">{label}</dt>
      <dd className="grand">{quote === null ? '—' : formatMoney(quote.total)}</dd>
    </dl>
  );
}
