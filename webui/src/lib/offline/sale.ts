// Registrar Venta through an outage: a sale goes to the server when it
// answers, and to the outbox when it does not, with the key it was made with.
import { ApiError, get, post } from '../../api/client';
import type { EstadoCajaResp } from '../../api/cajas';
import type { VentaGuardada, VentaInput } from '../../api/ventas';
import { getToken as sessionToken } from '../session';
import { isDown, markDown, markUp, outboxChanged } from './connection';
import { offlineStore, rememberCustomer, unreachable } from './cache';
import { queueSale } from './outbox';
import { drain, senderLock, type Answer, type DrainReport } from './sender';
import type { OutboxEntry, TicketLine } from './store';

/** A sale saved by the server, or kept in the outbox. */
export type SaleOutcome = { guardada: VentaGuardada } | { pendiente: OutboxEntry };

/** Who is selling, and where, and the lines by name for the ticket. */
export interface Seller {
  user: { id: number; usuario: string };
  sucursalId: number;
  lineas: TicketLine[];
}

/**
 * Saves the sale, or queues it when the server cannot be reached: at once
 * when the last call already found it down or the browser knows it is
 * offline (the counter does not wait), when a failure to reach it is
 * followed by no answer to a light call, or after SALE_WAIT_MS without an
 * answer.
 */
export async function registerSale(input: VentaInput, key: string, who: Seller): Promise<SaleOutcome> {
  // The kept box is read at once, alongside the customer's note, so that
  // queueing the sale does not wait for one more IndexedDB round in turn.
  const box = keptBoxId(who.sucursalId, who.user.id);
  const queue = async (intentadaEnLinea: boolean) => {
    const cajaId = await box;
    const entry = await queueSale(offlineStore(), { input, key, user: who.user, sucursalId: who.sucursalId, cajaId, lineas: who.lineas, intentadaEnLinea });
    outboxChanged();
    return { pendiente: entry };
  };
  void rememberCustomer({
    id: input.cliente,
    nombres_apellidos: input.razon_social,
    numero_documento: input.nit,
    complemento: input.complemento,
    telefono: input.telefono,
    direccion: input.direccion,
    email: '',
    imagen: null,
    estado: true,
  }).catch(() => {});
  if (isDown() || navigator.onLine === false) return queue(false);
  // A server that does not answer at all (packets dropped) would hold the
  // counter through every retry: past SALE_WAIT_MS the sale is queued, and
  // a late commit of this call is found by its key when the outbox sends.
  const stop = new AbortController();
  let timer = 0;
  const late = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => {
      stop.abort();
      reject(new ApiError(0, ''));
    }, SALE_WAIT_MS);
  });
  // A failure to reach the server is not retried blindly (1 + 2 + 4 s at
  // the counter): one light call asks whether the server answers. When it
  // does (one connection cut, an answer lost), the sale is sent again with
  // its key and the server answers what it recorded; when it does not (its
  // process stopped, the link down), the sale is queued at once.
  const call = (async () => {
    try {
      return await post<VentaGuardada>('/api/ventas', input, { idempotencyKey: key, signal: stop.signal, retryUnreachable: false });
    } catch (e) {
      if (!unreachable(e) || stop.signal.aborted || !(await answers(stop.signal))) throw e;
      return post<VentaGuardada>('/api/ventas', input, { idempotencyKey: key, signal: stop.signal });
    }
  })();
  call.catch(() => {}); // its failure after the wait is the outbox's business
  try {
    const guardada = await Promise.race([call, late]);
    markUp();
    return { guardada };
  } catch (e) {
    if (!unreachable(e)) throw e;
    markDown();
    return queue(true);
  } finally {
    window.clearTimeout(timer);
  }
}

/** Whether the server answers at all (any status), asked with a light signed-in call. */
function answers(signal: AbortSignal): Promise<boolean> {
  return get('/api/user', { signal }).then(
    () => true,
    (e) => !unreachable(e),
  );
}

/**
 * The cashier's box open in the branch as the device last saw it (the cash
 * box state Registrar Venta keeps): the server records the sale's cash there
 * while it stays open.
 */
async function keptBoxId(branchId: number, userId: number): Promise<number | undefined> {
  const st = await offlineStore()
    .get<EstadoCajaResp>(`caja.${branchId}`)
    .catch(() => undefined);
  return st?.estado === 'Abierta' && st.caja && st.empleado?.id === userId ? st.caja.id : undefined;
}

/** How long Registrar Venta waits for the server before keeping the sale on the device. */
const SALE_WAIT_MS = 8000;

/** A send of the outbox gives up after this long without an answer. */
const SEND_TIMEOUT_MS = 15_000;

/** POST /api/ventas for the sender: the status, or 0 when there was no answer. */
async function postSale(body: unknown, key: string): Promise<Answer> {
  const token = sessionToken();
  try {
    const res = await fetch('/api/ventas', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': key, Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the status says enough.
    }
    return { status: res.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  }
}

/**
 * One pass of the outbox for the signed-in user, in one tab of the browser
 * at a time; answers null when another tab is sending or nobody is signed in.
 */
export async function sendOutbox(userId: number | undefined): Promise<DrainReport | null> {
  if (!userId || !sessionToken()) return null;
  let report: DrainReport | null = null;
  await senderLock(async () => {
    report = await drain({ store: offlineStore(), post: postSale, userId });
  });
  if (report) {
    const r: DrainReport = report;
    if (r.stopped === 'sin-conexion') markDown();
    else markUp();
    if (r.sent || r.refused) outboxChanged();
  }
  return report;
}
