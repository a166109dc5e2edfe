// Seleccionar Sucursal (Super, Administrador): cards of the active branches;
// the chosen one is confirmed by the server (GET /api/user?sucursalId=) and
// remembered, then the user returns to the home page.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { listSucursalesActivas, type Sucursal } from '../../api/sucursales';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { thumbUrl } from '../../components/ImageGallery';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';

/** The branch choice screen. */
export function SucursalSelectPage() {
  const { session, selectBranch } = useSession();
  const [, navigate] = useLocation();
  const toast = useToast();
  const { data, loading, error } = useLoad(listSucursalesActivas);
  const [busyId, setBusyId] = useState<number | null>(null);
  const current = session?.branch?.id;

  const choose = async (s: Sucursal) => {
    setBusyId(s.id);
    try {
      await selectBranch(s.id);
      navigate('/admin');
    } catch (e) {
      toast.error(errorMessage(e));
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader title="Seleccionar Sucursal" subtitle="Elige la sucursal en la que deseas trabajar." />
      {loading && <Loading />}
      {!loading && error && <LoadError error={error} />}
      {!loading && !error && data?.length === 0 && <p className="muted">{MSG.noData}</p>}
      <div className="branch-grid">
        {data?.map((s) => {
          const selected = s.id === current;
          return (
            <button
              key={s.id}
              type="button"
              className={`branch-card${selected ? ' selected' : ''}`}
              onClick={() => choose(s)}
              disabled={busyId !== null}
            >
              <span className="branch-image">
                {s.imagen ? <img src={thumbUrl(s.imagen)} alt={s.sucursal} /> : <Icon name="store" size={48} />}
              </span>
              <span className="branch-name">{s.sucursal}</span>
              {s.nombre_oficial && <span className="branch-official">{s.nombre_oficial}</span>}
              {selected ? (
                <span className="badge badge-success">
                  <Icon name="check" /> {MSG.selected}
                </span>
              ) : (
                <span className="branch-choose">{busyId === s.id ? MSG.loading : 'Seleccionar'}</span>
              )}
            </button>
          );
        })}
      </div>
    </>
  );
}
