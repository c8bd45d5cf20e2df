// Browser test (node:test) of "Fight it out" (issue 18) on the built site
// (PERISCOPE_SITE, default build/web), played through the real page: a new
// Atlantic campaign (The Happy Time, seed 27) with the fight-it-out option
// switched on at the new-game page; every decision before the first convoy
// attack takes its first option (seed 27 brings a convoy in the first
// week, six decisions in: checked in Go by game/bot
// TestFightItOut_BotsAnswerTheFight); on the combat board the player
// chooses to fight the attack out on the tactical board; the fight table
// opens; the player plots a turn (three in the long form; firing the spread
// the board suggests when it has one), then hands the boat to the computer
// commander on the seat strip; when the fight is over, the campaign has taken
// its result (tracks and log) and Back leads to the campaign.
// Screenshots at 1024×640 (fight-*.png); FIGHT_BROWSER=long adds the
// board at 1920×1080 and plots three turns by hand.
//
// The second test does the same from the Pacific (Silent War, issue 18):
// Tang's last patrol (tang-1944, seed 20) with the option on; eight
// decisions (checked in Go: TestFightItOut_PacificCampaignToTacticalAndBack's
// seed 20) take Tang by the Aleutians and the Kuriles into the Sea of Japan,
// where her search meets a Japanese convoy; the combat board offers the
// fight; on the board the marus and escorts are named by class and station
// (fight-pacific-*.png), and the result goes back into the campaign.
//
//   PERISCOPE_SITE=build/web node --test tests/browser/fight.test.mjs
//   FIGHT_BROWSER=long PERISCOPE_SITE=build/web node --test tests/browser/fight.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Game, READY_TIMEOUT, launch, serveDir, siteDir } from './lib.mjs';

const SCENARIO = 'happy-time-1940';
const SEED = '27';
const long = process.env.FIGHT_BROWSER === 'long';

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

// fightToTheEnd plays the fight the table shows (the player's hand for
// HAND turns, then the computer commander's), checks that the campaign
// took its result, and goes back to the campaign; name prefixes the
// screenshots.
async function fightToTheEnd(game, page, lap, name) {
  let s;
  // The fight table: one seat, the boat's, which the computer may take.
  s = await game.status();
  assert.equal(s.scene, 'fight');
  const start = s.info;
  assert.equal(start.fight, 'true');
  const seats = s.buttons.filter((b) => b.id.startsWith('seat:'));
  assert.deepEqual(seats.map((b) => [b.id, b.enabled]), [['seat:sub', true]], 'the seat strip');
  assert.match(seats[0].label, /person/i);
  const campDecisions = Number(start.campaignDecisions);
  const shipsBefore = Number(start.campaignShips);
  // The ships are named for the player (class and convoy station, class and
  // number), not by their campaign counters' ids ("m-no-2t#2").
  const names = (start.shipNames || '').split(';').filter((n) => n);
  assert.ok(names.length > 0, 'no ship names on the board');
  for (const n of names) assert.doesNotMatch(n, /#/, `a counter's id on the board: ${n}`);
  assert.ok(names.some((n) => / \d+\/\d+$/.test(n)), 'no merchantman named by its station: ' + names.join(', '));
  console.log(`# ${name}: ${names.join(', ')}`);

  // The fight: the player plots three turns (the spread the board
  // suggests when one meets a target, and the orders sent), then gives the
  // boat to the computer commander on the seat strip, who fights it to
  // its end (every decision still goes into the campaign).
  // CI plots one turn by hand (a plot sent, the spread fired when the
  // board has one); the long form plots three.
  const HAND = long ? 3 : 1;
  let turns = 0;
  let fired = 0;
  let handed = false;
  for (let n = 0; ; n++) {
    assert.ok(n < 3000, 'the fight did not end');
    s = await game.status();
    const info = s.info || {};
    if (info.over === 'true') break;
    if (!handed && info.prompt && info.seat === 'sub' && !info.bot && info.shown === info.log) {
      if (turns === HAND) {
        await game.shot(`${name}-1024x640`);
        if (long) {
          await page.setViewportSize({ width: 1920, height: 1080 });
          await game.holdFrames(4);
          await game.shot(`${name}-1920x1080`);
          await page.setViewportSize({ width: 1024, height: 640 });
          await game.holdFrames(4);
        }
        assert.ok(await game.click('seat:sub'), 'no seat button for the boat');
        s = await game.status();
        const seat = s.buttons.find((b) => b.id === 'seat:sub');
        assert.match(seat.label, /computer/i, 'the boat handed to the computer');
        handed = true;
        continue;
      }
      if (await game.fireSpread()) fired++;
      const before = Number(info.decisions);
      const send = enabled(s).find((b) => b.id === 'opt:send') || enabled(s).find((b) => b.id.startsWith('opt:'));
      assert.ok(send, 'nothing to answer the fight with: ' + enabled(s).map((b) => b.id).join(' '));
      assert.ok(await game.clickOption(send.id), `${send.id} not clicked`);
      await game.waitFor((d) => {
        const r = window.periscopeReady;
        return r && (r.info.over === 'true' || Number(r.info.decisions) > d || r.info.fightErr);
      }, before, `fight decision ${turns + 1} taken`, 60_000);
      turns++;
      continue;
    }
    if (info.shown !== info.log) await game.press('r');
    else await game.holdFrames(2);
  }
  lap(`the fight over (${turns} decisions by hand, a spread fired by hand in ${fired}, ${s.info.decisions} in all)`);

  // The campaign has the result: the fight's decisions, its log lines
  // ([14.16]) and the ships it sank on the tracks.
  s = await game.waitFor(() => {
    const r = window.periscopeReady;
    return r && r.scene === 'fight' && r.buttons.some((b) => b.id === 'fight-back' && b.enabled);
  }, null, 'the result card', 30_000);
  const end = s.info;
  assert.equal(end.fightErr, undefined, 'the campaign refused the fight');
  assert.ok(Number(end.campaignDecisions) > campDecisions + turns, `the campaign made ${end.campaignDecisions - campDecisions} decisions for ${turns} by hand and the computer's`);
  assert.ok(Number(end.resultLines) > 0, 'no result lines from the campaign');
  assert.ok(Number(end.campaignShips) - shipsBefore >= Number(end.fightSunk),
    `the fight sank ${end.fightSunk}, the campaign's tracks ${end.campaignShips - shipsBefore}`);
  console.log(`# result: sank ${end.fightSunk}, damaged ${end.fightDamaged}, ${end.fightTorpedoes} torpedoes; campaign ships ${shipsBefore} → ${end.campaignShips}, boat damage ${end.boatDamage}, ${end.boatStatus}`);
  await game.shot(`${name}-over-1024x640`);
  assert.ok(await game.click('fight-back'), 'no Back to the campaign');
  s = await game.waitFor(() => {
    const r = window.periscopeReady;
    return r && (r.scene === 'combat' || r.scene === 'map');
  }, null, 'back in the campaign', 30_000);
  lap(`back in the campaign (${s.scene})`);
  return s;
}

// openPage opens the game's page at 1024×640 in English with animations
// off, and a lap timer that logs the seconds since.
async function openPage() {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    localStorage.setItem('periscope.settings', JSON.stringify({ uiScale: 1, animSpeed: 0, lang: 'en' }));
  });
  const page = await context.newPage();
  const t0 = Date.now();
  const lap = (what) => console.log(`# ${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { context, page, game: new Game(page), lap };
}

test('a convoy attack fought out on the tactical board goes back into the campaign', async () => {
  const { context, page, game, lap } = await openPage();
  await page.goto(site.url, { waitUntil: 'load' });
  await game.waitScene('title', READY_TIMEOUT);
  lap('title');

  // The new-game page: the scenario, the option, the seed.
  assert.ok(await game.click('new-game'), 'no New game button');
  await game.waitScene('newgame');
  assert.ok(await game.click('scn:' + SCENARIO), 'no scenario ' + SCENARIO);
  assert.ok(await game.click('opt:fight-it-out'), 'no fight-it-out option on the new-game page');
  assert.ok(await game.click('seed'), 'no seed field');
  for (let i = 0; i < 12; i++) await game.press('Backspace');
  for (const ch of SEED) await game.press(ch);
  let s = await game.status();
  assert.equal(s.info.seed, SEED, 'the seed typed in');
  assert.ok(await game.click('start'), 'no Start button');
  await game.passBriefing();
  lap('the campaign map');

  // To the first convoy attack: the first option everywhere, until the
  // combat board asks whether to fight it out.
  let decisions = 0;
  for (let n = 0; ; n++) {
    assert.ok(n < 400, 'no fight-it-out offer reached');
    s = await game.status();
    const info = (s && s.info) || {};
    if (s.scene === 'fight') break;
    if (s.scene === 'combat' && info.over === 'true') {
      await game.click('continue');
      continue;
    }
    const step = await towardTheOffer(game, s, info, 'fight-offer-1024x640', '');
    if (step === 'fight') break;
    if (step) continue;
    const opt = enabled(s).find((b) => b.id.startsWith('opt:'));
    if (opt) await game.click(opt.id);
    else await game.press('Enter');
    decisions++;
  }
  lap(`the fight table (${decisions} campaign decisions before it)`);

  await fightToTheEnd(game, page, lap, 'fight');
  assert.deepEqual(game.errors, [], 'errors in the console');
  await context.close();
});

// towardTheOffer does what both walks to a fight do alike with the status
// s: the combat board's fight-it-out offer is taken ('fight': the fight
// table is up), a scene other than the map and the combat board is left,
// and with no prompt up the log is played out ('step'); null leaves the
// prompt to the walk.
async function towardTheOffer(game, s, info, shot, where) {
  if (s.scene === 'combat' && info.prompt === 'fight-it-out') {
    await game.shot(shot);
    assert.ok(has(s, 'opt:tactical'), `no "Fight it out on the tactical board" option${where}: ` + enabled(s).map((b) => b.id).join(' '));
    assert.ok(await game.click('opt:tactical'));
    await game.waitScene('fight');
    return 'fight';
  }
  if (s.scene !== 'map' && s.scene !== 'combat') {
    if (!(await game.click('continue') || await game.click('back') || await game.click('close'))) await game.press('Escape');
    return 'step';
  }
  if (!info.prompt) {
    if (info.shown !== info.log) await game.press('r');
    else await game.holdFrames(2);
    return 'step';
  }
  return null;
}

// The decisions that take Tang (tang-1944, seed 20) to her first convoy, in
// order: the Go doctrine's choices (TestFightItOut_PacificCampaignToTacticalAndBack).
const TANG = ['path:pearl-harbor>hawaiian-islands>aleutians', 'transit', 'path:aleutians>kuriles>sea-of-japan', 'kuriles',
  'patrol', 'stay', 'search', 'col:0'];

test('a Pacific convoy attack fought out on the tactical board goes back into the campaign', async () => {
  const { context, page, game, lap } = await openPage();
  await page.goto(site.url, { waitUntil: 'load' });
  await game.chooseScenario('campaign/pacific', 'tang-1944');
  assert.ok(await game.click('opt:fight-it-out'), 'no fight-it-out option on the Pacific new-game page');
  await game.setSeed(20);
  assert.ok(await game.click('start'), 'no Start button');
  await game.passBriefing();
  lap('the Pacific map');

  let step = 0;
  for (let n = 0; ; n++) {
    assert.ok(n < 400, `no fight-it-out offer reached (${step} of ${TANG.length} decisions)`);
    const s = await game.status();
    const info = (s && s.info) || {};
    if (process.env.FIGHT_DEBUG) console.log('#', n, s.scene, JSON.stringify(info).slice(0, 400), (s.buttons || []).map((b) => b.id + (b.w > 0 ? '' : '(hidden)')).join(' ').slice(0, 300));
    const taken = await towardTheOffer(game, s, info, 'fight-pacific-offer-1024x640', ' on the Pacific combat board');
    if (taken === 'fight') break;
    if (taken) continue;
    if (info.log !== undefined && info.shown !== info.log) { // the map's log still playing: shown first
      await game.press('r');
      continue;
    }
    assert.ok(step < TANG.length, `a decision (${info.prompt}) after the ${TANG.length} that lead to the convoy`);
    const id = 'opt:' + TANG[step];
    const before = Number(info.decisions);
    // The combat board names its columns by key ("col:0"), the prompt
    // panel its options "opt:" and the key.
    const bare = (s.buttons || []).some((b) => b.id === TANG[step] && b.enabled && b.w > 0);
    if (bare) assert.ok(await game.click(TANG[step]));
    else assert.ok(await game.clickOption(id), `no ${id} for ${info.prompt}: ` + (s.buttons || []).filter((b) => b.id.startsWith('opt:')).map((b) => b.id).join(' '));
    await game.waitFor(([d, scene]) => {
      const r = window.periscopeReady;
      return r && (r.scene !== scene || Number(r.info.decisions) > d || r.info.prompt === 'fight-it-out');
    }, [before, s.scene], `decision ${step + 1} (${TANG[step]}) taken`, 60_000);
    step++;
  }
  lap(`the fight table (${step} campaign decisions before it)`);
  await fightToTheEnd(game, page, lap, 'fight-pacific');
  assert.deepEqual(game.errors, [], 'errors in the console');
  await context.close();
});
