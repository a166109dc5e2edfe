import { defineConfig } from 'vitest/config';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// react and react-dom are npm aliases of @preact/compat (see package.json), so
// the automatic JSX runtime and every library that imports react resolve to
// preact without a bundler alias. The dev server forwards /api to a local
// `sgc serve` so the UI can be developed against the real server.
/**
 * Emits the service worker (scripts/sw.js) as /sw.js with the list of every
 * hashed file of the build, so that it precaches exactly this build; the
 * list's hash names its cache, so a new build replaces it (docs/offline.md).
 */
function offlineShell(): Plugin {
  return {
    name: 'sgc-offline-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/') && !f.endsWith('.map'))
        .map((f) => '/' + f)
        .sort();
      const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      const body = readFileSync(new URL('./scripts/sw.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: `const ASSETS = ${JSON.stringify(assets)};\nconst VERSION = '${version}';\n${body}` });
    },
  };
}

export default defineConfig({
  // The service worker that keeps the app shell for a counter selling through an outage.
  plugins: [offlineShell()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json maps each chunk to its imports: the bundle
    // weight step of `make bench` reads it.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // react-table marks files 'use client' for server components; nothing
      // here renders on a server, so the notice is noise.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
  },
});
