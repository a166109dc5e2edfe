// The one HTTP client of the UI. It adds the bearer token, encodes JSON or
// multipart bodies and turns every failure into an ApiError whose message is
// ready to show, so pages never look at status codes except 422 field errors.
import { clearSession, getToken } from '../lib/session';
import { MSG } from '../lib/messages';
import { unreachableMessage } from '../lib/members';

/** Field name → messages, as the server's 422 answer carries them. */
export type FieldErrors = Record<string, string[]>;

/** A failed call, with a message ready for the user. */
export class ApiError extends Error {
  /** HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  /** Field errors of a 422 answer; empty otherwise. */
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** Per-call options. */
export interface RequestOptions {
  /** Query parameters; empty values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** false for the sign-in call: no token is sent and a 401 is just an error. */
  auth?: boolean;
  /** Cancels the call (the event stream closes with it). */
  signal?: AbortSignal;
  /**
   * The Idempotency-Key of the document the call saves (see DocumentKey):
   * the call then retries by itself after a network error, a timeout or a
   * 503, with the same key, and the server makes the document once.
   */
  idempotencyKey?: string;
  /**
   * false: a keyed call that cannot reach the server at all fails at once
   * instead of retrying (a 503 is still retried). Registrar Venta keeps the
   * sale on the device then, rather than hold the counter for the retries.
   */
  retryUnreachable?: boolean;
}

let onUnauthorized: () => void = () => window.location.assign('/');

/** Sets what happens after a 401 once the session is cleared (the app routes to `/`). */
export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

/** Builds `path?query` leaving out empty parameters. */
export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readBody(res: Response): Promise<any> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function failure(status: number, body: any): ApiError {
  const message = typeof body?.message === 'string' ? body.message : '';
  if (status === 422) return new ApiError(status, message || MSG.invalidData, body?.errors ?? {});
  if (status === 403) return new ApiError(status, MSG.accessDenied + (body?.error || message));
  return new ApiError(status, message || `${MSG.unknownError} (${status})`);
}

/**
 * A new Idempotency-Key: 128 random bits in hex. crypto.randomUUID would do,
 * but browsers offer it only on HTTPS, and staff often reach the server by
 * plain HTTP on the local network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Waits before each automatic retry of a keyed call: about 7 s in all. */
const RETRY_DELAYS_MS = [1000, 2000, 4000];
/** A keyed attempt without an answer by then is given up and retried. */
const KEYED_TIMEOUT_MS = 20000;

/**
 * fetch for a keyed call: an attempt that fails to reach the server, times
 * out or is answered 503 (a cluster changing leader, a member cut off) is
 * sent again with the same key after a pause; the last attempt's outcome is
 * the call's. A call cancelled by its own signal is not retried.
 */
async function fetchKeyed(url: string, init: RequestInit, signal?: AbortSignal, retryUnreachable = true): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), KEYED_TIMEOUT_MS);
    const cancel = () => timeout.abort();
    signal?.addEventListener('abort', cancel);
    const last = attempt >= RETRY_DELAYS_MS.length;
    try {
      const res = await fetch(url, { ...init, signal: timeout.signal });
      if (res.status !== 503 || last) return res;
    } catch (e) {
      if (last || signal?.aborted || !retryUnreachable) throw e;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
  }
}

/** Sends a request and returns the raw Response after the shared error handling. */
export async function send(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = opts.auth === false ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    const url = buildUrl(path, opts.query);
    res = opts.idempotencyKey
      ? await fetchKeyed(url, { method, headers, body: payload }, opts.signal, opts.retryUnreachable)
      : await fetch(url, { method, headers, body: payload, signal: opts.signal });
  } catch {
    throw new ApiError(0, unreachableMessage(MSG.networkError));
  }
  if (res.ok) return res;
  const data = await readBody(res);
  if (res.status === 401 && opts.auth !== false) {
    clearSession();
    onUnauthorized();
  }
  throw failure(res.status, data);
}

/** Sends a request and returns its JSON answer. */
export async function request<T = any>(method: string, path: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  const res = await send(method, path, body, opts);
  return (await readBody(res)) as T;
}

/** GET returning JSON. */
export const get = <T = any>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts);
/** POST of JSON or FormData. */
export const post = <T = any>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts);
/** PUT of JSON. */
export const put = <T = any>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts);

/** GET of a binary answer (PDF, spreadsheet). */
export async function getBlob(path: string, opts?: RequestOptions): Promise<Blob> {
  const res = await send('GET', path, undefined, opts);
  return res.blob();
}

/** Answer of a creation or update. */
export interface Saved {
  message: string;
  id: number;
}

/** Answer of an estado toggle. */
export interface Toggled {
  message: string;
  estado: boolean;
}

/**
 * Builds multipart data from a record. Booleans become "1"/"0", arrays repeat
 * the field, files are sent only when chosen, null and undefined are left out.
 */
export function toFormData(fields: Record<string, unknown>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((item) => fd.append(k, String(item)));
    else if (v instanceof Blob) fd.append(k, v);
    else if (typeof v === 'boolean') fd.append(k, v ? '1' : '0');
    else fd.append(k, String(v));
  }
  return fd;
}
