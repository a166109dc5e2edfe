// The service worker of the web app (docs/offline.md), emitted by the build
// (offlineShell in vite.config.ts) as /sw.js with ASSETS (every hashed file of the
// build) and VERSION written above this text. It keeps the app shell so that
// a counter can open or reload the app while the server cannot be reached:
// the hashed assets from the cache (they never change under a name),
// index.html from the network first and from the cache only when the network
// fails. The API is never touched: its calls must fail plainly so that the
// sale goes to the outbox.
/* global ASSETS, VERSION */
const CACHE = 'sgc-app-' + VERSION;
const INDEX = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([INDEX, ...ASSETS]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sgc-app-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (req.mode === 'navigate') {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            void caches.open(CACHE).then((cache) => cache.put(INDEX, copy));
          }
          return res;
        })
        .catch(() => caches.match(INDEX, { cacheName: CACHE }).then((hit) => hit || Response.error())),
    );
    return;
  }
  if (ASSETS.includes(url.pathname)) {
    event.respondWith(caches.match(req, { cacheName: CACHE }).then((hit) => hit || fetch(req)));
  }
});
