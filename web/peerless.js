// Peerless's plugin for miniquad's gl.js: what the game asks of the page that gl.js does not
// give. Its functions are the `extern "C"` block of src/app/platform/web.rs, module "env".
//
// - localStorage, one key per save entry ("peerless/save.json", its backup), the save's JSON as
//   text; a full or refused storage answers so, and nothing already stored is lost.
// - The local date, performance.now(), a timer that asks for a frame (the running clock).
// - The page going hidden: a frame is run at once, in which the game pauses and saves (the
//   browser runs no animation frame for a hidden page); coming back asks for a frame.
// - The puzzle a link opens (#<81 characters> or ?p=), and the address of the puzzle in play.
// - Copying a text to the system clipboard (a won game's result, a puzzle's line or link).
// - Whether the browser prefers a dark colour scheme (asked at the start and when the page comes
//   back).
// - The canvas's drawing buffer is opaque: gl.js asks for a WebGL context with the default
//   alpha channel, into which every half-transparent fill (a coloured cell, a hint's faint
//   candidates) writes its alpha, and the browser then lays the canvas over the page, so the
//   page showed through and every such colour came out washed out. Without an alpha channel
//   what is drawn is the palette's colour.
// - With ?report in the address, the game's report (as the scripted mode prints it on the
//   desktop) goes to the console, for a person to read, and to the array `peerlessReport`,
//   where tests read it: a frame's lines are all there once the frame's task has run, while
//   console messages reach a test in their own time.
"use strict";

(function () {
    // Before gl.js's load() makes the context: every WebGL context of the game's canvas
    // without alpha, whatever else it asks for.
    const getContext = canvas.getContext.bind(canvas);
    canvas.getContext = function (kind, attributes) {
        if (kind === "webgl" || kind === "webgl2") {
            return getContext(kind, Object.assign({}, attributes, { alpha: false }));
        }
        return getContext(kind, attributes);
    };

    const PREFIX = "peerless/";
    const decoder = new TextDecoder();
    const encoder = new TextEncoder();
    // Bytes fetched for the game, waiting for it to copy them into its memory.
    let handOver = new Uint8Array(0);
    // 0: nothing new; 1: the page went hidden; 2: it came back.
    let visibility = 0;
    let scheduleUpdate = null;
    let wakeTimer = null;
    let wakeAt = Infinity;
    if (new URLSearchParams(window.location.search).has("report")) {
        window.peerlessReport = [];
    }

    function text(ptr, len) {
        return decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len));
    }

    function storage() {
        try {
            return window.localStorage;
        } catch (e) {
            return null; // a page the browser does not let keep data
        }
    }

    function linkedPuzzle() {
        const hash = window.location.hash.replace(/^#/, "");
        if (hash.length > 0) {
            return decodeURIComponent(hash);
        }
        return new URLSearchParams(window.location.search).get("p");
    }

    function onVisibilityChange() {
        if (document.visibilityState === "hidden") {
            visibility = 1;
            // No animation frame comes for a hidden page: run one now, so the game pauses and
            // stores its save before the browser may discard the page.
            wasm_exports.frame();
        } else {
            visibility = 2;
            scheduleUpdate();
        }
    }

    // A touch the browser cancels (it took the gesture) is not cancelable, and gl.js's own
    // handler asks to cancel it anyway, which the browser reports as a console error. This
    // listener runs first (capturing, on the window), hands the cancel to the game as gl.js
    // would, and keeps it from reaching gl.js's handler.
    window.addEventListener("touchcancel", function (event) {
        if (event.target !== document.querySelector("#glcanvas") || typeof wasm_exports === "undefined") {
            return;
        }
        event.stopPropagation();
        const rect = event.target.getBoundingClientRect();
        const scale = window.devicePixelRatio || 1;
        for (const t of event.changedTouches) {
            const x = (t.clientX - rect.left) * scale;
            const y = (t.clientY - rect.top) * scale;
            wasm_exports.touch(13 /* SAPP_EVENTTYPE_TOUCHES_CANCELED */, t.identifier, x, y);
        }
    }, true);

    miniquad_add_plugin({
        name: "peerless",
        version: 1,
        register_plugin: function (importObject) {
            const env = importObject.env;
            scheduleUpdate = env.sapp_schedule_update;
            env.peerless_fetch = function (kind, ptr, len) {
                let value = null;
                if (kind === 0) {
                    const store = storage();
                    value = store === null ? null : store.getItem(PREFIX + text(ptr, len));
                } else if (kind === 1) {
                    value = linkedPuzzle();
                } else if (kind === 2) {
                    value = new URLSearchParams(window.location.search).get(text(ptr, len));
                } else if (kind === 3) {
                    value = window.location.origin + window.location.pathname;
                }
                if (value === null) {
                    return -1;
                }
                handOver = encoder.encode(value);
                return handOver.length;
            };
            env.peerless_take = function (ptr) {
                new Uint8Array(wasm_memory.buffer, ptr, handOver.length).set(handOver);
                handOver = new Uint8Array(0);
            };
            env.peerless_store = function (keyPtr, keyLen, valuePtr, valueLen) {
                const store = storage();
                if (store === null) {
                    return 2;
                }
                try {
                    store.setItem(PREFIX + text(keyPtr, keyLen), text(valuePtr, valueLen));
                    return 0;
                } catch (e) {
                    const full = e.name === "QuotaExceededError" || e.code === 22;
                    return full ? 1 : 2;
                }
            };
            env.peerless_remove = function (keyPtr, keyLen) {
                const store = storage();
                if (store !== null) {
                    store.removeItem(PREFIX + text(keyPtr, keyLen));
                }
            };
            env.peerless_storage_available = function () {
                const store = storage();
                if (store === null) {
                    return 0;
                }
                try {
                    store.getItem(PREFIX + "save.json");
                    return 1;
                } catch (e) {
                    return 0;
                }
            };
            env.peerless_today = function () {
                const now = new Date();
                return now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
            };
            env.peerless_now = function () {
                return performance.now();
            };
            env.peerless_wake_after = function (ms) {
                const at = performance.now() + ms;
                if (wakeTimer !== null && at >= wakeAt) {
                    return; // an earlier wake is already set
                }
                if (wakeTimer !== null) {
                    clearTimeout(wakeTimer);
                }
                wakeAt = at;
                wakeTimer = setTimeout(function () {
                    wakeTimer = null;
                    wakeAt = Infinity;
                    scheduleUpdate();
                }, ms);
            };
            env.peerless_start = function () {
                // After gl.js's own listeners, which were added when its loop started.
                document.addEventListener("visibilitychange", onVisibilityChange);
            };
            env.peerless_visibility = function () {
                const seen = visibility;
                visibility = 0;
                return seen;
            };
            env.peerless_report = function (ptr, len) {
                const line = text(ptr, len);
                if (window.peerlessReport) {
                    window.peerlessReport.push(line);
                }
                console.log(line);
            };
            env.peerless_show_link = function (ptr, len) {
                const puzzle = text(ptr, len);
                if (window.location.hash !== "#" + puzzle) {
                    window.history.replaceState(null, "", window.location.pathname + "#" + puzzle);
                }
            };
            env.peerless_dark = function () {
                return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? 1 : 0;
            };
            env.peerless_copy = function (ptr, len) {
                // Runs in the frame after the tap, within the tap's user activation.
                if (!navigator.clipboard || !navigator.clipboard.writeText) {
                    return 0;
                }
                navigator.clipboard.writeText(text(ptr, len)).catch(function (e) {
                    console.warn("peerless: the clipboard refused the text: " + e);
                });
                return 1;
            };
        },
        on_init: function () {},
    });
})();
