// Service worker: keeps the game's files so that it starts offline after the
// first visit. The build writes its version into {{VERSION}}; a new build
// is a new worker with a new cache, and the old caches are dropped.
'use strict';

var VERSION = '{{VERSION}}';
var CACHE = 'periscope-' + VERSION;
var FILES = [
  './',
  'index.html',
  'icon.svg',
  'style.css?v=' + VERSION,
  'wasm_exec.js?v=' + VERSION,
  'loader.js?v=' + VERSION,
  'periscope.wasm?v=' + VERSION,
];

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches.open(CACHE)
      .then(function (cache) { return cache.addAll(FILES); })
      .then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys()
      .then(function (keys) {
        return Promise.all(keys.filter(function (k) {
          return k.indexOf('periscope-') === 0 && k !== CACHE;
        }).map(function (k) { return caches.delete(k); }));
      })
      .then(function () { return self.clients.claim(); })
  );
});

self.addEventListener('fetch', function (event) {
  var req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) {
    return;
  }
  if (req.mode === 'navigate') {
    // The page: the network first (to pick up new versions), the cache offline.
    event.respondWith(fetch(req).catch(function () {
      return caches.open(CACHE).then(function (cache) {
        return cache.match(req, { ignoreSearch: true }).then(function (hit) {
          return hit || cache.match('./');
        });
      });
    }));
    return;
  }
  // Versioned files never change: the cache first.
  event.respondWith(caches.match(req).then(function (hit) {
    return hit || fetch(req);
  }));
});
