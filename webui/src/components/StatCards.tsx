// The figure cards above a document list (Total Ventas, Total Saldos...).
import type { IconName } from './Icon';
import { Icon } from './Icon';

/** One card. */
export interface Stat {
  label: string;
  value: string;
  icon: IconName;
  tone?: 'primary' | 'success' | 'warning' | 'danger' | 'info';
}

/**
 * A row of figure cards. While `loading`, each figure is a placeholder bar
 * (a total of Bs 0,00 before the list arrives would read as a real figure).
 */
export function StatCards({ stats, loading }: { stats: Stat[]; loading?: boolean }) {
  return (
    <div className="stat-cards" aria-busy={loading || undefined}>
      {stats.map((s) => (
        <div key={s.label} className={`stat-card stat-${s.tone ?? 'primary'}`}>
          <span className="stat-icon">
            <Icon name={s.icon} size={22} />
          </span>
          <span className="stat-text">
            <span className="stat-label">{s.label}</span>
            <strong className="stat-value">
              {loading ? (
                <>
                  <span className="stat-placeholder" aria-hidden="true" />
                  <span className="visually-hidden">Cargando…</span>
                </>
              ) : (
                s.value
              )}
            </strong>
          </span>
        </div>
      ))}
    </div>
  );
}
