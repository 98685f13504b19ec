// The page's speed and size targets, measured: the first frame after navigation (the median of
// nine loads, each in a new phone context, under 500 ms) and the wasm's size (at most 800 KB).
// Run on a quiet machine: a busy one measures the machine. With --report it prints the figures
// and the budgets they miss and ends well anyway (what .ci/run does: a shared machine's times
// inform, they do not decide).
//
//   web/build.sh && (cd tests/web && npm ci && npm run bench [-- --report])

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import { launch, openGame, PHONE, serve, SITE } from "./support.mjs";

const LOADS = 9;
const FIRST_FRAME_BUDGET_MS = 500;
const WASM_BUDGET_BYTES = 800_000;
const REPORT_ONLY = process.argv.includes("--report");

const { server, origin } = await serve();
const browser = await launch();
const times = [];
try {
    for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext(PHONE);
        const game = await openGame(context, `${origin}/index.html?report`);
        times.push(Number((await game.line("first frame ")).split(" ")[2]));
        await context.close();
    }
} finally {
    await browser.close();
    server.close();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(LOADS / 2)];
const wasm = fs.readFileSync(path.join(SITE, "peerless.wasm"));
const gzip = zlib.gzipSync(wasm, { level: 9 }).length;
console.log(`first frame after navigation, ${LOADS} loads: ${times.join(", ")} ms`);
console.log(`  median ${median} ms (budget ${FIRST_FRAME_BUDGET_MS} ms)`);
console.log(`wasm ${wasm.length} bytes, ${gzip} gzip-compressed (budget ${WASM_BUDGET_BYTES} bytes)`);
let over = false;
if (!(median < FIRST_FRAME_BUDGET_MS)) {
    console.log("over budget: the first frame");
    over = true;
}
if (wasm.length > WASM_BUDGET_BYTES) {
    console.log("over budget: the wasm");
    over = true;
}
process.exit(over && !REPORT_ONLY ? 1 : 0);
