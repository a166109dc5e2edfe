// The quick info of a product: its purchases (Super and Administrador; the
// cost for Super) and its stock by branch with a TOTAL row. The server
// already limits the branches to those the user may see.
import { useState } from 'react';
import { getInfoRapida, type InfoRapida } from '../../api/productos';
import { EmptyRow, LoadError, Loading } from '../../components/Feedback';
import { ImageModal, Thumb } from '../../components/ImageGallery';
import { Modal } from '../../components/Modal';
import { Money } from '../../components/ProductCells';
import { formatDate, formatNumber } from '../../lib/format';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';

/** Sum of the branch stocks. */
export function totalStock(info: Pick<InfoRapida, 'stock_sucursales'>): number {
  return (info.stock_sucursales ?? []).reduce((sum, s) => sum + Number(s.stock ?? 0), 0);
}

/** The two tables of the quick info, for an already loaded answer. */
export function QuickInfoBody({ info }: { info: InfoRapida }) {
  const { session } = useSession();
  const showPurchases = can(session?.user, 'producto:todo');
  const showCost = can(session?.user, 'producto:costo');
  const [zoom, setZoom] = useState<string | null>(null);
  const compras = info.compras ?? [];
  const stock = info.stock_sucursales ?? [];
  return (
    <div className="quick-info">
      <div className="quick-info-head">
        <Thumb src={info.producto?.imagen} alt={info.producto?.nombre ?? ''} onOpen={setZoom} />
        <h3>{info.producto?.nombre}</h3>
      </div>
      <div className={`quick-info-grid${showPurchases ? '' : ' single'}`}>
        {showPurchases && (
          <section>
            <h4 className="mini-title">Compras</h4>
            <div className="table-wrap table-scroll">
              <table className="table table-compact">
                <thead>
                  <tr>
                    <th>Fecha Compra</th>
                    <th>Proveedor</th>
                    {showCost && <th className="num">Costo</th>}
                  </tr>
                </thead>
                <tbody>
                  {compras.length === 0 ? (
                    <EmptyRow span={showCost ? 3 : 2} />
                  ) : (
                    compras.map((c, i) => (
                      <tr key={i}>
                        <td>{formatDate(c.fecha_compra)}</td>
                        <td className="wrap">{c.proveedor}</td>
                        {showCost && (
                          <td className="num">
                            <Money value={c.costo} />
                          </td>
                        )}
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </section>
        )}
        <section>
          <h4 className="mini-title">Stock por sucursal</h4>
          <div className="table-wrap table-scroll">
            <table className="table table-compact">
              <thead>
                <tr>
                  <th>Sucursal</th>
                  <th className="num">Stock</th>
                </tr>
              </thead>
              <tbody>
                {stock.length === 0 ? (
                  <EmptyRow span={2} />
                ) : (
                  stock.map((s) => (
                    <tr key={s.sucursal_id}>
                      <td>{s.sucursal}</td>
                      <td className="num">{formatNumber(s.stock) || '0'}</td>
                    </tr>
                  ))
                )}
              </tbody>
              <tfoot>
                <tr>
                  <th>TOTAL</th>
                  <th className="num">{formatNumber(totalStock(info)) || '0'}</th>
                </tr>
              </tfoot>
            </table>
          </div>
        </section>
      </div>
      {zoom && <ImageModal src={zoom} title={info.producto?.nombre} onClose={() => setZoom(null)} />}
    </div>
  );
}

/** Loads and shows the quick info of product `id`. */
export function QuickInfoPanel({ id }: { id: number }) {
  const { data, loading, error } = useLoad(() => getInfoRapida(id), [id]);
  if (loading && !data) return <Loading />;
  if (error || !data) return <LoadError error={error} />;
  return <QuickInfoBody info={data} />;
}

/** The Info modal of the product list. */
export function QuickInfoModal({ id, onClose }: { id: number; onClose: () => void }) {
  return (
    <Modal title="Información rápida" size="lg" onClose={onClose}>
      <QuickInfoPanel id={id} />
    </Modal>
  );
}
