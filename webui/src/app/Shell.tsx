// The authenticated frame: sidebar, top bar, banners, the page and the
// footer. Anyone not signed in is sent to the sign-in page.
import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { Loading } from '../components/Feedback';
import { MSG } from '../lib/messages';
import { useSession } from '../lib/useSession';
import { AdminRoutes } from './AdminRoutes';
import { Banners } from './Banners';
import { menuFor } from './menu';
import { MenuContext } from './menuContext';
import { Sidebar } from './Sidebar';
import { Topbar } from './Topbar';

/** Layout of every /admin screen. */
export function Shell() {
  const { session, restoring } = useSession();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // On a tablet the menu slides over the page; following a link closes it.
  useEffect(() => setMenuOpen(false), [location]);

  if (!session) return <Redirect to="/" replace />;
  if (restoring) {
    return (
      <div className="boot">
        <Loading />
      </div>
    );
  }
  const { user, branch } = session;
  const menu = menuFor(user);
  return (
    <MenuContext.Provider value={menu}>
      <div className={`shell${menuOpen ? ' menu-open' : ''}`}>
        <Sidebar menu={menu} />
        <div className="shell-backdrop" onClick={() => setMenuOpen(false)} />
        <div className="shell-main">
          <Topbar user={user} branch={branch} onMenu={() => setMenuOpen((o) => !o)} />
          <Banners user={user} branchId={branch?.id ?? null} />
          <main className="content">
            <AdminRoutes user={user} />
          </main>
          <footer className="footer">
            <span>{MSG.appTitle}</span>
            <span>{MSG.version}</span>
          </footer>
        </div>
      </div>
    </MenuContext.Provider>
  );
}
