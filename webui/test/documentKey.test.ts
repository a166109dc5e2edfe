import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, post } from '../src/api/client';
import { ActionKeys, DocumentKey } from '../src/lib/documentKey';

const created = () => new Response(JSON.stringify({ message: 'Venta guardada con éxito', id: 7 }), { status: 201 });
const unavailable = () => new Response(JSON.stringify({ message: 'Solo lectura.' }), { status: 503 });
const keyOf = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key'];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('document key', () => {
  it('retries a keyed call after a network error and a 503 with the same key', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);
    const key = new DocumentKey();
    const saved = post('/api/ventas', { total: 10 }, { idempotencyKey: key.current });
    await vi.runAllTimersAsync();
    await expect(saved).resolves.toEqual({ message: 'Venta guardada con éxito', id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.map(keyOf)).toEqual([key.current, key.current, key.current]);
    expect(fetchMock.mock.calls.map((c) => (c[1] as RequestInit).body)).toEqual(Array(3).fill('{"total":10}'));
  });

  it('gives up after the retries, and the next press sends the same key until the document is acknowledged', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const key = new DocumentKey();
    const first = post('/api/ventas', { total: 10 }, { idempotencyKey: key.current }).catch((e) => e);
    await vi.runAllTimersAsync();
    const err = await first;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const sent = keyOf(fetchMock.mock.calls[0]);

    fetchMock.mockReset().mockResolvedValue(created());
    await post('/api/ventas', { total: 10 }, { idempotencyKey: key.current });
    expect(keyOf(fetchMock.mock.calls[0])).toBe(sent);
    key.settle();
    expect(key.current).not.toBe(sent);
    expect(key.current).toMatch(/^[0-9a-f]{32}$/);
  });

  it('fails at once when asked not to retry a server it cannot reach, and still retries a 503', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const err = await post('/api/ventas', { total: 10 }, { idempotencyKey: 'k1', retryUnreachable: false }).catch((e) => e);
    expect(err.status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset().mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(created());
    const saved = post('/api/ventas', { total: 10 }, { idempotencyKey: 'k1', retryUnreachable: false });
    await vi.runAllTimersAsync();
    await expect(saved).resolves.toEqual({ message: 'Venta guardada con éxito', id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a call without key alone: no header, no retry on 503', async () => {
    const fetchMock = vi.fn().mockResolvedValue(unavailable());
    vi.stubGlobal('fetch', fetchMock);
    const err = await post('/api/clientes', {}).catch((e) => e);
    expect(err.status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(fetchMock.mock.calls[0])).toBeUndefined();
  });

  it('keeps a stored key across a reload of the form until it is settled', () => {
    const before = new DocumentKey('venta').current;
    expect(new DocumentKey('venta').current).toBe(before);
    const reloaded = new DocumentKey('venta');
    reloaded.settle();
    expect(new DocumentKey('venta').current).not.toBe(before);
  });
});

describe('action keys', () => {
  it('gives each record its own key, kept through a failure and renewed after success', async () => {
    const keys = new ActionKeys();
    const seen: string[] = [];
    const fail = (key: string) => {
      seen.push(key);
      return Promise.reject(new ApiError(0, 'sin conexión'));
    };
    const ok = (key: string) => {
      seen.push(key);
      return Promise.resolve(key);
    };
    await keys.run(7, fail).catch(() => undefined);
    await keys.run(8, ok);
    await keys.run(7, ok);
    await keys.run(7, ok);
    expect(seen[1]).not.toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
    expect(seen[3]).not.toBe(seen[2]);
  });
});
