// The product picker of the catalogue screens (operations.md §2): without a
// search it pages the branch's active products (loaded once); a typed search
// asks the server's product index (debounced) and shows its answer in the
// ranked order, so the picker finds what the other pickers find. 10 per page
// with 'Página X de Y', the label 'Filtro activo' or 'Todos los productos',
// a + per row and 'Agregar página actual con stock'.
import { useEffect, useMemo, useState } from 'react';
import { listProductosCatalogo } from '../../api/catalogos';
import { buscarProductos, type PickerProduct } from '../../api/productos-picker';
import { useServerSearch } from '../../components/DataTableSearch';
import { DataTablePager } from '../../components/DataTablePager';
import { Icon } from '../../components/Icon';
import { EmptyRow } from '../../components/Feedback';
import { ImageGallery } from '../../components/ImageGallery';
import { StockBadge, type GalleryRequest } from '../../components/ProductCells';
import { PICKER_DEBOUNCE_MS, PICKER_PLACEHOLDER, PickerProductCells } from '../../components/ProductPicker';
import { useToast } from '../../components/Toast';
import { formatAmount } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { priceLevels } from '../../lib/priceLevels';
import { useLoad } from '../../lib/useLoad';
import { CATALOGO_PAGE_SIZE, type PickerView } from './cart';

/** Matches a search asks the index for: the server's maximum, so a search's page-add takes every match it can. */
export const CATALOGO_SEARCH_LIMIT = 100;

/** CatalogoPicker props. */
export interface CatalogoPickerProps {
  sucursalId: number;
  /** Ids already in the cart (their + shows a check). */
  inCart: Set<number>;
  onAdd: (p: PickerProduct) => void;
  onAddPage: (v: PickerView<PickerProduct>) => void;
}

/** The search box, the product table, its pager and the page-add button. */
export function CatalogoPicker({ sucursalId, inCart, onAdd, onAddPage }: CatalogoPickerProps) {
  const toast = useToast();
  const { data, loading, error } = useLoad(() => listProductosCatalogo(sucursalId), [sucursalId]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  const spec = useMemo(
    () => ({ search: (q: string) => buscarProductos(q, { sucursalId, limit: CATALOGO_SEARCH_LIMIT }), debounceMs: PICKER_DEBOUNCE_MS }),
    [sucursalId],
  );
  // `data` as the refresh key: a reloaded branch list asks the index again.
  const remote = useServerSearch(spec, search, data);
  useEffect(() => {
    if (error || remote.error) toast.error('Error al cargar los productos');
  }, [error, remote.error, toast]);

  const all = data ?? [];
  const filterActive = remote.active;
  // While a search is typed the server's answer, in its order, is the filtered set.
  const filtered = filterActive ? remote.rows : all;
  // Until the answer to the text typed arrives, the rows shown (and page-added) would be an older search's.
  const searching = filterActive && (remote.pending || remote.answered !== search.trim());
  const waiting = filterActive ? searching : loading && !data;
  const failed = filterActive ? !!remote.error : !!error && !data;
  const pageCount = Math.max(1, Math.ceil(filtered.length / CATALOGO_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const shown = filtered.slice(current * CATALOGO_PAGE_SIZE, (current + 1) * CATALOGO_PAGE_SIZE);

  let body;
  if (waiting) {
    body = <div className="picker-note">{MSG.loading}</div>;
  } else if (failed) {
    body = <div className="picker-note">Error al cargar los productos</div>;
  } else {
    body = (
      <div className="table-wrap">
        <table className="table table-compact picker-table catalog-picker-table">
          <thead>
            <tr>
              <th className="col-thumb">Imagen</th>
              <th>Producto</th>
              <th className="center">Stock</th>
              <th>Precios (Bs)</th>
              <th className="center col-add">Agregar</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <EmptyRow span={5} />
            ) : (
              shown.map((p) => {
                const added = inCart.has(p.id);
                return (
                  <tr key={p.id}>
                    <PickerProductCells p={p} onOpen={setGallery} />
                    <td className="center">
                      <StockBadge cantidad={p.cantidad_disponible} />
                    </td>
                    <td>
                      <div className="price-chips">
                        {priceLevels(p).map((l) => (
                          <span key={l.nivel} className="price-chip">
                            <b>P{l.nivel}</b> {formatAmount(l.precio)}
                          </span>
                        ))}
                      </div>
                    </td>
                    <td className="center">
                      <button
                        type="button"
                        className={`btn btn-icon ${added ? 'btn-light btn-added' : 'btn-primary'}`}
                        aria-label={`Agregar ${p.producto}`}
                        title={added ? 'Ya está en el carrito: agregar otra unidad' : 'Agregar al carrito'}
                        onClick={() => onAdd(p)}
                      >
                        <Icon name={added ? 'check' : 'plus'} />
                      </button>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="picker catalog-picker">
      <div className="catalog-picker-bar">
        <div className={`search-box picker-search${searching ? ' searching' : ''}`}>
          <Icon name="search" />
          <input
            type="search"
            aria-label="Buscar producto"
            placeholder={PICKER_PLACEHOLDER}
            value={search}
            onInput={(e) => {
              setSearch(e.currentTarget.value);
              setPage(0);
            }}
          />
          {searching && <span className="spinner search-spinner" aria-hidden="true" />}
        </div>
        <span className={`badge ${filterActive ? 'badge-warning' : 'badge-info'} filter-badge`}>{filterActive ? 'Filtro activo' : 'Todos los productos'}</span>
      </div>
      <button
        type="button"
        className="btn btn-light btn-block btn-page-add"
        disabled={waiting}
        onClick={() => onAddPage({ all: filtered, filtered, filterActive, pageIndex: current })}
      >
        <Icon name="layers" /> Agregar página actual con stock
      </button>
      {body}
      {!waiting && !failed && <DataTablePager rowCount={filtered.length} pageIndex={current} pageCount={pageCount} onPage={setPage} />}
      {gallery && <ImageGallery images={gallery.images} title={gallery.title} onClose={() => setGallery(null)} />}
    </div>
  );
}
