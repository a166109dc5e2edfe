// VER NOTA DE VENTA (/admin/show-venta/:id): the sale note read-only, with
// Volver and the two print buttons, and its factura's when it was invoiced.
import { useParams } from 'wouter';
import { getVenta } from '../../api/ventas';
import { facturaPdfPath } from '../../api/facturacion';
import { openPdf } from '../../api/downloads';
import { MSG } from '../../lib/messages';
import { BackButton } from '../../components/BackButton';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { useLoad } from '../../lib/useLoad';
import { printVenta } from './common';
import { VentaCabecera, VentaLineas } from './VentaDetalle';

/** The sale note page. */
export function VentaShowPage() {
  const { id } = useParams<{ id: string }>();
  const toast = useToast();
  const { data, loading, error } = useLoad(() => getVenta(Number(id)), [id]);
  return (
    <>
      <PageHeader
        title="VER NOTA DE VENTA"
        actions={
          <>
            {data && (
              <>
                <button type="button" className="btn btn-light" onClick={() => printVenta(Number(id), 'nota', toast)}>
                  <Icon name="printer" /> Nota
                </button>
                <button type="button" className="btn btn-light" onClick={() => printVenta(Number(id), 'ticket', toast)}>
                  <Icon name="receipt" /> Ticket
                </button>
                {data.venta.factura_id ? (
                  <button
                    type="button"
                    className="btn btn-light"
                    onClick={() => openPdf(facturaPdfPath(Number(data.venta.factura_id), 'carta')).catch(() => toast.error(MSG.pdfError))}
                  >
                    <Icon name="file" /> Factura
                  </button>
                ) : null}
              </>
            )}
            <BackButton />
          </>
        }
      />
      {loading ? (
        <Loading />
      ) : error || !data ? (
        <LoadError error={error} />
      ) : (
        <>
          <Card title={`Nota de venta N° ${data.venta.numero_comprobante}`}>
            <VentaCabecera venta={data.venta} />
          </Card>
          <Card title="Productos" className="card-gap">
            <VentaLineas venta={data.venta} detalles={data.detalles ?? []} />
          </Card>
        </>
      )}
    </>
  );
}
