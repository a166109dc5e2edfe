// VER TRASPASO (/admin/show-traspaso/:id): the transfer read-only with its
// lines, the ticket and the removal of a line under the rules of §4.
import { useParams } from 'wouter';
import { getTraspaso, ticketPath } from '../../api/traspasos';
import { LoadError, Loading } from '../../components/Feedback';
import { Card, PageHeader, PrintBackActions } from '../../components/PageHeader';
import { useLoad } from '../../lib/useLoad';
import { CART_PAGE_SIZE } from './common';
import { TraspasoDetalle } from './TraspasoDetalle';
import { usePdf } from './TraspasosPage';

/** The transfer detail page. */
export function TraspasoShowPage() {
  const { id } = useParams<{ id: string }>();
  const { data, loading, error, reload } = useLoad(() => getTraspaso(Number(id)), [id]);
  const { print, printing } = usePdf();
  return (
    <>
      <PageHeader
        title="VER TRASPASO"
        actions={<PrintBackActions onPrint={data ? () => void print(ticketPath(Number(id))) : undefined} printing={printing} />}
      />
      {loading && !data ? (
        <Loading />
      ) : error || !data ? (
        <LoadError />
      ) : (
        <Card title={`Traspaso N° ${data.traspaso.id}`}>
          <TraspasoDetalle data={data} pageSize={CART_PAGE_SIZE} onChanged={() => void reload()} />
        </Card>
      )}
    </>
  );
}
