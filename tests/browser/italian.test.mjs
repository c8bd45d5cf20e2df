// Browser test (node:test) of the game in Italian, on the built site
// (PERISCOPE_SITE, default build/web), served by a plain static server:
//
//   node --test tests/browser/italian.test.mjs
//
// A browser whose language is Italian gets the game in Italian without
// touching a setting; the first decisions of U-47: Scapa Flow are played
// through the real page; the language is then switched to English in
// Settings and back, and the map (its buttons, the prompt's options, the
// log already written) follows each time (issue 12). Then, in the same
// page (no second wasm start), the first screen of each of the five games
// — the Atlantic and the Pacific campaigns, the tactical game, Europe 1941
// and the naval war — is opened from the new-game page in Italian: no
// button, option or track label may read English, and a screenshot of each
// (tests/browser/screenshots/italian-<game>-<size>.png) is for a person to
// look at. The suite's form takes each screen as its game opens, at
// 1024×640; ITALIAN_SYSTEMS=long also waits for a person's decision with
// the log revealed and takes 1920×1080 too. ITALIAN_SYSTEMS=off leaves the
// five games out; ITALIAN_SYSTEMS_ONLY=1 checks only the five screens;
// ITALIAN_SYSTEMS_NAMES=tactical,naval only the games named.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Game, READY_TIMEOUT, launch, serveDir, shots, siteDir } from './lib.mjs';

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

function label(s, id) {
  const b = s && s.buttons.find((x) => x.id === id);
  return b ? b.label : undefined;
}

// The option labels of the pending prompt, as the panel shows them.
function options(s) {
  return s.buttons.filter((b) => b.id.startsWith('opt:') && b.w > 0).map((b) => b.label);
}

// Words only the English options use (the Italian use Salpa, Resta, Muovi,
// Ricerca …).
const english = /\b(Sail|Stay|Move|Search|Lie low|Attack|Withdraw|Engage|Transit side|Patrol side)\b/;

// Opens Settings from the map (through the game menu), presses the
// language button, and comes back to the map.
async function switchLanguage(game) {
  if (!await game.click('menu')) await game.press('Escape');
  await game.waitScene('menu');
  if (!await game.click('settings')) throw new Error('no Settings in the game menu');
  await game.waitScene('settings');
  const before = label(await game.status(), 'language');
  if (!await game.click('language')) throw new Error('no language button');
  const s = await game.waitFor((b) => {
    const r = window.periscopeReady;
    const l = r && r.buttons.find((x) => x.id === 'language');
    return l && l.label !== b;
  }, before, 'the language button changed');
  const now = label(s, 'language');
  for (let i = 0; i < 4 && (await game.status()).scene !== 'map'; i++) {
    const cur = await game.status();
    if (!await game.click('back') && !await game.click('resume')) await game.press('Escape');
    await game.waitFor((sc) => window.periscopeReady && window.periscopeReady.scene !== sc, cur.scene, 'left ' + cur.scene);
  }
  await game.waitScene('map');
  await game.holdFrames(4);
  return now;
}

test('the game in Italian: title, first decisions, switch to English and back', { timeout: process.env.ITALIAN_SYSTEMS === 'long' ? 3_600_000 : 1_500_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'it-IT' });
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  const t = await game.waitScene('title', READY_TIMEOUT);
  assert.equal(label(t, 'new-game'), 'Nuova partita', 'the title follows the browser language');
  await game.shot('italian-title');
  if (process.env.ITALIAN_SYSTEMS_ONLY) {
    console.log(`five systems: ${(await fiveSystems(game, page)).join(' | ')}`);
    await context.close();
    return;
  }

  const d = await game.playDecisions(3);
  assert.ok(d >= 3, `decisions ${d}`);
  let s = await game.settle();
  assert.equal(s.scene, 'map');
  assert.equal(label(s, 'report'), 'Rapporto');
  assert.equal(label(s, 'bases'), 'Basi');
  const itOpts = options(s);
  assert.ok(itOpts.length > 0, 'a prompt with options');
  assert.ok(!itOpts.some((o) => english.test(o)), `Italian options: ${itOpts.join(' | ')}`);
  console.log(`Italian options: ${itOpts.join(' | ')}`);
  await game.shot('italian-map');

  assert.equal(await switchLanguage(game), 'English');
  s = await game.status();
  assert.equal(label(s, 'report'), 'Report');
  const enOpts = options(s);
  assert.equal(enOpts.length, itOpts.length, 'the same prompt');
  assert.ok(enOpts.some((o) => english.test(o)) || enOpts.join() !== itOpts.join(), `English options: ${enOpts.join(' | ')}`);
  console.log(`English options: ${enOpts.join(' | ')}`);
  await game.shot('italian-switched-english');

  assert.equal(await switchLanguage(game), 'Italiano');
  s = await game.status();
  assert.equal(label(s, 'report'), 'Rapporto');
  assert.deepEqual(options(s), itOpts, 'the options read as before in Italian');
  await game.shot('italian-back');

  // One more decision in Italian after the switches.
  const before = Number(s.info.decisions);
  const opt = s.buttons.find((b) => b.id.startsWith('opt:') && b.enabled && b.w > 0);
  if (!(opt && await game.click(opt.id))) await game.press('Enter');
  await game.waitFor((n) => {
    const r = window.periscopeReady;
    return r && (r.scene !== 'map' || Number(r.info.decisions) > n);
  }, before, 'a decision after the switches');

  // A screen of each of the five games, in Italian (the screenshots are
  // for a person to look at; the test checks what the page hook lists:
  // every button's label).
  if (process.env.ITALIAN_SYSTEMS !== 'off') {
    const seen = await fiveSystems(game, page);
    console.log(`five systems: ${seen.join(' | ')}`);
  }
  assert.deepEqual(game.errors.filter((e) => /panic|fatal|pageerror/.test(e)), []);
  await context.close();
});

// The screen of each game system checked in Italian: the new-game tab, the
// scenario, and the scene its game opens on.
const systems = [
  { tab: 'game:campaign/atlantic', scn: 'happy-time-1940', scene: 'map', name: 'atlantic' },
  { tab: 'game:campaign/pacific', scn: 'wahoo-1943', scene: 'map', name: 'pacific' },
  { tab: 'game:tactical/submarine', scn: 'S1', scene: 'table', name: 'tactical' },
  { tab: 'game:europe/europe', scn: 'europe-1941', scene: 'table', name: 'europe' },
  { tab: 'game:naval/naval', scn: 'med-1940', scene: 'table', name: 'naval' },
];

// Words that only an English screen shows (an Italian label never has
// them): the buttons, options and tracks of the five games. "Round" and
// "computer" are Italian words too (the Italian rules say round).
const englishWords = /\b(the|and|of|with|to|Turn|Step|Undo|Redo|Report|Bases|Back|Done|Cancel|Send|Sail|Stay|Search|Attack|Purchase|Buy|Move|Production|Intercept|Fire|Plot|Orders|Player|person|more|left|sunk|damaged)\b/;

// The naval war's data names (sea areas, squadrons) the Italian screens
// still show in English.
const dataNames = /\b(Gulf of [A-Z][a-z]+|Bay of [A-Z][a-z]+|Strait of [A-Z][a-z]+|\d+(st|nd|rd|th) (Squadron|Flotilla|Fleet|Division|Cruiser Squadron))\b/g;

// Waits for n frames, patiently: a 1920×1080 frame under software WebGL on
// a busy machine can take seconds.
async function frames(game, n) {
  const start = await game.frame.evaluate(() => window.periscopeFrame || 0);
  await game.frame.waitForFunction((k) => (window.periscopeFrame || 0) >= k, start + n, { timeout: 180_000 });
}

// Clicks a control like Game.click, but waits for the frames patiently: a
// click that starts a game (its data, its first steps, the autosave) holds
// the page's only thread for seconds on a busy machine.
async function click(game, id) {
  const s = await game.status();
  const b = s && s.buttons.find((x) => x.id === id && x.enabled && x.w > 0);
  if (!b) return false;
  await game.page.mouse.move(b.x + b.w / 2, b.y + b.h / 2);
  await frames(game, 1);
  await game.page.mouse.down();
  await frames(game, 1);
  await game.page.mouse.up();
  await frames(game, 2);
  return true;
}

// Back to the title from a game: the game menu (Menu or Escape), then
// Quit to title.
async function toTitle(game) {
  for (let i = 0; i < 20; i++) {
    const s = await game.status();
    if (s.scene === 'title') return;
    if (s.scene === 'menu') {
      if (!await click(game, 'quit')) await frames(game, 2);
    } else if (!await click(game, 'menu')) {
      await game.press('Escape');
    }
    await frames(game, 2);
  }
  throw new Error('not back at the title: ' + (await game.status()).scene);
}

// Until a person's decision is pending with the log revealed (the long
// form): the curtain is taken, Space reveals the log.
async function personDecision(game) {
  for (let i = 0; i < 100; i++) {
    const s = await game.status();
    const info = (s && s.info) || {};
    if (info.curtain === 'true') { await click(game, 'curtain'); continue; }
    if (info.prompt && !info.bot && info.shown === info.log) return;
    if (info.shown !== info.log) await game.press('r');
    else await frames(game, 2);
  }
}

// The Italian labels of the screen at w×h: asserts that none reads English,
// saves the screenshot, and returns a line for the report.
async function checkScreen(game, page, sys, w, h) {
  const s = await game.status();
  const labels = s.buttons.filter((b) => b.w > 0 && b.label).map((b) => b.label);
  // Names from the naval war's data (its sea areas and squadrons) have no
  // Italian yet: listed, not failed, until the data names them.
  const names = labels.flatMap((l) => l.match(dataNames) || []);
  if (names.length > 0) console.log(`${sys.name}: names from the data still in English: ${[...new Set(names)].join(', ')}`);
  const english = labels.filter((l) => englishWords.test(l.replace(dataNames, '')));
  assert.deepEqual(english, [], `${sys.name} at ${w}×${h}: English labels`);
  assert.ok(labels.length >= 3, `${sys.name} at ${w}×${h}: only ${labels.length} labels`);
  await page.screenshot({ path: `${shots}/italian-${sys.name}-${w}x${h}.png`, timeout: 180_000 });
  return `${sys.name} ${w}×${h}: ${labels.length} labels`;
}

// The five games in turn, each from the title through its new-game tab.
// The suite's form keeps the page at 1024×640 (a small canvas is the
// quickest under software WebGL) and looks at each game's first screen as
// it opens (a table game behind its hand-over curtain is taken past it);
// the long form also waits for a person's decision and looks at 1920×1080.
async function fiveSystems(game, page) {
  const long = process.env.ITALIAN_SYSTEMS === 'long';
  const t0 = Date.now();
  const out = [];
  await page.setViewportSize({ width: 1024, height: 640 });
  await frames(game, 2);
  const only = (process.env.ITALIAN_SYSTEMS_NAMES || '').split(',').filter((n) => n);
  for (const sys of systems.filter((x) => only.length === 0 || only.includes(x.name))) {
    const t1 = Date.now();
    await toTitle(game);
    if (!await click(game, 'new-game')) throw new Error('no New game button');
    await game.waitScene('newgame', 180_000);
    if (!await click(game, sys.tab)) throw new Error(`no tab ${sys.tab}`);
    if (!await click(game, 'scn:' + sys.scn)) throw new Error(`no scenario ${sys.scn}`);
    await game.setSeed(1); // the same game every run
    if (!await click(game, 'start')) throw new Error('no Start button');
    if (sys.scene === 'map') {
      await game.waitScene('briefing', 180_000);
      if (!await click(game, 'begin')) throw new Error('no Take command on the briefing');
      await game.waitScene('map', 180_000);
    } else {
      await game.waitScene(sys.scene, 180_000);
    }
    if (long) await personDecision(game);
    else if ((await game.status()).info.curtain === 'true') await click(game, 'curtain');
    await frames(game, 2);
    out.push(await checkScreen(game, page, sys, 1024, 640));
    if (long) {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await frames(game, 4);
      out.push(await checkScreen(game, page, sys, 1920, 1080));
      await page.setViewportSize({ width: 1024, height: 640 });
      await frames(game, 2);
    }
    out[out.length - 1] += ` (${((Date.now() - t1) / 1000).toFixed(1)} s)`;
  }
  out.push(`in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return out;
}
