// Measurement (not a test): where the time to the first frame goes, by
// V8's sampling profiler in headless Chromium (issue 16). It loads the page
// with the profiler running from before navigation to the game's first
// frame, and prints the functions with the most self time and the most
// total time (inclusive), and the page's milestones. For Go's names the
// wasm must keep its symbols: build the site with PERISCOPE_WASM_NAMES=1
// (go build ./cmd/serve, then PERISCOPE_WASM_NAMES=1 serve -out DIR).
//
//   node tests/browser/startprofile.mjs URL [top=40] [profile.cpuprofile]
//
// The .cpuprofile opens in Chromium's DevTools (Performance panel).
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const url = process.argv[2];
const top = parseInt(process.argv[3] || '40', 10);
const out = process.argv[4] || '';
if (!url) {
  console.error('usage: node tests/browser/startprofile.mjs URL [top] [profile.cpuprofile]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking',
    '--no-first-run', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.periscopeFirstFrame === 'number', null, { timeout: 120_000 });
  const { profile } = await cdp.send('Profiler.stop');
  const r = await page.evaluate(() => {
    const wasm = performance.getEntriesByType('resource').find((e) => e.name.includes('.wasm'));
    const h = window.periscopeFirstFrameHeap || {};
    return { t: window.periscopeFirstFrame, wasmEnd: wasm ? wasm.responseEnd : NaN, goStart: h.startMs - performance.timeOrigin };
  });
  console.log(`first frame ${Math.round(r.t)} ms: wasm downloaded at ${Math.round(r.wasmEnd)} ms, Go's render package initialised at ${Math.round(r.goStart)} ms`);
  if (out) writeFileSync(out, JSON.stringify(profile));

  // Self time per node from the samples, then per function name; total
  // time per function counts each sample once per distinct name on its stack.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const dt = profile.timeDeltas;
  const self = new Map();
  const total = new Map();
  const name = (n) => {
    const f = n.callFrame;
    let s = f.functionName || '(anonymous)';
    if (f.url && !f.url.includes('.wasm')) s += ` ${f.url.split('/').pop().split('?')[0]}:${f.lineNumber + 1}`;
    return s;
  };
  let sum = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const d = (dt[i + 1] ?? dt[i]) / 1000; // ms until the next sample
    sum += d;
    let n = byId.get(profile.samples[i]);
    const k = name(n);
    self.set(k, (self.get(k) || 0) + d);
    const seen = new Set();
    for (let id = n.id; id !== undefined; id = parent.get(id)) {
      const kk = name(byId.get(id));
      if (!seen.has(kk)) {
        seen.add(kk);
        total.set(kk, (total.get(kk) || 0) + d);
      }
    }
  }
  const show = (m, title) => {
    console.log(`\n${title} (ms of ${sum.toFixed(0)} sampled)`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${v.toFixed(1).padStart(8)}  ${k}`);
  };
  show(self, 'self time');
  show(total, 'total time');
  await context.close();
} finally {
  await browser.close();
}
