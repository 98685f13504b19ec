// Peerless in a real browser: the page web/build.sh makes, served on 127.0.0.1, in Debian's
// Chromium (headless, WebGL through SwiftShader), driven by playwright-core. The page is opened
// with `?report`, so the game writes its report (moves, screens, notices, where its buttons are)
// to the console, and the tests act on the layout it reports and check what it says.
//
//   web/build.sh && (cd tests/web && npm ci && npm test)

import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import zlib from "node:zlib";

import {
    close, DESKTOP, launch, openGame, PHONE, PUZZLE, readPng, rgb, ROOT, serve, SITE, SOLVED,
} from "./support.mjs";

/// The light (or dark) palette, read from the game's own source so the colours have one home.
function palette(name = "LIGHT") {
    const source = fs.readFileSync(path.join(ROOT, "src/app/theme.rs"), "utf8");
    const block = source.slice(source.indexOf(`pub const ${name}: Palette`));
    const colour = (name) => rgb(parseInt(block.match(new RegExp(`${name}: Rgb::hex\\(0x([0-9A-Fa-f]{6})\\)`))[1], 16));
    const fill = Number(block.match(/colour_fill: (\d+),/)[1]) / 100;
    return {
        background: colour("background"),
        conflict: colour("conflict"),
        button: colour("button"),
        cell: colour("cell"),
        colourFill: fill,
    };
}

/// The nine colours a player gives cells (theme.rs's CELL_COLOURS, in order).
function cellColours() {
    const source = fs.readFileSync(path.join(ROOT, "src/app/theme.rs"), "utf8");
    const block = source.slice(source.indexOf("pub const CELL_COLOURS"));
    const list = block.slice(0, block.indexOf("];"));
    return [...list.matchAll(/Rgb::hex\(0x([0-9A-Fa-f]{6})\)/g)].map((m) => rgb(parseInt(m[1], 16)));
}

let server;
let origin;
let browser;

before(async () => {
    ({ server, origin } = await serve());
    browser = await launch();
});

after(async () => {
    await browser?.close();
    server?.close();
});

const link = (query = "?report") => `${origin}/index.html${query}#${PUZZLE}`;

/// Counts the animation frames the page runs (gl.js draws a frame in each).
async function countFrames(context) {
    await context.addInitScript(() => {
        const request = window.requestAnimationFrame.bind(window);
        window.__frames = 0;
        window.requestAnimationFrame = (callback) =>
            request((time) => {
                window.__frames += 1;
                callback(time);
            });
    });
}

async function framesOver(page, ms) {
    const before = await page.evaluate(() => window.__frames);
    await page.waitForTimeout(ms);
    return (await page.evaluate(() => window.__frames)) - before;
}

/// A finger that goes down at `from`, moves through `between` and ends as `end` ("touchend" or
/// "touchcancel") at `to`, all in one task of the page: the game sees the whole touch in one
/// frame, however busy the machine. (Sent one by one, as real touches through the DevTools
/// protocol are, a busy machine can hold the finger down past the long-press time between two
/// of them, and the game rightly takes that as a long press.) Playwright's touchscreen only taps.
async function touch(page, id, from, between, end, to = from) {
    await page.evaluate(({ id, from, between, end, to }) => {
        const canvas = document.querySelector("#glcanvas");
        const finger = (p) => new Touch({ identifier: id, target: canvas, clientX: p.x, clientY: p.y });
        const send = (type, p) => {
            const touch = finger(p);
            const down = type === "touchstart" || type === "touchmove";
            canvas.dispatchEvent(new TouchEvent(type, {
                bubbles: true,
                cancelable: type !== "touchcancel",
                touches: down ? [touch] : [],
                targetTouches: down ? [touch] : [],
                changedTouches: [touch],
            }));
        };
        send("touchstart", from);
        for (const p of between) {
            send("touchmove", p);
        }
        send(end, to);
    }, { id, from, between, end, to });
}

test("the built page is small: wasm at most 1 MB", () => {
    const wasm = fs.readFileSync(path.join(SITE, "peerless.wasm"));
    const gzip = zlib.gzipSync(wasm, { level: 9 }).length;
    console.log(`wasm ${wasm.length} bytes, ${gzip} gzip-compressed`);
    assert.ok(wasm.length <= 1_000_000, `${wasm.length} bytes`);
});

test("a phone plays a linked puzzle to the win by touch, and a clash is red at both ends", async () => {
    const context = await browser.newContext(PHONE);
    const game = await openGame(context, link());
    const { page } = game;
    await game.line("screen Game");

    // A touch cancelled on a digit, and one that slides off it, enter nothing.
    await game.tapCell(1, 3);
    const four = await game.digit(4);
    const five = await game.digit(5);
    await touch(page, 7, four, [], "touchcancel");
    await touch(page, 8, four, [five], "touchend", five);
    // Nothing to wait for: what is checked is that nothing comes, even past the long-press
    // time. A move the touches made would come before the next one, in order.
    await page.waitForTimeout(700);
    // A clash: 5 in r1c3 (r1c1 holds a 5). Both ends are drawn red.
    await game.tapDigit(5, "move Enter r1c3 5");
    assert.deepEqual(game.lines.filter((l) => l.startsWith("move ") && !l.startsWith("move Select")), [
        "move Enter r1c3 5 -> recorded mistake r1c3",
    ]);
    // The frame that applied the move drew it in the same task (the report is read from the
    // page, after that task): the screenshot shows it.
    const shot = readPng(await page.screenshot());
    const scale = shot.width / PHONE.viewport.width;
    const red = palette().conflict;
    const { board } = await game.layout();
    for (const [row, col] of [[1, 1], [1, 3]]) {
        const centre = await game.cell(row, col);
        const cell = board.cell;
        // The corner mark: near the cell's top-right corner.
        const corner = [(centre.x + cell * 0.42) * scale, (centre.y - cell * 0.42) * scale];
        assert.ok(close(shot.at(...corner), red, 20), `r${row}c${col} corner ${shot.at(...corner)}`);
    }
    // Then the puzzle, cell by cell, by touch only, each move waited for.
    for (let index = 0; index < 81; index++) {
        if (PUZZLE[index] !== ".") continue;
        const row = Math.floor(index / 9) + 1;
        const col = (index % 9) + 1;
        await game.touchCellThenDigit(row, col, SOLVED[index]);
    }
    const won = await game.line("won Easy");
    assert.match(won, /^won Easy in \d+:\d\d with 1 mistakes$/);
    await game.line("screen Over");
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("a reload resumes the game, and a damaged save is recovered from its backup", async () => {
    const context = await browser.newContext(PHONE);
    let game = await openGame(context, link());
    await game.line("screen Game");
    const tap = (row, col, digit) => game.touchCellThenDigit(row, col, digit);
    await tap(1, 3, 4);
    await tap(1, 4, 6);
    const errors = [...game.errors];
    await game.page.close();

    // The same link in a new page: the game in progress, not a new one.
    game = await openGame(context, link());
    await game.line("screen Game");
    assert.ok(!game.lines.some((l) => l.startsWith("new game")), game.lines.join("\n"));
    const saved = await game.page.evaluate(() => localStorage.getItem("peerless/save.json"));
    assert.match(saved, /"board":"53467\.\.\.\.6/);
    await tap(1, 6, 8);
    await game.line("move Enter r1c6 8");
    errors.push(...game.errors);

    // The save damaged (from another page of the site, after the game's page went away: going
    // away, the game saves): the backup is loaded, with a notice.
    await game.page.close();
    const other = await context.newPage();
    await other.goto(`${origin}/icon.png`);
    await other.evaluate(() => localStorage.setItem("peerless/save.json", '{"format":'));
    await other.close();
    game = await openGame(context, link());
    const notice = await game.line("notice ");
    assert.match(notice, /^notice Your saved game could not be read because it is damaged \(.*\), so the previous save was loaded; the unreadable file was kept as save\.damaged-1\.json\.$/);
    await game.line("screen Game");
    const kept = await game.page.evaluate(() => localStorage.getItem("peerless/save.damaged-1.json"));
    assert.equal(kept, '{"format":');
    errors.push(...game.errors);
    assert.deepEqual(errors, []);
    await context.close();
});

test("a desktop window plays with the mouse and the keyboard: moves, undo, a hint", async () => {
    const context = await browser.newContext(DESKTOP);
    const game = await openGame(context, link());
    const { page } = game;
    await game.line("screen Game");
    await game.clickCell(1, 3);
    await page.keyboard.press("4");
    await game.line("move Enter r1c3 4 -> recorded");
    await page.keyboard.press("ArrowRight");
    await game.line("move MoveSelection Right");
    await page.keyboard.press("6");
    await game.line("move Enter r1c4 6 -> recorded");
    await page.keyboard.press("Control+z");
    await game.line("move Undo -> ok");
    await page.keyboard.press("h");
    await game.line("move Hint");
    const tool = (await game.layout())["tool 0"]; // Undo, by the mouse
    await page.mouse.click(tool.x, tool.y);
    await game.count("move Undo", 2);
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("what is drawn is the palette's colour: the page never shows through the canvas", async () => {
    // A coloured cell is its colour laid over the cell's at the theme's strength; with a canvas
    // that kept an alpha channel, the fill's alpha went to the page and the page's white came
    // through (colour 3 read (201,255,253) for (140,211,192)).
    const context = await browser.newContext(DESKTOP);
    const game = await openGame(context, link());
    const { page } = game;
    await game.line("screen Game");
    const cell = await game.clickCell(1, 3);
    await page.keyboard.press("v");
    await game.line("move SetMode colour");
    await page.keyboard.press("3");
    await game.line("move ToggleColour r1c3 3");
    // The selection elsewhere (r5c5 shares no row, column or box with r1c3): nothing but the
    // colour lies over r1c3's own fill.
    await game.clickCell(5, 5);
    const shot = readPng(await page.screenshot());
    const scale = shot.width / DESKTOP.viewport.width;
    const { cell: under, colourFill } = palette();
    const colour = cellColours()[2];
    const want = colour.map((c, i) => Math.round(c * colourFill + under[i] * (1 - colourFill)));
    const got = shot.at(cell.x * scale, cell.y * scale);
    assert.ok(close(got, want, 6), `colour 3 drawn as ${got}, the palette's is ${want}`);
    // An opaque drawing buffer is what makes it so.
    const alpha = await page.evaluate(() => {
        const canvas = document.querySelector("#glcanvas");
        return (canvas.getContext("webgl2") ?? canvas.getContext("webgl")).getContextAttributes().alpha;
    });
    assert.equal(alpha, false);
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("an idle page draws nothing, and a running clock one frame a second", async () => {
    const context = await browser.newContext(PHONE);
    await countFrames(context);
    // The start menu (no link, nothing saved in this context).
    let game = await openGame(context, `${origin}/index.html?report`);
    await game.menu("New game");
    // Each count starts a second after the screen is up, past the frames that follow one
    // with input (see App::schedule), and counts what comes then.
    await game.page.waitForTimeout(1000);
    const menu = await framesOver(game.page, 3000);
    // The game, its clock running.
    await game.page.close();
    game = await openGame(context, link());
    await game.line("screen Game");
    await game.page.waitForTimeout(1000);
    const running = await framesOver(game.page, 3000);
    // Paused.
    const { pause } = await game.layout();
    await game.page.touchscreen.tap(pause.x, pause.y);
    await game.line("screen Paused");
    await game.page.waitForTimeout(1000);
    const paused = await framesOver(game.page, 3000);
    console.log(`frames in 3 s: menu ${menu}, paused ${paused}, running clock ${running}`);
    assert.ok(menu <= 1, `${menu} frames on the menu`);
    assert.ok(paused <= 1, `${paused} frames paused`);
    assert.ok(running >= 2 && running <= 5, `${running} frames with the clock running`);
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("the page going hidden pauses the game and stores it", async () => {
    const context = await browser.newContext(PHONE);
    const game = await openGame(context, link());
    await game.line("screen Game");
    await game.touchCellThenDigit(1, 3, 4);
    await game.line("move Enter r1c3 4");
    await game.page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
    });
    // The frame ran inside the event: the save is already stored.
    const saved = await game.page.evaluate(() => localStorage.getItem("peerless/save.json"));
    assert.match(saved, /"status":"paused"/);
    assert.match(saved, /"board":"534\.7/);
    const report = await game.report();
    assert.ok(report.includes("background saved"), report.join("\n"));
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("every load draws a first frame, and reports how long it took", async () => {
    // The budget (a median under a second) is a speed target: `npm run bench` checks it on a
    // quiet machine. Here the times are printed, and every load must draw its first frame.
    const times = [];
    for (let i = 0; i < 3; i++) {
        const context = await browser.newContext(PHONE);
        const game = await openGame(context, `${origin}/index.html?report`);
        const line = await game.line("first frame ");
        times.push(Number(line.split(" ")[2]));
        if (i === 0 && process.env.PEERLESS_SCREENSHOTS) {
            // The README's picture of the page on a phone: a linked game.
            const shotGame = await openGame(context, link());
            await shotGame.line("screen Game");
            const file = path.join(ROOT, "docs/screenshots/web-phone.png");
            await shotGame.page.screenshot({ path: file });
        }
        assert.deepEqual(game.errors, []);
        await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(`first frame after navigation: ${times.join(", ")} ms (median ${times[1]} ms)`);
    assert.ok(times.every((t) => Number.isFinite(t) && t > 0), times.join(", "));
});

test("the canvas follows the pixel ratio, and the layout turns with the phone", async () => {
    const context = await browser.newContext(PHONE);
    const game = await openGame(context, link());
    const { page } = game;
    await game.line("screen Game");
    const pixels = () => page.evaluate(() => {
        const canvas = document.querySelector("#glcanvas");
        return [canvas.width, canvas.height];
    });
    // Every device pixel drawn: text stays sharp at 2.625.
    assert.deepEqual(await pixels(), [Math.floor(412 * 2.625), Math.floor(915 * 2.625)]);
    // The layout's window, in CSS pixels (whole device pixels over the ratio).
    const sized = (w, h) => (at) => Math.abs(at.window.w - w) < 1 && Math.abs(at.window.h - h) < 1;
    let at = await game.layout();
    assert.ok(sized(412, 915)(at), JSON.stringify(at.window));
    assert.ok(at["digit 1"].y > at.board.y + 9 * at.board.cell, "portrait: the pad under the board");
    // Turned sideways: the board on the left, the pad beside it, once the whole layout of the
    // new size has been reported.
    await page.setViewportSize({ width: 915, height: 412 });
    at = await game.layout(sized(915, 412));
    assert.ok(at["digit 1"].x > at.board.x + 9 * at.board.cell, "landscape: the pad beside the board");
    assert.deepEqual(await pixels(), [Math.floor(915 * 2.625), Math.floor(412 * 2.625)]);
    // And a tap still lands where the layout says.
    const cell = await game.cell(1, 3);
    await page.touchscreen.tap(cell.x, cell.y);
    await game.line("move Select r1c3");
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("the glyph textures grow between draws: many sizes, no deleted texture bound", async () => {
    // Each new window size sets text at new sizes; when a font's glyph texture is full,
    // macroquad replaces it by a larger one. Done in the middle of a frame, that bound the old,
    // deleted texture ("glBindTexture called with an already deleted texture ID 20!", seen on
    // page loads after a long play); by the third size here it did so twice.
    const context = await browser.newContext(PHONE);
    const game = await openGame(context, link());
    const { page } = game;
    await game.line("screen Game");
    const sizes = [[915, 412], [360, 800], [800, 360], [390, 844], [844, 390], [1024, 768], [600, 900], [412, 915]];
    for (const [width, height] of sizes) {
        await page.setViewportSize({ width, height });
        await game.layout((at) => Math.abs(at.window.w - width) < 1 && Math.abs(at.window.h - height) < 1);
        // The frames after the layout draw every text of the new size.
        const drawn = game.lines.length;
        await game.tapCell(1, 3);
        assert.ok(game.lines.length > drawn);
    }
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("a won game's result and a puzzle's link are copied to the clipboard, and the link opens it", async () => {
    const context = await browser.newContext({ ...PHONE, permissions: ["clipboard-read", "clipboard-write"] });
    const almost = `${SOLVED.slice(0, 78)}...`;
    let game = await openGame(context, `${origin}/index.html?report#${almost}`);
    await game.line("screen Game");
    await game.touchCellThenDigit(9, 7, 1);
    await game.touchCellThenDigit(9, 8, 7);
    await game.touchCellThenDigit(9, 9, 9);
    await game.line("screen Over");
    // The summary's buttons and lines come in its layout, after its screen: wait for them.
    const summary = await game.layout((at) => at.body.includes("No mistakes · no hints"));
    const copy = summary["menu 1"];
    assert.equal(copy.label, "Copy result");
    await game.page.touchscreen.tap(copy.x, copy.y);
    const copied = (await game.line("copied ")).slice("copied ".length);
    assert.match(copied, /^Peerless · Easy · \d+:\d\d · no hints$/);
    const clipboard = () => game.page.evaluate(() => navigator.clipboard.readText());
    assert.equal(await clipboard(), copied);
    const errors = [...game.errors];
    await game.page.close();

    // A game in progress: paused, its link is copied; the link opens the same puzzle.
    game = await openGame(context, link());
    await game.line("screen Game");
    const { pause } = await game.layout();
    await game.page.touchscreen.tap(pause.x, pause.y);
    await game.line("screen Paused");
    const button = await game.menu("Copy a link to it");
    await game.page.touchscreen.tap(button.x, button.y);
    const shared = (await game.line("copied http")).slice("copied ".length);
    assert.equal(shared, `${origin}/index.html#${PUZZLE}`);
    assert.equal(await clipboard(), shared);
    errors.push(...game.errors);
    await game.page.close();

    const fresh = await browser.newContext(PHONE);
    game = await openGame(fresh, shared.replace("#", "?report#"));
    const started = await game.line("new game ");
    assert.equal(started, `new game Easy ${PUZZLE}`);
    errors.push(...game.errors);
    assert.deepEqual(errors, []);
    await fresh.close();
    await context.close();
});

test("the theme follows the browser's colour scheme", async () => {
    for (const [scheme, name] of [["dark", "DARK"], ["light", "LIGHT"]]) {
        const context = await browser.newContext({ ...PHONE, colorScheme: scheme });
        // openGame waits for the first frame, which is drawn in the theme.
        const game = await openGame(context, `${origin}/index.html?report`);
        const shot = readPng(await game.page.screenshot());
        const seen = shot.at(4, shot.height / 2);
        assert.ok(close(seen, palette(name).background), `${scheme}: ${seen}`);
        assert.deepEqual(game.errors, []);
        await context.close();
    }
});

test("a link to another puzzle asks before it replaces the game in progress", async () => {
    const other = "......8...7..9..1...3..7..51..6......5..2..4...8..9..74.....2...6..1..5......6..3";
    const context = await browser.newContext(PHONE);
    let game = await openGame(context, link());
    await game.line("screen Game");
    await game.touchCellThenDigit(1, 3, 4);
    await game.line("move Enter r1c3 4");
    const errors = [...game.errors];
    await game.page.close();

    // Another puzzle's link: asked first. Continue it keeps the game, its move and all.
    const otherLink = `${origin}/index.html?report#${other}`;
    game = await openGame(context, otherLink);
    await game.line("screen Replace");
    const keep = await game.menu("Continue it");
    await game.page.touchscreen.tap(keep.x, keep.y);
    await game.line("screen Game");
    let report = await game.report();
    assert.ok(!report.some((l) => l.startsWith("new game")), report.join("\n"));
    let saved = await game.page.evaluate(() => localStorage.getItem("peerless/save.json"));
    assert.match(saved, /"board":"534\.7/);
    errors.push(...game.errors);
    await game.page.close();

    // Asked again, and this time given up for the linked puzzle, which is checked and graded.
    game = await openGame(context, otherLink);
    await game.line("screen Replace");
    const replace = await game.menu("Play the new puzzle");
    await game.page.touchscreen.tap(replace.x, replace.y);
    await game.line("screen Generating");
    const started = await game.line("new game ");
    assert.match(started, new RegExp(` ${other.replace(/\./g, "\\.")}$`));
    await game.after(game.lines.indexOf(started) + 1, (l) => l === "screen Game");
    saved = await game.page.evaluate(() => localStorage.getItem("peerless/save.json"));
    // The game given up is counted as started and not won, with the imported puzzles.
    assert.match(saved, /"imported":\{"started":2,"won":0,/);
    errors.push(...game.errors);
    assert.deepEqual(errors, []);
    await context.close();
});
