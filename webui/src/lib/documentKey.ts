// The Idempotency-Key of a document being filled (docs/api-operations.md,
// "Reintentos seguros"). A form makes one when it starts, every attempt to
// save the document sends it — the client's own retries after a timeout, a
// network error or a 503, and the user pressing Guardar again after a failure
// — so the server makes the document once however many times it is sent;
// the form settles it once the document is acknowledged, and the next
// document gets a new one.
import { useRef } from 'react';
import { newIdempotencyKey } from '../api/client';

const PREFIX = 'sgc.clave.';

/** One document's key; `stored` keeps it in sessionStorage beside a stored cart. */
export class DocumentKey {
  private key: string | null = null;

  constructor(private readonly stored?: string) {}

  /** The key of the document being filled, made on first use. */
  get current(): string {
    if (this.key) return this.key;
    this.key = this.read() ?? newIdempotencyKey();
    this.write(this.key);
    return this.key;
  }

  /** Runs save with the key and settles the key once save succeeds. */
  async run<T>(save: (key: string) => Promise<T>): Promise<T> {
    const res = await save(this.current);
    this.settle();
    return res;
  }

  /** The document was acknowledged: the next one gets a new key. */
  settle(): void {
    this.key = null;
    try {
      if (this.stored) sessionStorage.removeItem(PREFIX + this.stored);
    } catch {
      // Nothing was kept.
    }
  }

  private read(): string | null {
    try {
      return this.stored ? sessionStorage.getItem(PREFIX + this.stored) : null;
    } catch {
      return null;
    }
  }

  private write(key: string): void {
    try {
      if (this.stored) sessionStorage.setItem(PREFIX + this.stored, key);
    } catch {
      // A full or disabled storage only loses the key across a reload.
    }
  }
}

/**
 * The DocumentKey of a form, kept for the form's life. Give `stored` (a name)
 * when the form's draft is itself kept in sessionStorage, so that a reload
 * after a lost answer sends the same key with the same draft.
 */
export function useDocumentKey(stored?: string): DocumentKey {
  const ref = useRef<DocumentKey | null>(null);
  if (!ref.current) ref.current = new DocumentKey(stored);
  return ref.current;
}

/**
 * The keys of actions on records that exist (a void, the answer to a request,
 * an estado toggle): one DocumentKey per record, so that pressing again on
 * the same record after a failure reuses its key and another record never
 * gets it.
 */
export class ActionKeys {
  private readonly keys = new Map<string, DocumentKey>();

  /** Runs the action on target with its key, settled once the action succeeds. */
  run<T>(target: string | number, act: (key: string) => Promise<T>): Promise<T> {
    const id = String(target);
    let k = this.keys.get(id);
    if (!k) this.keys.set(id, (k = new DocumentKey()));
    return k.run(act).then((res) => {
      this.keys.delete(id);
      return res;
    });
  }
}

/** The ActionKeys of a screen, kept for its life. */
export function useActionKeys(): ActionKeys {
  const ref = useRef<ActionKeys | null>(null);
  if (!ref.current) ref.current = new ActionKeys();
  return ref.current;
}
