// A Vite plugin that emits the service worker (scripts/sw.js) with the list
// of every file of the build, so that it precaches exactly this build's
// hashed assets; the list's hash names its cache, so a new build replaces it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export function offlineShell(): Plugin {
  return {
    name: 'sgc-offline-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/') && !f.endsWith('.map'))
        .map((f) => '/' + f)
        .sort();
      const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      const body = readFileSync(new URL('./sw.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const ASSETS = ${JSON.stringify(assets)};\nconst VERSION = '${version}';\n${body}`,
      });
    },
  };
}
