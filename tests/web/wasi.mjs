// Runs a WebAssembly test binary built for wasm32-wasip1 under Node.js's WASI: cargo's runner
// for the engine's tests compiled with WebAssembly SIMD (.ci/run), so the vectors the page's
// solver uses (src/solver/lanes.rs, simd128) are tested against the portable ones as the
// phones' are under qemu. The whole file system is the binary's, as a native test's is.
//
//   CARGO_TARGET_WASM32_WASIP1_RUNNER="node tests/web/wasi.mjs" cargo test --target wasm32-wasip1 ...

import { readFile } from "node:fs/promises";
import process from "node:process";
import { WASI } from "node:wasi";

const [file, ...args] = process.argv.slice(2);
if (!file) {
    console.error("usage: node tests/web/wasi.mjs TEST.wasm [ARGS...]");
    process.exit(2);
}
const wasi = new WASI({
    version: "preview1",
    args: [file, ...args],
    env: process.env,
    preopens: { "/": "/" },
    returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(file));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exit(wasi.start(instance));
