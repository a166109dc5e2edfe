// Cells that the product, inventory and stock screens share: the product
// thumbnail that opens its gallery, the stock badge and the P1..P6 columns.
import type { ReactNode } from 'react';
import type { Column } from './DataTable';
import { Thumb } from './ImageGallery';
import { formatAmount, formatMoney, formatNumber } from '../lib/format';

/** The six price fields in level order. */
const LEVELS = ['precio', 'precio2', 'precio3', 'precio4', 'precio5', 'precio6'] as const;

/** What a gallery needs: the images and a title. */
export interface GalleryRequest {
  images: string[];
  title: string;
}

/** The thumbnail of a product's first image; a click opens all of its images. */
export function ProductThumb({
  images,
  title,
  onOpen,
}: {
  images: (string | null | undefined)[];
  title: string;
  onOpen: (g: GalleryRequest) => void;
}) {
  const list = images.filter((s): s is string => !!s);
  return (
    <span className="product-thumb">
      <Thumb src={list[0]} alt={title} onOpen={() => onOpen({ images: list, title })} />
      {list.length > 1 && <span className="thumb-count">{list.length}</span>}
    </span>
  );
}

/** The colour of a stock: red when none, amber at or below the product's minimum, green above it. */
export function stockTone(cantidad: number, minimo: number | null | undefined): string {
  if (cantidad <= 0) return 'badge-danger';
  if (minimo == null) return 'badge-info'; // the minimum is not known here: neither alarm nor all-clear
  return cantidad <= Number(minimo) ? 'badge-warning' : 'badge-success';
}

/** A stock quantity coloured by the product's minimum (stockTone). */
export function StockBadge({ cantidad, minimo }: { cantidad: number | null | undefined; minimo?: number | null }) {
  const n = Number(cantidad ?? 0);
  const tone = stockTone(n, minimo);
  return (
    <span className={`badge stock-badge ${tone}`} title={tone === 'badge-warning' ? 'En o bajo el stock mínimo' : undefined}>
      {formatNumber(n) || '0'}
    </span>
  );
}

/**
 * A money cell aligned to the right; a dash for no value (or for 0 with
 * `blankZero`). `plain` leaves out "Bs" for dense columns whose screen says
 * the amounts are in bolivianos.
 */
export function Money({ value, blankZero, plain }: { value: unknown; blankZero?: boolean; plain?: boolean }) {
  const n = value === null || value === undefined || value === '' ? null : Number(value);
  if (n === null || Number.isNaN(n) || (blankZero && n === 0)) return <span className="money muted">—</span>;
  return <span className={`money${plain ? ' money-plain' : ''}`}>{plain ? formatAmount(n) : formatMoney(n)}</span>;
}

type Priced = Partial<Record<(typeof LEVELS)[number], number | null>>;

/** True when some row has a non-zero price at level `i` (0-based). */
export function levelHasData(rows: Priced[], i: number): boolean {
  return rows.some((r) => Number(r[LEVELS[i]] ?? 0) !== 0);
}

/**
 * The P1..P6 columns, amounts without "Bs" and 0 as a dash. With
 * `onlyWithData` a level no row uses is left out: the "where data exists"
 * rule of the inventory.
 */
export function priceColumns<T extends object>(rows: T[], onlyWithData = false): Column<T>[] {
  const priced = rows as unknown as Priced[];
  return LEVELS.flatMap((field, i) => {
    if (onlyWithData && !levelHasData(priced, i)) return [];
    const col: Column<T> = {
      id: field,
      header: `P${i + 1}`,
      meta: { align: 'right' },
      accessorFn: (r: T) => (r as Priced)[field] ?? null,
      cell: ({ getValue }: { getValue: () => unknown }) => <Money value={getValue()} blankZero plain />,
    };
    return [col];
  });
}

/** The head of a stock dialog (BAJA, a count's Incompleto): the product's code and name, and beside them a stock under its label. */
export function StockHead({ codigo, producto, label, children }: { codigo?: string; producto: string; label: string; children: ReactNode }) {
  return (
    <div className="baja-product">
      <div>
        <small className="muted">{codigo}</small>
        <strong>{producto}</strong>
      </div>
      <div className="baja-stock">
        <span className="muted">{label}</span>
        {children}
      </div>
    </div>
  );
}
