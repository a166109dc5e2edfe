// Loading state for a page: the data, whether it is loading, whether it
// failed (loadErrorText says what to tell the user), and a reload for after a save.
// A late answer for an unmounted page or a superseded request is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { MSG } from './messages';

/**
 * What a screen says when its data did not load: a refusal (403: the
 * client already made it "Acceso denegado: " + the server's error) or a
 * missing record (404) is the server's own message; anything else is the
 * generic load error, since the user can only try again later.
 */
export function loadErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404) && error.message) return error.message;
  return MSG.loadError;
}

/** What useLoad returns. */
export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => Promise<void>;
  setData: (d: T) => void;
}

/** Runs `fn` on mount and whenever `deps` change. */
export function useLoad<T>(fn: () => Promise<T>, deps: unknown[] = []): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const seq = useRef(0);
  const fnRef = useRef(fn);
  fnRef.current = fn;

  const reload = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const d = await fnRef.current();
      if (mine === seq.current) {
        setData(d);
        setError(null);
      }
    } catch (e) {
      if (mine === seq.current) setError(e);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      seq.current++;
    };
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps

  return { data, loading, error, reload, setData };
}
