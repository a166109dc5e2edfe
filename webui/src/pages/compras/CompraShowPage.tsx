// VER COMPRA (/admin/show-compra/:id, Super): the purchase read-only with its
// lines; a line can be voided with a reason while the purchase is valid and
// has more than one valid line.
import { useState } from 'react';
import { useParams } from 'wouter';
import { compraPdfPath, compraValida, eliminarProductoCompra, getCompra, type CompraDetalle } from '../../api/compras';
import { openPdf } from '../../api/downloads';
import { CartTable, indexColumn, productColumn, type CartColumn } from '../../components/CartTable';
import { DocHead, type DocField } from '../../components/DocHead';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { MotivoDialog } from '../../components/MotivoDialog';
import { Card, PageHeader, PrintBackActions } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { useActionKeys } from '../../lib/documentKey';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { COMPRA_MSG, EstadoCompra, EstadoLinea, failureText } from './common';

/** The purchase detail page. */
export function CompraShowPage() {
  const { id } = useParams<{ id: string }>();
  const toast = useToast();
  const { data, loading, error, reload } = useLoad(() => getCompra(Number(id)), [id]);
  const [voiding, setVoiding] = useState<CompraDetalle | null>(null);
  const c = data?.compra;
  const detalles = data?.detalles ?? [];
  const several = detalles.filter((d) => Number(d.estado) === 1).length > 1;
  const canVoid = (d: CompraDetalle) => !!c && compraValida(c) && several && Number(d.estado) === 1;

  const print = async () => {
    try {
      await openPdf(compraPdfPath(Number(id)));
    } catch {
      toast.error(MSG.pdfError);
    }
  };

  const voidKeys = useActionKeys();
  const voidLine = async (motivo: string) => {
    if (!voiding) return false;
    try {
      const res = await voidKeys.run(voiding.productoId, (key) => eliminarProductoCompra(Number(id), voiding.productoId, motivo, key));
      toast.success(res?.message || COMPRA_MSG.lineRemoved);
      await reload();
      return true;
    } catch (e) {
      toast.error(failureText(COMPRA_MSG.lineError, e));
      return false;
    }
  };

  const columns: CartColumn<CompraDetalle>[] = [
    indexColumn(),
    productColumn((d) => d.producto, (d) => [d.codigo]),
    { header: 'Unidad', cell: (d) => d.unidad },
    { header: 'Cantidad', className: 'num', cell: (d) => formatNumber(d.cantidad) },
    { header: 'Costo', className: 'num', cell: (d) => formatMoney(d.costo) },
    { header: 'Subtotal', className: 'num', cell: (d) => <strong>{formatMoney(d.subtotal ?? Number(d.costo) * Number(d.cantidad))}</strong> },
    { header: 'Estado', className: 'center', cell: (d) => <EstadoLinea estado={d.estado} /> },
    {
      header: 'Acciones',
      className: 'center',
      cell: (d) =>
        canVoid(d) ? (
          <button type="button" className="action-btn action-danger" title="Anular producto" aria-label={`Anular ${d.producto}`} onClick={() => setVoiding(d)}>
            <Icon name="minusCircle" />
          </button>
        ) : (
          <span className="muted">—</span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="VER COMPRA"
        actions={<PrintBackActions onPrint={c ? print : undefined} />}
      />
      {loading && !data ? (
        <Loading />
      ) : error || !c ? (
        <LoadError error={error} />
      ) : (
        <>
          <Card title={`Compra N° ${c.id}`}>
            <DocHead
              fields={[
                ['Fecha', formatDateTime(c.fecha_compra)],
                ['Sucursal', c.sucursal],
                ['Proveedor', c.proveedor],
                ['NIT', c.nit || '—'],
                ['Comprobante', `${c.tipo_comprobante || 'Ninguno'}${c.numero_comprobante ? ` N° ${c.numero_comprobante}` : ''}`],
                ['Tipo de pago', c.tipo_pago],
                ['Método de pago', c.metodo_pago],
                ['N° documento', c.numero_documento || '—'],
                ['Usuario', c.empleado || c.usuario],
                ['Estado', <EstadoCompra estado={c.estado} />],
                ...(c.tipo_pago === 'Cuotas' && c.fecha_limite ? ([['Fecha límite', formatDate(c.fecha_limite)]] as DocField[]) : []),
              ]}
              descripcion={c.descripcion}
              amounts={[...(c.tipo_pago === 'Cuotas' ? ([['A cuenta', formatMoney(c.a_cuenta)]] as DocField[]) : []), ['Saldo', formatMoney(c.saldo)]]}
              total={c.total}
            />
          </Card>
          <Card title="Productos" className="card-gap">
            <CartTable columns={columns} rows={detalles} rowKey={(d) => d.productoId} empty={MSG.emptyTable} rowClass={(d) => (Number(d.estado) === 1 ? undefined : 'row-void')} />
          </Card>
        </>
      )}
      {voiding && (
        <MotivoDialog
          text={`Se anulará ${voiding.producto} de la compra y su stock saldrá del almacén.`}
          confirmLabel="Sí, eliminar producto"
          onConfirm={voidLine}
          onClose={() => setVoiding(null)}
        />
      )}
    </>
  );
}
