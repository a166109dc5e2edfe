// Live data: a screen names the topic it shows and how to reload it, and is
// told when that topic changes on the server. Today each topic is polled at
// the spec's interval while the page is visible; the server's event stream
// (GET /api/eventos) takes over here without any screen changing.
import { useEffect, useRef } from 'react';

/** What a browser follows: its notifications, its branch's price alert, its branch's stock. */
export type LiveTopic = 'notificaciones' | 'precios' | 'stock';

/**
 * Calls `refetch` whenever `topic` may have changed: every `pollMs` while the
 * page is visible, and at once when it becomes visible again. Nothing runs
 * while `enabled` is false.
 */
export function useLive(topic: LiveTopic, refetch: () => void, pollMs: number, enabled = true): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    const start = () => {
      if (timer === undefined) timer = window.setInterval(() => latest.current(), pollMs);
    };
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.hidden) {
        stop();
      } else {
        latest.current();
        start();
      }
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [topic, pollMs, enabled]);
}
