// Whether the server answers, as the last call found it, and the outbox's
// change notices: within a tab through listeners, across the tabs of the
// browser through a BroadcastChannel, so every badge and list follows.

type Listener = () => void;

let down = false;
const listeners = new Set<Listener>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('sgc-sin-conexion');
channel?.addEventListener('message', () => notify());

function notify() {
  listeners.forEach((fn) => fn());
}

/** True while the server could not be reached. */
export function isDown(): boolean {
  return down;
}

/** A call could not reach the server (refused connection, timeout). */
export function markDown(): void {
  if (down) return;
  down = true;
  notify();
}

/** The server answered (anything, even an error of the request). */
export function markUp(): void {
  if (!down) return;
  down = false;
  notify();
}

/** The outbox changed in this tab: every tab re-reads it. */
export function outboxChanged(): void {
  channel?.postMessage('outbox');
  notify();
}

/** Calls fn on any change of the connection or of the outbox; answers the unsubscribe. */
export function subscribe(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
