// Browser test: plays an operational scenario (The Happy Time, seed 1) in
// headless Chromium with clicks and keys only, and fights a convoy attack
// on a combat board: every decision on the map takes its first offered
// option; on the combat board the test clicks the board itself (a column,
// a counter, the + chips and Fire) the way a player would. The seed is
// checked in Go (render/combat/combattest TestBrowserSeed) to bring a
// convoy within four weeks on that policy (its first convoy board comes at
// the fifth decision).
//
//   node tests/browser/convoy.mjs http://127.0.0.1:8080/                      # CI form
//   CONVOY_BROWSER=long node tests/browser/convoy.mjs http://127.0.0.1:8080/  # four weeks
//
// The CI form stops once the first convoy board with an attack on it has
// closed and the map asks again (about 25 decisions in place of four
// weeks' 190); the long form plays the four weeks.
//
// Prints one line per check and ends with "convoy: N passed, M failed".
// Screenshots go to tests/browser/screenshots/ (convoy-*.png).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const url = process.argv[2];
if (!url) {
  console.error('usage: node tests/browser/convoy.mjs URL');
  process.exit(2);
}
const SCENARIO = 'happy-time-1940';
const SEED = '1';
const WEEKS = 4;
const long = process.env.CONVOY_BROWSER === 'long';
const shots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(shots, { recursive: true });

let passed = 0;
let failed = 0;
let lastCheck = Date.now();
function check(name, ok, detail = '') {
  const took = ((Date.now() - lastCheck) / 1000).toFixed(1);
  lastCheck = Date.now();
  name = `${name} [${took} s]`;
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} - ${name}${detail ? (ok ? ` (${detail})` : `: ${detail}`) : ''}`);
  return ok;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--enable-unsafe-swiftshader',
    '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
const errors = [];
const page = await context.newPage();
// The last console lines, printed when the Go program panics (its stack
// trace arrives line by line after the panic's first line).
const recent = [];
page.on('console', (msg) => {
  recent.push(msg.text());
  if (recent.length > 80) recent.shift();
  if (msg.type() === 'error' || /^(panic: |fatal error: )/.test(msg.text())) errors.push(msg.text());
});
page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
// A returning player who has switched animations off: four weeks of log
// are revealed at once (the board's dice are checked natively and in
// render/combat's tests; here the board is played).
await context.addInitScript(() => {
  if (!localStorage.getItem('periscope.settings')) {
    localStorage.setItem('periscope.settings', JSON.stringify({ uiScale: 1, animSpeed: 0 }));
  }
});

const status = () => page.evaluate(() => window.periscopeReady || null);

async function waitFor(pred, what, timeout = 60_000) {
  const t0 = Date.now();
  for (;;) {
    const st = await status();
    if (st && pred(st)) return st;
    const failedLoad = await page.evaluate(() => {
      const l = document.getElementById('loader');
      return l && l.classList.contains('failed') ? document.getElementById('loader-msg').textContent : '';
    });
    if (failedLoad) throw new Error('the game stopped: ' + failedLoad);
    if (Date.now() - t0 > timeout) throw new Error(`timed out waiting for ${what} (scene ${st && st.scene}, prompt ${st && st.prompt})`);
    await page.waitForTimeout(20);
  }
}

// The game reads input once per frame: each press and release is held
// until the game has drawn a frame since.
async function holdFrames(frames = 1) {
  const start = await page.evaluate(() => window.periscopeFrame || 0);
  await page.waitForFunction((n) => (window.periscopeFrame || 0) >= n, start + frames, { timeout: 30_000 });
}

async function click(b) {
  if (!b) throw new Error('no such control');
  await page.mouse.move(b.x + b.w / 2, b.y + b.h / 2);
  await page.mouse.down();
  await holdFrames(2);
  await page.mouse.up();
  await holdFrames(2);
}

async function key(k) {
  await page.keyboard.down(k);
  await holdFrames();
  await page.keyboard.up(k);
  await holdFrames();
}

const enabled = (st) => (st.buttons || []).filter((b) => b.enabled);
const find = (st, pred) => enabled(st).find((b) => pred(b.id));

try {
  await page.goto(url, { waitUntil: 'load' });
  let st = await waitFor((s) => s.scene === 'title', 'the title', 180_000);
  check('the title is up', true);

  await click(find(st, (id) => id === 'new-game'));
  st = await waitFor((s) => s.scene === 'newgame', 'the new-game page');
  const scn = find(st, (id) => id === 'scn:' + SCENARIO);
  if (!scn) throw new Error(`no scenario button scn:${SCENARIO}`);
  await click(scn);
  // The seed: focus the field, erase it (Backspace in the field never
  // leaves the page, so more presses than digits are harmless: a press
  // lost on a busy machine does not leave a digit behind), type the digits.
  await click(find(st, (id) => id === 'seed'));
  for (let i = 0; i < 20; i++) await key('Backspace');
  for (const ch of SEED) await key(ch);
  try {
    st = await waitFor((s) => s.info && s.info.seed === SEED, 'the seed typed in', 30_000);
    check('the seed is typed in', true, SEED);
  } catch (e) {
    st = await status();
    check('the seed is typed in', false, st.info && st.info.seed);
  }
  await click(find(st, (id) => id === 'start'));
  st = await waitFor((s) => s.scene === 'briefing', 'the briefing', 120_000);
  await click(find(st, (id) => id === 'begin'));
  st = await waitFor((s) => s.scene === 'map', 'the campaign map', 120_000);
  const startTurn = Number(st.info && st.info.turn);
  check('the campaign map is up', Number.isFinite(startTurn), `turn ${startTurn}`);

  let decisions = 0;
  let convoyBoards = 0;
  let attacks = 0;
  let boardKinds = new Set();
  let shotTaken = false;
  let fpsOnBoard = [];
  let turn = startTurn;
  const deadline = Date.now() + 12 * 60_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`four weeks took too long (turn ${turn}, ${decisions} decisions)`);
    st = await status();
    if (!st) continue;
    const info = st.info || {};
    if (st.scene === 'combat') {
      boardKinds.add(info.board);
      if (st.fps) fpsOnBoard.push(st.fps);
      if (info.board === 'c1' || info.board === 'c2') {
        attacks = Math.max(attacks, Number(info.attacks || 0));
      }
      if (info.over === 'true') {
        if (info.board === 'c1' || info.board === 'c2') convoyBoards++;
        await click(find(st, (id) => id === 'continue'));
        continue;
      }
      const kind = st.prompt || info.prompt;
      if (!kind) {
        const skip = find(st, (id) => id === 'skip');
        if (skip) await click(skip);
        else await holdFrames();
        continue;
      }
      if (kind === 'allocate') {
        const plus = find(st, (id) => id.startsWith('plus:'));
        const fire = find(st, (id) => id === 'fire');
        if (fire && plus && !shotTaken) {
          await page.screenshot({ path: join(shots, 'convoy-board-allocate.png') });
          shotTaken = true;
        }
        if (fire) await click(fire);
        else if (plus) await click(plus);
        else throw new Error('an allocation with neither + nor Fire');
        if (fire) decisions++;
        continue;
      }
      // A choice on the board itself if there is one, else the first row.
      const b = find(st, (id) => /^(col|unit|fire|sub):/.test(id)) || find(st, (id) => id.startsWith('opt:'));
      if (!b) throw new Error(`nothing to click on the board for ${kind}: ${enabled(st).map((x) => x.id).join(' ')}`);
      await click(b);
      decisions++;
      continue;
    }
    if (st.scene !== 'map') {
      // The after-action report or another page: go back.
      const back = find(st, (id) => /^(back|close|continue|done)$/.test(id));
      if (back) await click(back);
      else await key('Escape');
      continue;
    }
    turn = Number(info.turn);
    if (info.over === 'true' || turn >= startTurn + WEEKS) break;
    if (!long && convoyBoards > 0 && attacks > 0) break; // the CI form's end
    if (!info.prompt) {
      await holdFrames();
      continue;
    }
    const opt = find(st, (id) => id.startsWith('opt:'));
    if (!opt) {
      await key('Enter');
    } else {
      await click(opt);
    }
    decisions++;
  }
  if (long) check(`${WEEKS} weeks played`, turn >= startTurn + WEEKS || (await status()).info.over === 'true', `turn ${startTurn} → ${turn}, ${decisions} decisions`);
  else check('the map asks again after the convoy board', (await status()).scene === 'map', `turn ${startTurn} → ${turn}, ${decisions} decisions`);
  check('a convoy was fought on a combat board', convoyBoards > 0 || attacks > 0, `boards seen: ${[...boardKinds].join(', ')}`);
  check('an attack was resolved on the convoy board', attacks > 0, `${attacks} attack(s)`);
  check('the board was seen mid-attack (screenshot)', shotTaken);
  if (fpsOnBoard.length) {
    const avg = fpsOnBoard.reduce((a, b) => a + b, 0) / fpsOnBoard.length;
    console.log(`info - frames per second on the combat board: ${avg.toFixed(1)} average, ${Math.min(...fpsOnBoard).toFixed(1)} lowest`);
  }
} catch (err) {
  check('the game played on', false, String(err && err.message ? err.message : err).split('\n')[0]);
  try { await page.screenshot({ path: join(shots, 'convoy-failure.png') }); } catch {}
}
check('no errors in the console', errors.length === 0, errors.slice(0, 3).join(' | '));
if (errors.some((e) => /^(panic: |fatal error: )/.test(e))) {
  console.log('the console before the Go program stopped:');
  for (const line of recent) console.log(`  | ${line}`);
}
await browser.close();
console.log(`convoy: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
