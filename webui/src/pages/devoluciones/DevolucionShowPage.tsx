// VER DEVOLUCIÓN (/admin/show-devolucion/:id): a return read-only, with Volver.
import { Link, useParams } from 'wouter';
import { getDevolucion, type DevolucionDetalle } from '../../api/devoluciones';
import { BackButton } from '../../components/BackButton';
import { CartTable, indexColumn, type CartColumn } from '../../components/CartTable';
import { DocFields, DocWideField, type DocField } from '../../components/DocHead';
import { LoadError, Loading } from '../../components/Feedback';
import { Card, PageHeader } from '../../components/PageHeader';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { EstadoDevolucion } from './DevolucionesPage';
import { RefundBreakdown } from './RefundBreakdown';

const columns: CartColumn<DevolucionDetalle>[] = [
  indexColumn(),
  { header: 'Producto', className: 'col-product', cell: (d) => <strong>{d.producto}</strong> },
  { header: 'Unidad', cell: (d) => d.unidad },
  { header: 'Cantidad', className: 'num', cell: (d) => formatNumber(d.cantidad) },
  { header: 'Precio', className: 'num', cell: (d) => formatMoney(d.precio) },
  { header: 'Subtotal', className: 'num', cell: (d) => <strong>{formatMoney(d.subtotal ?? Number(d.precio) * Number(d.cantidad))}</strong> },
];

/** The return detail page. */
export function DevolucionShowPage() {
  const { id } = useParams<{ id: string }>();
  const { data, loading, error } = useLoad(() => getDevolucion(Number(id)), [id]);
  const d = data?.devolucion;
  return (
    <>
      <PageHeader title="VER DEVOLUCIÓN" actions={<BackButton />} />
      {loading ? (
        <Loading />
      ) : error || !d ? (
        <LoadError error={error} />
      ) : (
        <>
          <Card title={`Devolución N° ${d.id}`}>
            <div className="doc-head">
              <DocFields
                fields={[
                  ['Fecha', formatDateTime(d.fecha)],
                  ['Venta N°', <Link href={`/admin/show-venta/${d.venta_id}`}>{d.numero_venta ?? d.venta_id}</Link>],
                  ['Cliente', d.cliente],
                  ['Sucursal', d.sucursal],
                  ['Usuario', d.usuario || d.empleado],
                  ['Estado', <EstadoDevolucion estado={d.estado} />],
                  ...(Number(d.reembolso) > 0
                    ? ([['Reembolso en efectivo', `${formatMoney(d.reembolso)}${d.caja_de ? ` de la caja de ${d.caja_de}` : ''}`]] as DocField[])
                    : []),
                ]}
              >
                <DocWideField label="Motivo">{d.motivo}</DocWideField>
                {d.descripcion && <DocWideField label="Descripción">{d.descripcion}</DocWideField>}
              </DocFields>
              <RefundBreakdown
                quote={{ subtotal: d.subtotal ?? d.total, descuento: d.descuento ?? 0, tope: d.tope ?? 0, total: d.total }}
                label="Total devuelto"
              />
            </div>
          </Card>
          <Card title="Productos devueltos" className="card-gap">
            <CartTable columns={columns} rows={data.detalles ?? []} rowKey={(_x, i) => i} empty={MSG.emptyTable} />
          </Card>
        </>
      )}
    </>
  );
}
