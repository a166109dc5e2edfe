// PERMISOS POR ROL (/admin/permisos, Super): the spec's role table is the
// default (ticked and locked); Super ticks a capability to grant it to a role
// and unticks it to take it back. Each change is saved at once, and the
// server enforces and audits it; a user sees the change at their next
// sign-in or reload.
import { useState } from 'react';
import { listPermisos, savePermisos, type PermisosRol } from '../../api/permisos';
import { LoadError, Loading } from '../../components/Feedback';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { roleLabel, type Capability } from '../../lib/session';
import { saveErrorText } from '../../lib/errors';
import { useLoad } from '../../lib/useLoad';

/** The Permisos por rol screen. */
export function PermisosPage() {
  const toast = useToast();
  const { data, loading, error, reload } = useLoad(listPermisos);
  const [saving, setSaving] = useState('');

  const toggle = async (row: PermisosRol, c: Capability, on: boolean) => {
    const next = on ? [...row.concedidas, c] : row.concedidas.filter((x) => x !== c);
    setSaving(row.rol);
    try {
      const r = await savePermisos(row.rol, next);
      toast.success(r.message);
      await reload();
    } catch (e) {
      toast.error(saveErrorText('update', e));
    } finally {
      setSaving('');
    }
  };

  if (loading && !data) return <Loading />;
  if (error || !data) return <LoadError />;
  return (
    <>
      <PageHeader
        title="PERMISOS POR ROL"
        subtitle="Las casillas bloqueadas son los permisos que cada rol tiene por defecto. Marque una casilla para conceder un permiso a un rol; desmárquela para quitarlo."
      />
      <Card>
        <div className="table-wrap">
          <table className="table permisos-table" aria-label="Permisos por rol">
            <thead>
              <tr>
                <th>Rol</th>
                {data.capacidades.map((c) => (
                  <th key={c.clave} className="center">{c.nombre}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => (
                <tr key={row.rol}>
                  <td><strong>{roleLabel(row.rol)}</strong></td>
                  {data.capacidades.map((c) => {
                    const own = row.propias.includes(c.clave);
                    const granted = row.concedidas.includes(c.clave);
                    return (
                      <td key={c.clave} className="center">
                        <input
                          type="checkbox"
                          aria-label={`${c.nombre}: ${roleLabel(row.rol)}`}
                          checked={own || granted}
                          disabled={own || !row.modificables || saving === row.rol}
                          title={own ? 'Permiso del rol por defecto' : undefined}
                          onChange={(e) => toggle(row, c.clave, e.currentTarget.checked)}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}
