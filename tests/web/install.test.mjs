// Peerless as an installed web app: Chromium's own installability check, the manifest and its
// icons, the service worker playing the game with no network, and a new version of the game
// taken over without losing the save. Each test serves its own copy of the built folder, so
// its network can go down and a new build can be put in its place.
//
//   web/build.sh && (cd tests/web && npm ci && npm test)

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { chromium } from "playwright-core";

import { CHROMIUM, close, launch, openGame, PHONE, PUZZLE, readPng, rgb, ROOT, serve, SITE, SOLVED } from "./support.mjs";

let browser;
const servers = [];
const folders = [];

before(async () => {
    browser = await launch();
});

after(async () => {
    await browser?.close();
    for (const server of servers) {
        server.close();
    }
    for (const folder of folders) {
        fs.rmSync(folder, { recursive: true, force: true });
    }
});

/// A copy of the built folder, served on its own port: `site.build(name)` makes it a new build
/// (the page marked with `name`, the worker stamped anew by web/stamp.py, as web/build.sh does).
async function ownSite() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "peerless-site-"));
    folders.push(dir);
    fs.cpSync(SITE, dir, { recursive: true });
    const build = (name) => {
        const page = fs.readFileSync(path.join(SITE, "index.html"), "utf8");
        fs.writeFileSync(
            path.join(dir, "index.html"),
            page.replace("<head>", `<head>\n<meta name="peerless-build" content="${name}">`),
        );
        execFileSync("python3", [path.join(ROOT, "web/stamp.py"), dir]);
    };
    build("A");
    const site = await serve(dir);
    servers.push(site.server);
    return { ...site, build };
}

/// The build a page runs (the mark `ownSite` puts in it).
const buildOf = (page) => page.evaluate(() => document.querySelector('meta[name="peerless-build"]')?.content);

/// Waits until the page runs build `name` (one that reloads itself into a new build) and its
/// plugin keeps the report (the mark is in the head, the plugin at the end of the body).
const runs = (page, name) =>
    page.waitForFunction(
        (name) => document.querySelector('meta[name="peerless-build"]')?.content === name && window.peerlessReport !== undefined,
        name,
    );

/// Waits until the service worker controls the page.
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/// Waits until the newest version of the site's service worker is the active one, as the
/// browser's DevTools protocol reports its versions (from a blank page, which no worker
/// controls): a version waiting for the last page of the old one to go takes over in the
/// browser's own time.
async function newestActivated(context) {
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const versions = new Map();
    let wake = () => {};
    cdp.on("ServiceWorker.workerVersionUpdated", ({ versions: updated }) => {
        for (const v of updated) {
            versions.set(Number(v.versionId), v.status);
        }
        wake();
    });
    await cdp.send("ServiceWorker.enable");
    const deadline = Date.now() + 15000;
    for (;;) {
        const newest = Math.max(...versions.keys());
        if (versions.get(newest) === "activated") {
            break;
        }
        if (Date.now() > deadline) {
            throw new Error(`the newest worker version is ${versions.get(newest)}: ${JSON.stringify([...versions])}`);
        }
        await new Promise((resolve) => {
            wake = resolve;
            setTimeout(resolve, 100);
        });
    }
    await blank.close();
}

/// The save as the page keeps it.
const saved = (page) => page.evaluate(() => localStorage.getItem("peerless/save.json"));

test("the page's scripts are sent shrunk by terser, the names the page calls them by kept", () => {
    // web/build.sh shrinks the plugin, gl.js and the service worker with terser (web/ npm ci);
    // every other test runs the shrunk scripts. Without terser it only drops whole-line
    // comments, which this test refuses: the page sent is the shrunk one.
    const source = fs.readFileSync(path.join(ROOT, "web/peerless.js"), "utf8");
    const built = fs.readFileSync(path.join(SITE, "peerless.js"), "utf8");
    assert.ok(built.length < source.length * 0.5, `peerless.js: ${built.length} of ${source.length} bytes: not shrunk (npm ci in web/)`);
    assert.match(built, /window\.peerlessStart=/);
    const gl = fs.readFileSync(path.join(SITE, "gl.js"), "utf8");
    // gl.js's globals, which the plugin and the page call by name.
    for (const name of ["load", "miniquad_add_plugin"]) {
        assert.match(gl, new RegExp(`function ${name}\\(`), name);
    }
    assert.ok(!/^\s*\/\//m.test(gl), "gl.js keeps comments");
    const worker = fs.readFileSync(path.join(SITE, "sw.js"), "utf8");
    assert.ok(!worker.includes("\n//"), "sw.js keeps comments");
});

test("the page installs: Chromium finds no installability error, the manifest parses, the worker is active", async () => {
    const site = await ownSite();
    // Chromium does not install from a profile that is not kept (a context of `launch`), so
    // this test has a profile of its own.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "peerless-profile-"));
    folders.push(profile);
    const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        args: ["--no-sandbox", "--use-gl=swiftshader", "--enable-unsafe-swiftshader", "--no-first-run"],
        ...PHONE,
    });
    const game = await openGame(context, `${site.origin}/index.html?report`);
    const { page } = game;
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    assert.deepEqual(installabilityErrors, []);
    const manifest = await cdp.send("Page.getAppManifest");
    assert.deepEqual(manifest.errors, []);
    assert.equal(manifest.url, `${site.origin}/manifest.webmanifest`);
    const parsed = JSON.parse(manifest.data);
    for (const key of ["id", "name", "short_name", "description", "start_url", "scope"]) {
        assert.ok(typeof parsed[key] === "string" && parsed[key].length > 0, key);
    }
    assert.equal(parsed.display, "standalone");
    // The light theme's background, from the game's own palette; the page's theme colours
    // give both themes (the manifest has one of each).
    const theme = fs.readFileSync(path.join(ROOT, "src/app/views/theme.rs"), "utf8");
    const background = (name) => {
        const block = theme.slice(theme.indexOf(`pub const ${name}: Palette`));
        return "#" + block.match(/background: Rgb::hex\(0x([0-9A-Fa-f]{6})\)/)[1].toUpperCase();
    };
    assert.equal(parsed.background_color.toUpperCase(), background("LIGHT"));
    assert.equal(parsed.theme_color.toUpperCase(), background("LIGHT"));
    const themes = await page.evaluate(() =>
        [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => [m.media, m.content.toUpperCase()]));
    assert.deepEqual(themes, [
        ["(prefers-color-scheme: light)", background("LIGHT")],
        ["(prefers-color-scheme: dark)", background("DARK")],
    ]);
    // Every icon is there, at the size it says, and one of them is maskable.
    for (const icon of parsed.icons) {
        const png = readPng(fs.readFileSync(path.join(SITE, icon.src)));
        assert.equal(`${png.width}x${png.height}`, icon.sizes, icon.src);
    }
    assert.deepEqual(parsed.icons.map((i) => `${i.sizes} ${i.purpose}`).sort(),
        ["192x192 any", "512x512 any", "512x512 maskable"]);
    // The maskable one fills its square to the edges with the tile's colour.
    const maskable = readPng(fs.readFileSync(path.join(SITE, parsed.icons.find((i) => i.purpose === "maskable").src)));
    for (const [x, y] of [[0, 0], [511, 0], [0, 511], [511, 511]]) {
        assert.ok(close(maskable.at(x, y), rgb(0x1a56b0), 2), `${maskable.at(x, y)} at ${x},${y}`);
    }
    const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active.state);
    assert.equal(state, "activated");
    const errors = [...game.errors];
    if (process.env.PEERLESS_SCREENSHOTS) {
        // The README's picture of the game as the installed app draws it: the whole screen of
        // a phone with a notch and a home indicator (their insets emulated), a game begun.
        const shot = await openGame(context, `${site.origin}/index.html?report#${PUZZLE}`, {
            before: async (page) => {
                const cdp = await context.newCDPSession(page);
                await cdp.send("Emulation.setSafeAreaInsetsOverride", { insets: { top: 47, right: 0, bottom: 34, left: 0 } });
            },
        });
        await shot.line("screen Game");
        await shot.touchCellThenDigit(1, 3, 4);
        await shot.touchCellThenDigit(1, 4, 6);
        await shot.tapCell(5, 5);
        await shot.page.screenshot({ path: path.join(ROOT, "docs/screenshots/web-installed.png") });
        errors.push(...shot.errors);
    }
    assert.deepEqual(errors, []);
    await context.close();
});

test("with the network gone, a linked puzzle opens, a reload resumes the saved game", async () => {
    const site = await ownSite();
    const context = await browser.newContext(PHONE);
    // One visit while online: the worker installs and keeps the build.
    let game = await openGame(context, `${site.origin}/index.html?report`);
    await controlled(game.page);
    const errors = [...game.errors];
    await game.page.close();

    // The network goes: the browser is offline, and the server answers nothing.
    await context.setOffline(true);
    site.network.up = false;
    // The start screen, with no game in progress: the page looks for a new version (and finds
    // no network) without a word to the player or the console.
    game = await openGame(context, `${site.origin}/index.html?report`);
    await game.menu("Daily puzzle");
    await controlled(game.page);
    await game.page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration.update().catch(() => {});
    });
    errors.push(...game.errors);
    await game.page.close();
    game = await openGame(context, `${site.origin}/index.html?report#${PUZZLE}`);
    await game.line("screen Game");
    assert.equal(await game.line("new game "), `new game Easy ${PUZZLE}`);
    await game.touchCellThenDigit(1, 3, 4);
    assert.match(await saved(game.page), /"board":"534\.7/);
    await game.page.reload();
    game.lines.length = 0; // a new page: its report starts again
    await game.line("first frame ");
    await game.line("screen Game");
    assert.ok(!game.lines.some((l) => l.startsWith("new game")), game.lines.join("\n"));
    assert.match(await saved(game.page), /"board":"534\.7/);
    errors.push(...game.errors);
    assert.deepEqual(errors, []);
    // And it is really offline: what the build does not hold cannot be had.
    const outside = await game.page.evaluate(() => fetch("not-in-the-build.txt").then(() => "answered", () => "failed"));
    assert.equal(outside, "failed");
    await context.close();
});

test("a new version waits while a game is played, comes at the next start, and at once when none is; the save survives", async () => {
    const site = await ownSite();
    const context = await browser.newContext(PHONE);
    // Two cells to go (r9c8 7, r9c9 9).
    const twoLeft = SOLVED.slice(0, 79) + "..";
    let game = await openGame(context, `${site.origin}/index.html?report#${twoLeft}`);
    await game.line("screen Game");
    await controlled(game.page);
    assert.equal(await buildOf(game.page), "A");
    await game.touchCellThenDigit(9, 8, 7);
    const errors = [...game.errors];

    // Build B is served; the page looks for it (as a browser does on its own) and B waits: the
    // game being played keeps A, across a reload too.
    site.build("B");
    let from = game.lines.length;
    await game.page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await game.after(from, "new version waiting");
    assert.ok(!game.lines.includes("new version taken"));
    assert.equal(await buildOf(game.page), "A");
    await game.page.reload();
    game.lines.length = 0;
    await game.line("screen Game");
    assert.equal(await buildOf(game.page), "A");
    errors.push(...game.errors);
    await game.page.close();

    // The next start is B's, and the game in progress is there.
    await newestActivated(context);
    game = await openGame(context, `${site.origin}/index.html?report`);
    assert.equal(await buildOf(game.page), "B");
    await game.menu("Continue");
    assert.match(await saved(game.page), /"board":"[^"]{79}7\."/);
    const tap = (label) => game.tapMenu(label);
    await tap("Continue");
    await game.line("screen Game");

    // Build C is served while the last cell is played. Back on the start screen with no game
    // in progress, the page takes C at once and reloads into it.
    site.build("C");
    await game.touchCellThenDigit(9, 9, 9);
    await tap("Main menu");
    await runs(game.page, "C");
    game.lines.length = 0;
    await game.line("first frame ");
    await game.menu("Daily puzzle");
    errors.push(...game.errors);
    // The won game is in the save C reads: finished, and counted with the imported puzzles.
    const save = JSON.parse(await saved(game.page));
    assert.equal(save.game.board, SOLVED);
    assert.equal(save.statistics.imported.won, 1);
    assert.equal(save.statistics.imported.in_progress, false);
    // Only C's files are kept.
    const caches = await game.page.evaluate(() => caches.keys());
    assert.equal(caches.length, 1, caches.join(", "));
    assert.deepEqual(errors, []);
    await context.close();
});

/// A language's one-line message `id`, as the page serves its catalogue, with its arguments
/// put in.
function catalogue(tag, id, args = {}) {
    const text = fs.readFileSync(path.join(SITE, `l10n/${tag}.ftl`), "utf8");
    const line = text.split("\n").find((l) => l.startsWith(`${id} = `));
    assert.ok(line, `l10n/${tag}.ftl has no one-line ${id}`);
    return line.slice(id.length + 3).trim().replace(/\{ \$(\w+) \}/g, (_, name) => args[name]);
}

test("offline, a language whose font was never fetched: one request, told once, no loop, and it comes with the network", async () => {
    const site = await ownSite();
    const context = await browser.newContext(PHONE);
    // The frames the page runs (gl.js draws one in each), and what the page itself asks the
    // network for (through the service worker, which answers from its cache what it holds).
    await context.addInitScript(() => {
        const request = window.requestAnimationFrame.bind(window);
        window.__frames = 0;
        window.requestAnimationFrame = (callback) => request((time) => {
            window.__frames += 1;
            callback(time);
        });
    });
    const fontRequests = [];
    context.on("request", (request) => {
        if (request.serviceWorker() === null && request.url().includes("/fonts/NotoSansCJKJP")) {
            fontRequests.push(request.url());
        }
    });
    const game = await openGame(context, `${site.origin}/index.html?report`);
    const { page } = game;
    const messages = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    await controlled(page);
    const tap = (label) => game.tapMenu(label);
    await tap("Settings");
    await game.line("screen Settings");
    await tap("Language");
    await game.line("screen Languages");
    await game.menu("日本語");

    // The network goes, and the player chooses Japanese, whose font this page never fetched
    // (its catalogue the service worker keeps).
    await context.setOffline(true);
    site.network.up = false;
    let from = game.lines.length;
    await tap("日本語");
    await game.after(from, "language ja unreachable");
    const notice = catalogue("en", "notice-language-needs-connection", { language: "日本語" });
    await game.after(from, `announce ${notice}`);
    assert.equal(fontRequests.length, 1, fontRequests.join("\n"));

    // No loop: over the next seconds, while the page stays offline, the font is asked for
    // again only after its wait (5 s, then 10 s), the page runs a frame for each try, the
    // player is not told again, and the console has the browser's line for each failed request
    // and the page's one line. (What the browser reports is read before the page's own count
    // of its tries, which only grows.)
    const framesBefore = await page.evaluate(() => window.__frames);
    await page.waitForTimeout(7000);
    const frames = (await page.evaluate(() => window.__frames)) - framesBefore;
    const requests = fontRequests.length;
    // (Not the report's lines, nor the software renderer's notes on reading pixels back.)
    const noise = messages.filter((m) => !m.startsWith("log: ") && !m.includes("GL Driver Message"));
    await game.report();
    const after = game.lines.slice(from);
    const tries = after.filter((l) => l.startsWith("fetch failed fonts/NotoSansCJKJP-Regular.otf ")).length;
    assert.ok(tries <= 2, `${tries} tries of the font in 7 s:\n${after.join("\n")}`);
    assert.ok(requests <= tries, `${requests} requests for the font, ${tries} tries`);
    assert.ok(frames <= 2 * tries + 2, `${frames} frames in 7 s offline`);
    assert.equal(after.filter((l) => l === "language ja unreachable").length, 1, after.join("\n"));
    assert.ok(!after.includes("language ja"), after.join("\n"));
    assert.ok(noise.length <= tries + 1, `${tries} tries:\n${noise.join("\n")}`);

    // The game goes on in English: Back leaves the list, in English words.
    from = game.lines.length;
    await tap("Back");
    await game.after(from, "screen Settings");
    await game.menu("Language");

    // The network comes back: the browser says so, the font is fetched at once, and the game
    // speaks Japanese.
    site.network.up = true;
    await context.setOffline(false);
    await game.after(from, "language ja");
    await game.menu(catalogue("ja", "setting-language"));
    // No error but the browser's for the requests that failed offline.
    const failed = (e) => e === "console error: Failed to load resource: net::ERR_FAILED";
    assert.deepEqual(game.errors.filter((e) => !failed(e)), []);
    assert.ok(game.errors.filter(failed).length <= tries + 1, game.errors.join("\n"));
    await context.close();
});
