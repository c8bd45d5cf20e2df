// Browser tests (node:test) of the naval war (issue 20) on the built site
// (PERISCOPE_SITE, default build/web), played through the real page: the
// new-game page's naval tab, Rheinübung, the shared table with the naval
// board, the prompt panel and the computer playing Britain.
//
//   node --test tests/browser/naval.test.mjs                  # CI form
//   NAVAL_SHOTS=1 node --test tests/browser/naval.test.mjs     # CI form with its screenshot
//   NAVAL_BROWSER=long node --test tests/browser/naval.test.mjs
//   NAVAL_BROWSER=raid node --test tests/browser/naval.test.mjs   # Britain's raid prompts
//   NAVAL_BROWSER=battle node --test tests/browser/naval.test.mjs # the battle board's shots
//
// The CI form opens Rheinübung at 1024×640 with Britain to the computer,
// gives Germany's first order through the prompt panel (Bismarck's group,
// whose operations, the raid among them, are then offered), checks that
// the answer is taken and that the page logs no error; with NAVAL_SHOTS=1
// it takes the screenshot at 1024×640. The long form takes the 1024×640
// and 1920×1080 ones at the first decision and plays Germany's every decision (the raid; "no" to the
// optional ones; otherwise the first option offered) to the end of the
// game, skipping the log's reveal. The raid form plays Britain against
// the computer's Germany until Britain is asked one of the raid prompts
// (21.5341 hold in port, 21.5342 which ship engages, 21.537C which fleet
// to follow, 21.537D stay or disengage), answers it through the page and
// takes its screenshot at 1024×640 and 1920×1080.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { Game, launch, serveDir, shots, siteDir } from './lib.mjs';

const long = process.env.NAVAL_BROWSER === 'long';
// NAVAL_SHOTS=0: the long form without its screenshots (under heavy load a
// 1920×1080 page shot outlasts Playwright's five minutes).
const noShots = process.env.NAVAL_SHOTS === '0';
const t00 = Date.now();
// trace prints a step with the seconds since the start (NAVAL_TRACE=1, or
// always in the long form).
function trace(what) {
  if (long || process.env.NAVAL_TRACE) console.log(`${((Date.now() - t00) / 1000).toFixed(0)} s: ${what}`);
}

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
// machine takes far more than the default 30 s to draw the naval board).
// Shoots the page at 1024×640 and at 1920×1080 (name-WxH), then goes
// back to 1024×640.
async function shotBothSizes(game, name) {
  await shot(game, `${name}-1024x640`);
  await game.page.setViewportSize({ width: 1920, height: 1080 });
  await shot(game, `${name}-1920x1080`);
  await game.page.setViewportSize({ width: 1024, height: 640 });
}

async function shot(game, name) {
  // The page's last answer was drawn (settle waited for it): one more
  // frame, and the screenshot waits for its own (a frame at 1920×1080 may
  // take longer than holdFrames' 30 s here).
  await game.holdFrames(1).catch(() => {});
  await game.page.screenshot({ path: join(shots, name + '.png'), timeout: 300_000 });
  trace(`screenshot ${name}`);
}

function button(s, pred) {
  return s && s.buttons.find((b) => pred(b) && b.enabled && b.w > 0);
}

// Starts Rheinübung from the title with the seed (the same dice every
// run); returns the table's status.
async function startRheinubung(game, seed) {
  await game.chooseScenario('naval/naval', 'rheinubung-1941');
  await game.setSeed(seed);
  if (!await game.click('start')) throw new Error('no Start button');
  trace('new game');
  const s = await game.waitScene('table', 120_000);
  trace('table');
  return s;
}

// Opens Rheinübung from the title with the seed and hands Britain to the
// computer.
async function newRheinubung(game, seed = 1) {
  const s = await startRheinubung(game, seed);
  const seat = button(s, (b) => b.id === 'seat:britain');
  if (seat && !/computer|bot/i.test(seat.label)) await game.click('seat:britain');
  return game.status();
}

// Waits until the seat (Germany unless told) is asked something
// (skipping the log's reveal), or the game is over.
async function settle(game, timeout = 300_000, seatID = 'germany') {
  const end = Date.now() + timeout;
  let told = Date.now();
  while (Date.now() < end) {
    const s = await game.status();
    const info = (s && s.info) || {};
    if (Date.now() - told > 60_000) {
      told = Date.now();
      trace(`waiting for ${seatID}: prompt ${info.prompt} seat ${info.seat} bot ${info.bot} curtain ${info.curtain} shown ${info.shown}/${info.log} decisions ${info.decisions}`);
    }
    if (!s || s.scene !== 'table' || info.over === 'true') return s;
    if (info.curtain === 'true') {
      if (!await game.click('curtain')) await game.press('Enter');
      continue;
    }
    if (info.prompt && info.bot !== 'true' && info.seat === seatID) return s;
    if (info.shown !== info.log) await game.press('r');
    else await game.holdFrames(2);
  }
  throw new Error('the table did not settle: ' + JSON.stringify((await game.status()).info));
}

// Answers one decision by clicking the option id and waits for the game
// to take it.
async function answer(game, s, id) {
  const before = Number(s.info.decisions);
  trace(`${s.info.decisions} ${s.info.prompt} -> ${id}`);
  if (!await game.click(id)) throw new Error(`cannot click ${id} (${s.info.prompt})`);
  return answered(game, before, `${s.info.prompt}: ${id}`);
}

// answered waits until the game has taken a decision past before (or left
// the table, or ended); returns the status.
function answered(game, before, what) {
  return game.waitFor((d) => {
    const r = window.periscopeReady;
    return r && (r.scene !== 'table' || Number(r.info.decisions) > d || r.info.over === 'true');
  }, before, `${what} answered`, 120_000);
}

// The options a player who lets things happen picks: no interception, no
// strike, no order; fight on when a battle comes; otherwise the first.
function passivePick(kind, o) {
  return ['opt:none', 'opt:fight', 'opt:go-on', 'opt:alone'].find((k) => o.includes(k)) ||
    (kind === 'orders' && o.includes('opt:done') ? 'opt:done' : o[0]);
}

// choose answers with the option id: a click when its row is in view,
// else the keyboard (a digit focuses one of the first nine; Up from the
// first wraps to the last, "none" in a long list; Enter answers).
async function choose(game, s, id) {
  if (await game.click(id)) return true;
  const all = s.buttons.filter((b) => b.id.startsWith('opt:')).map((b) => b.id);
  const k = all.indexOf(id);
  if (k < 0) return false;
  if (k < 9) {
    await game.press(String(k + 1));
  } else if (k === all.length - 1) {
    await game.press('1');
    await game.press('ArrowUp');
  } else {
    return false;
  }
  trace(`${id}: out of view, by the keyboard`);
  await game.press('Enter');
  return true;
}

// britainToThePlayer gives Britain to the player first, then Germany to
// the computer (each click toggles a seat; with both to the computer the
// game would play itself out at once; the labels are read after a drawn
// frame).
async function britainToThePlayer(game) {
  for (const [id, bot] of [['seat:britain', false], ['seat:germany', true]]) {
    const b = button(await game.status(), (x) => x.id === id);
    if (b && /computer|bot/i.test(b.label) !== bot) {
      await game.click(id);
      await game.holdFrames(2);
    }
  }
  const s = await game.status();
  const seats = s.buttons.filter((b) => b.id.startsWith('seat:')).map((b) => `${b.id}=${b.label}`);
  console.log(`seats: ${seats.join(', ')}`);
  assert.ok(seats.some((x) => /^seat:germany=.*(computer|bot)/i.test(x)) && seats.some((x) => /^seat:britain=/.test(x) && !/(computer|bot)/i.test(x)), `seats ${seats}`);
}

function opts(s) {
  return s.buttons.filter((b) => b.id.startsWith('opt:') && b.enabled).map((b) => b.id);
}

test('Rheinübung: Germany gives its first order through the page', { timeout: 900_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1, locale: 'en-GB' });
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  trace('page loaded');
  const t0 = Date.now();
  let s = await newRheinubung(game);
  assert.equal(s.info.system, 'naval');
  const seat = button(s, (b) => b.id === 'seat:britain');
  assert.ok(seat && /computer|bot/i.test(seat.label), `Britain's seat: ${seat && seat.label}`);
  s = await settle(game);
  assert.equal(s.info.prompt, 'orders');
  // Bismarck's group is ordered (21.31); the operations it may undertake
  // are offered, the raid among them (21.53). The CI form stops there: the
  // long form plays the rest, and takes the 1920×1080 shot.
  assert.ok(opts(s).includes('opt:force:rhein'), `Bismarck's group not offered: ${opts(s)}`);
  s = await answer(game, s, 'opt:force:rhein');
  s = await settle(game);
  trace(`${s.info.prompt}: ${opts(s)}`);
  assert.equal(s.info.prompt, 'op-kind');
  assert.ok(opts(s).includes('opt:raid'), `no raid offered: ${opts(s)}`);
  assert.ok(Number(s.info.log) > 0, 'the log is empty');
  // The screenshot costs more than the rest of the answer on a software
  // renderer: the CI form takes it with NAVAL_SHOTS=1 only (the long form
  // takes both sizes).
  if (process.env.NAVAL_SHOTS && !noShots) await shot(game, 'naval-orders-1024x640');
  console.log(`naval CI form: ${s.info.decisions} decisions, ${((Date.now() - t0) / 1000).toFixed(0)} s from the title`);
  assert.deepEqual(game.errors.filter((e) => /panic|fatal|pageerror/.test(e)), []);
  await context.close();
});

test('Rheinübung: to the end against the computer', { skip: !long && 'long form only (NAVAL_BROWSER=long)', timeout: 7_200_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1, locale: 'en-GB' });
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  const t0 = Date.now();
  let s = await newRheinubung(game);
  const kinds = {};
  let battleShot = false;
  for (let n = 0; n < 2000; n++) {
    s = await settle(game, 1_800_000);
    if (s.scene !== 'table' || s.info.over === 'true') break;
    const o = opts(s);
    kinds[s.info.prompt] = (kinds[s.info.prompt] || 0) + 1;
    if (n === 0) {
      if (!noShots) await shotBothSizes(game, 'naval-orders');
      s = await settle(game);
    }
    if (!battleShot && ['retreat', 'cap', 'carrier-strike', 'engage'].includes(s.info.prompt)) {
      battleShot = true;
      if (!noShots) await shot(game, 'naval-battle-1024x640');
    }
    // The raid first; no to the optional decisions; otherwise the first.
    const pick = ['opt:force:rhein', 'opt:raid'].find((k) => o.includes(k)) || passivePick(s.info.prompt, o);
    s = await answer(game, s, pick);
  }
  console.log(`naval long form: over=${s.info.over} after ${s.info.decisions} decisions, turn ${s.info.turn}, ${((Date.now() - t0) / 1000).toFixed(0)} s; prompts ${JSON.stringify(kinds)}`);
  if (!noShots) await shot(game, 'naval-end-1024x640');
  assert.equal(s.info.over, 'true', 'the game did not end');
  assert.deepEqual(game.errors.filter((e) => /panic|fatal|pageerror/.test(e)), []);
  await context.close();
});

test('Rheinübung: Britain answers the raid prompts through the page', { skip: process.env.NAVAL_BROWSER !== 'raid' && 'raid form only (NAVAL_BROWSER=raid)', timeout: 7_200_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1, locale: 'en-GB' });
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  const t0 = Date.now();
  // Seed 1: the computer's Germany raids in the first turn and Britain
  // picks the engagers (a Go replay of this policy reaches raid-engage
  // after 6 decisions).
  let s = await startRheinubung(game, 1);
  await britainToThePlayer(game);
  const kinds = {};
  let raid = null;
  for (let n = 0; n < 2000 && !raid; n++) {
    s = await settle(game, 1_800_000, 'britain');
    if (s.scene !== 'table' || s.info.over === 'true') break;
    const o = opts(s);
    const kind = s.info.prompt;
    kinds[kind] = (kinds[kind] || 0) + 1;
    let pick;
    if (/^raid-/.test(kind)) {
      raid = kind;
      await shotBothSizes(game, `naval-${kind}`);
      s = await settle(game, 300_000, 'britain');
      pick = o.find((k) => /^opt:(hold|stay:|ship:|fleet:)/.test(k)) || o[0];
    } else {
      // Britain lets the raiders through to the convoys.
      pick = passivePick(kind, o);
    }
    const d = Number(s.info.decisions);
    trace(`${s.info.decisions} ${kind} -> ${pick}`);
    // The hand-over curtain may come up between the status and the click
    // (Britain's first live decision): then settle again.
    if (!await choose(game, s, pick)) {
      if (raid) raid = null;
      continue;
    }
    s = await answered(game, d, `${kind}: ${pick}`);
    if (raid) assert.ok(Number(s.info.decisions) > d || s.info.over === 'true', `${raid}: ${pick} not taken`);
  }
  console.log(`naval raid form: ${raid ? `${raid} answered` : 'no raid prompt'} after ${s.info.decisions} decisions, turn ${s.info.turn}, ${((Date.now() - t0) / 1000).toFixed(0)} s; scene ${s.scene}; prompts ${JSON.stringify(kinds)}; info ${JSON.stringify(s.info)}`);
  assert.ok(raid, `Britain was never asked a raid prompt (prompts ${JSON.stringify(kinds)})`);
  assert.deepEqual(game.errors.filter((e) => /panic|fatal|pageerror/.test(e)), []);
  await context.close();
});

// The battle form: Britain (the player) intercepts Bismarck's raid with
// every force it may, so that a battle comes in the first turn (seed 1:
// a Go replay of this policy reaches the battle's first prompt, the
// secret numbering of the combat groups (22.422), after 5 decisions and
// the retreat declaration after the first round after 13). The battle
// board is shot at the numbering (1024×640) and at the retreat
// declaration, its dice on the board (1024×640 and 1920×1080).
test('Rheinübung: the battle board, Britain intercepting', { skip: process.env.NAVAL_BROWSER !== 'battle' && 'battle form only (NAVAL_BROWSER=battle)', timeout: 7_200_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1, locale: 'en-GB' });
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  const t0 = Date.now();
  let s = await startRheinubung(game, 1);
  await britainToThePlayer(game);
  const kinds = {};
  let labelled = false;
  let retreat = false;
  for (let n = 0; n < 200 && !retreat; n++) {
    s = await settle(game, 1_800_000, 'britain');
    if (s.scene !== 'table' || s.info.over === 'true') break;
    const o = opts(s);
    const kind = s.info.prompt;
    kinds[kind] = (kinds[kind] || 0) + 1;
    if (kind === 'cg-label' && !labelled) {
      labelled = true;
      await shot(game, 'naval-battle-start-1024x640');
      s = await settle(game, 300_000, 'britain');
    }
    if (kind === 'retreat') {
      retreat = true;
      await shotBothSizes(game, 'naval-battle');
      s = await settle(game, 300_000, 'britain');
    }
    // Every interception; the carrier strike and the engagement on the
    // first group; no land-air strike outside the battle; fight on.
    const pick = (kind === 'intercept' && o.find((k) => k.startsWith('opt:cut:'))) ||
      (['engage', 'carrier-strike'].includes(kind) && o.find((k) => k.startsWith('opt:cg:'))) ||
      passivePick(kind, o);
    const d = Number(s.info.decisions);
    trace(`${s.info.decisions} ${kind} -> ${pick}`);
    if (!await choose(game, s, pick)) continue; // the curtain came up: settle again
    s = await answered(game, d, `${kind}: ${pick}`);
  }
  console.log(`naval battle form: ${retreat ? 'retreat declared' : 'no retreat prompt'} after ${s.info.decisions} decisions, ${((Date.now() - t0) / 1000).toFixed(0)} s; prompts ${JSON.stringify(kinds)}`);
  assert.ok(labelled && retreat, `Britain never reached the battle's prompts (prompts ${JSON.stringify(kinds)})`);
  assert.deepEqual(game.errors.filter((e) => /panic|fatal|pageerror/.test(e)), []);
  await context.close();
});
