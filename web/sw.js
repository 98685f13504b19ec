// Peerless's service worker: the game plays with no network once it has been opened.
//
// It keeps one build: the files web/build.sh lists below (web/stamp.py writes the list, each
// file's SHA-256 and the build's version, a hash of them all), kept whole when the worker
// installs, so a cache never mixes two builds. Every request of the page is answered from that
// cache, whatever its query (a reload with ?report, a linked puzzle's ?p=; a # never reaches the
// network), the folder's own address with the page; anything else goes to the network. The
// fonts only Japanese and Chinese need and the photo reader's module (LAZY) are not kept at
// install, for the players who never need them: each is kept in the build's cache the first
// time the page fetches it.
//
// A file is fetched once. On a first visit the page has just fetched most of the build (the
// page, its scripts, the wasm, the catalogue and fonts of its language) when the worker
// installs: each file is taken from what the browser holds (`cache: "force-cache"`), and only
// a file it does not hold, or holds as another build's bytes (its SHA-256 is not this build's),
// comes from the network. A file the server no longer has in this build's bytes (a newer build
// went up meanwhile) fails the install, which the next visit tries again with the new build.
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
const DIGESTS = "@DIGESTS@";
const CACHE = "peerless-" + BUILD;

// Whether `response`'s body is `file`'s in this build (its SHA-256, as web/stamp.py wrote it).
async function isThisBuilds(file, response) {
    const hash = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
    const hex = Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, "0")).join("");
    return hex === DIGESTS[file];
}

// The addresses the browser may hold `file` under: its own, and for the page the addresses its
// open windows were opened at (`/`, `/?p=...`, `/index.html?report`: the same document, which
// the browser keeps under the address it was asked for).
async function addressesOf(file) {
    const own = new URL(file, self.registration.scope).href;
    if (file !== "index.html") {
        return [own];
    }
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const pages = windows
        .map((client) => new URL(client.url))
        .filter((url) => url.origin + url.pathname === self.registration.scope || url.href.split(/[?#]/)[0] === own)
        .map((url) => url.href.split("#")[0]);
    return [...new Set([...pages, own])];
}

// `file` of this build: what the browser already holds when it is this build's, else fetched
// anew (not from the HTTP cache). Rejects when the server has no such file in this build.
async function ofThisBuild(file) {
    const url = new URL(file, self.registration.scope).href;
    for (const address of await addressesOf(file)) {
        const held = await fetch(address, { cache: "force-cache" }).catch(() => null);
        if (held !== null && held.ok && await isThisBuilds(file, held.clone())) {
            // Kept as the file's own, not as the address it was held under.
            return address === url ? held : new Response(await held.blob(), {
                status: held.status,
                statusText: held.statusText,
                headers: held.headers,
            });
        }
    }
    const fresh = await fetch(url, { cache: "reload" });
    if (!fresh.ok || !(await isThisBuilds(file, fresh.clone()))) {
        console.warn("peerless: " + file + " is not this build's (" + BUILD + "): not kept");
        throw new Error(file);
    }
    return fresh;
}

self.addEventListener("install", function (event) {
    event.waitUntil((async function () {
        const cache = await caches.open(CACHE);
        await Promise.all(FILES.map(async function (file) {
            // Kept already by an install of this build that did not finish.
            if (await cache.match(file) === undefined) {
                await cache.put(file, await ofThisBuild(file));
            }
        }));
    })());
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
        const relative = url.href.slice(self.registration.scope.length);
        if (LAZY.includes(relative)) {
            // A font the page fetched before the worker controlled it comes from what the
            // browser holds, not the network again.
            const response = await ofThisBuild(relative).catch(() => null);
            if (response !== null) {
                await cache.put(url.href, response.clone());
                return response;
            }
        }
        return fetch(request);
    })());
});
