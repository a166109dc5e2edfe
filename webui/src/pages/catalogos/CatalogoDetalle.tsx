// The catalogue detail: the header (N°, Fecha y hora, Sucursal, Cliente/Razón
// social, NIT/CI, Usuario, Descripción) and the lines (#, Producto, Precio,
// Estado) with the Total in the foot; in the modal of the list 5 lines per
// page and, on a valid catalogue with more than one valid line, a valid
// line may be cancelled with a reason.
import { useState } from 'react';
import { Link } from 'wouter';
import { eliminarProductoCatalogo, getCatalogo, type Catalogo, type CatalogoDetalle } from '../../api/catalogos';
import { ApiError } from '../../api/client';
import { CartTable, indexColumn, productColumn, type CartColumn } from '../../components/CartTable';
import { DocHead, type DocField } from '../../components/DocHead';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { MotivoDialog } from '../../components/MotivoDialog';
import { useToast } from '../../components/Toast';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { CATALOGO_MSG, EstadoCatalogo } from './common';

/** The header fields of a catalogue. */
export function CatalogoCabecera({ catalogo }: { catalogo: Catalogo }) {
  const items: DocField[] = [
    ['N°', <strong>{catalogo.nro_catalogo}</strong>],
    ['Fecha y hora', formatDateTime(catalogo.fecha)],
    ['Sucursal', catalogo.sucursal],
    ['Cliente/Razón social', catalogo.razon_social],
    ['NIT/CI', `${catalogo.nit || '0'}${catalogo.complemento ? `-${catalogo.complemento}` : ''}`],
    ['Usuario', catalogo.empleado || catalogo.usuario],
    ['Válido hasta', formatDate(catalogo.fecha_fin)],
    ['Estado', <EstadoCatalogo estado={catalogo.estado} />],
  ];
  return <DocHead fields={items} descripcion={catalogo.descripcion || <span className="muted">Sin descripción</span>} total={catalogo.total} />;
}

/** Valid lines: cancelling one is allowed only when more than one remains. */
export function validCatalogoLines(detalles: Pick<CatalogoDetalle, 'estado'>[]): number {
  return detalles.filter((d) => Number(d.estado) === 1).length;
}

/** True when line `d` may be cancelled: catalogue valid, more than one valid line, the line valid. */
export function canCancelLine(catalogo: Pick<Catalogo, 'estado'>, detalles: Pick<CatalogoDetalle, 'estado'>[], d: Pick<CatalogoDetalle, 'estado'>): boolean {
  return Number(catalogo.estado) === 1 && validCatalogoLines(detalles) > 1 && Number(d.estado) === 1;
}

/** The lines table; `onCancel` adds the Acciones column. */
export function CatalogoLineas({
  catalogo,
  detalles,
  pageSize,
  onCancel,
}: {
  catalogo: Catalogo;
  detalles: CatalogoDetalle[];
  pageSize?: number;
  onCancel?: (d: CatalogoDetalle) => void;
}) {
  const columns: CartColumn<CatalogoDetalle>[] = [
    indexColumn(),
    productColumn(
      (d) => d.producto,
      (d) => [d.codigo, Number(d.cantidad) > 1 && `${d.cantidad} unidades`, Number(d.estado) !== 1 && d.motivo && `Motivo: ${d.motivo}`],
    ),
    { header: 'Precio', className: 'num', cell: (d) => formatMoney(d.precio) },
    {
      header: 'Estado',
      className: 'center',
      cell: (d) => (Number(d.estado) === 1 ? <span className="badge badge-success">Válido</span> : <span className="badge badge-danger">Anulado</span>),
    },
  ];
  if (onCancel) {
    columns.push({
      header: 'Acciones',
      className: 'center',
      cell: (d) =>
        canCancelLine(catalogo, detalles, d) ? (
          <button type="button" className="action-btn action-danger" title="Anular producto" aria-label={`Anular ${d.producto}`} onClick={() => onCancel(d)}>
            <Icon name="minusCircle" />
          </button>
        ) : (
          <span className="muted">—</span>
        ),
    });
  }
  return (
    <CartTable
      columns={columns}
      rows={detalles}
      rowKey={(d) => d.id}
      pageSize={pageSize}
      empty={MSG.emptyTable}
      rowClass={(d) => (Number(d.estado) === 1 ? undefined : 'row-void')}
      foot={
        <tr className="table-total">
          <td colSpan={2} className="num">
            Total
          </td>
          <td className="num">
            <strong>{formatMoney(catalogo.total)}</strong>
          </td>
          <td colSpan={onCancel ? 2 : 1} />
        </tr>
      }
    />
  );
}

/** The detail modal of the catalogue list. */
export function CatalogoDetalleModal({ id, onClose, onChanged, onPrint }: { id: number; onClose: () => void; onChanged: () => void; onPrint: (id: number) => void }) {
  const toast = useToast();
  const { data, loading, error, reload } = useLoad(() => getCatalogo(id), [id]);
  const [cancelling, setCancelling] = useState<CatalogoDetalle | null>(null);

  const cancelLine = async (motivo: string) => {
    if (!cancelling) return false;
    try {
      const res = await eliminarProductoCatalogo(id, cancelling.id, motivo);
      toast.success(res?.message || CATALOGO_MSG.lineRemoved);
      await reload();
      onChanged();
      return true;
    } catch (e) {
      const msg = e instanceof ApiError && e.message ? e.message : CATALOGO_MSG.noMessage;
      toast.error(`${CATALOGO_MSG.lineError}: ${msg}`);
      return false;
    }
  };

  const active = data && Number(data.catalogo.estado) !== 0;
  return (
    <Modal
      title={data ? `Detalle del catálogo N° ${data.catalogo.nro_catalogo}` : 'Detalle del catálogo'}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Link href={`/admin/show-catalogo/${id}`} className="btn btn-light">
            <Icon name="eye" /> Ver catálogo
          </Link>
          {active && (
            <button type="button" className="btn btn-light" onClick={() => onPrint(id)}>
              <Icon name="printer" /> Imprimir
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Cerrar
          </button>
        </>
      }
    >
      {loading && !data ? (
        <Loading />
      ) : error || !data ? (
        <LoadError error={error} />
      ) : (
        <div className="doc-detail">
          <CatalogoCabecera catalogo={data.catalogo} />
          <CatalogoLineas catalogo={data.catalogo} detalles={data.detalles ?? []} pageSize={5} onCancel={setCancelling} />
        </div>
      )}
      {cancelling && (
        <MotivoDialog
          text={`Se quitará ${cancelling.producto} del catálogo.`}
          confirmLabel="Sí, eliminar producto"
          onConfirm={cancelLine}
          onClose={() => setCancelling(null)}
        />
      )}
    </Modal>
  );
}
