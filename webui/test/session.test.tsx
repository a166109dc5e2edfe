import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/preact';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { watchIdle } from '../src/lib/idle';
import { branchToRequest, clearSession, getToken, loadSession, saveSession } from '../src/lib/session';
import { SessionProvider, useSession } from '../src/lib/useSession';
import { userWith } from './fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session storage', () => {
  it('remembers the chosen branch only for Super and Administrador', () => {
    const branch = { id: 4, sucursal: 'Sur', grupo: 2 };
    expect(branchToRequest({ token: 't', user: userWith('Administrador'), branch })).toBe(4);
    expect(branchToRequest({ token: 't', user: userWith('Vendedor'), branch })).toBe(1);
  });

  it('logout removes token, user and saved branch', () => {
    saveSession({ token: 't', user: userWith('Super'), branch: { id: 4, sucursal: 'Sur', grupo: 2 } });
    clearSession();
    expect(loadSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('inactivity', () => {
  it('signs out after 180 minutes without activity, and activity postpones it', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = watchIdle(onIdle);
    vi.advanceTimersByTime(179 * 60_000);
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(179 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * 60_000);
    expect(onIdle).toHaveBeenCalledOnce();
    stop();
  });
});

/** Mounts the session provider at `path`, as a reload there does; `seen` reads the session it gives. */
function restoreAt(path: string) {
  const { hook, history } = memoryLocation({ path, record: true });
  let seen: ReturnType<typeof useSession> | null = null;
  const Probe = () => {
    seen = useSession();
    return null;
  };
  render(
    <Router hook={hook}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </Router>,
  );
  return { seen: () => seen!, history };
}

describe('session restore', () => {
  it('keeps the session when the server cannot answer now (a member without majority, or down)', async () => {
    saveSession({ token: 'alive', user: userWith('Super'), branch: { id: 3, sucursal: 'X', grupo: 1 } });
    const fetchMock = vi.fn(async () => new Response('{"message":"el sistema está en modo de solo lectura"}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const { seen, history } = restoreAt('/admin/sucursales');
    await waitFor(() => expect(seen().restoring).toBe(false));
    expect(fetchMock).toHaveBeenCalled();
    expect(getToken()).toBe('alive');
    expect(seen().session?.token).toBe('alive');
    expect(history.at(-1)).toBe('/admin/sucursales');
  });

  it('clears the session and goes to the sign-in page when the server says it ended (401)', async () => {
    saveSession({ token: 'dead', user: userWith('Super'), branch: { id: 3, sucursal: 'X', grupo: 1 } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Sesión expirada"}', { status: 401 })));
    const { seen, history } = restoreAt('/admin/sucursales');
    await waitFor(() => expect(getToken()).toBeNull());
    expect(seen().session).toBeNull();
    expect(history.at(-1)).toBe('/');
  });

  it('asks the server for the remembered branch and stores its answer', async () => {
    saveSession({ token: 'ok', user: userWith('Administrador'), branch: { id: 3, sucursal: 'X', grupo: 1 } });
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ user: userWith('Administrador'), sucursal: { id: 3, sucursal: 'Norte', grupo: 2 } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { hook } = memoryLocation({ path: '/admin' });
    render(
      <Router hook={hook}>
        <SessionProvider>{null}</SessionProvider>
      </Router>,
    );
    await waitFor(() => expect(loadSession()?.branch?.sucursal).toBe('Norte'));
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/user?sucursalId=3');
  });
});
