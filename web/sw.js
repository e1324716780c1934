// The service worker: tables have bad Wi-Fi, so once the page has loaded
// it runs from this cache.  web/build.py fills in the build's content hash
// and its file list; a new build gets a new cache and the old one goes.
const CACHE = "gm-__VERSION__";
const FILES = "__FILES__";

// What the page put in this build's cache already (app.js: the files its
// own load fetched) is not fetched again.
self.addEventListener("install", (e) => {
  e.waitUntil(
    caches.open(CACHE)
      .then(async (c) => {
        const have = new Set((await c.keys()).map((r) => new URL(r.url).pathname));
        await c.addAll(FILES.filter((f) => !have.has(new URL(f, self.location).pathname)));
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (e) => {
  e.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("gm-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Cache first (the query string only carries settings), the network for
// anything the build did not list.
self.addEventListener("fetch", (e) => {
  if (e.request.method !== "GET") return;
  e.respondWith(
    caches.open(CACHE)
      .then((c) => c.match(e.request, { ignoreSearch: true }))
      .then((hit) => hit || fetch(e.request)),
  );
});
