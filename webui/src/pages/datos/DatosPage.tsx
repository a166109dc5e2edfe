// Company data (Super): the EMPRESA/NEGOCIO card with logo and every field,
// the link to edit it, and the database backup card.
import { Link } from 'wouter';
import { getEmpresa } from '../../api/datos';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { RespaldosCard } from './RespaldosCard';

const FIELDS: [keyof NonNullable<Awaited<ReturnType<typeof getEmpresa>>>, string][] = [
  ['empresa', 'Empresa'],
  ['sigla', 'Sigla'],
  ['nit', 'NIT'],
  ['propietario', 'Propietario'],
  ['telefono1', 'Teléfono 1'],
  ['telefono2', 'Teléfono 2'],
  ['email', 'Email'],
  ['horario', 'Horario'],
  ['direccion', 'Dirección'],
  ['actividad', 'Actividad'],
  ['descripcion', 'Descripción'],
];

/** The company page. */
export function DatosPage() {
  const { data: e, loading, error } = useLoad(getEmpresa);
  return (
    <>
      <PageHeader title="DATOS DE LA EMPRESA" subtitle="Información que aparece en notas, reportes y documentos." />
      {loading ? (
        <Loading />
      ) : error ? (
        <LoadError error={error} />
      ) : !e ? (
        <p className="muted">{MSG.noData}</p>
      ) : (
        <Card
          title="EMPRESA/NEGOCIO"
          actions={
            <Link href={`/admin/edit-datos/${e.id}`} className="btn btn-primary">
              <Icon name="edit" /> Editar
            </Link>
          }
        >
          <div className="company">
            <div className="company-logo">
              {e.logo ? <img src={e.logo} alt={e.empresa} /> : <Icon name="building" size={72} />}
            </div>
            <dl className="details details-2">
              {FIELDS.map(([key, label]) => (
                <div key={key} className="detail-item">
                  <dt>{label}</dt>
                  <dd>{(e[key] as string) || '—'}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Card>
      )}
      <RespaldosCard />
    </>
  );
}
