// The web sources import each other one way: no module may reach itself
// through its imports (a circle makes load order decide what is undefined).
// Type-only imports vanish from the build and are left out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    try {
      if (statSync(base + ext).isFile()) return base + ext;
    } catch {
      // not this extension
    }
  }
  return null;
}

/** The runtime imports of each source file. */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const re = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const f of files) {
    const deps: string[] = [];
    for (const m of readFileSync(f, 'utf8').matchAll(re)) {
      if (m[1]) continue;
      const to = resolveImport(f, m[2]);
      if (to) deps.push(to);
    }
    graph.set(f, deps);
  }
  return graph;
}

/** The first circle found, as a list of files, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string): string[] | null => {
    if (state.get(f) === 'done') return null;
    if (state.get(f) === 'open') return stack.slice(stack.indexOf(f)).concat(f);
    state.set(f, 'open');
    stack.push(f);
    for (const d of graph.get(f) ?? []) {
      const c = visit(d);
      if (c) return c;
    }
    stack.pop();
    state.set(f, 'done');
    return null;
  };
  for (const f of graph.keys()) {
    const c = visit(f);
    if (c) return c;
  }
  return null;
}

describe('imports', () => {
  it('finds a circle when there is one', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycle(g)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('has no circle among the web sources', () => {
    const cycle = findCycle(importGraph(sources(SRC)));
    expect(cycle?.map((f) => f.slice(SRC.length + 1)) ?? null).toBeNull();
  });
});
