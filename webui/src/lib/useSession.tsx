// The session as React state: sign-in, sign-out, branch choice, the restore
// call on page load and the inactivity sign-out, shared through one context.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fetchUser, login, logout, type LoginAnswer, type SecondStep } from '../api/auth';
import { setUnauthorizedHandler } from '../api/client';
import { useIdleLogout } from './idle';
import {
  branchToRequest,
  canSwitchBranch,
  clearSession,
  homeBranch,
  loadSession,
  saveSession,
  type SelectedBranch,
  type StoredSession,
} from './session';

/** What the context offers. */
export interface SessionApi {
  /** The current session, or null when signed out. */
  session: StoredSession | null;
  /** True while the stored session is being checked with the server. */
  restoring: boolean;
  /** Checks the password; answers the second step still needed, if any. */
  signIn(usuario: string, password: string): Promise<SecondStep | null>;
  /** Opens the session a second step completed. */
  finishSignIn(answer: LoginAnswer): void;
  signOut(): Promise<void>;
  /** Switches branch (Super and Administrador): the server confirms it first. */
  selectBranch(id: number): Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

function toBranch(b: { id: number; sucursal: string; grupo: number }): SelectedBranch {
  return { id: b.id, sucursal: b.sucursal, grupo: b.grupo };
}

/** Provides the session to the app; mount it inside the router. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const [session, setSession] = useState<StoredSession | null>(() => loadSession());
  const [restoring, setRestoring] = useState<boolean>(() => loadSession() !== null);

  const store = useCallback((s: StoredSession | null) => {
    if (s) saveSession(s);
    else clearSession();
    setSession(s);
  }, []);

  const dropToSignIn = useCallback(() => {
    store(null);
    navigate('/', { replace: true });
  }, [store, navigate]);

  useEffect(() => setUnauthorizedHandler(dropToSignIn), [dropToSignIn]);

  // Restore once per page load: the token may have died while the tab was closed.
  useEffect(() => {
    const stored = loadSession();
    if (!stored) return;
    // Only a 401 ends the session (the client drops it then). A member that
    // cannot answer now (no majority: 503; down: no answer) keeps the stored
    // session, so a reload on a read-only member leaves staff signed in.
    fetchUser(branchToRequest(stored))
      .then(({ user, sucursal, solo_lectura }) =>
        store({ token: stored.token, user, branch: toBranch(sucursal), readOnly: !!solo_lectura }),
      )
      .catch(() => {})
      .finally(() => setRestoring(false));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const finishSignIn = useCallback(
    ({ token, user, solo_lectura }: LoginAnswer) =>
      store({ token, user, branch: homeBranch(user), readOnly: !!solo_lectura }),
    [store],
  );

  const signIn = useCallback(
    async (usuario: string, password: string) => {
      const answer = await login(usuario, password);
      if ('segundo_factor' in answer) return answer;
      finishSignIn(answer);
      return null;
    },
    [finishSignIn],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is forgotten here whatever the server says.
    }
    dropToSignIn();
  }, [dropToSignIn]);

  const selectBranch = useCallback(
    async (id: number) => {
      const current = loadSession();
      if (!current || !canSwitchBranch(current.user)) return;
      const { user, sucursal, solo_lectura } = await fetchUser(id);
      store({ token: current.token, user, branch: toBranch(sucursal), readOnly: !!solo_lectura });
    },
    [store],
  );

  const onIdle = useCallback(() => void signOut(), [signOut]);
  useIdleLogout(session !== null, onIdle);

  const api = useMemo<SessionApi>(
    () => ({ session, restoring, signIn, finishSignIn, signOut, selectBranch }),
    [session, restoring, signIn, finishSignIn, signOut, selectBranch],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

/** The session context; throws outside a SessionProvider. */
export function useSession(): SessionApi {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}
