// The banner that tells everyone, on every screen, that this server of a
// group of servers does not reach the majority of the machines: the system
// is read-only until they are back, reads go on (docs/cluster.md). It asks
// every few seconds while the server is in a group; a single machine answers
// once and is not asked again.
import { useEffect, useState } from 'react';
import { getSaludGrupo, type SaludGrupo } from '../api/cluster';
import { useBannerSettled } from '../app/bannerGate';
import { rememberMembers } from '../lib/members';
import { useSession } from '../lib/useSession';
import { Icon } from './Icon';

const EVERY_MS = 5000;

/** The read-only banner of a member cut off from the majority. */
export function ClusterBanner() {
  const [salud, setSalud] = useState<SaludGrupo | null>(null);
  const [asked, setAsked] = useState(false);
  const readOnlySession = !!useSession().session?.readOnly;
  useBannerSettled('cluster', asked);
  useEffect(() => {
    let timer: number | undefined;
    let stopped = false;
    const check = async () => {
      try {
        const s = await getSaludGrupo();
        if (stopped) return;
        setSalud(s);
        setAsked(true);
        rememberMembers(s.otros);
        if (!s.grupo) return;
      } catch {
        // The server did not answer: ask again, the banner stays as it was.
        if (!stopped) setAsked(true);
      }
      if (!stopped) timer = window.setTimeout(() => void check(), EVERY_MS);
    };
    void check();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, []);
  if (readOnlySession) {
    return (
      <div className="alert alert-error banner" role="alert" data-testid="sesion-solo-lectura">
        <Icon name="alert" />
        <span>
          Sesión de solo lectura: este servidor no alcanza a la mayoría del grupo. Puede consultar aquí, en este servidor
          solamente; la sesión se cerrará cuando vuelva la conexión y deberá ingresar de nuevo para registrar cambios.
        </span>
      </div>
    );
  }
  if (!salud?.grupo || salud.mayoria) return null;
  return (
    <div className="alert alert-error banner" role="alert">
      <Icon name="alert" />
      <span>
        Este servidor no alcanza a la mayoría de los servidores del grupo: el sistema está en modo de solo lectura hasta que
        vuelvan las otras máquinas. Puede consultar, pero los cambios no se guardarán.
      </span>
    </div>
  );
}
