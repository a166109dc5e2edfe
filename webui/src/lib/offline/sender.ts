// The outbox's sender: when the server answers again it sends the sales one
// by one in the order they were made, each with its key, so a send whose
// answer is lost is simply sent again. A refusal stays in the outbox with its
// reason for the "Ventas sin conexión" screen and the next sale goes on; an
// unreachable server or an expired session stops the pass, and the sale is
// sent by a later one (after a new sign-in if needed). Only one tab of the
// browser sends at a time (senderLock).
import { offlineBody, provisional } from './outbox';
import type { OfflineStore, OutboxEntry, SentEntry } from './store';

/** An answer of the server; status 0 when it could not be reached. */
export interface Answer {
  status: number;
  body: any;
}

export interface SenderDeps {
  store: OfflineStore;
  /** POST /api/ventas with the key. */
  post(body: unknown, key: string): Promise<Answer>;
  /** The signed-in user: only their own sales are sent (the server dates them as theirs). */
  userId: number;
}

/** What one pass did, and why it stopped early. */
export interface DrainReport {
  sent: number;
  refused: number;
  stopped: null | 'sin-conexion' | 'sesion';
}

/** The server's answer to a key it knows with another body (docs/api-operations.md). */
const KEY_REUSED = 'La clave de idempotencia ya se usó';
/** How many landed sales the review screen recalls. */
const SENT_KEPT = 100;
export const SENT = 'enviadas';

/** Why a refusal is refused, in one sentence for the review screen. */
export function refusalReason(a: Answer): string {
  const msg = typeof a.body?.message === 'string' ? a.body.message : '';
  const fields = a.body?.errors && typeof a.body.errors === 'object' ? Object.values(a.body.errors).flat() : [];
  return [msg, ...fields].filter(Boolean).join(' ') || `Error ${a.status}`;
}

/** Sends the pending sales of the user, in order; see the file's comment. */
export async function drain(d: SenderDeps): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, refused: 0, stopped: null };
  const pending = (await d.store.list()).filter((e) => e.estado === 'pendiente' && e.usuarioId === d.userId);
  for (const e of pending) {
    let a = await d.post(offlineBody(e), e.key);
    // The plain sale sent before the outage was noticed did reach the
    // server: asking again with its own body answers what it recorded.
    if (a.status === 422 && e.intentadaEnLinea && String(a.body?.message ?? '').startsWith(KEY_REUSED)) {
      a = await d.post(e.input, e.key);
    }
    if (a.status === 0 || a.status >= 500 || a.status === 429) {
      report.stopped = 'sin-conexion';
      break;
    }
    if (a.status === 401) {
      report.stopped = 'sesion';
      break;
    }
    if (a.status >= 200 && a.status < 300) {
      await landed(d.store, e, a.body);
      report.sent++;
    } else {
      await d.store.put({ ...e, estado: 'rechazada', motivo: refusalReason(a) });
      report.refused++;
    }
  }
  return report;
}

/** Moves a landed sale from the outbox to the recent list of the review screen. */
async function landed(store: OfflineStore, e: OutboxEntry, body: any): Promise<void> {
  const sent: SentEntry = {
    provisional: provisional(e),
    ventaId: Number(body?.venta_id ?? body?.id) || 0,
    numero: Number(body?.numero_comprobante) || 0,
    enviada: new Date().toISOString(),
  };
  const before = (await store.get<SentEntry[]>(SENT)) ?? [];
  await store.set(SENT, [sent, ...before].slice(0, SENT_KEPT));
  await store.remove(e.key);
}

/** How long a tab's claim to send holds without renewal where Web Locks are missing. */
const LEASE_MS = 30_000;
const LEASE = 'sgc.sin-conexion.envio';

/**
 * Runs fn only when no other tab of the browser is sending, and answers
 * whether it ran. Web Locks where the browser offers them (HTTPS and
 * localhost); on plain HTTP a lease in localStorage, whose rare race at most
 * sends one sale twice with its key, which the server answers once.
 */
export async function senderLock(fn: () => Promise<void>): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('sgc-sin-conexion-envio', { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await fn();
      return true;
    });
  }
  const now = Date.now();
  const until = Number(localStorage.getItem(LEASE));
  if (until > now) return false;
  localStorage.setItem(LEASE, String(now + LEASE_MS));
  try {
    await fn();
  } finally {
    localStorage.removeItem(LEASE);
  }
  return true;
}
