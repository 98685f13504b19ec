// Where a page load's time goes before the first frame, for someone making it sooner: for each
// of a few loads in a phone context, the resources' fetch times, when the wasm's compilation and
// instantiation started and ended, the WebGL context's creation, the first animation frames,
// and the count and time of the WebGL calls that cost the most (texture uploads, shaders).
// It times the page in a browser as it runs; it checks nothing (npm run bench has the budgets).
//
//   web/build.sh && (cd tests/web && npm run timeline)      # PEERLESS_WEB_DIR for another build

import { launch, PHONE, serve } from "./support.mjs";

const LOADS = 3;
const { server, origin } = await serve();
const browser = await launch();
try {
    for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext(PHONE);
        await context.addInitScript(() => {
            const marks = (window.__marks = {});
            const mark = (name) => (marks[name] = Math.round(performance.now()));
            const compile = WebAssembly.compileStreaming;
            WebAssembly.compileStreaming = function (...args) {
                mark("compile start");
                return compile.apply(this, args).then((module) => (mark("compiled"), module));
            };
            const instantiate = WebAssembly.instantiate;
            WebAssembly.instantiate = function (...args) {
                mark("instantiate start");
                return instantiate.apply(this, args).then((instance) => (mark("instantiated"), instance));
            };
            const getContext = HTMLCanvasElement.prototype.getContext;
            HTMLCanvasElement.prototype.getContext = function (...args) {
                mark(`getContext ${args[0]}`);
                const made = getContext.apply(this, args);
                mark("context made");
                return made;
            };
            const calls = (window.__gl = {});
            for (const Context of [WebGLRenderingContext, WebGL2RenderingContext]) {
                for (const name of ["texSubImage2D", "texImage2D", "compileShader", "getShaderParameter", "linkProgram", "bufferSubData"]) {
                    const call = Context.prototype[name];
                    Context.prototype[name] = function (...args) {
                        const start = performance.now();
                        const result = call.apply(this, args);
                        const seen = (calls[name] = calls[name] || [0, 0]);
                        seen[0] += 1;
                        seen[1] += performance.now() - start;
                        return result;
                    };
                }
            }
            const request = window.requestAnimationFrame.bind(window);
            let frames = 0;
            window.requestAnimationFrame = (callback) => request((time) => {
                frames += 1;
                if (frames <= 2) {
                    mark(`animation frame ${frames}`);
                }
                callback(time);
            });
        });
        const page = await context.newPage();
        await page.goto(`${origin}/index.html?report`);
        await page.waitForFunction(() => window.peerlessReport?.some((line) => line.startsWith("first frame")));
        const seen = await page.evaluate(() => ({
            first: window.peerlessReport.find((line) => line.startsWith("first frame")),
            fetched: performance.getEntriesByType("resource").map((e) => `${e.name.split("/").pop()} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`),
            marks: window.__marks,
            calls: Object.entries(window.__gl).map(([name, [count, ms]]) => `${name} ${count}x ${Math.round(ms)} ms`),
        }));
        console.log(`${seen.first}\n  fetched: ${seen.fetched.join(", ")}\n  marks: ${Object.entries(seen.marks).map(([k, v]) => `${k} ${v}`).join(", ")}\n  WebGL: ${seen.calls.join(", ")}`);
        await context.close();
    }
} finally {
    await browser.close();
    server.close();
}
