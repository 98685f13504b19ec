// The engine's worker in the page: new puzzles made, and imported ones graded, by a Web Worker
// running the engine's own module, engine.wasm (web/peerless.js, src/bin/peerless-engine.rs),
// so the page's frames go on meanwhile; and where no worker can run, or it fails, the game makes
// the puzzle itself in its frames, as before. That the worker's puzzle is the seed's own is
// tested beside the code (errand.rs, offload.rs); here, that the page uses it and survives without it.
//
//   web/build.sh && (cd tests/web && npm ci && node --test engine.test.mjs)

import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { launch, openGame, PHONE, PUZZLE, ROOT, serve, SITE } from "./support.mjs";

let server;
let network;
let origin;
// A photo of the training set (tests/data/photos/README.md) and its puzzle, as its .dat says.
const PHOTO = path.join(ROOT, "tests/data/photos/image1.jpg");
const PHOTO_PUZZLE = fs.readFileSync(PHOTO.replace(/\.jpg$/, ".dat"), "utf8")
    .split("\n").slice(2, 11).map((row) => row.trim().split(/\s+/).join("")).join("").replace(/0/g, ".");
let browser;

before(async () => {
    ({ server, network, origin } = await serve());
    browser = await launch();
});

after(async () => {
    await browser?.close();
    server?.close();
});

test("a new puzzle is made by the engine's worker, and a linked one graded there", async () => {
    const context = await browser.newContext(PHONE);
    const game = await openGame(context, `${origin}/index.html?report`);
    await game.tapMenu("Extreme");
    await game.line("engine asked 1");
    await game.line("engine answered 1", 60000);
    const started = await game.line("new game ", 60000);
    assert.match(started, /^new game Extreme [1-9.]{81}$/);
    assert.deepEqual(game.errors, []);
    await context.close();
    // A linked puzzle, in a new context (no game in progress): checked at once, graded by the
    // worker.
    const other = await browser.newContext(PHONE);
    const linked = await openGame(other, `${origin}/index.html?report#${PUZZLE}`);
    await linked.line("engine answered 1", 30000);
    assert.equal(await linked.line("new game "), `new game Easy ${PUZZLE}`);
    assert.deepEqual(linked.errors, []);
    await other.close();
});

test("with no Web Worker, the game makes its puzzle itself in its frames", async () => {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(() => {
        delete window.Worker;
    });
    const game = await openGame(context, `${origin}/index.html?report`);
    await game.tapMenu("Easy");
    assert.match(await game.line("new game ", 60000), /^new game Easy [1-9.]{81}$/);
    assert.ok(!game.lines.some((l) => l.startsWith("engine ")), game.lines.join("\n"));
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("a worker that fails leaves the game to make the puzzle itself", async () => {
    const context = await browser.newContext(PHONE);
    // A worker that cannot start: its error comes as a real one's would, after the post.
    await context.addInitScript(() => {
        window.Worker = class {
            constructor() {
                setTimeout(() => this.onerror?.({ message: "no worker here", preventDefault() {} }), 0);
            }
            postMessage() {}
            terminate() {}
        };
    });
    const game = await openGame(context, `${origin}/index.html?report`);
    // The warning a failed worker leaves in the console is expected: not an error.
    await game.tapMenu("Easy");
    await game.line("engine asked 1");
    assert.match(await game.line("new game ", 60000), /^new game Easy [1-9.]{81}$/);
    assert.ok(!game.lines.some((l) => l.startsWith("engine answered")), game.lines.join("\n"));
    assert.deepEqual(game.errors, []);
    await context.close();
});

/// Runs `play` with the origin of the build served without its `file` (a copy of the folder,
/// served apart), as a server missing it, or a phone offline before it was ever fetched, has it.
async function withoutFile(file, play) {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "peerless-without-"));
    fs.cpSync(SITE, site, { recursive: true });
    fs.rmSync(path.join(site, file));
    const bare = await serve(site, [file]);
    try {
        await play(bare.origin);
    } finally {
        bare.server.close();
        fs.rmSync(site, { recursive: true, force: true });
    }
}

test("the worker runs the engine's own module: without engine.wasm the game makes the puzzle", async () => {
    await withoutFile("engine.wasm", async (bareOrigin) => {
        const context = await browser.newContext(PHONE);
        const game = await openGame(context, `${bareOrigin}/index.html?report`);
        await game.tapMenu("Easy");
        await game.line("engine asked 1");
        assert.match(await game.line("new game ", 60000), /^new game Easy [1-9.]{81}$/);
        assert.ok(!game.lines.some((l) => l.startsWith("engine answered")), game.lines.join("\n"));
        await context.close();
    });
});

test("a photo chosen in the page's file input is read by the photo module and played", async () => {
    const context = await browser.newContext(PHONE);
    const game = await openGame(context, `${origin}/index.html?report`);
    await game.tapMenu("Import");
    // The browser's chooser opens in the tap on "From a photo"; a photo of the training set.
    await game.choosePhoto(PHOTO);
    const read = await game.line("photo read ", 60000);
    assert.match(read, /^photo read \d+ givens, 0 doubtful, solutions one, sure$/);
    // Read beside the game by the photo module, fetched now and not before.
    assert.ok(game.lines.some((l) => l.startsWith("engine answered")), game.lines.join("\n"));
    assert.equal(network.bodies.get("/scan.wasm"), 1);
    // Start, on the review (the typing screen's last tool), plays the puzzle read.
    const start = (await game.current())["tool 5"];
    await game.page.touchscreen.tap(start.x, start.y);
    const started = await game.line("new game ", 30000);
    assert.ok(started.endsWith(` ${PHOTO_PUZZLE}`), `${started} is not ${PHOTO_PUZZLE}`);
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("a file that is no photo, chosen in the page, is refused in words", async () => {
    const context = await browser.newContext(PHONE);
    const game = await openGame(context, `${origin}/index.html?report`);
    await game.tapMenu("Import");
    await game.choosePhoto({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    assert.equal(
        await game.line("photo refused ", 60000),
        "photo refused not-an-image: That file is not a picture: choose a JPEG or PNG photo.",
    );
    await context.close();
});

test("offline at the first photo (no photo module), the player is told the reader could not start", async () => {
    await withoutFile("scan.wasm", async (bareOrigin) => {
        const context = await browser.newContext(PHONE);
        const game = await openGame(context, `${bareOrigin}/index.html?report`);
        await game.tapMenu("Import");
        await game.choosePhoto(PHOTO);
        assert.match(await game.line("photo refused ", 60000), /^photo refused no-reader: The photo reader could not start\./);
        await context.close();
    });
});

test("the photo module's worker ends after half a minute without a photo, and reads the next one", async () => {
    const context = await browser.newContext(PHONE);
    const game = await openGame(context, `${origin}/index.html?report`);
    // The page's timers from now on on a clock the test moves (it flows as the real one).
    await game.page.clock.install();
    await game.tapMenu("Import");
    await game.after(await game.choosePhoto(PHOTO), "photo read ", 60000);
    const idle = game.lines.length;
    await game.page.clock.fastForward(31000);
    await game.after(idle, "engine ended scan");
    // Back to the import screen, and another photo: a new worker reads it.
    const back = (await game.current())["tool 0"];
    const left = game.lines.length;
    await game.page.touchscreen.tap(back.x, back.y);
    await game.after(left, "screen Import");
    const again = await game.choosePhoto(PHOTO);
    assert.match(await game.after(again, "photo read ", 60000), /^photo read \d+ givens/);
    assert.deepEqual(game.errors, []);
    await context.close();
});
