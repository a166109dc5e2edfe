// Cluster mode (docs/cluster.md): whether this server belongs to a group of
// servers and whether it reaches the majority that saving changes needs.
import { get } from './client';

/** The health every browser reads for the read-only banner. */
export interface SaludGrupo {
  grupo: boolean;
  mayoria: boolean;
}

export const getSaludGrupo = () => get<SaludGrupo>('/api/cluster/salud');
