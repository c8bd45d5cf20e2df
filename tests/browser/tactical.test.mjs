// Browser test (node:test) of the tactical game (issue 18) on the built site
// (PERISCOPE_SITE, default build/web), played through the real page:
//   - S1 as the submarine: the escorts' seat (the convoy's plots) handed to
//     the computer on the seat strip; the player plots HAND turns by hand
//     (firing the spread the board suggests when it has one, then "send"),
//     then, until a spread has been fired by hand, asks for the spread
//     each turn (the "Fire a spread" tool) and sends it when the board
//     drafts one; a turn with no track to a
//     target is left to the computer commander (the seat handed over for
//     that turn and taken back), so the boat closes the convoy as the bot
//     would; then hands the boat to the computer, and the game plays to
//     its result with at least one spread fired by hand;
//   - S3 as the escorts: the boat is the S3 table's automated one; the
//     player sends HAND turns of escort orders (the composer's draft), then
//     hands the escorts to the computer, and the game plays to its result.
// Both meet the set-up placements first (S1 the boat's [20.4], S3 the
// escorts' [20.3], switches place-boats and place-escorts on by default):
// each is answered "keep it where it is" and not counted as a turn by hand.
// Each checks the result is reached with no console errors and logs the
// score the result line gives. TACTICAL_BROWSER=long plays five turns by
// hand (one in CI form).
//
//   PERISCOPE_SITE=build/web node --test tests/browser/tactical.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Game, launch, serveDir, siteDir } from './lib.mjs';

const long = process.env.TACTICAL_BROWSER === 'long';
const HAND = long ? 5 : 1;

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

const enabled = (s) => (s.buttons || []).filter((b) => b.enabled && b.w > 0);
const has = (s, id) => enabled(s).some((b) => b.id === id);

async function newTactical(game, page, scn) {
  await page.goto(site.url, { waitUntil: 'load' });
  await game.chooseScenario('tactical/submarine', scn);
  await game.setSeed(1); // the same battle every run
  assert.ok(await game.click('start'), 'no Start button');
  await game.waitScene('table', 120_000); // the tactical game opens on its table, no briefing
}

// play answers the prompts of seat `mine` by hand for HAND decisions, then
// hands that seat to the computer and waits for the result.
async function play(game, mine, other, name) {
  let s = await game.status();
  const seats = enabled(s).filter((b) => b.id.startsWith('seat:')).map((b) => b.id);
  console.log(`# ${name}: seats ${seats.join(' ')}`);
  if (has(s, 'seat:' + other)) {
    const label = s.buttons.find((b) => b.id === 'seat:' + other).label;
    if (!/computer/i.test(label)) assert.ok(await game.click('seat:' + other));
  }
  let turns = 0;
  let fired = 0;
  let placed = 0;
  let handed = false;
  let lent = 0; // turns the computer played for the player's boat while it waited for a shot
  const mustFire = mine === 'sub';
  for (let n = 0; ; n++) {
    assert.ok(n < 4000, `${name}: the game did not end`);
    s = await game.status();
    const info = s.info || {};
    if (info.over === 'true') break;
    if (info.curtain === 'true') {
      await game.click('curtain');
      continue;
    }
    if (!handed && info.prompt === 'tac.place' && info.seat === mine && !info.bot && info.shown === info.log) {
      const before = Number(info.decisions);
      assert.ok(await game.click('opt:keep'), `${name}: no "keep" on the placement: ` + enabled(s).map((b) => b.id).join(' '));
      await game.waitFor((d) => {
        const r = window.periscopeReady;
        return r && Number(r.info.decisions) > d;
      }, before, `${name}: placement ${placed + 1} taken`, 120_000);
      placed++;
      continue;
    }
    if (!handed && info.prompt && info.seat === mine && !info.bot && info.shown === info.log && info.prompt !== 'tac.place' &&
        mustFire && fired === 0 && turns >= HAND && lent < 30) {
      const before = Number(info.decisions);
      if (await game.fireSpread()) {
        assert.ok(await game.clickOption('opt:send'), `${name}: no "send" for the spread`);
        await game.waitFor((d) => {
          const r = window.periscopeReady;
          return r && (r.info.over === 'true' || Number(r.info.decisions) > d);
        }, before, `${name}: the spread sent`, 120_000);
        fired++;
        turns++;
        continue;
      }
      // No track meets a target from here: the computer commander plays this turn.
      assert.ok(await game.click('seat:' + mine), 'no seat button for ' + mine);
      await game.waitFor((d) => {
        const r = window.periscopeReady;
        return r && (r.info.over === 'true' || Number(r.info.decisions) > d);
      }, before, `${name}: the computer's turn for the boat`, 120_000);
      assert.ok(await game.click('seat:' + mine), 'no seat button to take the boat back');
      lent++;
      continue;
    }
    if (!handed && info.prompt && info.seat === mine && !info.bot && info.shown === info.log) {
      if (turns >= HAND && (!mustFire || fired > 0 || lent >= 30)) {
        await game.shot(`tactical-${name}-1024x640`);
        assert.ok(await game.click('seat:' + mine), 'no seat button for ' + mine);
        s = await game.status();
        assert.match(s.buttons.find((b) => b.id === 'seat:' + mine).label, /computer/i, `${mine} handed to the computer`);
        handed = true;
        continue;
      }
      if (mustFire && (await game.fireSpread())) fired++;
      const before = Number(info.decisions);
      const send = enabled(s).find((b) => b.id === 'opt:send') || enabled(s).find((b) => b.id.startsWith('opt:'));
      assert.ok(send, `${name}: nothing to answer with: ` + enabled(s).map((b) => b.id).join(' '));
      assert.ok(await game.clickOption(send.id), `${name}: ${send.id} not clicked`);
      await game.waitFor((d) => {
        const r = window.periscopeReady;
        return r && (r.info.over === 'true' || Number(r.info.decisions) > d);
      }, before, `${name}: decision ${turns + 1} taken`, 120_000);
      turns++;
      continue;
    }
    if (info.shown !== info.log) await game.press('r');
    else await game.holdFrames(2);
  }
  s = await game.status();
  console.log(`# ${name}: over at turn ${s.info.turn}, ${placed} placements and ${turns} decisions by hand (${fired} with a spread fired), ${lent} boat turns lent to the computer, ${s.info.decisions} in all; result "${s.info.result}", VP sub − escort ${s.info.vp}`);
  assert.ok(placed >= 1, `${name}: no placement prompt met`);
  assert.equal(s.info.over, 'true');
  assert.ok(['sub', 'escort', ''].includes(s.info.result), `${name}: no result: ${JSON.stringify(s.info)}`);
  assert.match(s.info.vp || '', /^-?\d+$/, `${name}: no score`);
  assert.ok(turns >= 1, `${name}: no decision made by hand`);
  if (mustFire) assert.ok(fired >= 1, `${name}: no spread fired by hand`);
  await game.shot(`tactical-${name}-over-1024x640`);
}

test('S1 as the submarine and S3 as the escorts, through the page', async () => {
  for (const [scn, mine, other] of [['S1', 'sub', 'escort'], ['S3', 'escort', 'sub']]) {
    const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1 });
    await context.addInitScript(() => {
      localStorage.setItem('periscope.settings', JSON.stringify({ uiScale: 1, animSpeed: 0, lang: 'en' }));
    });
    const page = await context.newPage();
    const game = new Game(page);
    await newTactical(game, page, scn);
    await play(game, mine, other, scn);
    assert.deepEqual(game.errors, [], `${scn}: errors in the console`);
    await context.close();
  }
});
