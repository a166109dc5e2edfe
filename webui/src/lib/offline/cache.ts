// What a sale needs, kept on the device while the server answers so that the
// counter can go on when it does not: the branch's products with their
// prices and a stock snapshot, the customers used recently and the cash box
// state. Each read that fails to reach the server falls back to the copy.
import { ApiError, get } from '../../api/client';
import type { Cliente } from '../../api/clientes';
import type { PickerProduct } from '../../api/productos-picker';
import { isDown, markDown, markUp } from './connection';
import { indexedDbStore } from './indexedDb';
import type { OfflineStore } from './store';

/** The device's store; tests swap it for a fake. */
let store: OfflineStore = indexedDbStore;

/** Uses another store (tests). */
export function setOfflineStore(s: OfflineStore): void {
  store = s;
}

/** The store in use. */
export function offlineStore(): OfflineStore {
  return store;
}

/** True for a call that failed because the server could not be reached. */
export function unreachable(e: unknown): boolean {
  return e instanceof ApiError && e.status === 0;
}

/**
 * Runs load; its answer is kept under name, and while the server cannot be
 * reached the kept copy answers instead (the error again when there is none).
 */
export async function withOfflineCopy<T>(name: string, load: () => Promise<T>): Promise<T> {
  try {
    const v = await load();
    markUp();
    void store.set(name, v).catch(() => {});
    return v;
  } catch (e) {
    if (!unreachable(e)) throw e;
    markDown();
    const kept = await store.get<T>(name).catch(() => undefined);
    if (kept === undefined) throw e;
    return kept;
  }
}

const catalogName = (branchId: number) => `productos.${branchId}`;

/**
 * Keeps the branch's active products, prices and stock, unless the kept copy
 * is younger than maxAgeMs: every tab and page load of the device shares it,
 * and a big catalogue is not fetched on each.
 */
export async function refreshCatalog(branchId: number, maxAgeMs: number): Promise<void> {
  const at = await store.get<number>(catalogName(branchId) + '.fecha').catch(() => undefined);
  if (at && Date.now() - at < maxAgeMs) return;
  const r = await get<{ data: PickerProduct[] }>('/api/productos', { query: { sucursal_id: branchId, productoActivo: true } });
  await store.set(catalogName(branchId), r?.data ?? []);
  await store.set(catalogName(branchId) + '.fecha', Date.now());
}

/** Asks the server whether it answers, with a light signed-in call. */
export async function probe(): Promise<void> {
  await get('/api/user');
}

/** Lower case without accents, for matching typed text. */
function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Searches the kept catalogue as the server's search would: code first, then name. */
export async function searchKeptProducts(branchId: number, q: string, conStock: boolean, limit: number): Promise<PickerProduct[] | undefined> {
  const all = await store.get<PickerProduct[]>(catalogName(branchId));
  if (!all) return undefined;
  // The snapshot less what this device sold since, still in its outbox.
  const sold = new Map<number, number>();
  for (const e of await store.list()) {
    if (e.estado !== 'pendiente' || e.sucursalId !== branchId) continue;
    for (const l of e.input.productos) sold.set(l.id, (sold.get(l.id) ?? 0) + l.cantidad);
  }
  const t = fold(q.trim());
  const byCode = all.filter((p) => fold(p.codigo).startsWith(t));
  const byName = all.filter((p) => !byCode.includes(p) && fold(p.producto).includes(t));
  return [...byCode, ...byName]
    .map((p) => (sold.has(p.id) ? { ...p, cantidad_disponible: Math.max(0, p.cantidad_disponible - sold.get(p.id)!) } : p))
    .filter((p) => !conStock || p.cantidad_disponible > 0)
    .slice(0, limit);
}

/**
 * Runs a server search; while the server cannot be reached, answers search
 * over the device's copy instead (the error again when there is no copy).
 * Once a call has found the server down, the copy answers without asking it:
 * a link that drops packets would hold each scan until the browser gives up,
 * and the next probe (sender.ts) says when the server answers again.
 */
export async function searchOrKept<T>(load: () => Promise<T[]>, kept: () => Promise<T[] | undefined>): Promise<T[]> {
  if (isDown()) {
    const copy = await kept().catch(() => undefined);
    if (copy) return copy;
  }
  try {
    const found = await load();
    markUp();
    return found;
  } catch (e) {
    if (!unreachable(e)) throw e;
    markDown();
    const copy = await kept().catch(() => undefined);
    if (!copy) throw e;
    return copy;
  }
}

const CUSTOMERS = 'clientes';
const CUSTOMERS_KEPT = 50;

/** Remembers a customer a sale was made to (not the anonymous SN). */
export async function rememberCustomer(c: Cliente): Promise<void> {
  if (c.id <= 1) return;
  const before = (await store.get<Cliente[]>(CUSTOMERS)) ?? [];
  await store.set(CUSTOMERS, [c, ...before.filter((o) => o.id !== c.id)].slice(0, CUSTOMERS_KEPT));
}

/** The customers used recently that match a name or document. */
export async function searchKeptCustomers(q: string): Promise<Cliente[]> {
  const t = fold(q.trim());
  const all = (await store.get<Cliente[]>(CUSTOMERS)) ?? [];
  return all.filter((c) => fold(c.nombres_apellidos).includes(t) || c.numero_documento.startsWith(q.trim()));
}
