// The server-search mode of DataTable: the search box text goes to a server
// index (debounced) instead of filtering the loaded rows, and the answer is
// shown in the order the server ranked it. Late answers of an older query are
// dropped, so fast typing never shows the results of a previous word.
import { useEffect, useRef, useState } from 'react';

/** How a table asks the server for matches of the search text. */
export interface ServerSearch<T> {
  /** Returns the rows matching `q`, best first. */
  search: (q: string) => Promise<T[]>;
  /** Wait after the last keystroke before asking; 300 ms unless given. */
  debounceMs?: number;
}

/** Default debounce of the server search. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the table shows while a server search is on. */
export interface ServerSearchState<T> {
  /** True when the search box has text and the server decides the rows. */
  active: boolean;
  /** Rows of the last answer, in the server's order. */
  rows: T[];
  /** True from the keystroke until the answer arrives. */
  pending: boolean;
  /** The query `rows` answer (differs from the text until the first answer to it). */
  answered: string;
  /** The failure of the last query, if it failed. */
  error: unknown;
}

/**
 * Runs `spec.search` for `text` after the debounce. `refresh` is any value
 * that changes when the underlying data was reloaded (the data array itself),
 * so a toggle or edit is reflected in the results too.
 */
export function useServerSearch<T>(spec: ServerSearch<T> | undefined, text: string, refresh: unknown): ServerSearchState<T> {
  const query = text.trim();
  const enabled = !!spec && query !== '';
  const [rows, setRows] = useState<T[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [answered, setAnswered] = useState('');
  const seq = useRef(0);
  const specRef = useRef(spec);
  specRef.current = spec;
  // Lists pass `data ?? []` while loading: a fresh empty array each render is
  // not new data, and must not ask the server again on every render.
  const refreshKey = Array.isArray(refresh) && refresh.length === 0 ? 0 : refresh;

  useEffect(() => {
    const mine = ++seq.current;
    if (!enabled) {
      setPending(false);
      setError(null);
      return;
    }
    setPending(true);
    const timer = window.setTimeout(async () => {
      try {
        const found = await specRef.current!.search(query);
        if (mine !== seq.current) return;
        setRows(found);
        setError(null);
        setAnswered(query);
      } catch (e) {
        if (mine !== seq.current) return;
        setRows([]);
        setError(e);
        setAnswered(query);
      } finally {
        if (mine === seq.current) setPending(false);
      }
    }, spec?.debounceMs ?? SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      seq.current++;
    };
  }, [enabled, query, refreshKey]); // eslint-disable-line react-hooks/exhaustive-deps

  return { active: enabled, rows, pending, error, answered };
}
