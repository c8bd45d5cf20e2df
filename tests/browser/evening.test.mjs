// Browser test (node:test) of the Atlantic game's evening (issue 14, "done
// when"), on the served game (PERISCOPE_URL, cmd/serve with its
// Content-Security-Policy header) or on the built site (PERISCOPE_SITE,
// default build/web, whose page carries the same policy as a meta tag):
//
//   PERISCOPE_URL=http://127.0.0.1:8080/ node --test tests/browser/evening.test.mjs   # CI form
//   EVENING_BROWSER=long node --test tests/browser/evening.test.mjs
//
// It plays, as a new player would, with zero-duration clicks (press and
// release in one frame, as a touchpad's tap-to-click sends them: item 7):
// 1. the title: zero-duration clicks, instant taps and an instant Enter all
//    count (3 round trips each; 8 in the long form);
// 2. U-47: Scapa Flow with the tutorial: the briefing on its own screen,
//    the first tips (Got it, kept in the settings), the glossary, the first
//    decisions with no odds text cut (item 3: the prompt panel publishes
//    what its paint had to shorten as info.cut), Settings from the game
//    menu back to the menu (item 13), a save row that asks before it
//    replaces the game (item 12), Skip tutorial; the long form plays the
//    patrol on to its end;
// 3. U-47, seed 2, handed to the bot: its raid on Scapa Flow is turned
//    back by a transit event [19.12] before the base, so no board opens;
//    the summary lists the raid with what stopped it and offers no replay;
// 4. The Happy Time, seed 1, at animation speed ×4, its first two turns
//    handed to the bot (item 2): the first combat watched to its end, its
//    "combat over" line matching the log's count of ships sunk (item 1);
//    the second skipped; the summary of every combat; the skipped one
//    replayed, its line again matching; the second turn's combats skipped;
//    no odds text cut on either turn's first prompt.
// It fails on any error the page logs (a Content-Security-Policy violation
// included). Screenshots at 1024×640, 1280×800 and (the summaries) 1920×1080
// go to tests/browser/screenshots/evening-*.png.
//
// It replaces evening.mjs and botturn.mjs (one page load in place of two).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { READY_TIMEOUT, launch, serveDir, shots, siteDir } from './lib.mjs';

const long = process.env.EVENING_BROWSER === 'long';
// The time the 1280×800 screenshots and the raid's summary add (printed at
// the end, for the CI budget).
const added = { ms: 0 };
const N = long ? 8 : 3;

let browser;
let site;
let url = process.env.PERISCOPE_URL;
before(async () => {
  browser = await launch();
  if (!url) {
    site = await serveDir(siteDir);
    url = site.url;
  }
});
after(async () => {
  await browser.close();
  if (site) await site.close();
});

// Player is one page of the game, driven through its page hook.
class Player {
  constructor(page) {
    this.page = page;
    this.errors = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /^(panic: |fatal error: )/.test(m.text())) this.errors.push(m.text());
    });
    page.on('pageerror', (e) => this.errors.push('pageerror: ' + e.message));
  }

  status() { return this.page.evaluate(() => window.periscopeReady || null); }

  async waitFor(pred, what, timeout = 60_000) {
    const t0 = Date.now();
    for (;;) {
      const st = await this.status();
      if (st && pred(st)) return st;
      if (this.errors.length) throw new Error('the page logged: ' + this.errors[0]);
      const stopped = await this.page.evaluate(() => {
        const l = document.getElementById('loader');
        return l && l.classList.contains('failed') ? document.getElementById('loader-msg').textContent : '';
      });
      if (stopped) throw new Error('the game stopped: ' + stopped);
      if (Date.now() - t0 > timeout) {
        throw new Error(`timed out waiting for ${what} (scene ${st && st.scene}, info ${JSON.stringify(st && st.info)})`);
      }
      await this.page.waitForTimeout(15);
    }
  }

  scene(name, timeout = 60_000) { return this.waitFor((s) => s.scene === name, `scene ${name}`, timeout); }

  async frames(n = 2, timeout = 60_000) {
    const start = await this.page.evaluate(() => window.periscopeFrame || 0);
    await this.page.waitForFunction((k) => (window.periscopeFrame || 0) >= k, start + n, { timeout });
  }

  // A zero-duration click on a control of the scene now up.
  async click(id, st = null) {
    st = st || await this.status();
    const b = st.buttons.find((x) => x.id === id && x.enabled && x.w > 0);
    if (!b) throw new Error(`no button "${id}" in scene ${st.scene}: ${st.buttons.filter((x) => x.enabled).map((x) => x.id).join(' ')}`);
    await this.instant({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
    await this.frames(2);
  }

  async instant(p) {
    await this.page.mouse.move(p.x, p.y);
    await this.page.mouse.down();
    await this.page.mouse.up();
  }

  async key(k) {
    await this.page.keyboard.press(k);
    await this.frames(2);
  }

  // A new game of scenario with seed from the title, to its map with Bot turn.
  async newGame(scenario, seed) {
    await this.click('new-game');
    let st = await this.scene('newgame');
    await this.click('scn:' + scenario, st);
    await this.click('seed', st);
    for (let i = 0; i < 12; i++) await this.key('Backspace');
    await this.key(String(seed));
    st = await this.waitFor((s) => s.info && s.info.seed === String(seed), 'the seed typed in', 30_000);
    await this.click('start', st);
    st = await this.waitFor((s) => s.scene === 'briefing' && this.has(s, 'begin'), 'the briefing', 120_000);
    await this.click('begin', st);
    return this.waitFor((s) => s.scene === 'map' && this.has(s, 'bot-turn'), 'the map with Bot turn', 120_000);
  }

  // Back to the title from a game: its summary, report, map or menu.
  async toTitle() {
    for (let i = 0; i < 12; i++) {
      const st = await this.status();
      if (st.scene === 'title') return st;
      if (this.has(st, 'close')) await this.click('close', st);
      else if (this.has(st, 'to-title')) await this.click('to-title', st);
      else if (this.has(st, 'quit')) await this.click('quit', st);
      else await this.key('Escape');
      await this.frames(4);
    }
    return this.scene('title', 30_000);
  }

  has(st, id) { return st.buttons.some((b) => b.id === id && b.enabled && b.w > 0); }

  async shot(name, w = 1024, h = 640) {
    const st = await this.status();
    if (st.width !== w) {
      await this.page.setViewportSize({ width: w, height: h });
      await this.waitFor((s) => s.width === w, `the ${w}×${h} layout`, 120_000);
    }
    await this.frames(3, 120_000);
    await this.page.screenshot({ path: join(shots, `evening-${name}-${w}x${h}.png`), timeout: 120_000 });
  }

  // Screenshots at 1024×640 and 1280×800, then back to 1024×640 (the
  // cheapest size for SwiftShader to go on at).
  async shots(name) {
    await this.shot(name);
    const t0 = Date.now();
    await this.shot(name, 1280, 800);
    await this.page.setViewportSize({ width: 1024, height: 640 });
    await this.waitFor((s) => s.width === 1024, 'the 1024×640 layout', 120_000);
    added.ms += Date.now() - t0;
  }

  // Fails on odds text the prompt panel had to cut (item 3).
  async noCut(where) {
    await this.frames(2);
    const st = await this.status();
    assert.equal(st.info.cut || '', '', `${where}: the prompt panel cut "${st.info.cut}"`);
  }
}

async function newPlayer(settings, opts = {}) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1, ...opts });
  // A Content-Security-Policy violation is an error too (the page's event
  // sees every kind, from the first script on).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  if (settings) {
    await context.addInitScript((s) => {
      if (!localStorage.getItem('periscope.settings')) localStorage.setItem('periscope.settings', s);
    }, JSON.stringify(settings));
  }
  const p = new Player(await context.newPage());
  p.context = context;
  await p.page.goto(url, { waitUntil: 'load' });
  await p.scene('title', READY_TIMEOUT);
  return p;
}

test('the evening: zero-duration clicks, U-47 with the tutorial, the Happy Time\'s bot turns', { timeout: long ? 3_600_000 : 1_200_000 }, async (t) => {
  const p = await newPlayer(null, { hasTouch: true, locale: 'en-GB' });

  await t.test(`item 7: ${N} zero-duration clicks, ${N} instant taps and an instant Enter all count`, async () => {
    let title = await p.status();
    for (let i = 0; i < N; i++) {
      await p.click('new-game', title);
      const ng = await p.scene('newgame', 30_000);
      await p.frames();
      await p.click('back', ng);
      title = await p.scene('title', 30_000);
      await p.frames();
    }
    for (let i = 0; i < N; i++) {
      const b = title.buttons.find((x) => x.id === 'new-game');
      await p.page.touchscreen.tap(b.x + b.w / 2, b.y + b.h / 2);
      const ng = await p.scene('newgame', 30_000);
      await p.frames();
      const q = ng.buttons.find((x) => x.id === 'back');
      await p.page.touchscreen.tap(q.x + q.w / 2, q.y + q.h / 2);
      title = await p.scene('title', 30_000);
      await p.frames();
    }
    // The title focuses New game when it opens; Tab only if nothing is.
    let st = await p.status();
    if (!st.buttons.some((b) => b.focused)) await p.key('Tab');
    st = await p.status();
    assert.ok(st.buttons.some((b) => b.focused), 'nothing focused, even after Tab');
    await p.page.keyboard.press('Enter');
    await p.waitFor((s) => s.scene !== 'title', 'the instant Enter', 30_000);
    await p.frames(3);
    await p.page.keyboard.down('Escape');
    await p.frames(2);
    await p.page.keyboard.up('Escape');
    await p.scene('title', 30_000);
    await p.frames(3);
  });

  await t.test('item 4 and the tutorial: U-47\'s briefing, the first tips, the glossary, no odds cut', async () => {
    await p.click('new-game');
    await p.scene('newgame', 30_000);
    await p.frames();
    await p.click('scn:u47-scapa-flow');
    await p.click('start');
    let st = await p.scene('briefing', 120_000);
    await p.frames(4);
    assert.ok(p.has(st, 'begin'), 'no Take command on the briefing');
    await p.shots('briefing');
    await p.click('begin');
    st = await p.scene('map', 60_000);
    await p.frames(4);
    st = await p.status();
    const targets = st.buttons.filter((b) => /^(area|base):/.test(b.id) && b.enabled);
    assert.ok(targets.length >= 4, `${targets.length} chart targets offered on U-47's first decision`);
    assert.ok(p.has(st, 'tut-next'), 'no tutorial card on the first decision');
    await p.noCut('U-47, the first decision');
    await p.shots('tutorial');
    await p.click('tut-next');
    await p.frames(4);
    const seen = await p.page.evaluate(() => localStorage.getItem('periscope.settings') || '');
    assert.match(seen, /tutorialSeen[^,}]*turn/, 'the tip read is not kept in the settings');
    st = await p.status();
    assert.ok(p.has(st, 'tut-next'), 'no second tip after Got it');
    const raid = st.buttons.find((b) => b.id.includes('|raid'));
    if (raid) {
      await p.page.mouse.move(raid.x + raid.w / 2, raid.y + raid.h / 2);
      await p.frames(4);
      await p.shot('glossary');
      await p.noCut('U-47, the raid pointed at');
    }
  });

  await t.test('item 13: Settings from the game menu returns to the menu; item 12: a save row asks first', async () => {
    await p.key('Escape');
    await p.scene('menu', 30_000);
    await p.click('settings');
    let st = await p.scene('settings', 30_000);
    await p.frames();
    // Item 11: the sound switch plays its dice at the new volume, through
    // Ebitengine's audio under the page's Content-Security-Policy (its
    // worklet's module comes from a blob: URL; a violation fails the
    // test): the context is ready. Off → 25 % → … at most five steps to a
    // volume that plays.
    for (let i = 0; i < 5; i++) {
      const played = await p.page.evaluate(() => (window.periscopeAudio && window.periscopeAudio.played) || 0);
      if (played > 0) break;
      await p.click('sound');
      await p.frames(2);
    }
    const audio = await p.page.waitForFunction(() => {
      const a = window.periscopeAudio;
      return a && a.played > 0 && typeof a.ready === 'function' && a.ready() && { played: a.played, engine: a.engine, ready: true };
    }, null, { timeout: 30_000 }).then((h) => h.jsonValue()).catch(async () => p.page.evaluate(() => {
      const a = window.periscopeAudio;
      return { played: a ? a.played : 0, engine: a && a.engine, ready: a && typeof a.ready === 'function' ? a.ready() : 'no ready()' };
    }));
    assert.equal(audio.engine, 'ebitengine', `the sound switch: ${JSON.stringify(audio)}`);
    assert.equal(audio.ready, true, `the sound switch: ${JSON.stringify(audio)}`);
    assert.ok(audio.played > 0, 'no sound played');
    await p.key('Escape');
    await p.scene('menu', 30_000);
    await p.click('save-game');
    await p.scene('save-game', 30_000);
    await p.frames();
    await p.click('save');
    await p.frames(4);
    await p.key('Escape');
    await p.scene('map', 30_000);
    await p.key('Escape');
    await p.scene('menu', 30_000);
    await p.click('load-game');
    st = await p.scene('load-game', 30_000);
    await p.frames(4);
    st = await p.status();
    const row = st.buttons.find((b) => b.id.startsWith('save-'));
    assert.ok(row, 'no save row');
    await p.instant({ x: row.x + row.w / 2, y: row.y + row.h / 2 });
    await p.frames(6);
    assert.equal((await p.status()).scene, 'load-game', 'one click on a row left the page');
    await p.instant({ x: row.x + row.w / 2, y: row.y + row.h / 2 });
    await p.scene('confirm-load', 30_000);
    await p.click('cancel');
    await p.scene('load-game', 30_000);
    await p.shots('load-game');
    for (let i = 0; i < 6 && st.scene !== 'map'; i++) {
      st = await p.status();
      if (st.scene === 'map') break;
      if (p.has(st, 'continue')) await p.click('continue', st);
      else if (p.has(st, 'back')) await p.click('back', st);
      else await p.key('Escape');
      await p.frames(4);
    }
    await p.scene('map', 30_000);
  });

  await t.test('U-47: the patrol played on with the tips, then Skip tutorial', async () => {
    // The short form skips the tutorial on the card that comes back to the
    // map (the tips before it were read with Got it above) and answers two
    // decisions with no tip after; the long one reads the tips (Got it)
    // over ten decisions, skips at the next card and plays the patrol to
    // its report.
    const limit = long ? 400 : 2;
    const skipAt = long ? 10 : 0;
    let tips = 0;
    let skipped = false;
    let answered = 0;
    for (let i = 0; i < 10 * limit + 20 && answered < limit; i++) {
      let st = await p.waitFor((s) => s.scene !== 'map' || s.info.prompt || s.info.over === 'true', 'a decision', 120_000);
      if (st.scene === 'map' && st.info.over === 'true') break;
      if (st.scene !== 'map') {
        // A combat board (or the report): the board's own first choice,
        // Continue at its end.
        if (p.has(st, 'continue')) await p.click('continue', st);
        else if (p.has(st, 'skip')) await p.click('skip', st);
        else {
          const b = st.buttons.find((x) => /^(col|unit|fire|sub|opt):/.test(x.id) && x.enabled && x.w > 0);
          if (b) await p.click(b.id, st);
          else if (p.has(st, 'close')) await p.click('close', st);
          else await p.key('Escape');
        }
        continue;
      }
      await p.noCut(`U-47, decision ${st.info.decisions}`);
      if (p.has(st, 'tut-next')) {
        assert.ok(!skipped, 'a tip after Skip tutorial');
        tips++;
        if (!skipped && answered >= skipAt && p.has(st, 'tut-skip')) {
          await p.click('tut-skip', st);
          await p.frames(4);
          assert.ok(!p.has(await p.status(), 'tut-next'), 'a tip after Skip tutorial');
          skipped = true;
        } else {
          await p.click('tut-next', st);
        }
        continue;
      }
      const before = Number(st.info.decisions);
      const opt = st.buttons.find((b) => b.id.startsWith('opt:') && b.enabled && b.w > 0);
      if (opt) await p.click(opt.id, st);
      else await p.key('Enter');
      await p.waitFor((s) => s.scene !== 'map' || Number(s.info.decisions) > before || s.info.over === 'true', 'the answer taken', 60_000);
      answered++;
    }
    assert.ok(tips >= 1, `${tips} tips on U-47's first ${answered} decisions`);
    assert.ok(skipped, `no Skip tutorial on a card after decision ${skipAt}`);
  });
  assert.deepEqual(p.errors, [], 'errors on the page');
  await p.context.close();
  t.diagnostic(`the 1280×800 screenshots and the raid's summary took ${(added.ms / 1000).toFixed(1)} s so far`);
});

// The board's "combat over" line in numbers: ships sunk ("No ship sunk" is 0).
function sunkIn(line) {
  const m = /(\d+) ships? sunk/.exec(line || '');
  return m ? Number(m[1]) : /no ship sunk/i.test(line || '') ? 0 : NaN;
}

test('item 2: The Happy Time\'s first two turns handed to the bot, one combat watched, one skipped, the summary and a replay', { timeout: long ? 3_600_000 : 1_200_000 }, async (t) => {
  // Animations at ×4: the watched combat plays out in seconds.
  const p = await newPlayer({ uiScale: 1, animSpeed: 4, lang: 'en', tutorialOff: true }, { locale: 'en-GB' });
  let st = await p.status();

  await t.test('U-47 seed 2 under Bot turn: the raid turned back before Scapa Flow is in the summary, with its rule and no replay', async () => {
    const t0 = Date.now();
    const a0 = added.ms;
    st = await p.newGame('u47-scapa-flow', 2);
    await p.click('bot-turn', st);
    st = await p.waitFor((s) => s.scene === 'bot-combats' || s.scene === 'combat', 'the raid\'s summary', 120_000);
    assert.equal(st.scene, 'bot-combats', 'a board opened for a raid turned back before the base');
    assert.equal(st.info.combats, '1', `the summary: ${JSON.stringify(st.info)}`);
    const row = st.info.combat0;
    assert.match(row, /U-47/);
    assert.match(row, /Scapa Flow/);
    assert.match(row, /Raid turned back before the base/);
    assert.match(row, /must return to base \(transit event\) \[19\.12\]/, `the row says what stopped the raid: ${row}`);
    assert.ok(!p.has(st, 'replay:0'), 'a replay offered for a raid with no board');
    // The same scene as the Happy Time's summary below, which is shot at
    // the three sizes: one size here.
    await p.shot('botturn-raid');
    await p.toTitle();
    added.ms = a0 + Date.now() - t0;
  });

  st = await p.newGame('happy-time-1940', 1);
  const turn = Number(st.info.turn);
  await p.noCut('The Happy Time, the first prompt');
  await p.click('bot-turn');

  await t.test('the first combat opens on its own board, not over, plays at the animation speed, and its end matches the log', async () => {
    st = await p.waitFor((s) => s.scene === 'combat', 'the first board', 120_000);
    assert.notEqual(st.info.over, 'true', 'the board opened already over');
    assert.equal(st.info.bot, 'true', 'the bot does not play this board');
    const boats = st.info.boats;
    const ships0 = Number(st.info.logShips);
    const shown = new Set();
    let shot = false;
    let end = null;
    for (;;) {
      const s = await p.status();
      if (s.scene !== 'combat' || s.info.boats !== boats) break;
      if (s.info.over === 'true') end = s;
      shown.add(s.info.shown);
      if (!shot && Number(s.info.attacks) > 0) {
        await p.page.screenshot({ path: join(shots, 'evening-botturn-watch-1024x640.png') });
        shot = true;
      }
      await p.page.waitForTimeout(25);
    }
    assert.ok(shown.size >= 4, `the board went from its first entry to its end in ${shown.size} steps`);
    // The board's dice sound in the browser (item 11; sound is on by default).
    const played = await p.page.evaluate(() => (window.periscopeAudio ? window.periscopeAudio.played : 0));
    assert.ok(played > 0, 'the watched board played no sound');
    // The board stays at its end for a moment before it closes: the line
    // it showed says as many ships as the log's entries sank (item 1).
    if (end) {
      const said = sunkIn(end.info.summary);
      assert.equal(said, Number(end.info.logShips) - ships0, `the board said "${end.info.summary}", the log sank ${Number(end.info.logShips) - ships0}`);
    }
  });

  await t.test('Skip this combat plays the second at once; Skip the rest of the turn\'s plays the others without a board', async () => {
    st = await p.waitFor((s) => s.scene === 'combat' || s.scene === 'bot-combats', 'the second board', 120_000);
    assert.equal(st.scene, 'combat', 'there was no second combat');
    assert.notEqual(st.info.over, 'true', 'the board opened already over');
    await p.click('skip-combat', st);
    await p.waitFor((s) => s.scene !== 'combat' || s.info.boats !== st.info.boats, 'the second board closed', 30_000);
    st = await p.waitFor((s) => s.scene === 'combat' || s.scene === 'bot-combats', 'a third board or the summary', 120_000);
    if (st.scene === 'combat') await p.click('skip-turn', st);
    st = await p.waitFor((s) => s.scene === 'bot-combats' || s.scene === 'combat', 'the summary', 120_000);
    assert.equal(st.scene, 'bot-combats', `a board opened after Skip the rest (${st.info.boats})`);
  });

  await t.test('the summary lists each combat, watched or skipped, with its result (1024×640, 1920×1080; 1280×800 in the long form)', async () => {
    st = await p.status();
    const n = Number(st.info.combats);
    assert.ok(n >= 2, `${n} combats`);
    assert.match(st.info.combat0, /watched/);
    assert.match(st.info.combat1, /skipped/);
    for (let i = 0; i < n; i++) assert.match(st.info['combat' + i], /(ships? sunk|no ship sunk)/i, `combat ${i}`);
    await p.shot('botturn-summary');
    // 1280×800 in the long form only: a resize of this scene costs
    // SwiftShader tens of seconds on a loaded machine.
    if (long) {
      const t0 = Date.now();
      await p.shot('botturn-summary', 1280, 800);
      added.ms += Date.now() - t0;
    }
    await p.shot('botturn-summary', 1920, 1080);
  });

  await t.test('Replay plays the skipped combat again to its end, and its line matches the summary\'s', async () => {
    st = await p.status();
    const row = st.info.combat1;
    // Back to 1024×640: a board at 1920×1080 costs SwiftShader seconds a
    // frame, and the replay is played out.
    await p.page.setViewportSize({ width: 1024, height: 640 });
    st = await p.waitFor((s) => s.width === 1024, 'the 1024×640 layout', 120_000);
    await p.click('replay:1', st);
    st = await p.waitFor((s) => s.scene === 'replay' && s.info.over === 'true', 'the replay to end', 180_000);
    await p.page.screenshot({ path: join(shots, 'evening-botturn-replay-1024x640.png'), timeout: 120_000 });
    const want = sunkIn(row);
    assert.equal(sunkIn(st.info.summary), want, `the replay says "${st.info.summary}", the summary "${row}"`);
    await p.click('continue', st);
    st = await p.scene('bot-combats', 30_000);
    await p.shot('botturn-summary-after-replay');
  });

  await t.test('Close goes back to the map in the next turn; the second turn\'s combats skipped', async () => {
    await p.click('close');
    st = await p.waitFor((s) => s.scene === 'map' && p.has(s, 'bot-turn'), 'the map', 60_000);
    assert.ok(Number(st.info.turn) > turn, `turn ${st.info.turn}`);
    await p.noCut('The Happy Time, the second turn');
    await p.click('bot-turn', st);
    for (;;) {
      st = await p.waitFor((s) => s.scene === 'combat' || s.scene === 'bot-combats' || (s.scene === 'map' && Number(s.info.turn) > turn + 1), 'the second turn', 180_000);
      if (st.scene === 'combat') {
        if (p.has(st, 'skip-turn')) await p.click('skip-turn', st);
        else await p.frames(2);
        continue;
      }
      if (st.scene === 'bot-combats') await p.click('close', st);
      break;
    }
    st = await p.waitFor((s) => s.scene === 'map', 'the map', 60_000);
    assert.ok(Number(st.info.turn) >= turn + 2, `turn ${st.info.turn} after two bot turns from ${turn}`);
  });
  assert.deepEqual(p.errors, [], 'errors on the page');
  await p.context.close();
  t.diagnostic(`the 1280×800 screenshots and the raid's summary took ${(added.ms / 1000).toFixed(1)} s so far`);
});
