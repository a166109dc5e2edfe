// The product picker of the sale and purchase screens: a search box that asks
// the server's index as the user types (debounced), and a short paged table
// of results with image (gallery of up to 3), product, stock badge, prices
// (and costs for purchases) and an add button. A sale cannot add a product
// without stock. Enter takes a code off the box at once and adds its product
// (barcode readers, see scanQueue.ts); after "+" the cursor is back in the
// box for the next code.
import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { buscarProductos, PRICE_KEYS, productImages, type PickerProduct } from '../api/productos-picker';
import { beep } from '../lib/beep';
import { focusWhenShown } from '../lib/focusWhenShown';
import { formatMoney } from '../lib/format';
import { MSG } from '../lib/messages';
import { DataTablePager } from './DataTablePager';
import { Icon } from './Icon';
import { ImageGallery } from './ImageGallery';
import { ProductThumb, StockBadge, type GalleryRequest } from './ProductCells';
import { createScanQueue, exactCode, type ScanQueue } from './scanQueue';
import { useToast } from './Toast';

/** Placeholder of the search box (operations.md §2). */
export const PICKER_PLACEHOLDER = 'Buscar por código o nombre de producto...';
/** Wait after the last keystroke before asking the server. */
export const PICKER_DEBOUNCE_MS = 250;
const PAGE_SIZE = 5;

/** The message of a read code that names no product. */
export function notFoundText(code: string): string {
  return `Código no encontrado: ${code}`;
}

/** The message of a read code whose lookup failed. */
export function lookupFailedText(code: string): string {
  return `No se pudo buscar el código ${code}: revise la conexión y vuelva a leerlo.`;
}

/** ProductPicker props. */
export interface ProductPickerProps {
  sucursalId: number;
  /** `venta`: the branch's price levels, add disabled at stock 0; `compra`: cost and the six prices. */
  variant: 'venta' | 'compra';
  /** Adds the product; false when it could not (no stock), which a read code signals with a tone. */
  onAdd: (p: PickerProduct) => boolean | void;
  /** Ask only for products with stock in the branch. */
  conStock?: boolean;
  /** Put the cursor in the search box when the screen opens (the sale screen, for scanners). */
  autoFocus?: boolean;
  /** The search box, for a screen that puts the cursor back in it (after a sale). */
  searchRef?: MutableRefObject<HTMLInputElement | null>;
  /** Changed by a screen whose save changes what the results show (new prices): they are read again. */
  refresh?: number;
}

/** An amount without the currency (the column header names it). */
function amount(v: unknown): string {
  return formatMoney(v).replace(/^Bs\s*/u, '');
}

function levelsOf(p: PickerProduct, variant: 'venta' | 'compra'): { label: string; value: number }[] {
  if (variant === 'venta' && Array.isArray(p.niveles)) {
    return p.niveles.filter((l) => Number(l.precio) > 0).map((l) => ({ label: `P${l.nivel}`, value: Number(l.precio) }));
  }
  return PRICE_KEYS.map((k, i) => ({ label: `P${i + 1}`, value: Number(p[k] ?? 0) })).filter((l) => variant === 'compra' || l.value > 0);
}

/**
 * The first cells of a picker's row: the thumbnail that opens the gallery,
 * and the name with code and unit, `children` under it.
 */
export function PickerProductCells({ p, onOpen, children }: { p: PickerProduct; onOpen: (g: GalleryRequest) => void; children?: ReactNode }) {
  return (
    <>
      <td>
        <ProductThumb images={productImages(p)} title={p.producto} onOpen={onOpen} />
      </td>
      <td className="col-product">
        <div className="picker-name">
          <strong>{p.producto}</strong>
          <small>
            {p.codigo}
            {p.unidad ? ` · ${p.unidad}` : ''}
          </small>
        </div>
        {children}
      </td>
    </>
  );
}

/** The search box and results. */
export function ProductPicker({ sucursalId, variant, onAdd, conStock, autoFocus, searchRef, refresh }: ProductPickerProps) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [rows, setRows] = useState<PickerProduct[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(0);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const t = window.setTimeout(() => setTerm(text.trim()), PICKER_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [text]);

  useEffect(() => {
    const mine = ++seq.current;
    setLoading(true);
    buscarProductos(term, { sucursalId, conStock })
      .then((data) => {
        if (mine !== seq.current) return;
        setRows(data);
        setFailed(false);
        setPage(0);
      })
      .catch(() => {
        if (mine !== seq.current) return;
        setRows([]);
        setFailed(true);
        if (term) toast.error('Error al cargar los productos');
      })
      .finally(() => {
        if (mine === seq.current) setLoading(false);
      });
  }, [term, sucursalId, conStock, toast, refresh]);

  const blocked = (p: PickerProduct) => variant === 'venta' && Number(p.cantidad_disponible) <= 0;
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const shown = rows.slice(current * PAGE_SIZE, current * PAGE_SIZE + PAGE_SIZE);
  const stale = text.trim() !== term;

  const own = useRef<HTMLInputElement>(null);
  const input = searchRef ?? own;
  useEffect(() => {
    const box = input.current;
    return autoFocus && box ? focusWhenShown(box) : undefined;
  }, [autoFocus]);

  // The queue outlives renders; it reads the latest props through this ref.
  const latest = useRef({ onAdd, sucursalId, conStock, toast });
  latest.current = { onAdd, sucursalId, conStock, toast };
  const [pending, setPending] = useState(0);
  const queue = useRef<ScanQueue | null>(null);
  queue.current ??= createScanQueue<PickerProduct>(
    (code) => buscarProductos(code, { sucursalId: latest.current.sucursalId, conStock: latest.current.conStock }).then((found) => exactCode(found, code)),
    {
      found: (p) => {
        if (latest.current.onAdd(p) === false) beep();
      },
      missing: (code) => {
        latest.current.toast.error(notFoundText(code));
        beep();
      },
      failed: (code) => {
        latest.current.toast.error(lookupFailedText(code));
        beep();
      },
    },
    setPending,
  );
  useEffect(() => () => queue.current?.close(), []);

  // Enter reads the box as a code: it is taken off at once, so the next code
  // starts in an empty box however slow the lookup. Only a name search whose
  // results are already listed without that code stays, to be chosen by "+".
  // The box itself is read (not the state), which may be a render behind a reader.
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const box = e.currentTarget as HTMLInputElement;
    const typed = box.value.trim();
    if (!typed) return;
    if (typed === term && !loading && rows.length > 0 && !exactCode(rows, typed)) return;
    box.value = '';
    setText('');
    queue.current?.push(typed);
  };

  const addFromList = (p: PickerProduct) => {
    onAdd(p);
    // Back to the box, its text selected: the next code or name replaces it.
    input.current?.focus();
    input.current?.select();
  };

  let body;
  if (loading && rows.length === 0) {
    body = <div className="picker-note">{MSG.loading}</div>;
  } else if (rows.length === 0) {
    body = (
      <div className={`picker-note${!term && !failed ? ' picker-hint' : ''}`}>
        {failed && term ? 'Error al cargar los productos' : term ? MSG.emptyTable : 'Escriba el código o el nombre del producto para buscarlo.'}
      </div>
    );
  } else {
    body = (
      <>
        <div className="table-wrap">
          <table className="table table-compact picker-table">
            <thead>
              <tr>
                <th className="col-thumb">
                  <span className="visually-hidden">Imagen</span>
                </th>
                <th>{variant === 'compra' ? 'Producto, costo y precios (Bs)' : 'Producto y precios (Bs)'}</th>
                <th className="center">Stock</th>
                <th className="center col-add">
                  <span className="visually-hidden">Agregar</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.id}>
                  <PickerProductCells p={p} onOpen={setGallery}>
                    <div className="price-chips">
                      {variant === 'compra' && p.costo !== undefined && (
                        <span className="price-chip price-chip-cost">
                          <b>Costo</b> {amount(p.costo)}
                        </span>
                      )}
                      {levelsOf(p, variant).map((l) => (
                        <span key={l.label} className="price-chip">
                          <b>{l.label}</b> {amount(l.value)}
                        </span>
                      ))}
                    </div>
                  </PickerProductCells>
                  <td className="center">
                    <StockBadge cantidad={p.cantidad_disponible} minimo={p.minimo} />
                  </td>
                  <td className="center">
                    <button
                      type="button"
                      className="btn btn-primary btn-icon"
                      aria-label={`Agregar ${p.producto}`}
                      title={blocked(p) ? 'Sin stock disponible' : 'Agregar al carrito'}
                      disabled={blocked(p)}
                      onClick={() => addFromList(p)}
                    >
                      <Icon name="plus" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {rows.length > PAGE_SIZE && <DataTablePager rowCount={rows.length} pageIndex={current} pageCount={pageCount} onPage={setPage} />}
      </>
    );
  }

  return (
    <div className="picker">
      <div className={`search-box picker-search${loading || stale || pending > 0 ? ' searching' : ''}`}>
        <Icon name="search" />
        <input
          ref={input}
          type="search"
          aria-label="Buscar producto"
          placeholder={PICKER_PLACEHOLDER}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKey}
        />
        {(loading || stale || pending > 0) && <span className="spinner search-spinner" aria-hidden="true" />}
      </div>
      {body}
      {gallery && <ImageGallery images={gallery.images} title={gallery.title} onClose={() => setGallery(null)} />}
    </div>
  );
}
