// VER PRODUCTO (/admin/show-producto/:id, five staff roles): the product's
// data, stock, gallery and prices. Purchase cost for Super; prices 1–6 when
// set, or all six for Super and Administrador; registration date hidden from
// Vendedor.
import { useState } from 'react';
import { useParams } from 'wouter';
import { getProducto, PRICE_FIELDS, productImages, productName, type Producto } from '../../api/productos';
import { BackButton } from '../../components/BackButton';
import { useBranchId } from '../../components/BranchSelect';
import { LoadError, Loading, StatusBadge } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { ImageGallery, thumbUrl } from '../../components/ImageGallery';
import { Card, PageHeader } from '../../components/PageHeader';
import { StockBadge } from '../../components/ProductCells';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { can, type PolicyUser } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';

/** The price levels a user sees on the detail page: set ones, or all of them by the producto:todo rule. */
export function visiblePrices(p: Producto, user: PolicyUser | null | undefined): { label: string; value: number }[] {
  const all = can(user, 'producto:todo');
  return PRICE_FIELDS.map((f, i) => ({ label: `Precio ${i + 1}`, value: Number(p[f] ?? 0) })).filter((x) => all || x.value !== 0);
}

/** The product detail page. */
export function ProductoShowPage() {
  const { id } = useParams<{ id: string }>();
  const branchId = useBranchId();
  const { data, loading, error } = useLoad(() => getProducto(Number(id), branchId), [id, branchId]);
  return (
    <>
      <PageHeader title="VER PRODUCTO" actions={<BackButton />} />
      {loading && !data ? (
        <Loading />
      ) : error || !data ? (
        <LoadError error={error} />
      ) : (
        <ProductoDetail p={data} />
      )}
    </>
  );
}

function ProductoDetail({ p }: { p: Producto }) {
  const { session } = useSession();
  const user = session?.user;
  const images = productImages(p);
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const prices = visiblePrices(p, user);
  const main = images[current];
  return (
    <div className="product-detail">
      <Card className="product-media">
        <button type="button" className="product-main-image" onClick={() => main && setOpen(true)} disabled={!main} title="Ampliar">
          {main ? <img src={main} alt={productName(p)} /> : <Icon name="image" size={72} />}
        </button>
        {images.length > 1 && (
          <div className="product-thumbs">
            {images.map((src, i) => (
              <button key={src} type="button" className={`thumb${i === current ? ' thumb-active' : ''}`} onClick={() => setCurrent(i)} aria-label={`Imagen ${i + 1}`}>
                <img src={thumbUrl(src)} alt="" />
              </button>
            ))}
          </div>
        )}
      </Card>
      <Card className="product-info">
        <div className="product-title">
          <div>
            <span className="product-code">{p.codigo}</span>
            <h2>{productName(p)}</h2>
            {p.nombre_factura && <p className="muted">{p.nombre_factura}</p>}
          </div>
          <StatusBadge active={p.estado} />
        </div>
        <div className="pd-stats">
          <div className="pd-stat">
            <span className="pd-label">Stock en la sucursal</span>
            <StockBadge cantidad={p.cantidad_disponible} minimo={p.minimo} />
          </div>
          <div className="pd-stat">
            <span className="pd-label">Stock total</span>
            <strong>{formatNumber(p.cantidad) || '0'}</strong>
          </div>
          <div className="pd-stat">
            <span className="pd-label">Stock mínimo</span>
            <strong>{formatNumber(p.minimo) || '0'}</strong>
          </div>
          {can(user, 'producto:costo') && (
            <div className="pd-stat">
              <span className="pd-label">Costo de compra</span>
              <strong>{formatMoney(p.costo ?? 0)}</strong>
            </div>
          )}
        </div>
        <dl className="details">
          <dt>Categoría</dt>
          <dd>{p.categoria || '—'}</dd>
          <dt>Unidad</dt>
          <dd>{p.unidad || '—'}</dd>
          {can(user, 'producto:editar') && (
            <>
              <dt>Fecha de registro</dt>
              <dd>{formatDate(p.created_at) || '—'}</dd>
            </>
          )}
          <dt>Descripción</dt>
          <dd className="pre-wrap">{p.descripcion || '—'}</dd>
        </dl>
        {prices.length > 0 && (
          <>
            <h3 className="mini-title">Precios de venta</h3>
            <div className="price-list">
              {prices.map((x) => (
                <div key={x.label} className={`price-item${x.value === 0 ? ' price-item-zero' : ''}`}>
                  <span>{x.label}</span>
                  <strong>{formatMoney(x.value)}</strong>
                </div>
              ))}
            </div>
          </>
        )}
      </Card>
      {open && <ImageGallery images={images} title={productName(p)} onClose={() => setOpen(false)} />}
    </div>
  );
}
