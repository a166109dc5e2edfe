// VER CATÁLOGO of a catalogue (/admin/show-catalogo/:id): the header and
// the lines read-only, with Volver and, while the state is not 0, Imprimir.
import { useParams } from 'wouter';
import { getCatalogo } from '../../api/catalogos';
import { LoadError, Loading } from '../../components/Feedback';
import { Card, PageHeader, PrintBackActions } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { useLoad } from '../../lib/useLoad';
import { CatalogoCabecera, CatalogoLineas } from './CatalogoDetalle';
import { printCatalogo } from './CatalogosPage';
import { catalogoActivo } from './common';

/** The catalogue view page. */
export function CatalogoShowPage() {
  const { id } = useParams<{ id: string }>();
  const toast = useToast();
  const { data, loading, error } = useLoad(() => getCatalogo(Number(id)), [id]);
  return (
    <>
      <PageHeader
        title="VER CATÁLOGO"
        actions={<PrintBackActions onPrint={data && catalogoActivo(data.catalogo.estado) ? () => printCatalogo(Number(id), toast) : undefined} back="/admin/catalogos" />}
      />
      {loading ? (
        <Loading />
      ) : error || !data ? (
        <LoadError error={error} />
      ) : (
        <>
          <Card title={`Catálogo N° ${data.catalogo.nro_catalogo}`}>
            <CatalogoCabecera catalogo={data.catalogo} />
          </Card>
          <Card title="Productos" className="card-gap">
            <CatalogoLineas catalogo={data.catalogo} detalles={data.detalles ?? []} />
          </Card>
        </>
      )}
    </>
  );
}
