// The cart of the bulk price change: per product the new P1..P6 (read-only
// while a percentage or an amount is applied to the current prices), the
// line's percentage or amount in those modes, a preview of the P1 that the
// first selected branch will get, and remove; 10 lines per page.
import { CartTable, indexColumn, productColumn, type CartColumn } from '../../components/CartTable';
import { Icon } from '../../components/Icon';
import { MoneyInput } from '../../components/MoneyInput';
import { fixed2, typedCents } from '../../lib/amounts';
import { formatAmount } from '../../lib/format';
import {
  applyChange,
  hasDirection,
  CAMBIO_PAGE_SIZE,
  hasMode,
  previewP1,
  removeLine,
  setLinePrecio,
  setLineValue,
  type CambioLine,
  type CambioOptions,
} from './cambio';

/** CambioCart props. */
export interface CambioCartProps {
  cart: CambioLine[];
  options: CambioOptions;
  onChange: (cart: CambioLine[]) => void;
  onRemove: (cart: CambioLine[]) => void;
  /** Field errors by line index (`precio`, `porcentaje`, `monto`...). */
  lineErrors: Map<number, Record<string, string>>;
  /** The branch of the preview, or null when none is selected. */
  previewBranch: { id: number; sucursal: string } | null;
  /** The current P1..P6 of a product in the preview branch, when known. */
  baseOf: (productoId: number) => number[] | null;
}

const LEVELS = [0, 1, 2, 3, 4, 5];
const LEVEL_FIELDS = ['precio', 'precio2', 'precio3', 'precio4', 'precio5', 'precio6'];

interface NumberInputProps {
  value: string;
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  suffix?: string;
  title?: string;
  onInput: (raw: string) => void;
}

function NumberInput({ value, label, invalid, disabled, suffix, title, onInput }: NumberInputProps) {
  const input = (
    <input
      className={`input input-sm input-money${invalid ? ' input-invalid' : ''}`}
      type="text"
      inputMode="decimal"
      placeholder="—"
      aria-label={label}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      title={title}
      value={value}
      onInput={(e) => onInput(e.currentTarget.value)}
    />
  );
  if (!suffix) return input;
  return (
    <span className="input-suffixed">
      {input}
      <span className="input-suffix">{suffix}</span>
    </span>
  );
}

/** A computed level for the preview branch, as an input shows it; blank when unknown. */
function previewLevel(l: CambioLine, i: number, o: CambioOptions, base: number[] | null): string {
  if (!base || !hasDirection(o)) return '';
  const field = o.isPorcentaje ? 'porcentaje' : 'monto';
  const v = applyChange(base[i] ?? 0, o, o.actualizarTodo ? o[field] : l[field]);
  return v === null ? fixed2(base[i] ?? 0) : fixed2(v);
}

/** "actual → nuevo" of the preview cell. */
function Preview({ actual, nuevo }: { actual: number | null; nuevo: number | null }) {
  if (nuevo === null) return <span className="muted">—</span>;
  const up = actual !== null && nuevo > actual;
  const down = actual !== null && nuevo < actual;
  return (
    <span className={`price-preview${nuevo < 0 ? ' price-negative' : up ? ' price-up' : down ? ' price-down' : ''}`}>
      {actual !== null && actual !== nuevo && (
        <>
          <s>{formatAmount(actual)}</s>
          <Icon name="chevronRight" size={12} />
        </>
      )}
      <strong>{formatAmount(nuevo)}</strong>
    </span>
  );
}

/** The cart table. */
export function CambioCart({ cart, options, onChange, onRemove, lineErrors, previewBranch, baseOf }: CambioCartProps) {
  const mode = hasMode(options);
  const field = options.isPorcentaje ? 'porcentaje' : 'monto';
  const perLine = mode && !options.actualizarTodo;
  const columns: CartColumn<CambioLine>[] = [
    indexColumn(),
    productColumn((l) => l.producto, (l) => [l.codigo, l.unidad]),
    ...LEVELS.map(
      (i): CartColumn<CambioLine> => ({
        header: `P${i + 1}`,
        className: 'col-money',
        cell: (l, index) => {
          // With a percentage or an amount the new prices are computed: they are shown for the preview branch.
          const shown = mode ? previewLevel(l, i, options, previewBranch ? baseOf(l.id) : null) : l.precios[i];
          return (
            <MoneyInput
              size="sm"
              placeholder="—"
              value={typedCents(shown)}
              label={`Precio ${i + 1} de ${l.producto}`}
              disabled={mode || options.actualizarTodo}
              title={mode && previewBranch ? `Vista previa en ${previewBranch.sucursal}` : undefined}
              invalid={!!lineErrors.get(index)?.[LEVEL_FIELDS[i]]}
              onChange={(_c, _ok, raw) => onChange(setLinePrecio(cart, l.id, i, raw))}
            />
          );
        },
      }),
    ),
  ];
  if (perLine) {
    columns.push({
      header: options.isPorcentaje ? 'Porcentaje' : 'Monto',
      className: 'col-money col-mode',
      cell: (l, index) =>
        options.isPorcentaje ? (
          <NumberInput
            value={l[field]}
            label={`Porcentaje de ${l.producto}`}
            suffix="%"
            invalid={!!lineErrors.get(index)?.[field]}
            onInput={(raw) => onChange(setLineValue(cart, l.id, field, raw))}
          />
        ) : (
          <span className="input-suffixed">
            <MoneyInput
              size="sm"
              value={typedCents(l[field])}
              label={`Monto de ${l.producto}`}
              invalid={!!lineErrors.get(index)?.[field]}
              onChange={(_c, _ok, raw) => onChange(setLineValue(cart, l.id, field, raw))}
            />
            <span className="input-suffix">Bs</span>
          </span>
        ),
    });
  }
  columns.push(
    {
      header: previewBranch ? (
        <span className="th-stack">
          P1 resultante
          <small>{previewBranch.sucursal}</small>
        </span>
      ) : (
        'P1 resultante'
      ),
      className: 'num col-preview',
      cell: (l) => {
        const base = previewBranch ? baseOf(l.id) : null;
        return <Preview actual={base ? base[0] : null} nuevo={previewBranch || !mode ? previewP1(l, options, base) : null} />;
      },
    },
    {
      header: '',
      className: 'center col-remove',
      cell: (l) => (
        <button type="button" className="action-btn action-danger" title="Quitar del carrito" aria-label={`Quitar ${l.producto}`} onClick={() => onRemove(removeLine(cart, l.id))}>
          <Icon name="trash" />
        </button>
      ),
    },
  );
  return (
    <CartTable
      className={`purchase-cart cambio-cart${options.actualizarTodo ? ' cambio-cart-off' : ''}`}
      columns={columns}
      rows={cart}
      rowKey={(l) => l.id}
      pageSize={CAMBIO_PAGE_SIZE}
      followLast
      empty={
        <span className="cart-empty">
          <Icon name="cart" size={28} />
          No hay productos en el carrito.
        </span>
      }
      rowClass={(l) => (Object.keys(lineErrors.get(cart.indexOf(l)) ?? {}).length ? 'row-error' : undefined)}
      below={(_l, index) => {
        const errs = lineErrors.get(index);
        if (!errs || !Object.keys(errs).length) return null;
        return (
          <div className="line-errors" role="alert">
            {[...new Set(Object.values(errs))].map((m) => (
              <div key={m}>{m}</div>
            ))}
          </div>
        );
      }}
    />
  );
}
