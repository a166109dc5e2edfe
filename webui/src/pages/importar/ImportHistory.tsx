// Past imports: file, user, date, counts, and the plan each applied.
import { downloadPlan, type ImportRecord } from '../../api/importaciones';
import { useToast } from '../../components/Toast';
import { formatDateTime } from '../../lib/format';

/** The history table; `list` is newest first. */
export function ImportHistory({ list }: { list: ImportRecord[] }) {
  const toast = useToast();
  if (list.length === 0) return <p className="muted">Todavía no se importó ningún archivo.</p>;
  return (
    <div className="table-wrap">
      <table className="table table-compact" aria-label="Historial de importaciones">
        <thead>
          <tr>
            <th>Fecha</th>
            <th>Archivo</th>
            <th>Tipo</th>
            <th>Usuario</th>
            <th className="num">Creados</th>
            <th className="num">Actualizados</th>
            <th className="num">Sin cambios</th>
            <th><span className="visually-hidden">Plan</span></th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.id}>
              <td>{formatDateTime(r.fecha)}</td>
              <td>{r.archivo}</td>
              <td>{r.tipo}</td>
              <td>{r.usuario}</td>
              <td className="num">{r.resumen.crear}</td>
              <td className="num">{r.resumen.actualizar}</td>
              <td className="num">{r.resumen.sin_cambios}</td>
              <td>
                <button type="button" className="btn btn-light btn-sm"
                  onClick={() => downloadPlan(r.id).catch((e) => toast.error(e.message))}>
                  Plan
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
