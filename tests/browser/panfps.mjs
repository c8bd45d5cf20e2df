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
//   PERISCOPE_SITE=build/web node tests/browser/panfps.mjs
import { Game, READY_TIMEOUT, chromiumPid, cpuByType, cpuProcs, launch, serveDir, siteDir } from './lib.mjs';

const browser = await launch();
const rootPid = chromiumPid();
const site = await serveDir(siteDir);
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-GB' });
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
  const idle = await rate(() => page.waitForTimeout(5000));
  // drag moves the pointer, held down, by panfps's steps: the frame rate
  // while it does, and the processor time a frame by process type.
  const drag = async () => {
    await page.mouse.move(500, 400);
    await page.mouse.down();
    const c0 = cpuProcs(rootPid);
    const f0 = await frames();
    const fps = await rate(async () => {
      for (let i = 0; i < 150; i++) {
        await page.mouse.move(500 + (i % 30) * 5, 400 + (i % 15) * 4);
        await page.waitForTimeout(30);
      }
    });
    const nf = (await frames()) - f0;
    const c = cpuByType(rootPid, c0);
    await page.mouse.up();
    const all = Object.values(c).reduce((a, b) => a + b, 0);
    return { fps, cpu: `${(all / nf).toFixed(2)} ms a frame, all of Chromium's processes (` +
      Object.keys(c).sort().filter((k) => c[k]).map((k) => `${k} ${(c[k] / nf).toFixed(2)}`).join(', ') + ')' };
  };
  // Panning redraws the whole map every time the pointer moves.
  const fit = await drag();
  await game.shot('panfps-map');
  console.log(`frame rate while panning: ${fit.fps.toFixed(1)} fps (budget ≥ 60), idle ${idle.toFixed(1)} fps (campaign map, 1280×800, whole map)`);
  console.log(`processor while panning: ${fit.cpu}`);
  if (!await game.click('zoom-in')) throw new Error('no zoom-in button');
  await page.waitForTimeout(2000);
  const zoomed = await drag();
  await game.shot('panfps-map-zoomed');
  console.log(`frame rate while panning zoomed in: ${zoomed.fps.toFixed(1)} fps (budget ≥ 60) (campaign map, 1280×800, one step of zoom-in from the whole map: the map moves)`);
  console.log(`processor while panning zoomed in: ${zoomed.cpu}`);
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
