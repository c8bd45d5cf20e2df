// Frame rate of Europe 1941's table in headless Chromium (issue 19): the
// title screen's, then the table's at Germany's first decision, idle and
// with the pointer moving over the map. It prints the figures; it asserts
// only that frames are drawn (a frame rate depends on the machine).
//
//   PERISCOPE_SITE=build/web node tests/browser/europe-fps.mjs
import { Game, READY_TIMEOUT, launch, serveDir, siteDir } from './lib.mjs';

const browser = await launch();
const site = await serveDir(siteDir);
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-GB' });
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  await game.waitScene('title', READY_TIMEOUT);
  const frames = () => page.evaluate(() => window.periscopeFrame || 0);
  const rate = async (ms, during) => {
    const f0 = await frames();
    const t0 = Date.now();
    if (during) await during();
    else await page.waitForTimeout(ms);
    return ((await frames()) - f0) / ((Date.now() - t0) / 1000);
  };
  await page.waitForTimeout(2000);
  const title = await rate(5000);
  if (!await game.click('new-game')) throw new Error('no New game button');
  await game.waitScene('newgame');
  if (!await game.click('game:europe/europe')) throw new Error('no Europe tab');
  await game.holdFrames(2);
  if (!await game.click('scn:europe-1941')) throw new Error('no four-player scenario');
  for (const seat of ['su', 'uk', 'us']) await game.click('seat:' + seat); // all four people
  if (!await game.click('start')) throw new Error('no Start button');
  await game.waitScene('table', 120_000);
  let s = await game.status();
  if (s.info.curtain === 'true') await game.click('curtain');
  await page.waitForTimeout(3000);
  const idle = await rate(8000);
  if (process.env.EUROPE_TRACE_FILE) {
    // Chromium's performance trace (every process, the GPU's included).
    await browser.startTracing(page, { path: process.env.EUROPE_TRACE_FILE, categories: (process.env.EUROPE_TRACE_CATS || 'toplevel,gpu,viz,cc').split(',') });
    await page.waitForTimeout(4000);
    await browser.stopTracing();
  }
  if (process.env.EUROPE_PROFILE) {
    // A CPU profile of the page's main thread (the wasm's functions by
    // name when the wasm keeps its name section), self time per function.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.waitForTimeout(6000);
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map();
    const dt = profile.timeDeltas.reduce((a, b) => a + b, 0) / profile.samples.length / 1000;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    for (const id of profile.samples) {
      const n = byId.get(id);
      const k = n.callFrame.functionName || n.callFrame.url || '(anon)';
      self.set(k, (self.get(k) || 0) + dt);
    }
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
    for (const [k, ms] of top) console.log(`${ms.toFixed(0).padStart(7)} ms  ${k}`);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.EUROPE_PROFILE, JSON.stringify(profile));
  }
  const moving = await rate(0, async () => {
    for (let i = 0; i < 80; i++) {
      await page.mouse.move(200 + (i % 40) * 12, 250 + (i % 8) * 20);
      await page.waitForTimeout(50);
    }
  });
  console.log(`europe-fps: title ${title.toFixed(1)} fps; Europe table ${idle.toFixed(1)} fps idle, ${moving.toFixed(1)} fps with the pointer moving over the map`);
  await page.screenshot({ path: 'tests/browser/screenshots/europe-fps-table.png' });
  if (!(idle > 0)) throw new Error('no frames drawn on the table');
  await context.close();
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await browser.close();
  await site.close();
}
process.exit(failed ? 1 : 0);
