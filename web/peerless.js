// Peerless's plugin for miniquad's gl.js: what the game asks of the page that gl.js does not
// give. Its functions are the `extern "C"` block of src/app/platform/web.rs, module "env".
//
// - localStorage, one key per save entry ("peerless/save.json", its backup), the save's JSON as
//   text; a full or refused storage answers so, and nothing already stored is lost.
// - The local date, performance.now(), a timer that asks for a frame (the running clock).
// - The page going hidden: a frame is run at once, in which the game pauses and saves (the
//   browser runs no animation frame for a hidden page); coming back asks for a frame.
// - The puzzle a link opens (#<81 characters> or ?p=), when the page opens and when the # changes
//   while it is open, and the address of the puzzle in play.
// - Copying a text to the system clipboard (a won game's result, a puzzle's line or link).
// - Whether the browser prefers a dark colour scheme (asked at the start and when the page comes
//   back).
// - The canvas's drawing buffer is opaque: gl.js asks for a WebGL context with the default
//   alpha channel, into which every half-transparent fill (a coloured cell, a hint's faint
//   candidates) writes its alpha, and the browser then lays the canvas over the page, so the
//   page showed through and every such colour came out washed out. Without an alpha channel
//   what is drawn is the palette's colour. Nor is it multisampled: a browser multisamples a
//   WebGL canvas unless told not to, where the game's window on every other platform has
//   miniquad's one sample; on a phone at 2.6 device pixels per CSS pixel, four samples made
//   the drawing buffer four times as large (some 80 MB), and the first frame came 130 ms later
//   (tests/web's bench, in Chromium's software renderer).
// - The safe area: CSS `env(safe-area-inset-*)`, read from a hidden probe element padded by
//   them, so the layout keeps the board and the pad off a phone's notch and home indicator.
// - Paste by tap: `navigator.clipboard.readText()` in the frame after the tap (within its user
//   activation); where the browser refuses it or the clipboard has no text, a real text field
//   that the system's paste menu (or typing) fills, built with DOM calls (never markup), its
//   words the game's in the player's language.
// - The catalogues and fonts the wasm does not carry: English's and the fonts every language
//   draws with before the game starts, and the player's language's catalogue and font (waited
//   for a short while, so the first screen is in it); another language's when the game asks.
//   One that cannot be fetched (the page offline) is fetched again only after a growing wait
//   or when the browser says the network is back, and the game is told, so it tells the player.
// - The service worker (sw.js): registered after the first frame, so the game plays
//   offline; a new version waiting is told to take over at once only when the game says no
//   game is being played, and the page then reloads into it; otherwise it waits for the next
//   start.
// - Screen readers: the game's accessibility tree (src/app/access/), which AccessKit has no
//   adapter for in a browser, mirrored into the page as elements over the canvas, each where
//   the game draws it (so touch exploration finds a cell under the finger), invisible, and
//   built with DOM calls and text alone (never markup: a name may hold text from a link or a
//   paste): an ARIA grid of 9 rows of 81 cells with one tab stop (the selected cell), buttons
//   for the pad, the tools and the menus, headings and lines, a list of lines each a tab stop
//   (the Keys screen's), and two polite live regions the game's announcements go to in turn.
//   A click on an element (a screen reader's activation) and a focus on a cell, a button or a
//   line go to the game as its requests; keys pressed on an element go to the game as keys on
//   the canvas do, so the arrows, Home and End move through the grid as the game moves its
//   selection, and the focus follows (never taking back a move of the player's own).
// - With ?report in the address, the game's report (as the scripted mode prints it on the
//   desktop) goes to the console, for a person to read, and to the array `peerlessReport`,
//   where tests read it: a frame's lines are all there once the frame's task has run, while
//   console messages reach a test in their own time.
"use strict";

(function () {
    // Before gl.js's load() makes the context: every WebGL context of the game's canvas
    // without alpha and without multisampling, whatever else it asks for.
    const getContext = canvas.getContext.bind(canvas);
    canvas.getContext = function (kind, attributes) {
        if (kind === "webgl" || kind === "webgl2") {
            return getContext(kind, Object.assign({}, attributes, { alpha: false, antialias: false }));
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
    // A text pasted for the game, waiting to be fetched (kind 4), or null.
    let pasted = null;
    // A photo's bytes chosen for the game, waiting to be fetched (kind 11), or null; empty
    // when the player closed the chooser without one.
    let photo = null;
    let photoInput = null;
    // The catalogues (assets/l10n): tag -> text, or null while one is being fetched. English
    // and the browser's first language the game speaks are fetched before the wasm starts;
    // another the player chooses, when the game asks for it.
    const catalogues = new Map();
    // The catalogues the game has: the file names of assets/l10n.
    const LANGUAGES = ["en", "de", "fr", "es", "pt-BR", "it", "nl", "pl", "ru", "ja", "zh-Hans", "en-XA"];
    // What could not be fetched (the page offline, the server unreachable): path -> { tries,
    // retryAt }. Such a file is fetched again only when its wait is over (5 s after the first
    // failure, doubled after each, at most a minute) or when the browser says the network is
    // back, however often the game asks for it meanwhile: the game asks at each of its frames
    // while it waits for a language, and each failure woke it, so a page offline once asked for
    // a font several times a second for as long as it stayed offline.
    const failures = new Map();
    const RETRY_FIRST_MS = 5000;
    const RETRY_MOST_MS = 60000;
    // Whether `path` may be fetched now: it never failed, or its wait is over.
    function mayFetch(path) {
        const failure = failures.get(path);
        return failure === undefined || performance.now() >= failure.retryAt;
    }
    // Whether fetching `path` failed and waits to be tried again (the game tells the player).
    function unreachable(path) {
        return failures.has(path);
    }
    function wake() {
        if (scheduleUpdate !== null) {
            scheduleUpdate();
        }
    }
    // Whether another page of the game (another tab, the installed page) wrote the save since
    // the game last asked: the browser fires "storage" in every page of the origin but the one
    // that wrote. The game then follows that save instead of writing its older one over it.
    let savesChanged = false;
    window.addEventListener("storage", function (event) {
        if (event.key === null || event.key === PREFIX + "save.json") {
            savesChanged = true;
            report("saves changed elsewhere");
            wake();
        }
    });
    // How many times the browser said the network is back.
    let onlineCount = 0;
    // The network is back: everything that failed may be fetched at once, at the game's next
    // ask, its waits starting afresh.
    window.addEventListener("online", function () {
        onlineCount += 1;
        if (failures.size > 0) {
            for (const failure of failures.values()) {
                failure.tries = 0;
                failure.retryAt = 0;
            }
            wake();
        }
    });
    // Fetches `path` into `store` under `key` (null there while it is on its way; text, or
    // bytes when `bytes`) and wakes the game when it has come or has failed. One that fails is
    // forgotten, and fetched again when the game asks after its wait (see `failures`): the game
    // is woken once more when the wait is over, so a language it still waits for is asked for
    // again. Resolves to whether it came.
    function fetchInto(store, key, path, bytes) {
        store.set(key, null);
        const online = onlineCount;
        return fetch(path).then(function (response) {
            if (!response.ok) {
                return null;
            }
            return bytes ? response.arrayBuffer().then((b) => new Uint8Array(b)) : response.text();
        }).catch(function () {
            return null;
        }).then(function (value) {
            if (value === null) {
                store.delete(key);
                // One that was on its way when the network came back is tried again at once,
                // its waits starting afresh.
                const fresh = online !== onlineCount;
                const tries = fresh ? 0 : (failures.has(path) ? failures.get(path).tries : 0) + 1;
                const wait = fresh ? 0 : Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** (tries - 1));
                failures.set(path, { tries: tries, retryAt: performance.now() + wait });
                if (tries === 1) {
                    // Once a file, not once a try.
                    console.warn("peerless: " + path + " did not load; tried again when the network is back");
                }
                report("fetch failed " + path + " " + tries);
                setTimeout(wake, wait);
            } else {
                store.set(key, value);
                failures.delete(path);
            }
            wake();
            return value !== null;
        });
    }
    // Fetches catalogue `tag` (the pseudo-language is made from English's by the game).
    function cataloguePath(tag) {
        return "l10n/" + (tag === "en-XA" ? "en" : tag) + ".ftl";
    }
    function fetchCatalogue(tag) {
        return fetchInto(catalogues, tag, cataloguePath(tag), false);
    }
    // The fonts (fonts/): name -> bytes, or null while one is being fetched. Those every
    // language draws with before the game starts; a Japanese or Chinese one when the game
    // asks, never for a player of another language, then kept by the service worker.
    const fonts = new Map();
    function fetchFont(name) {
        return fetchInto(fonts, name, "fonts/" + name, true).then(function (came) {
            if (came && BASE_FONTS.indexOf(name) < 0) {
                keepFont(name);
            }
        });
    }
    // The fonts every language draws with, fetched before the game starts (the wasm carries
    // none): its words cannot be drawn without them.
    const BASE_FONTS = [
        "Inter-Regular.otf", "Inter-SemiBold.otf", "MaterialIcons.ttf", "NotoSansCJK-names.otf",
    ];
    // A font fetched before the service worker controlled the page (the first visit) is asked
    // for once more through it, so that it is kept for offline play: the worker takes it from
    // what the browser holds (it is not downloaded again).
    function keepFont(name) {
        if ("serviceWorker" in navigator && window.isSecureContext) {
            navigator.serviceWorker.ready.then(function () {
                if (navigator.serviceWorker.controller) {
                    fetch("fonts/" + name).catch(function () {});
                }
            });
        }
    }
    // The browser's languages, the player's first.
    function browserLanguages() {
        return navigator.languages && navigator.languages.length
            ? navigator.languages : [navigator.language || "en"];
    }
    // The first of the browser's languages the game speaks, as its catalogue's tag (the
    // game's own Language::from_locale has the same rules).
    function browserLanguage() {
        for (const locale of browserLanguages()) {
            const parts = String(locale).toLowerCase().split(/[-_]/);
            if (parts[0] === "en" && parts[1] === "xa") {
                return "en-XA";
            }
            const base = {pt: "pt-BR", zh: "zh-Hans"}[parts[0]] || parts[0];
            if (LANGUAGES.indexOf(base) >= 0) {
                return base;
            }
        }
        return "en";
    }
    // Whether a game is being played (the game says so on each change; until then, assume so).
    let inPlay = true;
    // Whether this page asked a waiting version to take over (then, and only then, a change of
    // controller reloads the page).
    let tookNewVersion = false;
    let registration = null;

    // A line of the report (the game's, or the page's own about pasting and versions): only
    // with ?report.
    function report(line) {
        if (window.peerlessReport) {
            window.peerlessReport.push(line);
            console.log(line);
        }
    }

    // The engine's workers: Web Workers each running one of the engine's own modules, beside
    // the game's wasm: the photo reader's (scan.wasm, src/bin/peerless-scan.rs), fetched at a
    // player's first photo, and the engine's (engine.wasm, src/bin/peerless-engine.rs: the
    // library alone, built for speed), which makes new puzzles and grades imported ones
    // (src/game/errand.rs) while the page's frames go on: an Extreme Killer's layouts take
    // tens of milliseconds each, which a frame cannot hold. Each made at its first task. A
    // module needs nothing from a page: should it name an import, the import throws.
    function engineMain() {
        let ready = null;
        self.onmessage = function (event) {
            const message = event.data;
            if (message.wasm !== undefined) {
                ready = fetch(message.wasm).then(function (response) {
                    if (!response.ok) {
                        throw new Error(message.wasm + ": " + response.status);
                    }
                    return response.arrayBuffer();
                }).then(function (bytes) {
                    return WebAssembly.compile(bytes);
                }).then(function (module) {
                    const imports = {};
                    for (const item of WebAssembly.Module.imports(module)) {
                        imports[item.module] = imports[item.module] || {};
                        // What it names is the import the worker's instance has not.
                        imports[item.module][item.name] = function () {
                            throw new ReferenceError(item.module + "." + item.name);
                        };
                    }
                    return WebAssembly.instantiate(module, imports);
                }).then(function (instance) {
                    return instance.exports;
                });
                return;
            }
            ready.then(function (wasm) {
                const request = message.bytes;
                const at = wasm.peerless_engine_input(request.length);
                new Uint8Array(wasm.memory.buffer, at, request.length).set(request);
                const length = wasm.peerless_engine_serve();
                const answer = new Uint8Array(wasm.memory.buffer, wasm.peerless_engine_output(), length);
                self.postMessage({ id: message.id, answer: new TextDecoder().decode(answer) });
            }).catch(function (error) {
                self.postMessage({ id: message.id, answer: null, error: String(error) });
            });
        };
    }
    // The modules' workers by name ("engine", "scan"), made at their first task; where each
    // module is (set at the start, beside the game's wasm).
    const engines = new Map();
    const engineModules = new Map();
    let engineNext = 1;
    // The tasks posted and not yet answered (by number, the module's name), and the answers
    // not yet taken (null: failed).
    const enginePending = new Map();
    const engineAnswers = new Map();
    // An errand's module: a photo's goes to the photo reader's (src/game/photo.rs: "scan\n"
    // and the image's bytes), every other to the engine's.
    const SCAN_ERRAND = [115, 99, 97, 110, 10];
    // A photo module's worker with nothing to do for this long is ended, giving its memory (the
    // decoded picture's, up to tens of megabytes, which a wasm never shrinks) back to the
    // phone; a photo within it is read at once (a new worker compiles the module again: a
    // quarter of a second more).
    const SCAN_IDLE_MS = 30000;
    let scanIdle = null;
    function moduleOf(bytes) {
        return SCAN_ERRAND.every((byte, i) => bytes[i] === byte) ? "scan" : "engine";
    }
    // Module `name`'s worker failed: its tasks fail (the game makes a puzzle itself, or says
    // a photo could not be read), and a new worker is made at its next task.
    function engineFailed(name, error) {
        console.warn("peerless: the " + name + " worker failed: " + error);
        endWorker(name);
        wake();
    }
    // Ends module `name`'s worker: the tasks still waiting on it fail.
    function endWorker(name) {
        for (const [id, module] of enginePending) {
            if (module === name) {
                engineAnswers.set(id, null);
                enginePending.delete(id);
            }
        }
        const worker = engines.get(name);
        if (worker !== undefined) {
            worker.terminate();
            engines.delete(name);
        }
    }
    function engineWorker(name) {
        let worker = engines.get(name);
        if (worker === undefined) {
            const source = "(" + engineMain.toString() + ")();";
            const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
            worker = new Worker(url);
            URL.revokeObjectURL(url);
            engines.set(name, worker);
            worker.onmessage = function (event) {
                const answer = event.data;
                if (!enginePending.has(answer.id)) {
                    return; // cancelled meanwhile
                }
                if (answer.answer === null) {
                    engineFailed(name, answer.error);
                    return;
                }
                enginePending.delete(answer.id);
                engineAnswers.set(answer.id, answer.answer);
                report("engine answered " + answer.id);
                if (name === "scan") {
                    clearTimeout(scanIdle);
                    scanIdle = setTimeout(function () {
                        if (![...enginePending.values()].includes("scan")) {
                            endWorker("scan");
                            report("engine ended scan");
                        }
                    }, SCAN_IDLE_MS);
                }
                wake();
            };
            worker.onerror = function (event) {
                event.preventDefault();
                engineFailed(name, event.message);
            };
            worker.postMessage({ wasm: engineModules.get(name) });
        }
        return worker;
    }

    // The insets, as computed padding of a fixed, invisible element.
    let probe = null;
    function inset(side) {
        if (probe === null) {
            probe = document.createElement("div");
            probe.id = "peerless-safe-area";
            probe.setAttribute("aria-hidden", "true");
            probe.style.cssText = "position:fixed;inset:0;visibility:hidden;pointer-events:none;" +
                "padding:env(safe-area-inset-top,0px) env(safe-area-inset-right,0px) " +
                "env(safe-area-inset-bottom,0px) env(safe-area-inset-left,0px)";
            document.body.appendChild(probe);
        }
        const style = window.getComputedStyle(probe);
        const value = [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft][side];
        return parseFloat(value) || 0;
    }

    // The mirror of the accessibility tree: its container, and its elements by node id.
    let mirror = null;
    // The game's focus in the last tree the mirror applied: the page's focus follows the game's
    // when it changes, never back to where it was when the player moved on to an element the
    // game does not follow (the calendar's month arrows) before the game's tree came.
    let lastFocus = null;
    // The elements the player moved the page's focus to (by Tab, or a screen reader's own
    // moves) since the mirror last applied a tree: the game plays each move as a focus request
    // at its next frame, all of them before it builds that frame's tree. A tree whose focus is
    // one of them has only followed the player, however many moves that frame took: the
    // page's focus stays where the player is now. Two Tabs in one frame, the second onto what
    // the game does not follow (a month arrow), once had the page take the second back to the
    // first, where the game's focus had moved.
    const requested = new Set();
    const mirrored = new Map();
    // The elements each role is made of, with their ARIA role where the element has none.
    const ELEMENTS = {
        window: ["div", null],
        heading: ["h1", null],
        button: ["button", null],
        grid: ["div", "grid"],
        row: ["div", "row"],
        gridcell: ["div", "gridcell"],
        label: ["div", null],
        toolbar: ["div", "toolbar"],
        group: ["div", "group"],
        radio: ["button", "radio"],
        radiogroup: ["div", "radiogroup"],
        list: ["div", "list"],
        listitem: ["div", "listitem"],
        node: ["div", null],
    };

    // The roles whose elements the page's focus and the game's follow each other on: a cell, a
    // button, a radio button, a list's line (the Keys screen's, each a tab stop).
    const FOLLOWED = ["gridcell", "button", "radio", "listitem"];

    // Hands a click or a focus on node `id` to the game, which plays it at the next frame.
    function accessRequest(id, focus) {
        if (typeof wasm_exports !== "undefined") {
            wasm_exports.peerless_access_request(id, focus ? 1 : 0);
            scheduleUpdate();
        }
    }

    function makeMirror() {
        mirror = document.createElement("div");
        mirror.id = "peerless-a11y";
        // Over the canvas, laid out as the game draws, transparent to the pointer (a finger or
        // the mouse reaches the canvas); a screen reader finds the elements where they are.
        mirror.style.cssText = "position:fixed;inset:0;overflow:hidden;pointer-events:none;" +
            "color:transparent;background:transparent;z-index:1";
        mirror.addEventListener("click", function (event) {
            const id = Number(event.target.closest("[data-node]")?.dataset.node);
            if (id) {
                event.preventDefault();
                accessRequest(id, false);
            }
        });
        // A cell or a button the player (or a screen reader) moved the page's focus to is the
        // game's focus too: a menu draws its focus ring there.
        mirror.addEventListener("focusin", function (event) {
            const element = event.target.closest("[data-node]");
            const role = element ? element.dataset.role : "";
            if (FOLLOWED.includes(role) && !element.dataset.focusing) {
                requested.add(Number(element.dataset.node));
                accessRequest(Number(element.dataset.node), true);
            }
        });
        // Keys on the mirror are keys on the canvas (gl.js listens there).
        for (const kind of ["keydown", "keyup"]) {
            mirror.addEventListener(kind, function (event) {
                const target = event.target;
                if (kind === "keydown" && (event.key === "Enter" || event.key === " ") && target.tagName === "BUTTON") {
                    return; // A button's own activation: its click follows.
                }
                if (event.key === "Tab") {
                    return; // Moving between the page's elements.
                }
                const handler = kind === "keydown" ? canvas.onkeydown : canvas.onkeyup;
                if (handler) {
                    handler(event);
                    event.preventDefault();
                }
            });
        }
        document.body.appendChild(mirror);
    }

    // Makes the page's elements say what the tree's text says (see `access::serialize`).
    function applyTree(tree) {
        if (mirror === null) {
            makeMirror();
        }
        const lines = tree.split("\n");
        const focus = Number(lines[0].split(" ")[1]);
        // The grid's one tab stop: the focused cell, else the first (an ARIA grid's pattern).
        const cells = lines.filter((l) => l.split("\t")[1] === "gridcell").map((l) => Number(l.split("\t")[0]));
        const tabStop = cells.includes(focus) ? focus : cells[0];
        // A list's items, in the tree's order: each one's place in its list and the list's size
        // ("3 of 10"), by id.
        const places = new Map();
        const sizes = new Map();
        for (const line of lines) {
            const [id, role, parent] = line.split("\t");
            if (role === "listitem") {
                sizes.set(parent, (sizes.get(parent) ?? 0) + 1);
                places.set(id, [parent, sizes.get(parent)]);
            }
        }
        // Whether the player is in the mirror: the element they are on may go with this update
        // (a button that opened another screen), and the page's focus with it.
        const inMirror = mirror.contains(document.activeElement);
        const seen = new Set();
        // The element placed last under each parent in this update: the next goes after it.
        const placed = new Map();
        for (const line of lines.slice(1)) {
            if (line === "") {
                continue;
            }
            const [id, role, parent, x, y, w, h, flags, name, description] = line.split("\t");
            seen.add(id);
            let element = mirrored.get(id);
            if (element === undefined || element.dataset.role !== role) {
                if (element !== undefined) {
                    element.remove();
                }
                const [tag, aria] = ELEMENTS[role] || ELEMENTS.node;
                element = document.createElement(tag);
                element.dataset.node = id;
                element.dataset.role = role;
                if (aria !== null) {
                    element.setAttribute("role", aria);
                }
                if (tag === "button") {
                    element.type = "button";
                }
                if (role === "grid") {
                    element.setAttribute("aria-rowcount", "9");
                    element.setAttribute("aria-colcount", "9");
                }
                element.style.position = "absolute";
                element.style.margin = "0";
                element.style.padding = "0";
                element.style.border = "0";
                element.style.background = "transparent";
                element.style.color = "transparent";
                element.style.font = "inherit";
                mirrored.set(id, element);
            }
            // Where it is drawn: the element's box, relative to its parent's.
            const box = [Number(x), Number(y), Number(w), Number(h)];
            const parentElement = parent === "0" ? mirror : mirrored.get(parent);
            const parentBox = parentElement && parentElement.peerlessBox ? parentElement.peerlessBox : [0, 0, 0, 0];
            element.peerlessBox = box[2] > 0 ? box : parentBox;
            if (box[2] > 0) {
                element.style.left = (box[0] - parentBox[0]) + "px";
                element.style.top = (box[1] - parentBox[1]) + "px";
                element.style.width = box[2] + "px";
                element.style.height = box[3] + "px";
            } else {
                element.style.left = "0";
                element.style.top = "0";
                element.style.width = "1px";
                element.style.height = "1px";
            }
            // What it says: a cell, a group and a list's line by their label (a line's role is
            // not named by its content), the rest by their text.
            if (role === "gridcell" || role === "grid" || role === "row" || role === "group" || role === "toolbar" || role === "radiogroup" || role === "listitem") {
                element.setAttribute("aria-label", name);
            } else if (role !== "window" && element.textContent !== name) {
                element.textContent = name;
            }
            if (description) {
                element.setAttribute("aria-description", description);
            } else {
                element.removeAttribute("aria-description");
            }
            if (role === "gridcell") {
                element.setAttribute("aria-selected", flags.includes("s") ? "true" : "false");
                element.tabIndex = Number(id) === tabStop ? 0 : -1;
                if (flags.includes("d")) {
                    element.setAttribute("aria-disabled", "true");
                } else {
                    element.removeAttribute("aria-disabled");
                }
            }
            if (role === "radio") {
                element.setAttribute("aria-checked", flags.includes("p") ? "true" : "false");
            }
            if (role === "listitem") {
                // A line of a list (the Keys screen's keys): a tab stop of its own, so the keyboard
                // goes through the lines and a screen reader reads each with its place.
                const [list, at] = places.get(id);
                element.tabIndex = 0;
                element.setAttribute("aria-posinset", String(at));
                element.setAttribute("aria-setsize", String(sizes.get(list)));
            }
            if (role === "button" || role === "radio") {
                if (role === "button" && flags.includes("p")) {
                    element.setAttribute("aria-pressed", "true");
                } else {
                    element.removeAttribute("aria-pressed");
                }
                if (flags.includes("d")) {
                    element.setAttribute("aria-disabled", "true");
                } else {
                    element.removeAttribute("aria-disabled");
                }
            }
            if (flags.includes("l")) {
                element.setAttribute("role", "status");
                element.setAttribute("aria-live", "polite");
            }
            // In the tree's order, each after the one placed before it; an element already in
            // its place stays (moving it would take the focus away from it).
            if (parentElement) {
                const before = placed.get(parentElement) || null;
                const next = before === null ? parentElement.firstChild : before.nextSibling;
                if (element !== next) {
                    parentElement.insertBefore(element, next);
                }
                placed.set(parentElement, element);
            }
        }
        for (const [id, element] of mirrored) {
            if (!seen.has(id)) {
                element.remove();
                mirrored.delete(id);
            }
        }
        // The focus follows the game's, while the player is in the mirror (never taken from the
        // canvas, where a sighted player's keys go). Where the element the player was on went
        // away with the screen, the focus goes to the new screen's, or back to the canvas: never
        // to the page's body, where keys reach nothing.
        const target = mirrored.get(String(focus));
        const lost = inMirror && !mirror.contains(document.activeElement);
        const moved = focus !== lastFocus && !requested.has(focus);
        requested.clear();
        lastFocus = focus;
        if (lost && !target) {
            canvas.focus();
        } else if (target && inMirror && document.activeElement !== target && (moved || lost)) {
            // The game's focus may be on what a tab does not stop at (the board before a cell
            // is chosen): the page's focus goes there only when the element it was on went
            // away with the screen (else it would fall to the page's body); otherwise it stays
            // where the player put it (Tab to the pause button while the board is the game's).
            if (!FOLLOWED.includes(target.dataset.role)) {
                if (!lost) {
                    return;
                }
                target.tabIndex = -1;
            }
            // Where the page's focus follows the game's, the game is not told of it again; where
            // it was lost with the screen, its new place is the player's focus, which the game
            // then draws and moves from (the first arrow goes on from it).
            if (!lost) {
                target.dataset.focusing = "1";
            }
            target.focus({ preventScroll: true });
            delete target.dataset.focusing;
        }
    }

    // The phone's camera or gallery, the desktop's file chooser: the browser's own chooser of
    // an image. Without `capture`, a phone offers both the camera and its photos (a
    // screenshot of a puzzle among them); `capture` would open the camera alone.
    function askPhoto() {
        if (photoInput === null) {
            photoInput = document.createElement("input");
            photoInput.type = "file";
            photoInput.accept = "image/*";
            photoInput.id = "peerless-photo";
            photoInput.style.display = "none";
            photoInput.addEventListener("change", function () {
                const file = photoInput.files && photoInput.files[0];
                photoInput.value = "";
                if (!file) {
                    deliverPhoto(new Uint8Array(0));
                    return;
                }
                file.arrayBuffer().then(function (buffer) {
                    deliverPhoto(new Uint8Array(buffer));
                }, function () {
                    deliverPhoto(new Uint8Array(0));
                });
            });
            photoInput.addEventListener("cancel", function () {
                deliverPhoto(new Uint8Array(0));
            });
            document.body.appendChild(photoInput);
        }
        report("photo asked");
        photoInput.click();
    }
    function deliverPhoto(bytes) {
        photo = bytes;
        report("photo chosen " + bytes.length);
        scheduleUpdate();
    }

    function deliverPaste(value) {
        pasted = value;
        scheduleUpdate();
    }

    // The text field a player pastes a puzzle into where the clipboard cannot be read. Its
    // words are the game's, in the player's language: [label, cancel, import, language tag].
    function showPasteField(words) {
        if (document.getElementById("peerless-paste") !== null) {
            document.querySelector("#peerless-paste textarea").focus();
            return;
        }
        const dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
        const [ink, paper, line, accent] = dark
            ? ["#E6E8EC", "#1C1F25", "#3A3F48", "#7FA7E8"]
            : ["#15181D", "#FFFFFF", "#B8BEC8", "#1A56B0"];
        const back = document.createElement("div");
        back.id = "peerless-paste";
        back.style.cssText = "position:fixed;inset:0;display:flex;align-items:center;justify-content:center;" +
            "background:rgba(0,0,0,0.45);z-index:10;padding:env(safe-area-inset-top,0px) 16px " +
            "env(safe-area-inset-bottom,0px);font:16px/1.4 system-ui,sans-serif";
        const panel = document.createElement("div");
        panel.setAttribute("role", "dialog");
        panel.setAttribute("aria-modal", "true");
        panel.setAttribute("aria-labelledby", "peerless-paste-label");
        panel.lang = words[3] === "en-XA" ? "en" : words[3];
        panel.style.cssText = `box-sizing:border-box;width:100%;max-width:28rem;padding:16px;border-radius:12px;background:${paper};color:${ink}`;
        const label = document.createElement("label");
        label.id = "peerless-paste-label";
        label.htmlFor = "peerless-paste-text";
        label.textContent = words[0];
        const field = document.createElement("textarea");
        field.id = "peerless-paste-text";
        field.rows = 5;
        field.spellcheck = false;
        field.autocapitalize = "off";
        field.setAttribute("autocomplete", "off");
        // 16 px: a phone's browser does not zoom in on a field of that size.
        field.style.cssText = `box-sizing:border-box;display:block;width:100%;margin:12px 0;padding:8px;font:16px ui-monospace,monospace;` +
            `color:${ink};background:${paper};border:1px solid ${line};border-radius:8px;resize:vertical`;
        // gl.js takes every paste on the window for the canvas: one into the field stays there.
        field.addEventListener("paste", (event) => event.stopPropagation());
        const buttons = document.createElement("div");
        buttons.style.cssText = "display:flex;gap:12px;justify-content:flex-end";
        const button = (text, primary, action) => {
            const b = document.createElement("button");
            b.type = "button";
            b.textContent = text;
            b.style.cssText = `min-height:48px;min-width:96px;padding:0 16px;font:inherit;border-radius:8px;cursor:pointer;` +
                (primary ? `background:${accent};color:${paper};border:0` : `background:none;color:${ink};border:1px solid ${line}`);
            b.addEventListener("click", action);
            buttons.appendChild(b);
            return b;
        };
        const close = () => {
            back.remove();
            document.querySelector("#glcanvas").focus();
        };
        button(words[1], false, close);
        button(words[2], true, () => {
            const value = field.value;
            close();
            deliverPaste(value);
        });
        field.addEventListener("keydown", (event) => {
            if (event.key === "Escape") {
                close();
            } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                buttons.lastChild.click();
            }
        });
        panel.append(label, field, buttons);
        back.appendChild(panel);
        document.body.appendChild(back);
        field.focus();
        report("paste field shown");
    }

    function askPaste(words) {
        if (!navigator.clipboard || !navigator.clipboard.readText) {
            showPasteField(words);
            return;
        }
        navigator.clipboard.readText().then(function (text) {
            if (text.trim() === "") {
                showPasteField(words);
            } else {
                deliverPaste(text);
            }
        }, function () {
            showPasteField(words);
        });
    }

    // A new version is waiting: it takes over now if no game is being played. Only where a
    // version controls the page: the first install is "waiting" too, for a moment before it
    // activates, and taking it then would reload a page that has nothing to change.
    function offerNewVersion() {
        if (registration !== null && registration.waiting !== null && navigator.serviceWorker.controller
            && !inPlay && !tookNewVersion) {
            tookNewVersion = true;
            report("new version taken");
            registration.waiting.postMessage("take-new-version");
        }
    }

    function registerWorker() {
        if (!("serviceWorker" in navigator) || !window.isSecureContext) {
            return;
        }
        navigator.serviceWorker.addEventListener("controllerchange", function () {
            if (tookNewVersion) {
                window.location.reload();
            }
        });
        // A worker installed while one controls the page is a new version (the first install
        // has no controller): it waits, and is offered the page when no game is played.
        function waiting() {
            if (navigator.serviceWorker.controller) {
                report("new version waiting");
                offerNewVersion();
            }
        }
        navigator.serviceWorker.register("sw.js").then(function (found) {
            registration = found;
            found.addEventListener("updatefound", function () {
                const worker = found.installing;
                worker.addEventListener("statechange", function () {
                    if (worker.state === "installed") {
                        waiting();
                    }
                });
            });
            if (found.waiting !== null) {
                waiting();
            }
        }, function (e) {
            console.warn("peerless: the game cannot be kept for offline play: " + e);
        });
    }
    // Registered once the game has drawn its first frame and the page is idle, so that the
    // worker's fetching of the whole build does not slow the first start.
    let workerAsked = false;
    function registerWorkerSoon() {
        if (!workerAsked) {
            workerAsked = true;
            (window.requestIdleCallback || window.setTimeout)(registerWorker);
        }
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

    // Whether the address's # changed while the page is open (a link to another puzzle
    // followed in the same tab, or the address edited): the game asks (kind 9) and opens it.
    // The address the game itself shows (`peerless_show_link`) is replaced without this event.
    let linkChanged = false;
    window.addEventListener("hashchange", function () {
        linkChanged = true;
        report("link changed");
        wake();
    });

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

    // Tab leaves the canvas for the page's next element (the mirror's buttons and grid), as a
    // keyboard's player expects: gl.js would keep it for macroquad's own UI, which the game
    // does not use, and the game has nothing on Tab.
    window.addEventListener("keydown", function (event) {
        if (event.key === "Tab" && event.target === document.querySelector("#glcanvas")) {
            event.stopPropagation();
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
                } else if (kind === 4) {
                    value = pasted;
                    pasted = null;
                } else if (kind === 5) {
                    const tag = text(ptr, len);
                    const catalogue = catalogues.get(tag);
                    if (catalogue === undefined && LANGUAGES.indexOf(tag) >= 0 && mayFetch(cataloguePath(tag))) {
                        fetchCatalogue(tag);
                    }
                    value = catalogue === undefined ? null : catalogue;
                } else if (kind === 7) {
                    // Bytes, not text: handed over as they are.
                    const name = text(ptr, len);
                    const font = fonts.get(name);
                    if (font === undefined && /^NotoSansCJK(JP|SC)-Regular\.otf$/.test(name) && mayFetch("fonts/" + name)) {
                        fetchFont(name);
                    }
                    if (font === undefined || font === null) {
                        return -1;
                    }
                    handOver = font;
                    return handOver.length;
                } else if (kind === 6) {
                    value = Array.prototype.join.call(browserLanguages(), ",");
                } else if (kind === 9) {
                    // The linked puzzle, once after the address's # changed.
                    value = linkChanged && window.location.hash.length > 1 ? linkedPuzzle() : null;
                    linkChanged = false;
                } else if (kind === 10) {
                    // The engine's answer to task `arg`, once: "" when the worker failed.
                    const id = Number(text(ptr, len));
                    if (!engineAnswers.has(id)) {
                        return -1;
                    }
                    value = engineAnswers.get(id) || "";
                    engineAnswers.delete(id);
                } else if (kind === 11) {
                    // The photo chosen, once: bytes, as they are (none: no photo chosen).
                    if (photo === null) {
                        return -1;
                    }
                    handOver = photo;
                    photo = null;
                    return handOver.length;
                } else if (kind === 8) {
                    // "1" when the file at this path could not be fetched and waits to be tried again.
                    value = unreachable(text(ptr, len)) ? "1" : null;
                }
                if (value === null) {
                    return -1;
                }
                handOver = encoder.encode(value);
                return handOver.length;
            };
            // The browser's chooser of a photo (the game's Import from a photo).
            env.peerless_ask_photo = askPhoto;
            // An errand for the engine's worker (src/game/errand.rs): its number,
            // or -1 where the page can have no worker.
            env.peerless_engine_post = function (ptr, len) {
                if (typeof Worker === "undefined" || engineModules.size === 0) {
                    return -1;
                }
                try {
                    const id = engineNext++;
                    // The errand's bytes (a line of text, or a photo's), copied out of the
                    // game's memory and handed over whole.
                    const bytes = new Uint8Array(wasm_memory.buffer, ptr, len).slice();
                    const name = moduleOf(bytes);
                    if (name === "scan") {
                        clearTimeout(scanIdle);
                    }
                    engineWorker(name).postMessage({ id: id, bytes: bytes }, [bytes.buffer]);
                    enginePending.set(id, name);
                    report("engine asked " + id);
                    return id;
                } catch (e) {
                    console.warn("peerless: no engine's worker: " + e);
                    return -1;
                }
            };
            // The game no longer wants task `id`'s answer. One under way cannot be stopped
            // within the wasm: the worker is ended, and a new one made at the next task.
            env.peerless_engine_cancel = function (id) {
                engineAnswers.delete(id);
                const name = enginePending.get(id);
                if (name !== undefined && enginePending.delete(id)) {
                    // The module's other tasks end with its worker: they fail.
                    endWorker(name);
                    report("engine cancelled " + id);
                }
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
            env.peerless_saves_changed = function () {
                const changed = savesChanged;
                savesChanged = false;
                return changed ? 1 : 0;
            };
            env.peerless_visibility = function () {
                const seen = visibility;
                visibility = 0;
                return seen;
            };
            env.peerless_report = function (ptr, len) {
                report(text(ptr, len));
            };
            env.peerless_paste = function (ptr, len) {
                // The field's words, a line each (read now: the memory may move before they are used).
                askPaste(text(ptr, len).split("\n"));
            };
            env.peerless_inset = inset;
            env.peerless_access = function (ptr, len) {
                applyTree(text(ptr, len));
            };
            env.peerless_in_play = function (playing) {
                // First told in the first frame.
                registerWorkerSoon();
                inPlay = playing !== 0;
                if (!inPlay && registration !== null) {
                    // A good moment to look for a new version, and to take one.
                    registration.update().then(offerNewVersion, function () {});
                    offerNewVersion();
                }
            };
            env.peerless_show_link = function (ptr, len) {
                const puzzle = text(ptr, len);
                if (puzzle === "") {
                    if (window.location.hash !== "") {
                        window.history.replaceState(null, "", window.location.pathname + window.location.search);
                    }
                } else if (window.location.hash !== "#" + puzzle) {
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

    // The fonts a language draws with besides the base ones, fetched for its players only.
    const LANGUAGE_FONTS = { "ja": "NotoSansCJKJP-Regular.otf", "zh-Hans": "NotoSansCJKSC-Regular.otf" };
    // How long the start waits for the player's language's catalogue and font, after which
    // the game starts in English and changes language when they come: long enough for a slow
    // first visit, short enough that a page that cannot have them still starts.
    const LANGUAGE_WAIT_MS = 3000;
    // The language the save chose (its settings' tag), if any: the language the game will
    // speak, before the browser's.
    function savedLanguage() {
        try {
            const tag = JSON.parse(storage().getItem(PREFIX + "save.json")).settings.language;
            return LANGUAGES.indexOf(tag) >= 0 ? tag : null;
        } catch (e) {
            return null; // no storage, no save, or one the game itself will recover
        }
    }

    // Starts the game once its fonts and catalogues are here (the wasm carries neither):
    // English, which every other falls back on, and the fonts every language draws with; and,
    // for at most LANGUAGE_WAIT_MS, the player's language's catalogue and font (the save's
    // language, else the browser's), so that its player's first screen is in it rather than
    // English until they come. A catalogue that cannot load leaves the game to show its
    // messages' ids, or English, rather than not to start. A language chosen in the game's
    // settings later is fetched when the game asks for it.
    window.peerlessStart = function (wasm) {
        for (const name of ["engine", "scan"]) {
            engineModules.set(name, new URL(name + ".wasm", new URL(wasm, window.location.href)).href);
        }
        const first = savedLanguage() || browserLanguage();
        const needed = [fetchCatalogue("en")].concat(BASE_FONTS.map(fetchFont));
        const language = [];
        if (first !== "en") {
            language.push(fetchCatalogue(first));
        }
        if (LANGUAGE_FONTS[first] !== undefined) {
            language.push(fetchFont(LANGUAGE_FONTS[first]));
        }
        const deadline = new Promise((resolve) => setTimeout(resolve, LANGUAGE_WAIT_MS));
        Promise.all(needed.concat([Promise.race([Promise.all(language), deadline])])).then(function () {
            load(wasm);
        });
    };
})();
