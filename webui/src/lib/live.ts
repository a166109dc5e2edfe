// Live data: a screen names the topic it shows and how to reload it, and is
// told when that topic changes on the server. One event stream per tab
// (GET /api/eventos, read with fetch so the token travels in the Authorization
// header, never in a URL) says which topics changed; each screen polls at its
// own interval only while that stream is down, and reloads everything once it
// is back, since changes may have gone unannounced meanwhile.
import { useEffect, useRef } from 'react';
import { ApiError, send } from '../api/client';
import { getToken } from './session';

/**
 * What a browser follows: its notifications, its branch's price alert, the
 * stock and the transfers of the branches it may see.
 */
export type LiveTopic = 'notificaciones' | 'precios' | 'stock' | 'traspasos';

/** How often a list polls while the stream is down (it reloads on every event otherwise). */
export const LIST_POLL_MS = 20_000;

/** Timing of the stream; tests shorten it. */
export const LIVE_TIMING = {
  /** First reconnection delay; it doubles after each failure up to maxRetryMs. */
  firstRetryMs: 1000,
  maxRetryMs: 30_000,
  /** The server beats every 20 s: this long without a byte means the connection is dead. */
  silenceMs: 50_000,
};

interface Subscriber {
  topic: LiveTopic;
  refetch: () => void;
  pollMs: number;
  timer?: number;
  /** An event came while the tab was hidden: reload when it is shown. */
  dirty: boolean;
}

type State = 'idle' | 'connecting' | 'open' | 'waiting';

const subscribers = new Set<Subscriber>();
let state: State = 'idle';
let abort: AbortController | null = null;
let streamToken: string | null = null;
let failures = 0;
let retryTimer: number | undefined;
let silenceTimer: number | undefined;

/** Whether the stream is up; while it is not, screens poll. */
export function liveConnected(): boolean {
  return state === 'open';
}

/**
 * Follows `topic` outside a component: `refetch` runs when the stream says the
 * topic changed, or every `pollMs` while the stream is down and the tab
 * visible. Returns the function that stops following.
 */
export function subscribe(topic: LiveTopic, refetch: () => void, pollMs: number): () => void {
  const sub: Subscriber = { topic, refetch, pollMs, dirty: false };
  if (subscribers.size === 0) document.addEventListener('visibilitychange', onVisibility);
  subscribers.add(sub);
  if (state === 'idle' || streamToken !== getToken()) connect();
  poll(sub);
  return () => {
    stopPoll(sub);
    subscribers.delete(sub);
    if (subscribers.size === 0) {
      document.removeEventListener('visibilitychange', onVisibility);
      disconnect();
    }
  };
}

/**
 * Calls `refetch` whenever `topic` may have changed: when the server says so,
 * and every `pollMs` while the stream is down and the page is visible. Nothing
 * runs while `enabled` is false.
 */
export function useLive(topic: LiveTopic, refetch: () => void, pollMs: number, enabled = true): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribe(topic, () => latest.current(), pollMs);
  }, [topic, pollMs, enabled]);
}

function poll(sub: Subscriber) {
  const want = state !== 'open' && !document.hidden;
  if (want && sub.timer === undefined) sub.timer = window.setInterval(sub.refetch, sub.pollMs);
  if (!want) stopPoll(sub);
}

function stopPoll(sub: Subscriber) {
  if (sub.timer !== undefined) window.clearInterval(sub.timer);
  sub.timer = undefined;
}

function setState(next: State) {
  state = next;
  subscribers.forEach(poll);
}

function onVisibility() {
  if (document.hidden) {
    subscribers.forEach(poll);
    return;
  }
  // Back on the tab: reload what changed meanwhile (everything, when nobody
  // said what), and reconnect now rather than at the end of a back-off.
  for (const sub of subscribers) {
    if (state !== 'open' || sub.dirty) {
      sub.dirty = false;
      sub.refetch();
    }
  }
  if (state === 'waiting') connect();
  subscribers.forEach(poll);
}

/** Drops the current connection and any pending attempt. */
function close() {
  abort?.abort();
  abort = null;
  window.clearTimeout(retryTimer);
  window.clearTimeout(silenceTimer);
}

function disconnect() {
  close();
  streamToken = null;
  failures = 0;
  setState('idle');
}

function connect() {
  close();
  const token = getToken();
  if (token !== streamToken) failures = 0;
  streamToken = token;
  if (!token) {
    setState('idle'); // signed out: polling only, as the screens did before
    return;
  }
  const ctrl = new AbortController();
  abort = ctrl;
  setState('connecting');
  void read(ctrl).then(
    () => retry(ctrl),
    (e) => {
      // A 401 means the session is over: the client has already signed out.
      if (e instanceof ApiError && e.status === 401 && ctrl === abort) disconnect();
      else retry(ctrl);
    },
  );
}

/** Schedules the next attempt after a stream ended or failed, unless it was closed on purpose. */
function retry(ctrl: AbortController) {
  if (ctrl !== abort) return;
  ctrl.abort();
  abort = null;
  window.clearTimeout(silenceTimer);
  setState('waiting');
  const delay = Math.min(LIVE_TIMING.maxRetryMs, LIVE_TIMING.firstRetryMs * 2 ** failures);
  failures++;
  // Up to a quarter less, so that tabs dropped together do not return together.
  retryTimer = window.setTimeout(connect, delay * (1 - Math.random() / 4));
}

/** Reads the stream until it ends; every block it completes is handled at once. */
async function read(ctrl: AbortController): Promise<void> {
  const res = await send('GET', '/api/eventos', undefined, { signal: ctrl.signal });
  if (!res.body) return;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const watch = () => {
    window.clearTimeout(silenceTimer);
    silenceTimer = window.setTimeout(() => retry(ctrl), LIVE_TIMING.silenceMs);
  };
  watch();
  for (;;) {
    const { done, value } = await reader.read();
    if (done || ctrl !== abort) return;
    watch();
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: ?(.*)$/m.exec(block)?.[1];
      if (name) dispatch(name);
    }
  }
}

function dispatch(name: string) {
  if (name === 'listo') {
    failures = 0;
    setState('open');
    // Changes made while the stream was not listening were never announced.
    subscribers.forEach(deliver);
    return;
  }
  subscribers.forEach((sub) => sub.topic === name && deliver(sub));
}

function deliver(sub: Subscriber) {
  if (document.hidden) sub.dirty = true;
  else sub.refetch();
}
