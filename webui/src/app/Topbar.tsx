// The top bar: menu button (tablet), current branch, user with role, and
// "Cerrar Sesión".
import { Link } from 'wouter';
import { Icon } from '../components/Icon';
import { thumbUrl } from '../components/ImageGallery';
import { MSG } from '../lib/messages';
import { canSwitchBranch, displayName, primaryRole, roleLabel, type SelectedBranch, type User } from '../lib/session';
import { useSession } from '../lib/useSession';
import { confirmSignOut } from '../lib/offline/useOutbox';

function initials(user: User): string {
  const a = (user.nombres || user.usuario || '?').trim()[0] ?? '?';
  const b = (user.apellidos || '').trim()[0] ?? '';
  return (a + b).toUpperCase();
}

/** The bar above every /admin page. */
export function Topbar({ user, branch, onMenu }: { user: User; branch: SelectedBranch | null; onMenu: () => void }) {
  const { signOut } = useSession();
  const branchName = branch?.sucursal ?? user.sucursal;
  const branchChip = (
    <>
      <Icon name="store" />
      <span className="chip-label">Sucursal:</span>
      <strong>{branchName}</strong>
    </>
  );
  return (
    <header className="topbar">
      <button type="button" className="icon-btn menu-btn" aria-label="Menú" onClick={onMenu}>
        <Icon name="menu" size={22} />
      </button>
      {canSwitchBranch(user) ? (
        <Link href="/admin/sucursalSelect" className="branch-chip" title="Cambiar Sucursal">
          {branchChip}
          <Icon name="swap" className="chip-swap" />
        </Link>
      ) : (
        <span className="branch-chip">{branchChip}</span>
      )}
      <div className="topbar-spacer" />
      <Link href={`/admin/show-usuario/${user.id}`} className="user-box" title="Mi usuario y seguridad">
        {user.imagen ? (
          <img className="avatar" src={thumbUrl(user.imagen)} alt="" />
        ) : (
          <span className="avatar avatar-initials">{initials(user)}</span>
        )}
        <span className="user-text">
          <strong className="user-name">{displayName(user)}</strong>
          <small className="user-role">{roleLabel(primaryRole(user) ?? user.rol?.[0] ?? '')}</small>
        </span>
      </Link>
      <button type="button" className="btn btn-logout" onClick={() => void confirmSignOut().then((ok) => ok && void signOut())} aria-label={MSG.logout} title={MSG.logout}>
        <Icon name="logout" />
        <span>{MSG.logout}</span>
      </button>
    </header>
  );
}
