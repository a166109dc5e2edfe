// Inactivity sign-out. Activity only stamps a time; a slow interval compares
// against it, so a stream of mousemove events costs nothing and a laptop that
// slept past the limit is signed out as soon as it wakes.
import { useEffect } from 'react';

/** Minutes without activity before the session ends. */
export const IDLE_MINUTES = 180;

/** The events that count as activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'keypress', 'scroll', 'touchstart'] as const;

const CHECK_EVERY_MS = 15_000;

/**
 * Calls onIdle once after `limitMs` without activity while `active` is true.
 * Returns a function that stops watching.
 */
export function watchIdle(onIdle: () => void, limitMs = IDLE_MINUTES * 60_000): () => void {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, touch, { passive: true, capture: true }));
  const timer = window.setInterval(() => {
    if (Date.now() - last >= limitMs) {
      stop();
      onIdle();
    }
  }, Math.min(CHECK_EVERY_MS, limitMs));
  function stop() {
    window.clearInterval(timer);
    ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, touch, { capture: true }));
  }
  return stop;
}

/** Hook form of watchIdle. */
export function useIdleLogout(active: boolean, onIdle: () => void, limitMs?: number): void {
  useEffect(() => {
    if (!active) return undefined;
    return watchIdle(onIdle, limitMs);
  }, [active, onIdle, limitMs]);
}
