// Home (/admin, /admin/inicio): a welcome with the user's branch, for those
// who sell a large "Nueva venta" tile (the counter is most of their day), the
// dashboard (foundation.md §2.4) and quick links to the screens of their menu.
import { Link } from 'wouter';
import { useMenuLinks } from '../../app/menuContext';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../lib/format';
import { displayName, primaryRole, STAFF_ROLES } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { Dashboard } from './Dashboard';

/** The counter's screen. */
const NEW_SALE = '/admin/nueva-venta';

/** The welcome page. */
export function HomePage() {
  const { session } = useSession();
  const links = useMenuLinks().filter((l) => l.path !== '/admin/inicio');
  if (!session) return null;
  const { user, branch } = session;
  // The roles that may open Registrar Venta (the route table's STAFF).
  const role = primaryRole(user);
  const sells = role !== null && STAFF_ROLES.includes(role);
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

      {sells && (
        <Link href={NEW_SALE} className="new-sale-tile">
          <span className="quick-icon">
            <Icon name="cart" size={26} />
          </span>
          <span className="quick-text">
            <strong>Nueva venta</strong>
            <small>Registrar Venta en el mostrador · F2 la registra</small>
          </span>
          <Icon name="chevronRight" className="quick-go" />
        </Link>
      )}

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
