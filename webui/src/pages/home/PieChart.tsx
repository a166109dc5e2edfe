// The best-sellers pie of the dashboard, in plain SVG (foundation.md §9: up
// to five colours): each slice is an arc path, with a legend of names, units
// and shares beside it.
import { formatNumber } from '../../lib/format';
import type { PieSlice } from '../../api/dashboard';

/** The five slice colours. */
export const PIE_COLORS = ['#2563eb', '#16a34a', '#f59e0b', '#dc2626', '#7c3aed'];

/** The SVG path of a slice from angle a0 to a1 (radians, 0 at 12 o'clock) of a circle of radius r at (c, c). */
export function arcPath(c: number, r: number, a0: number, a1: number): string {
  if (a1 - a0 >= 2 * Math.PI - 1e-9) {
    // A whole circle cannot be one arc: two halves.
    return `M ${c} ${c - r} A ${r} ${r} 0 1 1 ${c} ${c + r} A ${r} ${r} 0 1 1 ${c} ${c - r} Z`;
  }
  const x0 = c + r * Math.sin(a0);
  const y0 = c - r * Math.cos(a0);
  const x1 = c + r * Math.sin(a1);
  const y1 = c - r * Math.cos(a1);
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M ${c} ${c} L ${x0.toFixed(2)} ${y0.toFixed(2)} A ${r} ${r} 0 ${large} 1 ${x1.toFixed(2)} ${y1.toFixed(2)} Z`;
}

/** A pie of at most five slices, or the no-data text. */
export function PieChart({ slices, size = 200 }: { slices: PieSlice[]; size?: number }) {
  const shown = slices.slice(0, PIE_COLORS.length).filter((s) => s.value > 0);
  const total = shown.reduce((t, s) => t + s.value, 0);
  if (total === 0) return <p className="muted">No hay datos disponibles en este momento.</p>;
  const c = size / 2;
  let angle = 0;
  return (
    <div className="pie">
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label="Productos más vendidos del año">
        {shown.map((s, i) => {
          const a0 = angle;
          angle += (s.value / total) * 2 * Math.PI;
          return (
            <path key={s.label} d={arcPath(c, c - 2, a0, angle)} fill={PIE_COLORS[i]} stroke="#fff" strokeWidth="2">
              <title>{`${s.label}: ${formatNumber(s.value)}`}</title>
            </path>
          );
        })}
      </svg>
      <ul className="pie-legend">
        {shown.map((s, i) => (
          <li key={s.label}>
            <span className="pie-swatch" style={{ background: PIE_COLORS[i] }} />
            <span className="pie-label">{s.label}</span>
            <span className="pie-value">
              {formatNumber(s.value)} u. · {Math.round((s.value / total) * 100)}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
