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

import { launch, openGame, PHONE, PUZZLE, serve, SITE } from "./support.mjs";

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

test("the worker runs the engine's own module: without engine.wasm the game makes the puzzle", async () => {
    // The build without its engine module (a copy of the folder), served apart.
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "peerless-no-engine-"));
    fs.cpSync(SITE, site, { recursive: true });
    fs.rmSync(path.join(site, "engine.wasm"));
    const bare = await serve(site, ["engine.wasm"]);
    try {
        const context = await browser.newContext(PHONE);
        const game = await openGame(context, `${bare.origin}/index.html?report`);
        await game.tapMenu("Easy");
        await game.line("engine asked 1");
        assert.match(await game.line("new game ", 60000), /^new game Easy [1-9.]{81}$/);
        assert.ok(!game.lines.some((l) => l.startsWith("engine answered")), game.lines.join("\n"));
        await context.close();
    } finally {
        bare.server.close();
        fs.rmSync(site, { recursive: true, force: true });
    }
});
