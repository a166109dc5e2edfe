// The outbox's logic with the device's storage faked: the order of the
// sends, a refusal that does not block the next sale, an outage or an
// expired session that stops the pass and keeps the rest, a sale whose
// plain send had reached the server, and one sender across tabs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VentaInput } from '../src/api/ventas';
import { searchKeptProducts, setOfflineStore } from '../src/lib/offline/cache';
import { isDown, markUp } from '../src/lib/offline/connection';
import { registerSale } from '../src/lib/offline/sale';
import { offlineBody, provisional, queueSale } from '../src/lib/offline/outbox';
import { drain, senderLock, SENT, type Answer } from '../src/lib/offline/sender';
import type { OfflineStore, OutboxEntry, SentEntry } from '../src/lib/offline/store';

function memoryStore(): OfflineStore {
  const outbox = new Map<string, OutboxEntry>();
  const values = new Map<string, unknown>();
  let n = 0;
  return {
    list: async () => [...outbox.values()].sort((a, b) => a.seq - b.seq).map((e) => structuredClone(e)),
    put: async (e) => void outbox.set(e.key, structuredClone(e)),
    remove: async (k) => void outbox.delete(k),
    nextNumber: async () => ++n,
    get: async <T,>(k: string) => structuredClone(values.get(k)) as T | undefined,
    set: async (k, v) => void values.set(k, structuredClone(v)),
  };
}

const sale = (total: number) => ({ cliente: 1, razon_social: 'SN', nit: '0', total, productos: [] }) as unknown as VentaInput;
const seller = { id: 4, usuario: 'cajero' };

async function queued(store: OfflineStore, totals: number[], intentadaEnLinea = false) {
  for (const t of totals) {
    await queueSale(store, { input: sale(t), lineas: [], key: `k${t}`, user: seller, sucursalId: 1, intentadaEnLinea });
  }
}

/** A fake server: answers per total, recording each call. */
function server(answer: (body: any, key: string) => Answer) {
  const calls: { body: any; key: string }[] = [];
  return { calls, post: async (body: unknown, key: string) => (calls.push({ body, key }), answer(body, key)) };
}

describe('outbox', () => {
  it('numbers the sales of a device in order and marks them for the server', async () => {
    const store = memoryStore();
    await queued(store, [10, 20]);
    const [a, b] = await store.list();
    expect([a.seq, b.seq]).toEqual([1, 2]);
    expect(a.dispositivo).toMatch(/^D[A-Z2-9]{3}$/);
    expect(b.dispositivo).toBe(a.dispositivo);
    expect(provisional(b)).toBe(`${a.dispositivo}-0002`);
    expect(offlineBody(a).sin_conexion).toEqual({ dispositivo: a.dispositivo, numero_provisional: 1, fecha: a.fecha });
  });

  it('sends the cash box the sale was made in, when the device knew one open', async () => {
    const store = memoryStore();
    await queueSale(store, { input: sale(10), lineas: [], key: 'k10', user: seller, sucursalId: 1, cajaId: 42, intentadaEnLinea: false });
    const [a] = await store.list();
    expect(offlineBody(a).sin_conexion).toEqual({ dispositivo: a.dispositivo, numero_provisional: 1, fecha: a.fecha, caja_id: 42 });
  });

  it('sends in order with each key; a refusal stays with its reason and the rest go on', async () => {
    const store = memoryStore();
    await queued(store, [10, 20, 30]);
    const s = server((body) =>
      body.total === 20
        ? { status: 422, body: { message: 'Datos inválidos.', errors: { 'productos.0.id': ['Producto no encontrado.'] } } }
        : { status: 201, body: { venta_id: body.total, numero_comprobante: body.total / 10 } },
    );
    const report = await drain({ store, post: s.post, userId: seller.id });
    expect(report).toEqual({ sent: 2, refused: 1, stopped: null });
    expect(s.calls.map((c) => c.key)).toEqual(['k10', 'k20', 'k30']);
    const left = await store.list();
    expect(left.map((e) => [e.key, e.estado, e.motivo])).toEqual([['k20', 'rechazada', 'Datos inválidos. Producto no encontrado.']]);
    const sent = (await store.get<SentEntry[]>(SENT))!;
    expect(sent.map((e) => e.numero)).toEqual([3, 1]);
    // A refused sale is not sent again by the next pass.
    s.calls.length = 0;
    expect(await drain({ store, post: s.post, userId: seller.id })).toEqual({ sent: 0, refused: 0, stopped: null });
    expect(s.calls).toEqual([]);
  });

  it('stops at an outage or an expired session and keeps the rest for the next pass', async () => {
    for (const [status, stopped] of [
      [0, 'sin-conexion'],
      [503, 'sin-conexion'],
      [401, 'sesion'],
    ] as const) {
      const store = memoryStore();
      await queued(store, [10, 20, 30]);
      const s = server((body) => (body.total === 10 ? { status: 201, body: { venta_id: 1 } } : { status, body: null }));
      expect(await drain({ store, post: s.post, userId: seller.id })).toEqual({ sent: 1, refused: 0, stopped });
      expect(s.calls).toHaveLength(2);
      expect((await store.list()).map((e) => [e.key, e.estado])).toEqual([
        ['k20', 'pendiente'],
        ['k30', 'pendiente'],
      ]);
    }
  });

  it('sends only the signed-in user’s sales', async () => {
    const store = memoryStore();
    await queued(store, [10]);
    const s = server(() => ({ status: 201, body: {} }));
    expect(await drain({ store, post: s.post, userId: 99 })).toEqual({ sent: 0, refused: 0, stopped: null });
    expect(await store.list()).toHaveLength(1);
  });

  it('asks for the recorded sale when the plain send had reached the server', async () => {
    const store = memoryStore();
    await queued(store, [10], true);
    const s = server((body) =>
      body.sin_conexion
        ? { status: 422, body: { message: 'La clave de idempotencia ya se usó con otros datos.', errors: {} } }
        : { status: 201, body: { venta_id: 7, numero_comprobante: 41 } },
    );
    expect(await drain({ store, post: s.post, userId: seller.id })).toEqual({ sent: 1, refused: 0, stopped: null });
    expect(s.calls.map((c) => [c.key, !!c.body.sin_conexion])).toEqual([
      ['k10', true],
      ['k10', false],
    ]);
    expect(await store.list()).toEqual([]);
  });

  it('lets one tab send at a time', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = senderLock(() => held);
    expect(await senderLock(async () => {})).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await senderLock(async () => {})).toBe(true);
    // Another tab's claim holds until it lapses.
    localStorage.setItem('sgc.sin-conexion.envio', String(Date.now() + 5000));
    expect(await senderLock(async () => {})).toBe(false);
    localStorage.setItem('sgc.sin-conexion.envio', String(Date.now() - 1));
    expect(await senderLock(async () => {})).toBe(true);
  });
});

describe('registerSale', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    markUp();
  });

  it('keeps the sale on the device when nothing answers, then at once while down', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    setOfflineStore(store);
    // A link that drops packets: the call never settles until it is cancelled.
    const fetch = vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')))));
    vi.stubGlobal('fetch', fetch);
    const who = { user: seller, sucursalId: 1, lineas: [{ producto: 'Cemento', cantidad: 1, precio: 10 }] };
    const first = registerSale(sale(10), 'k1', who);
    await vi.advanceTimersByTimeAsync(8000);
    const a = await first;
    expect('pendiente' in a && [a.pendiente.seq, a.pendiente.intentadaEnLinea]).toEqual([1, true]);
    expect(isDown()).toBe(true);
    const calls = fetch.mock.calls.length;
    const b = await registerSale(sale(20), 'k2', who);
    expect('pendiente' in b && [b.pendiente.seq, b.pendiente.intentadaEnLinea]).toEqual([2, false]);
    expect(fetch.mock.calls.length).toBe(calls);
    expect((await store.list()).map((e) => e.key)).toEqual(['k1', 'k2']);
  });

  it('queues at once when the server refuses the connection, with the cash box the device knew open', async () => {
    const store = memoryStore();
    setOfflineStore(store);
    await store.set('caja.1', { estado: 'Abierta', empleado: { id: seller.id }, caja: { id: 42 } });
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const who = { user: seller, sucursalId: 1, lineas: [] };
    const a = await registerSale(sale(10), 'k1', who);
    expect('pendiente' in a && [a.pendiente.intentadaEnLinea, a.pendiente.cajaId]).toEqual([true, 42]);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/api/ventas', '/api/user']);
  });

  it('sends the sale again with its key when the server still answers after a cut connection', async () => {
    const store = memoryStore();
    setOfflineStore(store);
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ venta_id: 9 }), { status: 200, headers: { 'Idempotent-Replayed': 'true' } }));
    vi.stubGlobal('fetch', fetch);
    const a = await registerSale(sale(10), 'k1', { user: seller, sucursalId: 1, lineas: [] });
    expect(a).toEqual({ guardada: { venta_id: 9 } });
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/api/ventas', '/api/user', '/api/ventas']);
    expect(await store.list()).toEqual([]);
  });
});

describe('the kept catalogue', () => {
  it('answers code first, then name, with the stock less the sales still in the outbox', async () => {
    const store = memoryStore();
    setOfflineStore(store);
    const product = (id: number, codigo: string, producto: string, cantidad_disponible: number) => ({ id, codigo, producto, cantidad_disponible });
    await store.set('productos.1', [product(1, 'TAL-01', 'Taladro', 5), product(2, 'MAR-01', 'Martillo para talar', 1), product(3, 'TAL-02', 'Tornillo', 0)]);
    const input = { ...sale(10), productos: [{ id: 2, cantidad: 1, precio: 10, serie: '', idCarrito: 'a' }, { id: 1, cantidad: 2, precio: 10, serie: '', idCarrito: 'b' }] };
    await queueSale(store, { input, lineas: [], key: 'k', user: seller, sucursalId: 1, intentadaEnLinea: false });
    const all = await searchKeptProducts(1, 'tal', false, 10);
    expect(all!.map((p) => [p.id, p.cantidad_disponible])).toEqual([[1, 3], [3, 0], [2, 0]]);
    expect((await searchKeptProducts(1, 'tal', true, 10))!.map((p) => p.id)).toEqual([1]);
    expect(await searchKeptProducts(2, 'tal', false, 10)).toBeUndefined();
  });
});
