// The product picker of the catalogue screens (operations.md §2): the
// branch's active products loaded once and filtered here by code or name,
// 10 per page with 'Página X de Y', the label 'Filtro activo' or 'Todos los
// productos', a + per row and 'Agregar página actual con stock'.
import { useEffect, useMemo, useState } from 'react';
import { listProductosCatalogo } from '../../api/catalogos';
import { productImages, type PickerProduct } from '../../api/productos-picker';
import { DataTablePager } from '../../components/DataTablePager';
import { Icon } from '../../components/Icon';
import { ImageGallery } from '../../components/ImageGallery';
import { ProductThumb, StockBadge, type GalleryRequest } from '../../components/ProductCells';
import { PICKER_PLACEHOLDER } from '../../components/ProductPicker';
import { useToast } from '../../components/Toast';
import { fold } from '../../components/tableState';
import { formatAmount } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { quoteLevels } from '../../lib/quotePrice';
import { useLoad } from '../../lib/useLoad';
import { CATALOGO_PAGE_SIZE, type PickerView } from './cart';

/** The products whose code or name contain the search (case and accents ignored). */
export function filterProducts<P extends { codigo?: string | null; producto?: string | null }>(all: P[], search: string): P[] {
  const q = fold(search.trim());
  if (!q) return all;
  return all.filter((p) => fold(`${p.codigo ?? ''} ${p.producto ?? ''}`).includes(q));
}

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
  useEffect(() => {
    if (error) toast.error('Error al cargar los productos');
  }, [error, toast]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);

  const all = data ?? [];
  const filtered = useMemo(() => filterProducts(all, search), [all, search]);
  const filterActive = search.trim() !== '';
  const pageCount = Math.max(1, Math.ceil(filtered.length / CATALOGO_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const shown = filtered.slice(current * CATALOGO_PAGE_SIZE, (current + 1) * CATALOGO_PAGE_SIZE);

  let body;
  if (loading && !data) {
    body = <div className="picker-note">{MSG.loading}</div>;
  } else if (error && !data) {
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
              <tr>
                <td className="empty" colSpan={5}>
                  {MSG.emptyTable}
                </td>
              </tr>
            ) : (
              shown.map((p) => {
                const added = inCart.has(p.id);
                return (
                  <tr key={p.id}>
                    <td>
                      <ProductThumb images={productImages(p)} title={p.producto} onOpen={setGallery} />
                    </td>
                    <td className="col-product">
                      <div className="picker-name">
                        <strong>{p.producto}</strong>
                        <small>
                          {p.codigo}
                          {p.unidad ? ` · ${p.unidad}` : ''}
                        </small>
                      </div>
                    </td>
                    <td className="center">
                      <StockBadge cantidad={p.cantidad_disponible} />
                    </td>
                    <td>
                      <div className="price-chips">
                        {quoteLevels(p).map((l) => (
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
        <div className="search-box picker-search">
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
        </div>
        <span className={`badge ${filterActive ? 'badge-warning' : 'badge-info'} filter-badge`}>{filterActive ? 'Filtro activo' : 'Todos los productos'}</span>
      </div>
      <button
        type="button"
        className="btn btn-light btn-block btn-page-add"
        disabled={loading && !data}
        onClick={() => onAddPage({ all: filtered, filtered, filterActive, pageIndex: current })}
      >
        <Icon name="layers" /> Agregar página actual con stock
      </button>
      {body}
      {data && <DataTablePager rowCount={filtered.length} pageIndex={current} pageCount={pageCount} onPage={setPage} />}
      {gallery && <ImageGallery images={gallery.images} title={gallery.title} onClose={() => setGallery(null)} />}
    </div>
  );
}
