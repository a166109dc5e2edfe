// Cluster mode (docs/cluster.md): whether this server belongs to a group of
// servers and whether it reaches the majority that saving changes needs.
import { get } from './client';

/** The health every browser reads for the read-only banner. */
export interface SaludGrupo {
  grupo: boolean;
  mayoria: boolean;
  /** The other members' addresses (host:port), as this member knows them. */
  otros?: string[];
}

export const getSaludGrupo = () => get<SaludGrupo>('/api/cluster/salud');
