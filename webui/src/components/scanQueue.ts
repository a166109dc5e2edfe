// The codes a barcode reader types into a product search. A reader sends a
// code and Enter faster than a lookup answers over a slow link (a branch on a
// VPN adds about 400 ms per call), so each code leaves the search box at
// once and waits here: the lookups run one after another, in the order the
// codes were read, so the lines reach the cart in that order and an unknown
// code only says so, without holding up or swallowing the codes behind it.

/** What the queue does with each code once it is looked up. */
export interface ScanHandlers<P> {
  /** The code names a product. */
  found(product: P, code: string): void;
  /** No product has that exact code. */
  missing(code: string): void;
  /** The lookup itself failed (network, server). */
  failed(code: string): void;
}

/** A queue of read codes. */
export interface ScanQueue {
  /** Adds a code behind those still waiting. */
  push(code: string): void;
  /** Codes read and not yet answered. */
  pending(): number;
  /** Drops the answers still to come (the screen is gone). */
  close(): void;
}

/**
 * A queue that asks `lookup` for one code at a time and hands the answer to
 * `handlers`; `onPending` hears the number of codes waiting after each
 * change, for a busy sign.
 */
export function createScanQueue<P>(
  lookup: (code: string) => Promise<P | null>,
  handlers: ScanHandlers<P>,
  onPending?: (n: number) => void,
): ScanQueue {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  let closed = false;
  const settle = () => {
    waiting -= 1;
    if (!closed) onPending?.(waiting);
  };
  const run = async (code: string) => {
    if (closed) return;
    let product: P | null;
    try {
      product = await lookup(code);
    } catch {
      if (!closed) handlers.failed(code);
      return;
    }
    if (closed) return;
    if (product) handlers.found(product, code);
    else handlers.missing(code);
  };
  return {
    push(code) {
      waiting += 1;
      onPending?.(waiting);
      tail = tail.then(() => run(code)).finally(settle);
    },
    pending: () => waiting,
    close() {
      closed = true;
    },
  };
}

/** The product whose code is exactly `code` (letter case aside), or null. */
export function exactCode<P extends { codigo?: string | null }>(rows: P[], code: string): P | null {
  const q = code.trim().toLowerCase();
  return rows.find((p) => (p.codigo ?? '').toLowerCase() === q) ?? null;
}
