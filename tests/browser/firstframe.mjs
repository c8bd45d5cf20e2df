// Measurement (not a pass/fail test): time from navigation to the game's
// first frame, and the Go heap at that frame, in headless Chromium at
// 1280×800, against the budgets (≤ 1.0 s, ≤ 32 MB). Each run is a fresh
// browser context (nothing cached); prints every run and the median, and
// saves a screenshot of the title from the last run.
//
//   node tests/browser/firstframe.mjs URL [runs=5] [shot.png]
//
// The heap is what the game publishes at its first frame
// (window.periscopeFirstFrameHeap, see render/app.go): totalAlloc is every
// byte allocated up to that frame, heapSys the heap's memory from the
// system (the wasm memory never gives it back).
import { chromium } from 'playwright-core';

const url = process.argv[2];
const runs = parseInt(process.argv[3] || '5', 10);
const shot = process.argv[4] || '';
if (!url) {
  console.error('usage: node tests/browser/firstframe.mjs URL [runs] [shot.png]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: [
    '--headless', '--no-sandbox', '--enable-unsafe-swiftshader',
    '--disable-background-networking', '--no-first-run',
    '--disable-component-update', '--disable-sync',
  ],
});

const MB = 1 << 20;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const first = [], total = [], sys = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => typeof window.periscopeFirstFrame === 'number', null, { timeout: 120_000 });
    const r = await page.evaluate(() => {
      const wasm = performance.getEntriesByType('resource').find((e) => e.name.includes('.wasm'));
      return {
        t: window.periscopeFirstFrame, heap: window.periscopeFirstFrameHeap || null,
        origin: performance.timeOrigin, wasmEnd: wasm ? wasm.responseEnd : NaN,
      };
    });
    first.push(r.t);
    const h = r.heap || { totalAlloc: NaN, heapAlloc: NaN, heapSys: NaN, sys: NaN, startMs: NaN, frameMs: NaN };
    total.push(h.totalAlloc);
    sys.push(h.heapSys);
    const goStart = h.startMs - r.origin, goFrame = h.frameMs - h.startMs;
    console.log(`run ${i + 1}: first frame ${Math.round(r.t)} ms (wasm downloaded at ${Math.round(r.wasmEnd)} ms, ` +
      `Go started at ${Math.round(goStart)} ms, Go start to first frame ${Math.round(goFrame)} ms); Go heap allocated ${(h.totalAlloc / MB).toFixed(1)} MB, ` +
      `live ${(h.heapAlloc / MB).toFixed(1)} MB, from system ${(h.heapSys / MB).toFixed(1)} MB (all memory ${(h.sys / MB).toFixed(1)} MB)`);
    if (shot && i === runs - 1) {
      await page.waitForFunction(() => (window.periscopeFrame || 0) >= 5, null, { timeout: 30_000 });
      await page.screenshot({ path: shot });
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`first frame            ${(median(first) / 1000).toFixed(2)} s     budget ≤ 1.0 s   (median of ${runs})`);
console.log(`Go heap at first frame ${(median(total) / MB).toFixed(1)} MB allocated, ${(median(sys) / MB).toFixed(1)} MB from system   budget ≤ 32 MB`);
