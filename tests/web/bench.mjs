// The page's speed and size targets, measured: the first frame after navigation (the median of
// nine loads, each in a new phone context, under 500 ms) and the wasm's size (at most 800 KB).
// Run on a quiet machine: a busy one measures the machine. With --report it prints the figures
// and the budgets they miss and ends well anyway (what .ci/run does: a shared machine's times
// inform, they do not decide).
//
// With --against DIR it also loads another build (an earlier one, made with web/build.sh DIR),
// the two builds' loads taking turns in the same run, and prints both builds' figures side by
// side: a change's effect measured on the same machine at the same time.
//
//   web/build.sh && (cd tests/web && npm ci && npm run bench [-- --report] [-- --against DIR])

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import { launch, openGame, PHONE, serve, SITE } from "./support.mjs";

const FIRST_FRAME_BUDGET_MS = 500;
const WASM_BUDGET_BYTES = 800_000;
const REPORT_ONLY = process.argv.includes("--report");
const against = process.argv.indexOf("--against");
const OTHER = against >= 0 ? path.resolve(process.argv[against + 1] ?? "") : null;
const LOADS = OTHER ? 15 : 9;

const builds = [{ name: "this build", site: SITE, times: [] }];
if (OTHER) {
    builds.push({ name: OTHER, site: OTHER, times: [] });
}
for (const build of builds) {
    const served = await serve(build.site);
    build.server = served.server;
    build.origin = served.origin;
}
const browser = await launch();
try {
    for (let i = 0; i < LOADS; i++) {
        for (const build of i % 2 === 0 ? builds : [...builds].reverse()) {
            const context = await browser.newContext(PHONE);
            const game = await openGame(context, `${build.origin}/index.html?report`);
            build.times.push(Number((await game.line("first frame ")).split(" ")[2]));
            await context.close();
        }
    }
} finally {
    await browser.close();
    for (const build of builds) {
        build.server.close();
    }
}

let over = false;
for (const [i, build] of builds.entries()) {
    build.times.sort((a, b) => a - b);
    const median = build.times[Math.floor(LOADS / 2)];
    const wasm = fs.readFileSync(path.join(build.site, "peerless.wasm"));
    const gzip = zlib.gzipSync(wasm, { level: 9 }).length;
    if (OTHER) {
        console.log(`${build.name}:`);
    }
    console.log(`first frame after navigation, ${LOADS} loads: ${build.times.join(", ")} ms`);
    console.log(`  median ${median} ms (budget ${FIRST_FRAME_BUDGET_MS} ms)`);
    console.log(`wasm ${wasm.length} bytes, ${gzip} gzip-compressed (budget ${WASM_BUDGET_BYTES} bytes)`);
    if (i > 0) {
        continue; // The other build's budgets are not this one's to meet.
    }
    if (!(median < FIRST_FRAME_BUDGET_MS)) {
        console.log("over budget: the first frame");
        over = true;
    }
    if (wasm.length > WASM_BUDGET_BYTES) {
        console.log("over budget: the wasm");
        over = true;
    }
}
process.exit(over && !REPORT_ONLY ? 1 : 0);
