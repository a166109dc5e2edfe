// The simulation of a file: counts per outcome, what the import will create,
// the columns it ignores, and every row with its outcome, filterable.
import { useMemo, useState } from 'react';
import type { Accion, Plan, PlanRow } from '../../api/importaciones';
import { formatDate, formatNumber } from '../../lib/format';

/** The outcome labels as the user reads them. */
export const ACCION_LABEL: Record<Accion, string> = {
  crear: 'Crear',
  actualizar: 'Actualizar',
  sin_cambios: 'Sin cambios',
  rechazar: 'Rechazar',
};

const BADGE: Record<Accion, string> = {
  crear: 'badge-success',
  actualizar: 'badge-info',
  sin_cambios: 'badge-muted',
  rechazar: 'badge-danger',
};

/** Rows shown at once: a 50,000-row plan is filtered, not drawn whole. */
const SHOWN = 300;

function detail(r: PlanRow) {
  return (
    <ul className="plan-detail">
      {r.errores.map((e, i) => (
        <li key={`e${i}`} className="plan-error">
          {e.columna}
          {e.valor ? ` «${e.valor}»` : ''}: {e.mensaje}
        </li>
      ))}
      {r.cambios.map((c, i) => (
        <li key={`c${i}`}>
          {c.campo}: {c.antes || '(vacío)'} → {c.despues || '(vacío)'}
        </li>
      ))}
      {r.stock.map((s, i) => (
        <li key={`s${i}`}>{s}</li>
      ))}
    </ul>
  );
}

/** The plan of a simulated file. */
export function PlanView({ plan }: { plan: Plan }) {
  const [filter, setFilter] = useState<Accion | ''>(plan.resumen.rechazar > 0 ? 'rechazar' : '');
  const rows = useMemo(() => (filter ? plan.filas.filter((r) => r.accion === filter) : plan.filas), [plan, filter]);
  const counts: [Accion | '', string, number][] = [
    ['', 'Todas', plan.filas.length],
    ['crear', ACCION_LABEL.crear, plan.resumen.crear],
    ['actualizar', ACCION_LABEL.actualizar, plan.resumen.actualizar],
    ['sin_cambios', ACCION_LABEL.sin_cambios, plan.resumen.sin_cambios],
    ['rechazar', ACCION_LABEL.rechazar, plan.resumen.rechazar],
  ];
  return (
    <div className="plan">
      {plan.ya_importado && (
        <div className="alert alert-warning" role="status">
          Este archivo ya se importó el {formatDate(plan.ya_importado.fecha)} por {plan.ya_importado.usuario}.
        </div>
      )}
      {(plan.se_crearan.unidades.length > 0 || plan.se_crearan.categorias.length > 0) && (
        <div className="alert alert-info">
          {plan.se_crearan.unidades.length > 0 && <div>Unidades que se crearán: {plan.se_crearan.unidades.join(', ')}</div>}
          {plan.se_crearan.categorias.length > 0 && <div>Categorías que se crearán: {plan.se_crearan.categorias.join(', ')}</div>}
        </div>
      )}
      {plan.columnas_ignoradas.length > 0 && <p className="muted">Columnas ignoradas: {plan.columnas_ignoradas.join(', ')}</p>}
      <div className="plan-filter" role="group" aria-label="Filtrar por resultado">
        {counts.map(([key, label, n]) => (
          <button key={label} type="button" className={`btn btn-sm ${filter === key ? 'btn-primary' : 'btn-light'}`}
            aria-pressed={filter === key} onClick={() => setFilter(key)}>
            {label} ({formatNumber(n)})
          </button>
        ))}
      </div>
      <div className="table-wrap">
        <table className="table table-compact" aria-label="Simulación">
          <thead>
            <tr>
              <th>Hoja</th>
              <th className="num">Fila</th>
              <th>Resultado</th>
              <th>Clave</th>
              <th>Detalle</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN).map((r) => (
              <tr key={`${r.hoja}-${r.fila}`}>
                <td>{r.hoja}</td>
                <td className="num">{r.fila}</td>
                <td><span className={`badge ${BADGE[r.accion]}`}>{ACCION_LABEL[r.accion]}</span></td>
                <td>{r.clave}</td>
                <td>{detail(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN && (
        <p className="muted">
          Mostrando {formatNumber(SHOWN)} de {formatNumber(rows.length)} filas; descargue los errores para verlas todas.
        </p>
      )}
    </div>
  );
}
