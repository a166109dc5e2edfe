// The authenticated frame: sidebar, top bar, banners, the page and the
// footer. Anyone not signed in is sent to the sign-in page.
import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { Loading } from '../components/Feedback';
import { OfflineBadge } from '../components/OfflineBadge';
import { MSG } from '../lib/messages';
import { useSession } from '../lib/useSession';
import { AdminRoutes } from './AdminRoutes';
import { BANNER_WAIT_MS } from './bannerGate';
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
  // The page shows once the banners above it are in (see bannerGate.ts), so none pushes it down.
  const [bannersIn, setBannersIn] = useState(false);

  // On a tablet the menu slides over the page; following a link closes it.
  useEffect(() => setMenuOpen(false), [location]);
  useEffect(() => {
    if (restoring || bannersIn) return;
    const t = window.setTimeout(() => setBannersIn(true), BANNER_WAIT_MS);
    return () => window.clearTimeout(t);
  }, [restoring, bannersIn]);

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
          <OfflineBadge userId={user.id} branchId={branch?.id ?? null} />
          <Banners user={user} branchId={branch?.id ?? null} onSettled={() => setBannersIn(true)} />
          <main className={bannersIn ? 'content' : 'content content-waiting'} aria-busy={bannersIn ? undefined : true}>
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
