// VER COTIZACIÓN (/admin/show-proforma/:id): number, date and time, branch,
// client, NIT/CI, total, user and description, and the lines (product, unit,
// quantity, price, subtotal), with Imprimir and Volver.
import { useParams } from 'wouter';
import { getProforma, type Proforma, type ProformaDetalle } from '../../api/proformas';
import { CartTable, indexColumn, productColumn, type CartColumn } from '../../components/CartTable';
import { DocHead, type DocField } from '../../components/DocHead';
import { LoadError, Loading } from '../../components/Feedback';
import { Card, PageHeader, PrintBackActions } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { EstadoProforma, printProforma } from './common';

function Cabecera({ proforma }: { proforma: Proforma }) {
  const items: DocField[] = [
    ['N° de cotización', <strong>{proforma.numero_comprobante}</strong>],
    ['Fecha y hora', formatDateTime(proforma.fecha)],
    ['Sucursal', proforma.sucursal],
    ['Cliente', proforma.razon_social],
    ['NIT/CI', proforma.nit || '0'],
    ['Usuario', proforma.empleado || proforma.usuario],
    ['Estado', <EstadoProforma estado={proforma.estado} />],
  ];
  if (Number(proforma.estado) !== 1 && proforma.motivo_anulacion) items.push(['Motivo de anulación', proforma.motivo_anulacion]);
  return <DocHead fields={items} descripcion={proforma.descripcion || <span className="muted">Sin descripción</span>} total={proforma.total} />;
}

const COLUMNS: CartColumn<ProformaDetalle>[] = [
  indexColumn(),
  productColumn((d) => d.producto, (d) => [d.codigo]),
  { header: 'Unidad', cell: (d) => d.unidad },
  { header: 'Cantidad', className: 'num', cell: (d) => formatNumber(d.cantidad) },
  { header: 'Precio', className: 'num', cell: (d) => formatMoney(d.precio) },
  { header: 'Subtotal', className: 'num', cell: (d) => <strong>{formatMoney(d.subtotal ?? Number(d.precio) * Number(d.cantidad))}</strong> },
];

/** The quotation view page. */
export function ProformaShowPage() {
  const { id } = useParams<{ id: string }>();
  const toast = useToast();
  const { data, loading, error } = useLoad(() => getProforma(Number(id)), [id]);
  return (
    <>
      <PageHeader
        title="VER COTIZACIÓN"
        actions={<PrintBackActions onPrint={data ? () => printProforma(Number(id), toast) : undefined} back="/admin/proformas" />}
      />
      {loading ? (
        <Loading />
      ) : error || !data ? (
        <LoadError error={error} />
      ) : (
        <>
          <Card title={`Cotización N° ${data.proforma.numero_comprobante}`}>
            <Cabecera proforma={data.proforma} />
          </Card>
          <Card title="Productos" className="card-gap">
            <CartTable
              columns={COLUMNS}
              rows={data.detalles ?? []}
              rowKey={(d) => d.id}
              empty={MSG.emptyTable}
              foot={
                <tr className="table-total">
                  <td colSpan={5} className="num">
                    Total
                  </td>
                  <td className="num">
                    <strong>{formatMoney(data.proforma.total)}</strong>
                  </td>
                </tr>
              }
            />
          </Card>
        </>
      )}
    </>
  );
}
