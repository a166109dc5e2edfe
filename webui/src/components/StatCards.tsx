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

/** A row of figure cards. */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <div className="stat-cards">
      {stats.map((s) => (
        <div key={s.label} className={`stat-card stat-${s.tone ?? 'primary'}`}>
          <span className="stat-icon">
            <Icon name={s.icon} size={22} />
          </span>
          <span className="stat-text">
            <span className="stat-label">{s.label}</span>
            <strong className="stat-value">{s.value}</strong>
          </span>
        </div>
      ))}
    </div>
  );
}
