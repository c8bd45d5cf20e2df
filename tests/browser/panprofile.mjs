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
//
//   PERISCOPE_SITE=DIR node tests/browser/panprofile.mjs [top=30] [profile.cpuprofile]
import { readFileSync, writeFileSync } from 'node:fs';
import { Game, READY_TIMEOUT, chromiumPid, cpuByType, cpuProcs, launch, serveDir, siteDir } from './lib.mjs';

const top = parseInt(process.argv[2] || '30', 10);
const out = process.argv[3] || '';
const W = parseInt(process.env.PAN_W || '1280', 10);
const H = parseInt(process.env.PAN_H || '800', 10);

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
  await page.waitForTimeout(2000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  const frames = () => page.evaluate(() => window.periscopeFrame || 0);
  await page.mouse.move(W * 0.4, H / 2);
  await page.mouse.down();
  await cdp.send('Profiler.start');
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
  const { profile } = await cdp.send('Profiler.stop');
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
