import { describe, expect, it } from 'vitest';
import { createScanQueue, exactCode } from '../src/components/scanQueue';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A lookup whose answer time depends on the code: later codes answer first. */
function slowLookup(known: Record<string, number>) {
  return async (code: string) => {
    await wait(code.length * 3);
    if (code === 'FALLA') throw new Error('network');
    return known[code] ?? null;
  };
}

describe('scan queue', () => {
  it('answers codes in the order they were read, whatever the lookup times', async () => {
    const seen: string[] = [];
    const pendingSeen: number[] = [];
    const q = createScanQueue(
      slowLookup({ 'LARGO-LARGO-1': 1, B: 2, 'MEDIO-3': 3 }),
      {
        found: (p, code) => seen.push(`${code}=${p}`),
        missing: (code) => seen.push(`?${code}`),
        failed: (code) => seen.push(`!${code}`),
      },
      (n) => pendingSeen.push(n),
    );
    for (const c of ['LARGO-LARGO-1', 'NADA', 'B', 'FALLA', 'MEDIO-3']) q.push(c);
    expect(q.pending()).toBe(5);
    await wait(200);
    expect(seen).toEqual(['LARGO-LARGO-1=1', '?NADA', 'B=2', '!FALLA', 'MEDIO-3=3']);
    expect(q.pending()).toBe(0);
    expect(pendingSeen.at(-1)).toBe(0);
  });

  it('says nothing more once closed', async () => {
    const seen: string[] = [];
    const q = createScanQueue(slowLookup({ A: 1 }), { found: (_p, c) => seen.push(c), missing: (c) => seen.push(c), failed: (c) => seen.push(c) });
    q.push('A');
    q.close();
    await wait(30);
    expect(seen).toEqual([]);
  });

  it('finds the exact code whatever its letter case, and only it', () => {
    const rows = [{ codigo: 'HER-0031' }, { codigo: 'her-003' }, { codigo: null }];
    expect(exactCode(rows, ' HER-003 ')).toBe(rows[1]);
    expect(exactCode(rows, 'HER-00')).toBeNull();
  });
});
