// VER USUARIO (/admin/show-usuario/:id): the read-only record with a Volver
// button, and on one's own record the Seguridad section.
import { useParams } from 'wouter';
import { getUsuario } from '../../api/usuarios';
import { BackButton } from '../../components/BackButton';
import { LoadError, Loading, StatusBadge } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../lib/format';
import { displayName, roleLabel } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { SeguridadSection } from './SeguridadSection';

/** The user detail page. */
export function UsuarioShowPage() {
  const { id } = useParams<{ id: string }>();
  const { data: u, loading, error } = useLoad(() => getUsuario(Number(id)), [id]);
  const { session } = useSession();
  return (
    <>
      <PageHeader title="VER USUARIO" actions={<BackButton />} />
      {loading ? (
        <Loading />
      ) : error || !u ? (
        <LoadError error={error} />
      ) : (
        <Card>
          <div className="profile">
            <div className="profile-photo">
              {u.imagen ? <img src={u.imagen} alt={displayName(u)} /> : <Icon name="user" size={72} />}
            </div>
            <div className="profile-main">
              <h2>{displayName(u)}</h2>
              <p className="profile-sub">
                <span className="badge badge-info">{(u.rol ?? []).map(roleLabel).join(', ')}</span>
                <StatusBadge active={u.estado} />
              </p>
              <dl className="details">
                <dt>Usuario</dt><dd>{u.usuario}</dd>
                <dt>Número de Identificación</dt><dd>{u.numero_identificacion || '—'}</dd>
                <dt>Género</dt><dd>{u.genero || '—'}</dd>
                <dt>Fecha de Nacimiento</dt><dd>{formatDate(u.nacimiento) || '—'}</dd>
                <dt>Teléfono</dt><dd>{u.telefono || '—'}</dd>
                <dt>Email</dt><dd>{u.email || '—'}</dd>
                <dt>Sucursal</dt><dd>{u.sucursal || '—'}</dd>
                <dt>Traspasos</dt><dd>{u.is_activa_traspasos ? 'Habilitados' : 'No habilitados'}</dd>
                <dt>Registrado</dt><dd>{formatDate(u.created_at) || '—'}</dd>
              </dl>
            </div>
          </div>
        </Card>
      )}
      {session?.user.id === Number(id) && <SeguridadSection />}
    </>
  );
}
