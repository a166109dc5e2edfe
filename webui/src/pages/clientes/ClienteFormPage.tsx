// Add (/admin/addcliente) and edit (/admin/editcliente/:id/edit) of a customer.
import { useLocation, useParams } from 'wouter';
import { getCliente } from '../../api/clientes';
import { BackButton } from '../../components/BackButton';
import { ClienteForm } from '../../components/ClienteForm';
import { LoadError, Loading } from '../../components/Feedback';
import { Card, PageHeader } from '../../components/PageHeader';
import { useLoad } from '../../lib/useLoad';

/** The customer form page. */
export function ClienteFormPage() {
  const params = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const id = params.id ? Number(params.id) : null;
  const { data, loading, error } = useLoad(() => (id ? getCliente(id) : Promise.resolve(null)), [id]);
  return (
    <>
      <PageHeader title={id ? 'EDITAR CLIENTE' : 'REGISTRAR CLIENTE'} actions={<BackButton />} />
      {loading ? (
        <Loading />
      ) : error ? (
        <LoadError error={error} />
      ) : (
        <Card>
          <ClienteForm id={id} cliente={data ?? null} onSaved={() => navigate('/admin/clientes')} onCancel={() => history.back()} />
        </Card>
      )}
    </>
  );
}
