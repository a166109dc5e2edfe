// The banners (read-only group, notifications, failed backup, price alert)
// each ask the server once when the shell opens, and one that appears pushes
// the page down. So that a page does not jump under the reader's eyes, the
// shell keeps the page invisible (its data still loading) until every banner
// has had its first answer, or BANNER_WAIT_MS have passed on a slow link.
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/** The longest the page waits for the banners' first answers. */
export const BANNER_WAIT_MS = 2000;

/** The banners the shell waits for. */
export type BannerName = 'cluster' | 'notifications' | 'backup' | 'prices';

/** Told by each banner when its first answer is in (or when it has nothing to ask). */
export const BannerSettled = createContext<(name: BannerName) => void>(() => {});

/**
 * The reporter of the banners' provider: `done` runs once, when every name
 * has reported at least once.
 */
export function useBannerGate(done: () => void): (name: BannerName) => void {
  const seen = useRef(new Set<BannerName>());
  const doneRef = useRef(done);
  doneRef.current = done;
  return useCallback((name: BannerName) => {
    const s = seen.current;
    if (s.size === 4) return;
    s.add(name);
    if (s.size === 4) doneRef.current();
  }, []);
}

/** Reports `name` settled once `ready` is true (at once for a banner with nothing to ask). */
export function useBannerSettled(name: BannerName, ready: boolean) {
  const settled = useContext(BannerSettled);
  useEffect(() => {
    if (ready) settled(name);
  }, [name, ready, settled]);
}
