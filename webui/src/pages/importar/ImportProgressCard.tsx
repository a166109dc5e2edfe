// The running import: phase, rows done of total, time left; then its outcome.
import type { Progress } from '../../api/importaciones';
import { formatNumber } from '../../lib/format';

const PHASE: Record<string, string> = {
  leyendo: 'Leyendo el archivo',
  validando: 'Validando contra los datos actuales',
  aplicando: 'Aplicando',
};

/** True while an import runs in the server. */
export function running(p: Progress | null): boolean {
  return !!p && (p.fase === 'leyendo' || p.fase === 'validando' || p.fase === 'aplicando');
}

/** Progress of the import, or its result. */
export function ImportProgressCard({ progress }: { progress: Progress }) {
  if (progress.fase === 'terminado' && progress.importacion) {
    const r = progress.importacion.resumen;
    return (
      <div className="alert alert-success" role="status">
        Importación terminada: {formatNumber(r.crear)} creados, {formatNumber(r.actualizar)} actualizados,{' '}
        {formatNumber(r.sin_cambios)} sin cambios.
      </div>
    );
  }
  if (progress.fase === 'error') {
    return (
      <div className="alert alert-error" role="alert">
        {progress.mensaje} No se guardó nada.
      </div>
    );
  }
  const pct = progress.filas_total > 0 ? Math.round((100 * progress.filas_hechas) / progress.filas_total) : 0;
  return (
    <div className="count-progress" role="status" aria-live="polite">
      <span className="count-progress-text">
        {PHASE[progress.fase] ?? progress.fase}
        {progress.filas_total > 0 && ` · ${formatNumber(progress.filas_hechas)} de ${formatNumber(progress.filas_total)} filas`}
        {progress.segundos_restantes != null && progress.fase === 'aplicando' && ` · quedan unos ${progress.segundos_restantes} s`}
      </span>
      <div className="progress" aria-hidden="true">
        <span style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
