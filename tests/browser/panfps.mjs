// The campaign map's frame rate in headless Chromium (issue 16: the map
// keeps 60 fps while panning): a new Happy Time campaign, the whole map
// with every counter (zoom to fit), idle and while the pointer drags the
// chart. It prints the figures beside the budget, and asserts only that
// frames are drawn (a frame rate depends on the machine and its load).
// It also prints the processor time Chromium's processes used a frame
// while panning (from /proc, by process type): on a shared machine the
// frame rate swings with the other work, the processor time much less.
//
// At the fit the whole theatre shows and the camera cannot move: that
// first drag moves the pointer over a still map, which is redrawn only
// when the pointer's highlight changes (issue 16, session 32). The same
// drag then runs again one step of the zoom-in button closer, where the
// map moves with the pointer and every moved frame is drawn anew: the
// second pair of lines ("zoomed in"). The first pair is kept as it was
// measured before, for comparison with earlier figures.
//
// Each pair is followed by a line on the frames themselves (session 35):
// every animation-frame callback is timed, with the WebGL calls it made,
// and each display frame missed (a gap between callbacks over 1.5 of the
// median) is listed with the callback before it, so that what the frame
// that missed did (how long it ran in the page, how many draws, uploads,
// read-backs) shows beside the rate.
// Each callback listed also names the textures it made (texImage2D, with
// their sizes) and its pixel uploads with the size of the texture they go
// into, and a last line lists what came between the zoom click and the
// zoomed drag's first measured frame (session 37: the stall there was the
// zoom's layer redraw, render/DESIGN.md). Two diagnoses, not measures:
// PANFPS_SLOWDRAWS=1 waits for the GPU after every GL call (a one-pixel
// read-back) and lists the calls over 10 ms with their target's size;
// PANFPS_TRACE=FILE.json records a Chrome trace from the zoom to the end of
// the zoomed drag (PANFPS_TRACE_CATS adds categories).
//
//   PERISCOPE_SITE=build/web node tests/browser/panfps.mjs
import { Game, READY_TIMEOUT, chromiumPid, cpuByType, cpuProcs, launch, serveDir, siteDir } from './lib.mjs';

const browser = await launch();
const rootPid = chromiumPid();
const site = await serveDir(siteDir);
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-GB' });
  // Every animation-frame callback is timed (Ebitengine runs a frame,
  // update and draw, in one): when it was due (the rAF time stamp), how
  // long it ran, and whether the game drew (periscopeFrame moved). While
  // window.periscopeRAF is an array, each callback adds [due, ran ms,
  // frames drawn]: the dropped-frame analysis below.
  await context.addInitScript((slow) => {
    // WebGL calls counted by kind: draws, pixel uploads, read-backs,
    // framebuffer switches (for the frames that missed).
    const gl = { draw: 0, upload: 0, read: 0, fb: 0, clear: 0, link: 0, tex: [] };
    window.periscopeGL = gl;
    for (const C of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
      if (!C) continue;
      const count = (name, k) => {
        const f = C.prototype[name];
        if (f) C.prototype[name] = function (...a) { gl[k]++; return f.apply(this, a); };
      };
      count('drawElements', 'draw');
      count('drawArrays', 'draw');
      count('texSubImage2D', 'upload');
      count('texImage2D', 'upload');
      count('readPixels', 'read');
      count('bindFramebuffer', 'fb');
      count('clear', 'clear');
      count('linkProgram', 'link');
      // A texture's storage made (texImage2D with a size): its size, so a
      // frame that made a large one (an atlas page grown) shows.
      // Pixel uploads (texSubImage2D) too: their size and the size of
      // the texture they go into (a texture's size kept by the texture,
      // the bound one by the unit made active).
      const size = new WeakMap();
      const bound = [];
      let unit = 0;
      const ti = C.prototype.texImage2D;
      const at = C.prototype.activeTexture;
      const bt = C.prototype.bindTexture;
      const ts = C.prototype.texSubImage2D;
      if (ti && at && bt && ts) {
        C.prototype.activeTexture = function (u) { unit = u; return at.call(this, u); };
        C.prototype.bindTexture = function (t, x) { bound[unit] = x; return bt.call(this, t, x); };
        C.prototype.texImage2D = function (...a) {
          if (a.length >= 8 && typeof a[3] === 'number') {
            gl.tex.push(`${a[3]}×${a[4]}`);
            if (bound[unit]) size.set(bound[unit], `${a[3]}×${a[4]}`);
          }
          return ti.apply(this, a);
        };
        C.prototype.texSubImage2D = function (...a) {
          if (a.length >= 8 && typeof a[4] === 'number') gl.tex.push(`upload ${a[4]}×${a[5]} into ${size.get(bound[unit]) || '?'}`);
          return ts.apply(this, a);
        };
      }
      // PANFPS_SLOWDRAWS=1 (a diagnosis, not a measure: it makes every
      // draw wait for the GPU): each draw is followed by finish() and timed,
      // and a draw that took over 10 ms is listed with its target's and its
      // first source's sizes, its program and its index count.
      if (slow && ti) {
        const fbTex = new WeakMap();
        const prog = new WeakMap();
        let fb = null, cur = null, progs = 0;
        const ft = C.prototype.framebufferTexture2D;
        C.prototype.framebufferTexture2D = function (...a) { if (fb) fbTex.set(fb, a[3]); return ft.apply(this, a); };
        const bf = C.prototype.bindFramebuffer;
        C.prototype.bindFramebuffer = function (t, f) { fb = f; return bf.call(this, t, f); };
        const up = C.prototype.useProgram;
        C.prototype.useProgram = function (p) { if (p && !prog.has(p)) prog.set(p, ++progs); cur = p; return up.call(this, p); };
        // finish() is only a flush in Chromium: a one-pixel read-back waits
        // for the GPU process to have run everything before it.
        const rp = C.prototype.readPixels;
        const px = new Uint8Array(4);
        const fin = function () { rp.call(this, 0, 0, 1, 1, this.RGBA, this.UNSIGNED_BYTE, px); };
        for (const name of Object.getOwnPropertyNames(C.prototype)) {
          const dsc = Object.getOwnPropertyDescriptor(C.prototype, name);
          if (typeof dsc.value !== 'function' || name === 'readPixels' || name === 'constructor' || /^(get|is)/.test(name)) continue;
          const f = dsc.value;
          C.prototype[name] = function (...a) {
            const s = performance.now();
            const r = f.apply(this, a);
            fin.call(this);
            const d = performance.now() - s;
            if (d > 10) {
              const dst = fb ? size.get(fbTex.get(fb)) || '?' : 'screen';
              const what = name.startsWith('draw') ? `${a[1]} indices from ${size.get(bound[0]) || '?'}, program ${prog.get(cur)}` :
                a.filter((x) => typeof x === 'number').join(',');
              gl.tex.push(`${name} ${d.toFixed(0)} ms into ${dst} (${what})`);
            }
            return r;
          };
        }
      }
    }
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => raf((t) => {
      const rec = window.periscopeRAF;
      if (!rec) return cb(t);
      const g0 = { ...gl, tex: gl.tex.length };
      const s = performance.now();
      try {
        return cb(t);
      } finally {
        const d = performance.now() - s;
        rec.push([t, d, gl.draw - g0.draw, gl.upload - g0.upload, gl.read - g0.read, gl.fb - g0.fb, gl.clear - g0.clear,
          gl.link - g0.link, gl.tex.slice(g0.tex).join(', ')]);
      }
    });
  }, process.env.PANFPS_SLOWDRAWS === "1");
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  await game.waitScene('title', READY_TIMEOUT);
  if (!await game.click('new-game')) throw new Error('no New game button');
  await game.waitScene('newgame');
  if (!await game.click('scn:happy-time-1940')) throw new Error('no scenario card for happy-time-1940');
  if (!await game.click('start')) throw new Error('no Start button');
  await game.passBriefing();
  await game.settle();
  await game.click('zoom-fit');
  await page.waitForTimeout(2000);
  const frames = () => page.evaluate(() => window.periscopeFrame || 0);
  const rate = async (during) => {
    const f0 = await frames();
    const t0 = Date.now();
    await during();
    return ((await frames()) - f0) / ((Date.now() - t0) / 1000);
  };
  const ci = cpuProcs(rootPid);
  const fi = await frames();
  const idle = await rate(() => page.waitForTimeout(5000));
  const idleCPU = (() => {
    const c = cpuByType(rootPid, ci);
    return c;
  })();
  const idleFrames = (await frames()) - fi;
  // drag moves the pointer, held down, by panfps's steps: the frame rate
  // while it does, and the processor time a frame by process type.
  const drag = async () => {
    await page.mouse.move(500, 400);
    await page.mouse.down();
    const c0 = cpuProcs(rootPid);
    // What came before the drag's first measured frame (since the last
    // drag, the zoom click among it): each callback that made a texture
    // or was followed by a long gap.
    const before = await page.evaluate(() => { const r = window.periscopeRAF; window.periscopeRAF = []; return r; });
    const f0 = await frames();
    const fps = await rate(async () => {
      for (let i = 0; i < 150; i++) {
        await page.mouse.move(500 + (i % 30) * 5, 400 + (i % 15) * 4);
        await page.waitForTimeout(30);
      }
    });
    const nf = (await frames()) - f0;
    const c = cpuByType(rootPid, c0);
    const rec = await page.evaluate(() => { const r = window.periscopeRAF; window.periscopeRAF = null; return r; });
    await page.mouse.up();
    const all = Object.values(c).reduce((a, b) => a + b, 0);
    return { fps, cpu: `${(all / nf).toFixed(2)} ms a frame, all of Chromium's processes (` +
      Object.keys(c).sort().filter((k) => c[k]).map((k) => `${k} ${(c[k] / nf).toFixed(2)}`).join(', ') + ')',
    frames: missed(rec), before: events(before) };
  };
  // events lists the callbacks of rec that made textures or programs, or
  // were followed by a gap of over 100 ms (the stalls), by index.
  const events = (rec) => {
    if (!rec) return 'not recorded';
    const out = [];
    for (let i = 0; i < rec.length; i++) {
      const gap = i + 1 < rec.length ? rec[i + 1][0] - rec[i][0] : 0;
      if (rec[i][7] || rec[i][8] || gap > 100) {
        out.push(`#${i} ran ${rec[i][1].toFixed(1)} ms, ${rec[i][2]} draws, ${rec[i][3]} uploads` + (rec[i][7] ? `, ${rec[i][7]} programs linked` : '') +
          (rec[i][8] ? `, textures made and uploads ${rec[i][8]}` : '') + `, next after ${gap.toFixed(1)} ms`);
      }
    }
    return `${rec.length} callbacks; ${out.length ? out.join('; ') : 'no textures made, no gap over 100 ms'}`;
  };
  // missed sums up the callbacks: a gap between two callbacks' time stamps
  // of more than 1.5 of the median is a missed display frame; each is
  // listed with the callback before it (its time in the game, whether it
  // drew), so that the frame that ran long shows.
  const missed = (rec) => {
    const gaps = [];
    for (let i = 1; i < rec.length; i++) gaps.push(rec[i][0] - rec[i - 1][0]);
    const sorted = [...gaps].sort((a, b) => a - b);
    const med = sorted[sorted.length >> 1] || 0;
    const ran = rec.map((r) => r[1]).sort((a, b) => a - b);
    const q = (a, f) => a[Math.min(a.length - 1, Math.floor(f * a.length))] || 0;
    const desc = (r) => `ran ${r[1].toFixed(1)} ms, ${r[2]} draws` + (r[3] ? `, ${r[3]} uploads` : '') + (r[4] ? `, ${r[4]} read-backs` : '') + `, ${r[5]} fb, ${r[6]} clears` +
      (r[7] ? `, ${r[7]} programs linked` : '') + (r[8] ? `, textures made and uploads ${r[8]}` : '');
    const miss = [];
    for (let i = 0; i < gaps.length; i++) {
      if (gaps[i] > 1.5 * med) miss.push(`${gaps[i].toFixed(1)} ms after #${i} (${desc(rec[i])}; next ${desc(rec[i + 1])})`);
    }
    // Display frames lost: in all, in the largest gap, and after callbacks
    // that drew nothing.
    const lost = (i) => Math.max(0, Math.round(gaps[i] / med) - 1);
    let all = 0, big = 0, idle = 0;
    for (let i = 0; i < gaps.length; i++) {
      all += lost(i);
      big = Math.max(big, lost(i));
      if (rec[i][2] === 0) idle += lost(i);
    }
    miss.sort((a, b) => parseFloat(b) - parseFloat(a));
    const drew = rec.filter((r) => r[2] > 0);
    const sum = (k) => rec.reduce((a, r) => a + r[k], 0);
    return `${rec.length} callbacks, ${drew.length} drew (GL draws ${sum(2)}, uploads ${sum(3)}, read-backs ${sum(4)}, framebuffer binds ${sum(5)}, clears ${sum(6)}); interval median ${med.toFixed(2)} ms, max ${(sorted[sorted.length - 1] || 0).toFixed(1)}; ` +
      `in the game median ${q(ran, 0.5).toFixed(2)} ms, p90 ${q(ran, 0.9).toFixed(2)}, p99 ${q(ran, 0.99).toFixed(2)}, max ${q(ran, 1).toFixed(2)}; ` +
      `${all} display frames lost (${big} in the largest gap, ${idle} after callbacks that drew nothing), ${miss.length} gaps${miss.length ? ': ' + miss.slice(0, 8).join('; ') : ''}`;
  };
  // Panning redraws the whole map every time the pointer moves.
  const fit = await drag();
  await game.shot('panfps-map');
  console.log(`frame rate while panning: ${fit.fps.toFixed(1)} fps (budget ≥ 60), idle ${idle.toFixed(1)} fps (campaign map, 1280×800, whole map)`);
  console.log(`processor while panning: ${fit.cpu}`);
  console.log(`processor while idle: ${Object.keys(idleCPU).sort().filter((k) => idleCPU[k]).map((k) => `${k} ${(idleCPU[k] / idleFrames).toFixed(2)}`).join(', ')} ms a frame`);
  console.log(`frames while panning: ${fit.frames}`);
  await page.evaluate(() => { window.periscopeRAF = []; });
  // PANFPS_TRACE=FILE.json records a Chrome trace from the zoom to the end
  // of the zoomed drag (a diagnosis of the stalls; see panprofile.mjs).
  if (process.env.PANFPS_TRACE) {
    await browser.startTracing(page, { path: process.env.PANFPS_TRACE, screenshots: false,
      categories: [...(process.env.PANFPS_TRACE_CATS || '').split(',').filter(Boolean), 'toplevel', 'blink', 'cc', 'gpu', 'viz', 'v8', 'webgl', 'renderer.scheduler', 'disabled-by-default-devtools.timeline', 'disabled-by-default-gpu.service'] });
  }
  if (!await game.click('zoom-in')) throw new Error('no zoom-in button');
  await page.waitForTimeout(2000);
  const zoomed = await drag();
  if (process.env.PANFPS_TRACE) await browser.stopTracing();
  await game.shot('panfps-map-zoomed');
  console.log(`frame rate while panning zoomed in: ${zoomed.fps.toFixed(1)} fps (budget ≥ 60) (campaign map, 1280×800, one step of zoom-in from the whole map: the map moves)`);
  console.log(`processor while panning zoomed in: ${zoomed.cpu}`);
  console.log(`frames while panning zoomed in: ${zoomed.frames}`);
  console.log(`from the zoom to the zoomed drag's first frame: ${zoomed.before}`);
  const pan = Math.min(fit.fps, zoomed.fps);
  if (!(pan > 0 && idle > 0)) throw new Error('no frames drawn');
} catch (e) {
  console.error('panfps:', e.message);
  failed = true;
} finally {
  await browser.close();
  await site.close();
}
process.exit(failed ? 1 : 0);
