// Pages keep no role lists and no server paths of their own: rules come from
// lib/policies.ts and paths from src/api/ (the grep, as a test).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PAGES = join(__dirname, '../src/pages');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

/** Lines of the pages matching `re`, as "file:line: text". */
function offending(re: RegExp): string[] {
  return files(PAGES).flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .flatMap((line, i) => (re.test(line) ? [`${f.slice(PAGES.length + 1)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('pages', () => {
  it('keep no role list of their own', () => {
    expect(offending(/'Super', 'Administrador'/)).toEqual([]);
  });

  it('name no server path: every path is in src/api/', () => {
    expect(offending(/['"`]\/api\//)).toEqual([]);
  });

  it('find what they guard against (the check reads the pages)', () => {
    expect(files(PAGES).length).toBeGreaterThan(50);
  });
});
