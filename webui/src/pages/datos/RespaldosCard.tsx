// The backup card of the Datos page: download a snapshot of the live database
// (sales go on meanwhile), the recent automatic backups, each downloadable,
// and the last automatic backup that failed, so that Super sees it.
import { useState } from 'react';
import { downloadBackup, downloadRespaldo, formatSize, listRespaldos } from '../../api/respaldos';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Card } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';

/** Texts of the backup card. */
export const BACKUP_MSG = {
  ok: 'Respaldo descargado correctamente',
  error: 'Error al descargar el respaldo: ',
  failed: 'El último respaldo automático falló',
  none: 'Aún no hay respaldos automáticos.',
} as const;

/** The backup card. */
export function RespaldosCard() {
  const toast = useToast();
  const { data, loading, error, reload } = useLoad(listRespaldos);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (key: string, fn: () => Promise<void>) => {
    setBusy(key);
    try {
      await fn();
      toast.success(BACKUP_MSG.ok);
    } catch (e) {
      toast.error(BACKUP_MSG.error + errorMessage(e));
    } finally {
      setBusy(null);
      reload();
    }
  };

  return (
    <Card
      title="RESPALDO DE LA BASE DE DATOS"
      className="respaldos"
      actions={
        <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => download('live', downloadBackup)}>
          <Icon name="archive" /> {busy === 'live' ? 'Preparando...' : 'Descargar respaldo'}
        </button>
      }
    >
      {data?.error && (
        <div className="alert alert-error" role="alert">
          <Icon name="alert" />
          <span>
            {BACKUP_MSG.failed} el {formatDateTime(data.error.fecha)}: {data.error.mensaje}
          </span>
        </div>
      )}
      <p className="muted">
        El respaldo descargado es una copia completa y consistente de la base de datos, tomada sin detener las ventas.
        {data?.carpeta && <> El servidor guarda además un respaldo automático cada día en <code>{data.carpeta}</code>.</>}
      </p>
      {loading && !data ? (
        <Loading />
      ) : error ? (
        <LoadError />
      ) : !data?.data.length ? (
        <p className="muted">{BACKUP_MSG.none}</p>
      ) : (
        <div className="table-wrap">
          <table className="table table-compact" aria-label="Respaldos automáticos">
            <thead>
              <tr>
                <th>Fecha</th>
                <th>Archivo</th>
                <th className="num">Tamaño</th>
                <th><span className="visually-hidden">Descargar</span></th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((r) => (
                <tr key={r.nombre}>
                  <td>{formatDateTime(r.fecha)}</td>
                  <td><code>{r.nombre}</code></td>
                  <td className="num">{formatSize(r.tamano)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-light btn-sm"
                      disabled={busy !== null}
                      aria-label={`Descargar ${r.nombre}`}
                      onClick={() => download(r.nombre, () => downloadRespaldo(r.nombre))}
                    >
                      <Icon name="archive" /> Descargar
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
