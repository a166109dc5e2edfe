// The weight of the web app as a browser downloads it, from the last build
// (webui/dist and its Vite manifest): the JS the sign-in page and the shell
// load (index.html's entry chunk and every chunk it imports statically), and
// the JS of the whole app, gzip-compressed. `make bench` prints it; the
// browser tests hold the first figure to its budget.
//   node scripts/bundle-weight.mjs [distDir]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budget of the JS loaded before any page of an area, in gzip kB. */
export const SHELL_BUDGET_KB = 80;

const gzipKB = (dist, file) => gzipSync(readFileSync(join(dist, file))).length / 1000;

/** Weighs the build in dist: { shell (its JS files), shellKB, allKB, allFiles, cssKB }. */
export function bundleWeight(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const shell = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || shell.has(chunk.file)) return;
    shell.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit('index.html');
  const js = new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')));
  const css = new Set(Object.values(manifest).flatMap((c) => c.css ?? []));
  const sum = (files) => [...files].reduce((kb, f) => kb + gzipKB(dist, f), 0);
  return { shell: [...shell], shellKB: sum(shell), allKB: sum(js), allFiles: js.size, cssKB: sum(css) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist'));
  const w = bundleWeight(dist);
  const kb = (n) => n.toFixed(1);
  console.log(`web app: sign-in page and shell load ${kb(w.shellKB)} kB gzip of JS in ${w.shell.length} files (budget ${SHELL_BUDGET_KB} kB)`);
  console.log(`web app: all pages ${kb(w.allKB)} kB gzip of JS in ${w.allFiles} files, CSS ${kb(w.cssKB)} kB gzip`);
}
