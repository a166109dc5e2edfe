// Home (/admin, /admin/inicio): a welcome with the user's branch, the
// dashboard (foundation.md §2.4) and quick links to the screens of their menu.
import { Link } from 'wouter';
import { useMenuLinks } from '../../app/menuContext';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../lib/format';
import { displayName, primaryRole } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { Dashboard } from './Dashboard';

/** The welcome page. */
export function HomePage() {
  const { session } = useSession();
  const links = useMenuLinks().filter((l) => l.path !== '/admin/inicio');
  if (!session) return null;
  const { user, branch } = session;
  return (
    <div className="home">
      <section className="welcome">
        <div>
          <p className="welcome-date">{formatDate(new Date())}</p>
          <h1>Bienvenido, {displayName(user)}</h1>
          <p className="welcome-sub">
            <span className="badge badge-info">{primaryRole(user) ?? user.rol?.[0]}</span>
            <span>
              <Icon name="store" /> {branch?.sucursal ?? user.sucursal}
            </span>
          </p>
        </div>
        <img src="/favicon.svg" alt="" className="welcome-logo" />
      </section>

      <Dashboard />

      <h2 className="section-title">Accesos rápidos</h2>
      {links.length === 0 ? (
        <p className="muted">No hay accesos disponibles para tu rol.</p>
      ) : (
        <div className="quick-grid">
          {links.map((l) => (
            <Link key={l.path} href={l.path} className="quick-card">
              <span className="quick-icon">
                <Icon name={l.icon ?? l.group?.icon ?? 'chevronRight'} size={22} />
              </span>
              <span className="quick-text">
                <strong>{l.label}</strong>
                {l.group && <small>{l.group.label}</small>}
              </span>
              <Icon name="chevronRight" className="quick-go" />
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
