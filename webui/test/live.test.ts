import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../src/api/client';
import { LIVE_TIMING, liveConnected, subscribe } from '../src/lib/live';

// A fake server for GET /api/eventos: each call takes the next planned answer
// (a stream the test writes to, a network failure or a status).
interface FakeStream {
  push(text: string): void;
  end(): void;
  aborted: boolean;
}
type Plan = 'fail' | number | FakeStream;

let plans: Plan[];
let streamCalls: { url: string; init: RequestInit }[];
let hidden: boolean;
let unsubs: (() => void)[];

function fakeStream(): FakeStream {
  let ctrl!: ReadableStreamDefaultController<Uint8Array>;
  const s: FakeStream = {
    aborted: false,
    push: (text) => ctrl.enqueue(new TextEncoder().encode(text)),
    end: () => ctrl.close(),
  };
  (s as any).body = new ReadableStream<Uint8Array>({ start: (c) => void (ctrl = c) });
  (s as any).ctrl = () => ctrl;
  return s;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  setUnauthorizedHandler(() => {});
  localStorage.setItem('sgc.token', 'tok-123');
  plans = [];
  streamCalls = [];
  unsubs = [];
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== '/api/eventos') return new Response('{}', { status: 200 });
      streamCalls.push({ url, init });
      const plan = plans.shift() ?? 'fail';
      if (plan === 'fail') throw new TypeError('Failed to fetch');
      if (typeof plan === 'number') return new Response(JSON.stringify({ message: 'No' }), { status: plan });
      init.signal?.addEventListener('abort', () => {
        plan.aborted = true;
        (plan as any).ctrl().error(new DOMException('aborted', 'AbortError'));
      });
      return new Response((plan as any).body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
});

afterEach(() => {
  unsubs.forEach((u) => u());
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (document as any).hidden;
});

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

function follow(topic: 'notificaciones' | 'precios' | 'stock', pollMs: number) {
  const refetch = vi.fn();
  unsubs.push(subscribe(topic, refetch, pollMs));
  return refetch;
}

describe('live topics', () => {
  it('reads one stream per tab with the token in the header, and refetches only the topics it names', async () => {
    const s = fakeStream();
    plans = [s];
    const stock = follow('stock', 6000);
    const precios = follow('precios', 60_000);
    await tick();
    expect(streamCalls).toHaveLength(1);
    expect(streamCalls[0].url).toBe('/api/eventos');
    expect((streamCalls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');

    s.push('event: listo\ndata: {}\n\n');
    await tick();
    expect(liveConnected()).toBe(true);
    // What changed before the stream listened is reloaded once.
    expect(stock).toHaveBeenCalledTimes(1);
    expect(precios).toHaveBeenCalledTimes(1);

    s.push('event: stock\ndata: {}\n\n: latido\n\nevent: st');
    await tick();
    expect(stock).toHaveBeenCalledTimes(2);
    expect(precios).toHaveBeenCalledTimes(1);
    s.push('ock\ndata: {}\n\n');
    await tick();
    expect(stock).toHaveBeenCalledTimes(3);
    s.push('event: precios\ndata: {}\n\n');
    await tick();
    expect(precios).toHaveBeenCalledTimes(2);
    expect(streamCalls).toHaveLength(1);
  });

  it('polls at each interval only while the stream is down', async () => {
    const s = fakeStream();
    plans = ['fail', s];
    const stock = follow('stock', 6000);
    await tick(5999);
    expect(stock).toHaveBeenCalledTimes(0);
    await tick(1); // the first retry (1 s) is under way, the stream not yet open
    expect(stock).toHaveBeenCalledTimes(1);
    s.push('event: listo\n\n');
    await tick();
    expect(stock).toHaveBeenCalledTimes(2); // reload on connect
    await tick(LIVE_TIMING.silenceMs - 1); // the server beats less often than the watchdog bites
    expect(stock).toHaveBeenCalledTimes(2); // no polling while up

    plans = ['fail', 'fail', 'fail'];
    s.end();
    await tick();
    expect(liveConnected()).toBe(false);
    await tick(6000);
    expect(stock).toHaveBeenCalledTimes(3);
    await tick(6000);
    expect(stock).toHaveBeenCalledTimes(4);
  });

  it('reconnects with growing back-off and resets it once connected', async () => {
    plans = ['fail', 'fail', 500, 'fail'];
    follow('notificaciones', 17_000);
    await tick();
    expect(streamCalls).toHaveLength(1);
    const at: number[] = [];
    for (const wait of [1000, 2000, 4000, 8000]) {
      await tick(wait - 1);
      at.push(streamCalls.length);
      await tick(1);
    }
    expect(at).toEqual([1, 2, 3, 4]);
    expect(streamCalls).toHaveLength(5);

    const s = fakeStream();
    plans = [s];
    await tick(LIVE_TIMING.firstRetryMs * 16);
    s.push('event: listo\n\n');
    await tick();
    expect(liveConnected()).toBe(true);
    plans = ['fail'];
    s.end();
    await tick(LIVE_TIMING.firstRetryMs - 1);
    expect(streamCalls).toHaveLength(6);
    await tick(1);
    expect(streamCalls).toHaveLength(7); // back to the first delay
  });

  it('gives up on a dead session and on a silent connection reconnects', async () => {
    const s = fakeStream();
    plans = [s];
    follow('stock', 6000);
    await tick();
    s.push('event: listo\n\n');
    await tick();
    plans = [401];
    await tick(LIVE_TIMING.silenceMs);
    expect(s.aborted).toBe(true);
    await tick(LIVE_TIMING.firstRetryMs);
    expect(streamCalls).toHaveLength(2);
    expect(localStorage.getItem('sgc.token')).toBeNull(); // the client signed out
    await tick(LIVE_TIMING.maxRetryMs * 4);
    expect(streamCalls).toHaveLength(2);
  });

  it('keeps events for a hidden tab until it is shown, and closes when nobody follows', async () => {
    const s = fakeStream();
    plans = [s];
    const stock = follow('stock', 6000);
    await tick();
    s.push('event: listo\n\n');
    await tick();
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    s.push('event: stock\n\nevent: stock\n\n');
    await tick();
    expect(stock).toHaveBeenCalledTimes(1);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stock).toHaveBeenCalledTimes(2);

    unsubs.pop()!();
    await tick();
    expect(s.aborted).toBe(true);
    expect(liveConnected()).toBe(false);
  });
});
