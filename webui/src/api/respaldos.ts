// Database backup calls (DESIGN §5 "Backup"): the live snapshot and the
// automatic backups the server keeps.
import { formatNumber } from '../lib/format';
import { get } from './client';
import { downloadFile } from './downloads';

/** One automatic backup in the server's folder. */
export interface Respaldo {
  nombre: string;
  fecha: string;
  tamano: number;
}

/** The last automatic backup that failed. */
export interface RespaldoFallido {
  fecha: string;
  mensaje: string;
}

/** The automatic backups, newest first, with the folder and the last failure (null when the last one worked). */
export const listRespaldos = () => get<{ data: Respaldo[]; carpeta: string; error: RespaldoFallido | null }>('/api/respaldos');

/** Downloads a snapshot of the live database (respaldo-YYYYMMDD-HHMMSS.db). */
export const downloadBackup = () => downloadFile('/api/backup-database', 'respaldo.db');

/** Downloads one automatic backup. */
export const downloadRespaldo = (nombre: string) => downloadFile(`/api/respaldos/${encodeURIComponent(nombre)}`, nombre);

/** A byte count for people: "1,5 MB". */
export function formatSize(bytes: number): string {
  const fmt = (n: number) => formatNumber(Math.round(n * 10) / 10);
  if (bytes >= 1 << 20) return `${fmt(bytes / (1 << 20))} MB`;
  if (bytes >= 1 << 10) return `${fmt(bytes / (1 << 10))} KB`;
  return `${bytes} bytes`;
}
