// The bar at the foot of Registrar Venta that stays on screen while the cart
// scrolls, at every width: the totals, the cash handed over (Paga con) with
// its change for Efectivo, the paper in a menu and the submit button, so a
// seller on a phone sees the total and reaches the button without scrolling.
// Its height is published as --sale-bar-h so the notices sit above it.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PAPER_TYPES, type PaperType } from '../../api/ventas';
import { Icon } from '../../components/Icon';
import { MoneyInput } from '../../components/MoneyInput';
import { typedCents } from '../../lib/amounts';
import { formatMoney } from '../../lib/format';
import type { CashChange, SaleTotals } from './cart';

/** What each paper prints: the note on office paper, or the 80 mm ticket. */
const PAPER_TEXT: Record<PaperType, string> = {
  Carta: 'Nota (Carta)',
  Oficio: 'Nota (Oficio)',
  Termico: 'Ticket (Térmico)',
};

/** SaleBar props. */
export interface SaleBarProps {
  totals: SaleTotals;
  cuotas: boolean;
  /** Paga con is offered (Efectivo). */
  cash: CashChange | null;
  pagaCon: string;
  onPagaCon: (text: string) => void;
  /** The server's message on paga_con, if any. */
  pagaConError?: string;
  paper: PaperType;
  onPaper: (p: PaperType) => void;
  /** The cash-box note (a box will be opened), when there is one. */
  boxNote: string | null;
  busy: boolean;
  onSubmit: () => void;
}

/** The sticky summary and submit bar. */
export function SaleBar({ totals, cuotas, cash, pagaCon, onPagaCon, pagaConError, paper, onPaper, boxNote, busy, onSubmit }: SaleBarProps) {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = bar.current;
    if (!el) return undefined;
    const root = document.documentElement.style;
    const publish = () => root.setProperty('--sale-bar-h', `${el.offsetHeight}px`);
    publish();
    const watch = new ResizeObserver(publish);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.removeProperty('--sale-bar-h');
    };
  }, []);

  return (
    <section ref={bar} className="card sale-bar" aria-label="Resumen de la venta">
      {boxNote && (
        <p className="sale-box-note" role="note">
          <Icon name="alert" /> {boxNote} <Link href="/admin/cajas">Abrir caja con monto inicial</Link>
        </p>
      )}
      <div className="sale-bar-row">
        <dl className="cart-totals sale-bar-totals">
          {totals.descuento > 0 && (
            <>
              <dt className="sale-bar-minor">Subtotal</dt>
              <dd className="sale-bar-minor">{formatMoney(totals.subtotal / 100)}</dd>
              <dt className="sale-bar-minor">Descuento</dt>
              <dd className="sale-bar-minor">− {formatMoney(totals.descuento / 100)}</dd>
            </>
          )}
          {cuotas && (
            <>
              <dt>A cuenta</dt>
              <dd>{formatMoney(totals.aCuenta / 100)}</dd>
              <dt>Saldo</dt>
              <dd className={totals.saldo > 0 ? 'saldo-open' : undefined}>{formatMoney(totals.saldo / 100)}</dd>
            </>
          )}
          <dt className="grand">Total</dt>
          <dd className="grand" data-testid="venta-total">
            {formatMoney(totals.total / 100)}
          </dd>
        </dl>
        {cash && (
          <div className="sale-cash">
            <label htmlFor="f-paga_con">Paga con</label>
            <MoneyInput
              id="f-paga_con"
              value={typedCents(pagaCon)}
              placeholder={formatMoney(cash.received / 100).replace(/^Bs\s*/u, '')}
              error={cash.error ?? pagaConError ?? null}
              onChange={(_c, _ok, text) => onPagaCon(text)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  onSubmit();
                }
              }}
            />
            <output htmlFor="f-paga_con" className="sale-change" aria-live="polite">
              <span>Cambio</span> <strong data-testid="venta-cambio">{cash.cambio === null ? '—' : formatMoney(cash.cambio / 100)}</strong>
            </output>
          </div>
        )}
        <label className="sale-paper">
          <span className="visually-hidden">Imprimir en</span>
          <select id="f-tipo_papel" className="input" value={paper} onChange={(e) => onPaper(e.currentTarget.value as PaperType)}>
            {PAPER_TYPES.map((p) => (
              <option key={p.value} value={p.value}>
                {PAPER_TEXT[p.value]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-primary btn-lg sale-submit" onClick={onSubmit} disabled={busy} aria-keyshortcuts="F2 Control+Enter">
          <Icon name="check" /> {busy ? 'Guardando...' : 'Registrar Venta'}
          <kbd aria-hidden="true">F2</kbd>
        </button>
      </div>
    </section>
  );
}
