// Browser test for the evening's defects (issue 14): clicks and taps whose
// press and release fall within one frame must count, every time.
//
//   node tests/browser/evening.mjs http://127.0.0.1:8080/
//
// Prints one line per check and ends with "browser: N passed, M failed".
// Screenshots go to tests/browser/screenshots/.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const url = process.argv[2];
if (!url) {
  console.error('usage: node tests/browser/evening.mjs URL');
  process.exit(2);
}
const shots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(shots, { recursive: true });

const READY_TIMEOUT = 120_000;
let passed = 0;
let failed = 0;

function check(name, ok, detail = '') {
  if (ok) {
    passed++;
    console.log(`ok   - ${name}${detail ? ` (${detail})` : ''}`);
  } else {
    failed++;
    console.log(`FAIL - ${name}${detail ? `: ${detail}` : ''}`);
  }
  return ok;
}

async function attempt(name, fn) {
  try {
    const detail = await fn();
    return check(name, true, detail || '');
  } catch (err) {
    return check(name, false, String(err && err.message ? err.message : err).split('\n')[0]);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: [
    '--headless', '--no-sandbox', '--enable-unsafe-swiftshader',
    '--disable-background-networking', '--no-first-run',
    '--disable-component-update', '--disable-sync',
  ],
});

async function waitScene(page, scene, timeout = 30_000) {
  const h = await page.waitForFunction((s) => {
    if (window.periscopeReady && window.periscopeReady.scene === s) return 'ok';
    const loader = document.getElementById('loader');
    if (loader && loader.classList.contains('failed')) {
      return 'the game stopped: ' + document.getElementById('loader-msg').textContent;
    }
    return false;
  }, scene, { timeout });
  const v = await h.jsonValue();
  if (v !== 'ok') throw new Error(v);
  return page.evaluate(() => window.periscopeReady);
}

function centre(status, id) {
  const b = status.buttons.find((x) => x.id === id);
  if (!b) throw new Error(`no button "${id}" in scene ${status.scene}`);
  return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}

// Waits for the game to draw n more frames.
async function frames(page, n = 2) {
  const start = await page.evaluate(() => window.periscopeFrame || 0);
  await page.waitForFunction((k) => (window.periscopeFrame || 0) >= k, start + n, { timeout: 30_000 });
}

// A zero-duration click: press and release with nothing in between, as a
// touchpad's tap-to-click sends them; both fall within one frame.
async function instantClick(page, p) {
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
}

const N = 8;
try {
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1, hasTouch: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error' || /^panic: /.test(m.text())) errors.push(m.text()); });
  await page.goto(url, { waitUntil: 'load' });
  let title = await waitScene(page, 'title', READY_TIMEOUT);

  // 7: instant mouse clicks, New game then Back, N times each.
  await attempt(`${N} zero-duration clicks on New game and Back all count`, async () => {
    let counted = 0;
    for (let i = 0; i < N; i++) {
      await instantClick(page, centre(title, 'new-game'));
      const ng = await waitScene(page, 'newgame', 30_000);
      await frames(page);
      await instantClick(page, centre(ng, 'back'));
      title = await waitScene(page, 'title', 30_000);
      await frames(page);
      counted++;
    }
    return `${counted} of ${N} round trips`;
  });

  // 7: instant taps (touchstart and touchend in one frame), N times each.
  await attempt(`${N} instant taps on New game and Back all count`, async () => {
    let counted = 0;
    for (let i = 0; i < N; i++) {
      const p = centre(title, 'new-game');
      await page.touchscreen.tap(p.x, p.y);
      const ng = await waitScene(page, 'newgame', 30_000);
      await frames(page);
      const q = centre(ng, 'back');
      await page.touchscreen.tap(q.x, q.y);
      title = await waitScene(page, 'title', 30_000);
      await frames(page);
      counted++;
    }
    return `${counted} of ${N} round trips`;
  });

  // 7: an instant key press (down and up in one frame) counts too.
  await attempt('an instant Enter on the focused New game counts', async () => {
    // The title focuses New game when it opens; Tab only if nothing is.
    let st = await page.evaluate(() => window.periscopeReady);
    let f = st.buttons.find((b) => b.focused);
    if (!f) {
      await page.keyboard.press('Tab');
      await frames(page);
      st = await page.evaluate(() => window.periscopeReady);
      f = st.buttons.find((b) => b.focused);
    }
    if (!f) throw new Error('nothing focused, even after Tab');
    // The scene is read before the Enter: an instant press can change it
    // before the next evaluate returns.
    const s = st.scene;
    await page.keyboard.press('Enter');
    await page.waitForFunction((t) => window.periscopeReady.scene !== t, s, { timeout: 30_000 });
    const now = await page.evaluate(() => window.periscopeReady.scene);
    await frames(page, 3);
    // Back to the title with a held Escape (this check is about the Enter).
    await page.keyboard.down('Escape');
    await frames(page, 2);
    await page.keyboard.up('Escape');
    await waitScene(page, 'title', 30_000).catch(async (e) => {
      throw new Error(`${e.message.split('\n')[0]}; scene ${await page.evaluate(() => window.periscopeReady.scene)}`);
    });
    await frames(page, 3);
    return `${f.id} → ${now}`;
  });

  // Into a game (zero-duration clicks all the way).
  const click = async (id) => {
    const st = await page.evaluate(() => window.periscopeReady);
    await instantClick(page, centre(st, id));
  };
  const key = async (k) => { await page.keyboard.press(k); };
  await attempt('a new game starts by instant clicks', async () => {
    await click('new-game');
    await waitScene(page, 'newgame', 30_000);
    await frames(page);
    await click('start');
    await waitScene(page, 'briefing', 60_000);
    await frames(page, 4);
  });

  // 4: the scenario's briefing opens with the game on a screen of its own;
  // Take command goes to the map, where nothing covers the chart's targets.
  await attempt('the briefing opens on its own screen and an instant click goes to the map, every target offered', async () => {
    let st = await page.evaluate(() => window.periscopeReady);
    if (!st.buttons.some((b) => b.id === 'begin' && b.enabled)) throw new Error('no briefing (no Take command button)');
    await page.screenshot({ path: join(shots, 'evening-briefing.png') });
    await click('begin');
    st = await waitScene(page, 'map', 30_000);
    await frames(page, 4);
    st = await page.evaluate(() => window.periscopeReady);
    if (st.buttons.some((b) => b.id === 'begin')) throw new Error('the briefing is still open');
    const targets = st.buttons.filter((b) => /^(area|base):/.test(b.id) && b.enabled);
    if (targets.length < 4) throw new Error(`${targets.length} chart targets offered on U-47's first decision`);
    return `${targets.length} chart targets`;
  });

  // The tutorial (a guided first patrol): the first tip on the map, Got it
  // goes on, the glossary defines the terms of the option pointed at.
  await attempt('the tutorial guides U-47: its first tip, Got it to the next, kept in the settings', async () => {
    let st = await page.evaluate(() => window.periscopeReady);
    if (!st.buttons.some((b) => b.id === 'tut-next')) throw new Error('no tutorial card on the first decision');
    await page.screenshot({ path: join(shots, 'evening-tutorial-1024x640.png') });
    await click('tut-next');
    await frames(page, 4);
    const seen = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (/settings/.test(k)) return localStorage.getItem(k);
      }
      return '';
    });
    if (!/tutorialSeen[^,}]*turn/.test(seen)) throw new Error(`the tip read is not kept: ${seen.slice(0, 120)}`);
    st = await page.evaluate(() => window.periscopeReady);
    if (!st.buttons.some((b) => b.id === 'tut-next')) throw new Error('no second tip after Got it');
    const opt = st.buttons.find((b) => b.id.includes('|raid'));
    if (opt) {
      await page.mouse.move(opt.x + opt.w / 2, opt.y + opt.h / 2);
      await frames(page, 4);
      await page.screenshot({ path: join(shots, 'evening-glossary-1024x640.png') });
    }
    return 'settings: ' + seen.replace(/.*"tutorialSeen":"([^"]*)".*/, '$1');
  });

  // 13: Settings and the rules reference from the game menu return to the menu.
  await attempt('Settings from the game menu returns to the menu, then Escape to the map', async () => {
    await key('Escape');
    await waitScene(page, 'menu', 30_000);
    await frames(page);
    await click('settings');
    await waitScene(page, 'settings', 30_000);
    const st = await page.evaluate(() => window.periscopeReady);
    if (st.buttons.some((b) => b.id === 'sound')) throw new Error('a sound switch with no sound (item 11)');
    await frames(page);
    await key('Escape');
    await waitScene(page, 'menu', 30_000);
    await frames(page);
    await key('Escape');
    await waitScene(page, 'map', 30_000);
    await frames(page);
  });

  // 12: one click on a save row does not replace the game; a second asks.
  await attempt('one click on a save row only selects it; the second asks first', async () => {
    await key('Escape');
    await waitScene(page, 'menu', 30_000);
    await frames(page);
    await click('save-game');
    await waitScene(page, 'save-game', 30_000);
    await frames(page);
    await click('save');
    await frames(page, 4);
    await key('Escape');
    await waitScene(page, 'map', 30_000);
    await frames(page);
    await key('Escape');
    await waitScene(page, 'menu', 30_000);
    await frames(page);
    await click('load-game');
    await waitScene(page, 'load-game', 30_000);
    await frames(page, 4);
    const st = await page.evaluate(() => window.periscopeReady);
    const row = st.buttons.find((b) => b.id.startsWith('save-'));
    if (!row) throw new Error('no save row');
    await instantClick(page, { x: row.x + row.w / 2, y: row.y + row.h / 2 });
    await frames(page, 6);
    const after = await page.evaluate(() => window.periscopeReady.scene);
    if (after !== 'load-game') throw new Error(`one click on a row went to ${after}`);
    await instantClick(page, { x: row.x + row.w / 2, y: row.y + row.h / 2 });
    await waitScene(page, 'confirm-load', 30_000);
    await frames(page);
    await click('cancel');
    await waitScene(page, 'load-game', 30_000);
    await page.screenshot({ path: join(shots, 'evening-load-game.png') });
  });

  await attempt('Skip tutorial ends it, and the settings say so', async () => {
    let st = await page.evaluate(() => window.periscopeReady);
    if (st.scene !== 'map') {
      // Back to the game (Escape from the load page, or Continue).
      for (let i = 0; i < 6 && st.scene !== 'map'; i++) {
        if (st.buttons.some((b) => b.id === 'continue' && b.enabled)) await click('continue');
        else if (st.buttons.some((b) => b.id === 'back')) await click('back');
        else await page.keyboard.press('Escape');
        await frames(page, 6);
        st = await page.evaluate(() => window.periscopeReady);
      }
    }
    if (st.scene !== 'map') throw new Error(`not back on the map (${st.scene})`);
    await frames(page, 4);
    st = await page.evaluate(() => window.periscopeReady);
    if (!st.buttons.some((b) => b.id === 'tut-skip')) throw new Error('the tutorial did not resume on the map');
    await click('tut-skip');
    await frames(page, 4);
    st = await page.evaluate(() => window.periscopeReady);
    if (st.buttons.some((b) => b.id === 'tut-next')) throw new Error('a tip after Skip tutorial');
  });

  check('no errors in the page', errors.length === 0, errors.slice(0, 3).join(' | '));
  await page.screenshot({ path: join(shots, 'evening-title.png') });
  await context.close();
} catch (err) {
  check('the test ran to its end', false, String(err && err.message ? err.message : err).split('\n')[0]);
} finally {
  await browser.close();
}
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
