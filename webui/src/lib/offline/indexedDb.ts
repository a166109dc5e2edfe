// The OfflineStore of the browser: one IndexedDB database shared by every
// tab of the origin. Each call is one IndexedDB transaction, so two tabs
// taking a provisional number at once get two numbers.
import type { OfflineStore, OutboxEntry } from './store';

const DB_NAME = 'sgc-sin-conexion';
const OUTBOX = 'ventas';
const VALUES = 'valores';
const COUNTER = 'contador';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(OUTBOX, { keyPath: 'key' });
      req.result.createObjectStore(VALUES);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
}

/** Runs fn in one transaction over store and answers what its last request gave. */
async function run<T>(store: string, mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest | void): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = fn(tx.objectStore(store));
    tx.oncomplete = () => resolve((req ? req.result : undefined) as T);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The device's IndexedDB. */
export const indexedDbStore: OfflineStore = {
  async list() {
    const all = await run<OutboxEntry[]>(OUTBOX, 'readonly', (s) => s.getAll());
    return all.sort((a, b) => a.seq - b.seq);
  },
  put: (entry) => run(OUTBOX, 'readwrite', (s) => void s.put(entry)),
  remove: (key) => run(OUTBOX, 'readwrite', (s) => void s.delete(key)),
  async nextNumber() {
    const db = await open();
    return new Promise<number>((resolve, reject) => {
      const tx = db.transaction(VALUES, 'readwrite');
      const s = tx.objectStore(VALUES);
      let n = 0;
      const req = s.get(COUNTER);
      req.onsuccess = () => {
        n = (Number(req.result) || 0) + 1;
        s.put(n, COUNTER);
      };
      tx.oncomplete = () => resolve(n);
      tx.onerror = () => reject(tx.error);
    });
  },
  get: (name) => run(VALUES, 'readonly', (s) => s.get(name)),
  set: (name, value) => run(VALUES, 'readwrite', (s) => void s.put(value, name)),
};
