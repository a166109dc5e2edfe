// VER CLIENTE (/admin/show-cliente/:id): the read-only record with a Volver button.
import { useParams } from 'wouter';
import { getCliente } from '../../api/clientes';
import { BackButton } from '../../components/BackButton';
import { LoadError, Loading, StatusBadge } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';
import { documento } from './ClientesPage';

/** The customer detail page. */
export function ClienteShowPage() {
  const { id } = useParams<{ id: string }>();
  const { data: c, loading, error } = useLoad(() => getCliente(Number(id)), [id]);
  return (
    <>
      <PageHeader title="VER CLIENTE" actions={<BackButton />} />
      {loading ? (
        <Loading />
      ) : error || !c ? (
        <LoadError error={error} />
      ) : (
        <Card>
          <div className="profile">
            <div className="profile-photo">
              {c.imagen ? <img src={c.imagen} alt={c.nombres_apellidos} /> : <Icon name="user" size={72} />}
            </div>
            <div className="profile-main">
              <h2>{c.nombres_apellidos}</h2>
              <p className="profile-sub">
                <StatusBadge active={c.estado} />
              </p>
              <dl className="details">
                <dt>CI/NIT</dt><dd>{documento(c) || '—'}</dd>
                <dt>Teléfono</dt><dd>{c.telefono || '—'}</dd>
                <dt>Email</dt><dd>{c.email || '—'}</dd>
                <dt>Dirección</dt><dd>{c.direccion || '—'}</dd>
                <dt>Registrado</dt><dd>{formatDate(c.created_at) || '—'}</dd>
              </dl>
            </div>
          </div>
        </Card>
      )}
    </>
  );
}
