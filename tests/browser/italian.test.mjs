// Browser test (node:test) of the game in Italian, on the built site
// (PERISCOPE_SITE, default build/web), served by a plain static server:
//
//   node --test tests/browser/italian.test.mjs
//
// A browser whose language is Italian gets the game in Italian without
// touching a setting; the first decisions of U-47: Scapa Flow are played
// through the real page; the language is then switched to English in
// Settings and back, and the map (its buttons, the prompt's options, the
// log already written) follows each time (issue 12).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Game, READY_TIMEOUT, launch, serveDir, siteDir } from './lib.mjs';

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

test('the game in Italian: title, first decisions, switch to English and back', { timeout: 900_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'it-IT' });
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  const t = await game.waitScene('title', READY_TIMEOUT);
  assert.equal(label(t, 'new-game'), 'Nuova partita', 'the title follows the browser language');
  await game.shot('italian-title');

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
  assert.deepEqual(game.errors.filter((e) => /panic|fatal|pageerror/.test(e)), []);
  await context.close();
});
