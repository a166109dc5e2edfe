// State kept in sessionStorage, so that a cart being filled survives a reload
// or a visit to another screen in the same tab, and is gone with the tab.
// Every change is written at once (not in an effect), so a change made just
// before leaving the screen — clearing the cart after a save — is never lost.
import { useCallback, useEffect, useRef, useState } from 'react';

function read<T>(key: string, initial: T, validate?: (v: unknown) => T): T {
  let v: unknown = initial;
  try {
    const raw = sessionStorage.getItem(key);
    if (raw !== null) v = JSON.parse(raw);
  } catch {
    v = initial;
  }
  return validate ? validate(v) : (v as T);
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only loses the convenience.
  }
}

/** useState backed by sessionStorage under `key`; `validate` repairs what is read. */
export function useStoredState<T>(key: string, initial: T, validate?: (v: unknown) => T): [T, (v: T | ((prev: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => read(key, initial, validate));
  const current = useRef(value);
  const keyRef = useRef(key);

  // Another key (another branch's cart) is read afresh.
  useEffect(() => {
    if (keyRef.current === key) return;
    keyRef.current = key;
    const v = read(key, initial, validate);
    current.current = v;
    setValue(v);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const set = useCallback((v: T | ((prev: T) => T)) => {
    const next = typeof v === 'function' ? (v as (prev: T) => T)(current.current) : v;
    current.current = next;
    write(keyRef.current, next);
    setValue(next);
  }, []);
  return [value, set];
}
