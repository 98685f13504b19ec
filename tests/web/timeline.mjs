import { launch, PHONE, serve } from "./support.mjs";
const { server, origin } = await serve(process.env.PEERLESS_WEB_DIR);
const browser = await launch();
const rows = [];
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => {
    const t = (k) => (window.__t = window.__t || {}, window.__t[k] = performance.now());
    const cs = WebAssembly.compileStreaming;
    WebAssembly.compileStreaming = function (...a) { t("compile start"); return cs.apply(this, a).then((m) => { t("compiled"); return m; }); };
    const inst = WebAssembly.instantiate;
    WebAssembly.instantiate = function (...a) { t("instantiate start"); return inst.apply(this, a).then((m) => { t("instantiated"); return m; }); };
    const gc = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (...a) { t("getContext " + a[0]); const r = gc.apply(this, a); t("gotContext"); return r; };
    window.__gl = {};
    for (const C of [WebGLRenderingContext, WebGL2RenderingContext]) for (const name of ["texSubImage2D", "texImage2D", "compileShader", "linkProgram", "drawElements", "bufferSubData", "bufferData", "getShaderParameter", "getProgramParameter"]) {
      const f = C.prototype[name]; if (!f) continue;
      C.prototype[name] = function (...a) { const t0 = performance.now(); const r = f.apply(this, a); const g = window.__gl[name] = window.__gl[name] || [0, 0]; g[0]++; g[1] += performance.now() - t0; return r; };
    }
    const raf = window.requestAnimationFrame.bind(window); let n = 0;
    window.requestAnimationFrame = (cb) => raf((ts) => { n++; if (n <= 2) t("raf " + n); cb(ts); });
  });
  const page = await context.newPage();
  await page.goto(`${origin}/index.html?report`);
  await page.waitForFunction(() => window.peerlessReport && window.peerlessReport.some((l) => l.startsWith("first frame")));
  const r = await page.evaluate(() => {
    const res = Object.fromEntries(performance.getEntriesByType("resource").map((e) => [e.name.split("/").pop(), [Math.round(e.startTime), Math.round(e.responseEnd)]]));
    return { t: Object.fromEntries(Object.entries(window.__t).map(([k, v]) => [k, Math.round(v)])), res, first: window.peerlessReport.find((l) => l.startsWith("first frame")), dcl: Math.round(performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd), gl: Object.fromEntries(Object.entries(window.__gl).map(([k, v]) => [k, [v[0], Math.round(v[1])]])) };
  });
  rows.push(r);
  await context.close();
}
for (const r of rows) console.log(r.first, "| dcl", r.dcl, "|", JSON.stringify(r.res), "|", JSON.stringify(r.t), JSON.stringify(r.gl));
await browser.close(); server.close();
