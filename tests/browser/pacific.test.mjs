// Browser test (node:test) of the Pacific campaign (Silent War, issue 17) on
// the built site (PERISCOPE_SITE, default build/web), played through the
// real page: the new-game page's Pacific tab, the Wahoo patrol's briefing,
// the campaign map of the Pacific and the prompt panel.
//
//   node --test tests/browser/pacific.test.mjs                    # CI form
//   PACIFIC_BROWSER=long node --test tests/browser/pacific.test.mjs
//
// The CI form starts "Wahoo: Morton's third patrol" from the new-game page's
// Pacific tab at 1024×640, takes command, answers the first two decisions
// through the prompt panel (the first option that moves the boat) and checks that each
// answer is taken and that the page logs no error; then it takes the
// screenshots at 1024×640 and 1920×1080 (tests/browser/screenshots/
// pacific-map-*.png). The long form plays the patrol on to its report.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { Game, launch, serveDir, shots, siteDir } from './lib.mjs';

const long = process.env.PACIFIC_BROWSER === 'long';
const decisions = long ? 400 : 2;

let browser;
let site;
before(async () => {
  browser = await launch();
  site = await serveDir(siteDir);
});
after(async () => {
  await browser.close();
  await site.close();
});

// shot takes a screenshot with a long timeout (SwiftShader on a busy
// machine may take more than holdFrames' 30 s for a 1920×1080 frame).
async function shot(game, name) {
  await game.holdFrames(3).catch(() => game.page.waitForTimeout(5_000));
  await game.page.screenshot({ path: join(shots, name + '.png'), timeout: 300_000 });
}

// answerFirst answers the pending decision with its first option that
// acts (not "stay in port") on the prompt panel (Enter on the focused one if none is drawn) and waits until
// the game counts it, or leaves the map (a combat board, the report).
async function answerFirst(game, s) {
  const before = Number(s.info.decisions);
  // The first option, unless it keeps the boat in port or does nothing.
  const opts = s.buttons.filter((b) => b.id.startsWith('opt:') && b.enabled && b.w > 0);
  const opt = opts.length > 1 && /stay|none|wait/i.test(opts[0].id + ' ' + opts[0].label) ? opts[1] : opts[0];
  if (!(opt && await game.click(opt.id))) await game.press('Enter');
  return game.waitFor((d) => {
    const r = window.periscopeReady;
    return r && (r.scene !== 'map' || Number(r.info.decisions) > d);
  }, before, `decision ${before + 1} answered`, 120_000);
}

test('Wahoo: the Pacific patrol starts from the new-game page and plays through the prompt panel', { timeout: long ? 3_600_000 : 900_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1, locale: 'en-GB' });
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  await game.chooseScenario('campaign/pacific', 'wahoo-1943');
  await game.setSeed(1); // the same patrol every run
  if (!await game.click('start')) throw new Error('no Start button');
  const t0 = Date.now();
  await game.passBriefing();
  let s = await game.settle();
  assert.equal(s.scene, 'map');
  const start = Number(s.info.decisions);
  for (let i = 0; i < decisions && s.scene === 'map' && s.info.over !== 'true'; i++) {
    s = await answerFirst(game, s);
    if (s.scene !== 'map') {
      // A combat board or the report: the long form goes on through it.
      if (!long) break;
      if (s.scene === 'report') break;
      await game.press('Enter');
      s = await game.waitScene('map', 300_000).catch(() => game.status());
    }
    if (s.scene === 'map') s = await game.settle();
  }
  const played = Number(s.info.decisions) - start;
  assert.ok(played >= Math.min(decisions, 2), `${played} decisions taken`);
  // The long form plays the patrol to its end: the game is over, its report shown.
  if (long) assert.ok(s.scene === 'report' || s.info.over === 'true', `the patrol is not over after ${played} decisions (${s.scene})`);
  await shot(game, 'pacific-map-1024x640');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(game, 'pacific-map-1920x1080');
  console.log(`pacific ${long ? 'long' : 'CI'} form: ${played} decisions on ${s.scene}, ${((Date.now() - t0) / 1000).toFixed(0)} s of play`);
  assert.deepEqual(game.errors.filter((e) => /panic|fatal|pageerror/.test(e)), []);
  await context.close();
});
