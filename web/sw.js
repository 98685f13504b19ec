// Peerless's service worker: the game plays with no network once it has been opened.
//
// It keeps one build: the files web/build.sh lists below (web/stamp.py writes the list and the
// build's version, a hash of those files), cached whole when the worker installs, so a
// cache never mixes two builds. Every request of the page is answered from that cache, whatever
// its query (a reload with ?report, a linked puzzle's ?p=; a # never reaches the network), the
// folder's own address with the page; anything else goes to the network. The fonts only
// Japanese and Chinese need (LAZY) are not fetched at install, for the players of the other
// languages: each is kept in the build's cache the first time the page fetches it.
//
// A new build installs beside the old one and waits: the page in play keeps the build it
// started with, and the new one takes over at the next start (no page of the old one left),
// or at once when the page says no game is being played (the message "take-new-version"),
// after which the page reloads. The save lives in the page's localStorage, which a new build
// reads as it is (the same JSON, its migrations applied): no build change touches it.
"use strict";

const BUILD = "@BUILD@";
const FILES = "@FILES@";
const LAZY = "@LAZY@";
const CACHE = "peerless-" + BUILD;

self.addEventListener("install", function (event) {
    // Fetched anew (not from the HTTP cache), so the cache holds exactly this build.
    event.waitUntil(caches.open(CACHE).then(function (cache) {
        return cache.addAll(FILES.map(function (file) {
            return new Request(file, { cache: "reload" });
        }));
    }));
});

self.addEventListener("activate", function (event) {
    event.waitUntil((async function () {
        for (const key of await caches.keys()) {
            if (key.startsWith("peerless-") && key !== CACHE) {
                await caches.delete(key);
            }
        }
        // The first install controls the page that installed it, so it plays offline at once.
        await self.clients.claim();
    })());
});

self.addEventListener("message", function (event) {
    if (event.data === "take-new-version") {
        self.skipWaiting();
    }
});

self.addEventListener("fetch", function (event) {
    const request = event.request;
    if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
        return;
    }
    event.respondWith((async function () {
        const cache = await caches.open(CACHE);
        // The scope's own address is the page; any query (?report, ?p=) is the page's to read.
        const url = new URL(request.url);
        const page = url.origin + url.pathname === self.registration.scope;
        const key = page ? new URL("index.html", self.registration.scope).href : request;
        const cached = await cache.match(key, { ignoreSearch: true });
        if (cached) {
            return cached;
        }
        const response = await fetch(request);
        const relative = url.href.slice(self.registration.scope.length);
        if (response.ok && LAZY.includes(relative)) {
            await cache.put(url.href, response.clone());
        }
        return response;
    })());
});
