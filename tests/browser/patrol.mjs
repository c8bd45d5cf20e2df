// Browser test: plays a whole single-patrol scenario (U-47: Scapa Flow)
// through the real UI in headless Chromium — clicks and keys only, found
// through the page hook (window.periscopeReady: the scene, its controls'
// rectangles, the pending prompt) — reaches the after-action report,
// reloads the page mid-game and at the end, and continues from the
// autosave each time. It saves a screenshot of every scene and reports the
// frame rate of the whole map.
//
//   node tests/browser/patrol.mjs http://127.0.0.1:8080/
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const url = process.argv[2];
if (!url) {
  console.error('usage: node tests/browser/patrol.mjs URL');
  process.exit(2);
}
const SCENARIO = 'u47-scapa-flow';
const SEED = '3';
const shots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(shots, { recursive: true });
const READY_TIMEOUT = 120_000;

let passed = 0;
let failed = 0;
let lastCheck = Date.now();
function check(name, ok, detail = '') {
  const took = ((Date.now() - lastCheck) / 1000).toFixed(1);
  lastCheck = Date.now();
  name = `${name} [${took} s]`;
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
  args: ['--headless', '--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking',
    '--no-first-run', '--disable-component-update', '--disable-sync'],
});

const errors = [];
function watch(page, label) {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /^(panic: |fatal error: )/.test(msg.text())) errors.push(`[${label}] ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`[${label}] pageerror: ${err.message}`));
}

const status = (page) => page.evaluate(() => window.periscopeReady);

async function waitFor(page, pred, arg, what, timeout = 60_000) {
  try {
    await page.waitForFunction(pred, arg, { timeout });
  } catch (err) {
    const s = await status(page).catch(() => null);
    throw new Error(`${what}: not reached (scene ${s && s.scene}, info ${s && JSON.stringify(s.info)})`);
  }
  return status(page);
}

function waitScene(page, scene, timeout = 60_000) {
  return waitFor(page, (s) => {
    const loader = document.getElementById('loader');
    if (loader && loader.classList.contains('failed')) return true;
    return window.periscopeReady && window.periscopeReady.scene === s;
  }, scene, `scene ${scene}`, timeout);
}

async function holdFrames(page, frames = 2) {
  const start = await page.evaluate(() => window.periscopeFrame || 0);
  await page.waitForFunction((n) => (window.periscopeFrame || 0) >= n, start + frames, { timeout: 30_000 });
}

function find(s, id) {
  return s.buttons.find((b) => b.id === id && b.enabled && b.w > 0);
}
function ids(s, prefix) {
  return s.buttons.filter((b) => b.id.startsWith(prefix) && b.enabled && b.w > 0).map((b) => b.id);
}

// Clicks a control by id; returns false when the scene does not offer it.
async function click(page, id) {
  const s = await status(page);
  const b = find(s, id);
  if (!b) return false;
  await page.mouse.move(b.x + b.w / 2, b.y + b.h / 2);
  await holdFrames(page);
  await page.mouse.down();
  await holdFrames(page);
  await page.mouse.up();
  await holdFrames(page);
  return true;
}

async function press(page, key) {
  await page.keyboard.down(key);
  await holdFrames(page);
  await page.keyboard.up(key);
  await holdFrames(page);
}

const seen = new Set();
async function shotOnce(page, name) {
  if (seen.has(name)) return;
  seen.add(name);
  await holdFrames(page, 3);
  await page.screenshot({ path: join(shots, `patrol-${name}.png`) });
}

// One decision through the UI: the map's direct manipulation where it has
// one (a destination area, the buttons beside the boat), the prompt panel
// otherwise; the combat board's controls during a combat.
async function answer(page, s) {
  const info = s.info || {};
  if (s.scene === 'combat') {
    if (await click(page, 'continue')) return 'continue';
    if (s.prompt === 'allocate') {
      const plus = ids(s, 'plus:');
      for (let i = 0; i < 8 && plus.length; i++) await click(page, plus[0]);
      if (await click(page, 'fire')) return 'fire';
    }
    for (const id of ['fire', 'opt:withdraw', 'opt:reattack']) if (await click(page, id)) return id;
    for (const pre of ['opt:', 'unit:', 'col:', 'fire:', 'gun:', 'sub:']) {
      const xs = ids(s, pre);
      if (xs.length && await click(page, xs[0])) return xs[0];
    }
    await press(page, 'Enter');
    return 'Enter';
  }
  if (s.scene !== 'map' || !info.prompt) return '';
  if (info.prompt === 'deploy' && await click(page, 'area:sw-approaches')) return 'area:sw-approaches';
  if (info.prompt === 'patrol-move' && await click(page, 'area:sw-approaches')) return 'area:sw-approaches (stay)';
  if (info.prompt === 'search' && await click(page, 'boat-opt:search')) return 'boat-opt:search';
  for (const id of ['opt:patrol', 'opt:no', 'opt:search', 'opt:engage', 'opt:attack', 'opt:stay']) {
    if (await click(page, id)) return id;
  }
  if (info.alloc) {
    for (let i = 0; i < 10; i++) await click(page, 'alloc-plus:0');
    if (await click(page, 'alloc-ok')) return 'alloc-ok';
  }
  const opts = ids(s, 'opt:');
  if (opts.length && await click(page, opts[0])) return opts[0];
  await press(page, 'Enter'); // the focused option
  return 'Enter';
}

// Waits until the game asks something of the player (or the scene changes):
// Space skips the log's animation.
async function settle(page) {
  for (let i = 0; i < 200; i++) {
    const s = await status(page);
    const info = s.info || {};
    if (s.scene !== 'map' || info.prompt || info.over === 'true') return s;
    if (info.shown !== info.log) await press(page, ' ');
    else await holdFrames(page, 2);
  }
  return status(page);
}

async function resume(page, label) {
  await page.reload({ waitUntil: 'load' });
  const t = await waitScene(page, 'title', READY_TIMEOUT);
  const cont = t.buttons.find((b) => b.id === 'continue');
  if (!cont || !cont.enabled) throw new Error(`${label}: "Continue" is not offered after the reload`);
  await click(page, 'continue');
  const s = await waitFor(page, () => ['map', 'report', 'combat'].includes(window.periscopeReady.scene), null, `${label}: game resumed`, READY_TIMEOUT);
  return s;
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  watch(page, 'patrol');
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => localStorage.clear());
  await page.reload({ waitUntil: 'load' });
  await attempt('title scene reached', async () => { await waitScene(page, 'title', READY_TIMEOUT); });

  await attempt('new game: choose U-47: Scapa Flow and seed ' + SEED, async () => {
    await click(page, 'new-game');
    await waitScene(page, 'newgame');
    if (!await click(page, 'scn:' + SCENARIO)) throw new Error('no scenario card for ' + SCENARIO);
    await click(page, 'seed');
    for (let i = 0; i < 12; i++) await press(page, 'Backspace');
    for (const ch of SEED) await press(page, ch);
    const s = await waitFor(page, (want) => window.periscopeReady.info && window.periscopeReady.info.seed === want, SEED, 'seed typed', 30_000);
    if (s.info.scenario !== SCENARIO) throw new Error(`scenario ${s.info.scenario}`);
    await shotOnce(page, 'newgame');
    return `seed ${s.info.seed}`;
  });

  await attempt('Start opens the campaign map with the first decision', async () => {
    await click(page, 'start');
    // The scenario's briefing on its own screen (issue 14, item 4).
    await waitScene(page, 'briefing');
    await shotOnce(page, 'briefing');
    if (!await click(page, 'begin')) throw new Error('no briefing at the start');
    await waitScene(page, 'map');
    const s = await settle(page);
    await shotOnce(page, 'map-start');
    if (s.info.prompt !== 'deploy') throw new Error(`first prompt ${s.info.prompt}`);
    if (!find(s, 'area:sw-approaches')) throw new Error('South-Western Approaches is not offered on the map');
    return `prompt ${s.info.prompt}, ${ids(s, 'area:').length} areas to sail to`;
  });

  let decisions = 0;
  let reloaded = false;
  let combats = 0;
  const kinds = new Set();
  await attempt('the patrol is played to its end through the UI', async () => {
    for (let step = 0; step < 300; step++) {
      let s = await status(page);
      if (s.scene === 'map') s = await settle(page);
      if (s.scene === 'report') return `${decisions} answers, prompt kinds: ${[...kinds].join(' ')}; ${combats} combat board(s)`;
      const kind = s.scene === 'combat' ? `combat-${s.prompt || 'end'}` : `${s.scene}-${(s.info && s.info.prompt) || ''}`;
      kinds.add(kind);
      if (s.scene === 'combat' && !seen.has('combat')) combats++;
      await shotOnce(page, kind);
      // Mid-game, once at sea: reload the page and continue from the autosave.
      if (!reloaded && s.scene === 'map' && s.info.prompt === 'patrol-move') {
        reloaded = true;
        const before = { d: s.info.decisions, p: s.info.prompt, t: s.info.turn };
        const r = await settle(page.context().pages()[0]);
        const after = await resume(page, 'mid-game');
        const a = await settle(page);
        if (a.info.decisions !== before.d || a.info.prompt !== before.p || a.info.turn !== before.t) {
          throw new Error(`resumed at ${JSON.stringify(a.info)}, left at ${JSON.stringify(before)}`);
        }
        check('reload mid-game: Continue resumes the autosave at the same decision', true, `decision ${before.d}, ${before.p}, turn ${before.t}`);
        await attempt('undo from the log back to an earlier decision, then redo (Y)', async () => {
          const d = Number(a.info.decisions);
          // Scroll the log back (PageUp) until a decision line shows.
          let cur = a;
          for (let k = 0; k < 8 && !ids(cur, 'log-decision:').some((x) => Number(x.split(':')[1]) > 1); k++) {
            await press(page, 'PageUp');
            cur = await status(page);
          }
          const rows = ids(cur, 'log-decision:').map((x) => Number(x.split(':')[1])).filter((n) => n > 1).sort((x, y) => x - y);
          if (!rows.length) throw new Error('no decision line in the log');
          const n = rows[0];
          await click(page, 'log-decision:' + n);
          if (!await click(page, 'log-undo')) throw new Error('no Undo button after clicking a decision line');
          let u = await waitFor(page, (want) => window.periscopeReady.info.decisions === want, String(n - 1), 'undone', 30_000);
          await shotOnce(page, 'map-undone');
          for (let k = n - 1; k < d; k++) await press(page, 'y');
          u = await waitFor(page, (want) => window.periscopeReady.info.decisions === want, String(d), 'redone', 30_000);
          u = await settle(page);
          if (u.info.prompt !== before.p) throw new Error(`after redo: ${JSON.stringify(u.info)}`);
          return `undid to before decision ${n}, redid ${d - n + 1}`;
        });
        await attempt('keyboard: the prompt panel answers with arrow keys and Enter', async () => {
          // Focus the first option ("stay") with Up/Down and answer with Enter.
          const s0 = await settle(page);
          const dec = s0.info.decisions;
          await press(page, 'ArrowDown');
          await press(page, 'ArrowUp');
          await press(page, 'Enter');
          const s1 = await waitFor(page, (d0) => window.periscopeReady.info.decisions !== d0, dec, 'answered by keyboard', 30_000);
          return `decisions ${dec} → ${s1.info.decisions}`;
        });
        continue;
      }
      const what = await answer(page, s);
      if (what) decisions++;
      else await holdFrames(page, 5);
    }
    throw new Error('no report after 300 steps');
  });

  await attempt('the after-action report shows the result and the patrol', async () => {
    const s = await waitScene(page, 'report');
    await shotOnce(page, 'report');
    if (!s.info.result) throw new Error('no result');
    if (!(Number(s.info.patrols) >= 1) && s.info.result !== 'Defeat') throw new Error(`patrols ${s.info.patrols}`);
    return `result ${s.info.result}, ${s.info.patrols} patrol report(s), ${s.info.decisions} decisions`;
  });

  await attempt('the other scenes: map at the end, base displays, menu, save and load, rules reference at a rule', async () => {
    await press(page, 'Escape');
    let s = await waitScene(page, 'map');
    await shotOnce(page, 'map-end');
    await click(page, 'bases');
    await waitScene(page, 'bases');
    await shotOnce(page, 'bases');
    await press(page, 'Escape');
    await waitScene(page, 'map');
    await click(page, 'menu');
    await waitScene(page, 'menu');
    await shotOnce(page, 'menu');
    // Save game and Load game from the menu, over the map.
    for (const id of ['save-game', 'load-game']) {
      if (!await click(page, id)) throw new Error(`no "${id}" in the menu`);
      await waitScene(page, id);
      await shotOnce(page, id);
      await click(page, 'back');
      await waitScene(page, 'map');
      await click(page, 'menu');
      await waitScene(page, 'menu');
    }
    await click(page, 'rules');
    s = await waitScene(page, 'rules');
    for (const ch of '14.16') await press(page, ch);
    s = await waitFor(page, () => window.periscopeReady.info.rule === '14.16', null, 'rule 14.16 found', 30_000);
    await shotOnce(page, 'rules');
    await press(page, 'Escape');
    await press(page, 'Escape');
    // The rules reference opened from the menu returns to the menu.
    await waitScene(page, 'menu');
    await press(page, 'Escape');
    s = await waitScene(page, 'map');
    return `rules: ${s.scene}`;
  });

  await attempt('reload at the end: Continue brings back the finished game and its report', async () => {
    const s = await resume(page, 'end');
    const r = s.scene === 'report' ? s : await waitScene(page, 'report');
    if (r.info.over !== 'true') throw new Error(JSON.stringify(r.info));
    return `over, result ${r.info.result}`;
  });

  await attempt('frame rate on the whole map with all counters', async () => {
    await press(page, 'Escape');
    await waitScene(page, 'map');
    await click(page, 'zoom-fit');
    await page.waitForTimeout(2000);
    await shotOnce(page, 'map-whole');
    const frames = () => page.evaluate(() => window.periscopeFrame);
    let f0 = await frames();
    let t0 = Date.now();
    await page.waitForTimeout(4000);
    const idle = ((await frames()) - f0) / ((Date.now() - t0) / 1000);
    // Panning redraws the whole map every time the pointer moves.
    await page.mouse.move(300, 400);
    await page.mouse.down();
    f0 = await frames();
    t0 = Date.now();
    for (let i = 0; i < 60; i++) {
      await page.mouse.move(300 + (i % 20) * 6, 400 + (i % 10) * 4);
      await page.waitForTimeout(30);
    }
    const pan = ((await frames()) - f0) / ((Date.now() - t0) / 1000);
    await page.mouse.up();
    console.log(`browser: frame rate on the whole map: ${idle.toFixed(1)} fps idle, ${pan.toFixed(1)} fps while panning`);
    return `${idle.toFixed(1)} fps idle, ${pan.toFixed(1)} fps panning`;
  });

  await attempt('1024×640: the map and its panels fit', async () => {
    await page.setViewportSize({ width: 1024, height: 640 });
    await waitFor(page, () => window.periscopeReady.width === 1024, null, 'resized', 30_000);
    await holdFrames(page, 4);
    const s = await status(page);
    const off = s.buttons.filter((b) => b.w > 0 && (b.x < 0 || b.y < 0 || b.x + b.w > 1024.5 || b.y + b.h > 640.5));
    await page.screenshot({ path: join(shots, 'patrol-map-1024.png') });
    if (off.length) throw new Error(`off screen: ${off.map((b) => b.id).join(' ')}`);
    return `${s.buttons.length} controls inside`;
  });
  await context.close();

  const hidpi = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  const p2 = await hidpi.newPage();
  watch(p2, 'dpr2');
  await attempt('device scale 2: the new-game page and the map', async () => {
    await p2.goto(url, { waitUntil: 'load' });
    await waitScene(p2, 'title', READY_TIMEOUT);
    await click(p2, 'new-game');
    await waitScene(p2, 'newgame');
    await holdFrames(p2, 3);
    await p2.screenshot({ path: join(shots, 'patrol-newgame-hidpi.png') });
    await click(p2, 'scn:' + SCENARIO);
    await click(p2, 'start');
    await waitScene(p2, 'briefing');
    await click(p2, 'begin');
    await waitScene(p2, 'map');
    await settle(p2);
    await holdFrames(p2, 3);
    await p2.screenshot({ path: join(shots, 'patrol-map-hidpi.png') });
  });
  await hidpi.close();
} catch (err) {
  check('browser test ran to the end', false, err.message);
} finally {
  await browser.close();
}
check('no console errors', errors.length === 0, errors.slice(0, 5).join(' | '));
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
