// Measurement (not a pass/fail test): time from navigation to the game's
// first frame, and the Go heap at that frame, in headless Chromium at
// 1280×800, against the budgets (≤ 1.0 s, ≤ 32 MB). Each run is a fresh
// browser context (nothing cached); prints every run and the median, and
// saves a screenshot of the title from the last run.
//
//   node tests/browser/firstframe.mjs URL [runs=5] [shot.png]
//
// With FIRSTFRAME_VS=URL2 it loads URL2 (another build, e.g. main's) in
// turn with URL, run for run, and prints URL2's medians too: an A/B taken
// under the same load.
//
// The heap is what the game publishes at its first frame
// (window.periscopeFirstFrameHeap, see render/app.go): totalAlloc is every
// byte allocated up to that frame, heapSys the heap's memory from the
// system (the wasm memory never gives it back).
//
// The stages of the start-up, each the time from one point to the next
// (medians printed at the end; a build without the marks prints none):
// the page until the wasm's request (page), the wasm's download (its
// request to its last byte: the browser compiles as it arrives), the
// compile's and instantiation's tail after the last byte (loader.js marks
// periscope:compiled), the Go runtime's and the packages' initialisation
// (to main's periscope:main), main's set-up (to periscope:rungame),
// Ebitengine's start (to the first Update, periscope:update), the first
// update (to the first Draw, periscope:draw) and the first draw (to the
// first frame's stamp).
//
// It also prints the processor time Chromium's processes used from the
// navigation to the first frame (from /proc, by process type: the page's
// renderer, the GPU process where SwiftShader draws, the browser): on a
// shared machine the wall time swings with the other work, the processor
// time much less, so it is the figure to compare two builds by.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { chromiumPid, cpuByType, cpuProcs } from './lib.mjs';

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

const rootPid = chromiumPid();
const MB = 1 << 20;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const vs = process.env.FIRSTFRAME_VS || '';
const newSite = (u, name) => ({ url: u, name, first: [], total: [], sys: [], cpu: [], stages: [] });
const sites = vs ? [newSite(url, 'this build'), newSite(vs, 'FIRSTFRAME_VS')] : [newSite(url, '')];
// STAGES names the start-up's stages: each ends at its point, the first
// begins at the navigation.
const STAGES = [['page', 'wasmStart'], ['download', 'wasmEnd'], ['compile tail', 'compiled'], ['Go init', 'main'],
  ['main', 'rungame'], ['Ebitengine start', 'update'], ['first update', 'draw'], ['first draw', 'first']];
const stagesOf = (p) => {
  let at = 0;
  return STAGES.map(([, k]) => { const d = p[k] - at; at = p[k]; return d; });
};
const fmtStages = (xs) => STAGES.map(([n], i) => `${n} ${Number.isFinite(xs[i]) ? Math.round(xs[i]) : '–'}`).join(', ');
try {
  for (let i = 0; i < runs; i++) {
    // Alternate which goes first, so neither always meets the same moment.
    const order = i % 2 ? [...sites].reverse() : sites;
    for (const site of order) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const c0 = cpuProcs(rootPid);
      await page.goto(site.url, { waitUntil: 'load' });
      await page.waitForFunction(() => typeof window.periscopeFirstFrame === 'number', null, { timeout: 120_000 });
      const c = cpuByType(rootPid, c0);
      const r = await page.evaluate(() => {
        const wasm = performance.getEntriesByType('resource').find((e) => e.name.includes('.wasm'));
        const mark = (n) => {
          const m = performance.getEntriesByName('periscope:' + n, 'mark')[0];
          return m ? m.startTime : NaN;
        };
        return {
          t: window.periscopeFirstFrame, heap: window.periscopeFirstFrameHeap || null,
          origin: performance.timeOrigin, wasmEnd: wasm ? wasm.responseEnd : NaN,
          points: {
            wasmStart: wasm ? wasm.startTime : NaN, wasmEnd: wasm ? wasm.responseEnd : NaN,
            compiled: mark('compiled'), main: mark('main'), rungame: mark('rungame'), update: mark('update'),
            draw: mark('draw'), first: window.periscopeFirstFrame,
          },
        };
      });
      site.first.push(r.t);
      const st = stagesOf(r.points);
      site.stages.push(st);
      const h = r.heap || { totalAlloc: NaN, heapAlloc: NaN, heapSys: NaN, sys: NaN, startMs: NaN, frameMs: NaN };
      site.total.push(h.totalAlloc);
      site.sys.push(h.heapSys);
      const cpuAll = Object.values(c).reduce((a, b) => a + b, 0);
      site.cpu.push(cpuAll);
      const goStart = h.startMs - r.origin, goFrame = h.frameMs - h.startMs;
      console.log(`run ${i + 1}${site.name ? ' (' + site.name + ')' : ''}: first frame ${Math.round(r.t)} ms (wasm downloaded at ${Math.round(r.wasmEnd)} ms, ` +
        `Go started at ${Math.round(goStart)} ms, Go start to first frame ${Math.round(goFrame)} ms); Go heap allocated ${(h.totalAlloc / MB).toFixed(1)} MB, ` +
        `live ${(h.heapAlloc / MB).toFixed(1)} MB, from system ${(h.heapSys / MB).toFixed(1)} MB (all memory ${(h.sys / MB).toFixed(1)} MB); ` +
        `processor ${cpuAll} ms (${Object.keys(c).sort().filter((k) => c[k]).map((k) => `${k} ${c[k]}`).join(', ')}); load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
      if (st.slice(2).some(Number.isFinite)) console.log(`  stages (ms): ${fmtStages(st)}`);
      if (shot && i === runs - 1 && site === sites[0]) {
        await page.waitForFunction(() => (window.periscopeFrame || 0) >= 5, null, { timeout: 30_000 });
        await page.screenshot({ path: shot });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
// medianStages is each stage's median over a site's runs (and its spread,
// the least and the most).
const medianStages = (site) => STAGES.map(([n], i) => {
  const xs = site.stages.map((st) => st[i]).filter(Number.isFinite);
  return xs.length ? `${n} ${Math.round(median(xs))} (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))})` : `${n} –`;
}).join(', ');
const { first, total, sys, cpu } = sites[0];
if (vs) {
  const o = sites[1];
  console.log(`(FIRSTFRAME_VS ${vs}: first frame ${(median(o.first) / 1000).toFixed(2)} s (${(Math.min(...o.first) / 1000).toFixed(2)}–${(Math.max(...o.first) / 1000).toFixed(2)}), processor ${median(o.cpu)} ms, Go heap ${(median(o.total) / MB).toFixed(1)} MB allocated, median of ${runs}, loaded in turn with this build)`);
  console.log(`(FIRSTFRAME_VS stages, ms, median (least–most): ${medianStages(o)})`);
}
console.log(`first frame            ${(median(first) / 1000).toFixed(2)} s     budget ≤ 1.0 s   (median of ${runs}; ${(Math.min(...first) / 1000).toFixed(2)}–${(Math.max(...first) / 1000).toFixed(2)})`);
console.log(`stages of the start-up, ms, median (least–most): ${medianStages(sites[0])}`);
console.log(`processor time to the first frame ${median(cpu)} ms, all of Chromium's processes (median of ${runs})`);
console.log(`Go heap at first frame ${(median(total) / MB).toFixed(1)} MB allocated, ${(median(sys) / MB).toFixed(1)} MB from system   budget ≤ 32 MB`);
