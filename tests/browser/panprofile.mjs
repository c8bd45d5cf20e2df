// Measurement (not a test): where a panning frame's time goes in headless
// Chromium (issue 16: the map keeps 60 fps while panning). The same map and
// drag as panfps.mjs; during the drag it samples the page's main thread with
// V8's profiler (Go's names need a site built with PERISCOPE_WASM_NAMES=1,
// see startprofile.mjs) and reads each of Chromium's processes' CPU time
// from /proc, so that the GPU process's share (SwiftShader draws on the
// CPU) shows beside the game's own. It prints the frame rate, the CPU
// milliseconds per frame of each process type, and the functions with the
// most self and total time on the main thread. PAN_W and PAN_H set the
// page's size (1280×800); PAN_SHOT=FILE.png saves the map after the drag
// (the game's seed is fixed), to compare two builds' pictures.
// PAN_TRACE=FILE.json records a Chrome trace of the drag instead of the
// V8 profile (a sampling profiler on the page's thread would be in it) and
// prints, per process and thread, the trace events with the most self time
// (a slice's time less its children's), per frame: where the page's thread
// spends what V8's profile calls "(program)", and what the GPU process
// draws (SwiftShader on the CPU).
//
//   PERISCOPE_SITE=DIR node tests/browser/panprofile.mjs [top=30] [profile.cpuprofile]
import { readFileSync, writeFileSync } from 'node:fs';
import { Game, READY_TIMEOUT, chromiumPid, cpuByType, cpuProcs, launch, serveDir, siteDir } from './lib.mjs';

const top = parseInt(process.argv[2] || '30', 10);
const out = process.argv[3] || '';
const W = parseInt(process.env.PAN_W || '1280', 10);
const H = parseInt(process.env.PAN_H || '800', 10);

// The trace's categories: Chromium's own slices for the page's thread, its
// compositor, the GPU process's command decoding and the display compositor.
// PAN_TRACE_CATS (comma-separated) adds categories.
const traceCategories = [...(process.env.PAN_TRACE_CATS || '').split(',').filter(Boolean), 'toplevel', 'blink', 'cc', 'gpu', 'viz', 'v8', 'webgl', 'renderer.scheduler', 'benchmark',
  'disabled-by-default-devtools.timeline', 'disabled-by-default-gpu.service', 'disabled-by-default-viz.gpu_composite_time'];

// showTrace prints, for each thread with events, the slices (complete
// events, or begin/end pairs) with the most self time, in ms per frame.
function showTrace(trace, frames, top) {
  const evs = trace.traceEvents || trace;
  const pname = new Map();
  const tname = new Map();
  for (const e of evs) {
    if (e.ph !== 'M') continue;
    if (e.name === 'process_name') pname.set(e.pid, e.args.name);
    if (e.name === 'thread_name') tname.set(`${e.pid}.${e.tid}`, e.args.name);
  }
  // Slices per thread, as [start, end, name], from X events and B/E pairs.
  const slices = new Map();
  const open = new Map();
  for (const e of evs) {
    const k = `${e.pid}.${e.tid}`;
    if (e.ph === 'X' && e.dur !== undefined) {
      if (!slices.has(k)) slices.set(k, []);
      slices.get(k).push([e.ts, e.ts + e.dur, e.name]);
    } else if (e.ph === 'B') {
      if (!open.has(k)) open.set(k, []);
      open.get(k).push(e);
    } else if (e.ph === 'E') {
      const b = (open.get(k) || []).pop();
      if (b) {
        if (!slices.has(k)) slices.set(k, []);
        slices.get(k).push([b.ts, e.ts, b.name]);
      }
    }
  }
  const rows = [];
  for (const [k, ss] of slices) {
    ss.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const self = new Map();
    let busy = 0;
    const stack = [];
    for (const s of ss) {
      while (stack.length && stack[stack.length - 1][1] <= s[0]) stack.pop();
      const d = s[1] - s[0];
      if (stack.length) {
        const p = stack[stack.length - 1];
        self.set(p[2], (self.get(p[2]) || 0) - Math.min(d, p[1] - s[0]));
      } else {
        busy += d;
      }
      self.set(s[2], (self.get(s[2]) || 0) + d);
      stack.push(s);
    }
    rows.push({ k, busy, self });
  }
  rows.sort((a, b) => b.busy - a.busy);
  for (const r of rows.slice(0, 8)) {
    const [pid] = r.k.split('.');
    console.log(`\n${pname.get(Number(pid)) || pid} / ${tname.get(r.k) || r.k}: ${(r.busy / 1000 / frames).toFixed(2)} ms a frame in slices (self time a frame)`);
    for (const [name, v] of [...r.self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      if (v / 1000 / frames < 0.005) break;
      console.log(`${(v / 1000 / frames).toFixed(3).padStart(8)}  ${name}`);
    }
  }
}

const browser = await launch();
const site = await serveDir(siteDir);
const rootPid = chromiumPid();
try {
  const context = await browser.newContext({ viewport: { width: W, height: H }, deviceScaleFactor: 1, locale: 'en-GB' });
  const page = await context.newPage();
  if (process.env.PAN_CTX) {
    // An experiment: context attributes forced on the game's WebGL context.
    await page.addInitScript((extra) => {
      const get = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, attr) {
        return get.call(this, type, Object.assign({}, attr, JSON.parse(extra)));
      };
    }, process.env.PAN_CTX);
  }
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  await game.waitScene('title', READY_TIMEOUT);
  if (!await game.click('new-game')) throw new Error('no New game button');
  await game.waitScene('newgame');
  if (!await game.click('scn:happy-time-1940')) throw new Error('no scenario card for happy-time-1940');
  await game.setSeed(1940); // the same boats every run, for PAN_SHOT's pictures
  if (!await game.click('start')) throw new Error('no Start button');
  await game.passBriefing();
  await game.settle();
  await game.click('zoom-fit');
  // PAN_ZOOM=N: N clicks of the zoom-in button after the fit, so that the
  // drag moves the map (at the fit the whole theatre shows and the camera
  // cannot move: the drag then redraws only when the pointer's highlight
  // changes).
  for (let i = 0; i < parseInt(process.env.PAN_ZOOM || '0', 10); i++) {
    if (!await game.click('zoom-in')) throw new Error('no zoom-in button');
  }
  await page.waitForTimeout(2000);
  const cdp = await context.newCDPSession(page);
  const tracing = process.env.PAN_TRACE || '';
  if (!tracing) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  }
  const frames = () => page.evaluate(() => window.periscopeFrame || 0);
  await page.mouse.move(W * 0.4, H / 2);
  await page.mouse.down();
  if (tracing) {
    await browser.startTracing(page, { path: tracing, screenshots: false, categories: traceCategories });
  } else {
    await cdp.send('Profiler.start');
  }
  const c0 = cpuProcs(rootPid);
  const f0 = await frames();
  const t0 = Date.now();
  for (let i = 0; i < 150; i++) {
    await page.mouse.move(W * 0.4 + (i % 30) * 5, H / 2 + (i % 15) * 4);
    await page.waitForTimeout(30);
  }
  const n = (await frames()) - f0;
  const dt = Date.now() - t0;
  const c1 = cpuByType(rootPid, c0);
  const profile = tracing ? null : (await cdp.send('Profiler.stop')).profile;
  if (tracing) await browser.stopTracing();
  await page.mouse.up();
  if (process.env.PAN_SHOT) {
    // The map where the drag left it, for comparing two builds' pictures.
    await game.holdFrames(30);
    await page.screenshot({ path: process.env.PAN_SHOT });
  }
  console.log(`${W}×${H}: ${n} frames in ${dt} ms: ${(n / dt * 1000).toFixed(1)} fps; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  for (const k of Object.keys(c1).sort()) {
    const d = c1[k];
    console.log(`  CPU ${k.padEnd(14)} ${String(d).padStart(6)} ms, ${(d / n).toFixed(2).padStart(6)} ms a frame`);
  }
  if (tracing) {
    showTrace(JSON.parse(readFileSync(tracing, 'utf8')), n, top);
    process.exit(0);
  }
  if (out) writeFileSync(out, JSON.stringify(profile));

  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const parent = new Map();
  for (const x of profile.nodes) for (const c of x.children || []) parent.set(c, x.id);
  const tds = profile.timeDeltas;
  const self = new Map();
  const total = new Map();
  const name = (x) => {
    const f = x.callFrame;
    let s = f.functionName || '(anonymous)';
    if (f.url && !f.url.includes('.wasm')) s += ` ${f.url.split('/').pop().split('?')[0]}:${f.lineNumber + 1}`;
    return s;
  };
  let sum = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const d = (tds[i + 1] ?? tds[i]) / 1000;
    sum += d;
    const x = byId.get(profile.samples[i]);
    const k = name(x);
    self.set(k, (self.get(k) || 0) + d);
    const seen = new Set();
    for (let id = x.id; id !== undefined; id = parent.get(id)) {
      const kk = name(byId.get(id));
      if (!seen.has(kk)) {
        seen.add(kk);
        total.set(kk, (total.get(kk) || 0) + d);
      }
    }
  }
  const show = (m, title) => {
    console.log(`\n${title} (ms of ${sum.toFixed(0)} sampled; per frame: ÷ ${n})`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${v.toFixed(1).padStart(8)}  ${k}`);
  };
  show(self, 'self time');
  show(total, 'total time');
} finally {
  await browser.close();
  await site.close();
}
