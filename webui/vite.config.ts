import { defineConfig } from 'vitest/config';
import { offlineShell } from './scripts/offlineShell';

// react and react-dom are npm aliases of @preact/compat (see package.json), so
// the automatic JSX runtime and every library that imports react resolve to
// preact without a bundler alias. The dev server forwards /api to a local
// `sgc serve` so the UI can be developed against the real server.
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
