// The banner that tells everyone, on every screen, that this server of a
// group of servers does not reach the majority of the machines: the system
// is read-only until they are back, reads go on (docs/cluster.md). It asks
// every few seconds while the server is in a group; a single machine answers
// once and is not asked again.
import { useEffect, useState } from 'react';
import { getSaludGrupo, type SaludGrupo } from '../api/cluster';
import { Icon } from './Icon';

const EVERY_MS = 5000;

/** The read-only banner of a member cut off from the majority. */
export function ClusterBanner() {
  const [salud, setSalud] = useState<SaludGrupo | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    let stopped = false;
    const check = async () => {
      try {
        const s = await getSaludGrupo();
        if (stopped) return;
        setSalud(s);
        if (!s.grupo) return;
      } catch {
        // The server did not answer: ask again, the banner stays as it was.
      }
      if (!stopped) timer = window.setTimeout(() => void check(), EVERY_MS);
    };
    void check();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, []);
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
