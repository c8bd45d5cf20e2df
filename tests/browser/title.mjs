// Browser test: loads the served game in headless Chromium and checks that
// the title scene renders and responds, that the page stays on its own
// origin, that the game's localStorage round trip works, and that a second
// visit works offline.
//
//   node tests/browser/title.mjs http://127.0.0.1:8080/
//
// Prints one line per check and ends with "browser: N passed, M failed".
// Screenshots go to tests/browser/screenshots/.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const url = process.argv[2];
if (!url) {
  console.error('usage: node tests/browser/title.mjs URL');
  process.exit(2);
}
const origin = new URL(url).origin;
const shots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(shots, { recursive: true });

const READY_TIMEOUT = 120_000; // wasm compile under SwiftShader on a 2-core CI box
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
  args: [
    '--headless', '--no-sandbox', '--enable-unsafe-swiftshader',
    '--disable-background-networking', '--no-first-run',
    '--disable-component-update', '--disable-sync',
  ],
});

// Watches a context: console errors, page errors, and every request.
function watch(context, label) {
  const w = { errors: [], warnings: [], foreign: [], requests: [] };
  context.on('request', (req) => {
    const u = req.url();
    w.requests.push(u);
    if (!u.startsWith(origin + '/') && !u.startsWith('data:') && !u.startsWith('blob:')) {
      w.foreign.push(u);
    }
  });
  context.on('page', (page) => attachPage(page, w, label));
  return w;
}

function attachPage(page, w, label) {
  page.on('console', (msg) => {
    const text = `[${label}] ${msg.type()}: ${msg.text()}`;
    if (msg.type() === 'error') w.errors.push(text);
    else if (msg.type() === 'warning') w.warnings.push(text);
  });
  page.on('pageerror', (err) => w.errors.push(`[${label}] pageerror: ${err.message}`));
}

async function waitScene(page, scene, timeout = 15_000) {
  await page.waitForFunction(
    (s) => window.periscopeReady && window.periscopeReady.scene === s,
    scene, { timeout },
  );
  return page.evaluate(() => window.periscopeReady);
}

function button(status, id) {
  const b = status.buttons.find((x) => x.id === id);
  if (!b) throw new Error(`no button "${id}" in scene ${status.scene}`);
  return b;
}

// Clicks like a person: the game polls input once per frame, so the button
// is held long enough for a slow (software-rendered) frame to see it.
async function clickButton(page, status, id) {
  const b = button(status, id);
  await page.mouse.move(b.x + b.w / 2, b.y + b.h / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
}

// Presses a key the same way: held across at least one frame.
async function press(page, key) {
  await page.keyboard.down(key);
  await page.waitForTimeout(150);
  await page.keyboard.up(key);
}

async function storageValue(page, key) {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  if (raw === null) throw new Error(`localStorage has no "${key}"`);
  return JSON.parse(raw);
}

let w;
try {
  // ---- First visit, 1280×800 at device scale 1 ----
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  w = watch(context, 'dpr1');
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });

  let title;
  const reached = await attempt('title scene reached', async () => {
    title = await waitScene(page, 'title', READY_TIMEOUT);
    return `after ${((Date.now() - t0) / 1000).toFixed(1)} s`;
  });
  if (!reached) {
    await page.screenshot({ path: join(shots, 'failed-load.png') }).catch(() => {});
    throw new Error('the title scene never appeared; see screenshots/failed-load.png');
  }

  const first = await page.evaluate(() => window.periscopeFirstFrame);
  check('first frame drawn', typeof first === 'number' && first > 0,
    `first frame ${(first / 1000).toFixed(2)} s after navigation`);
  console.log(`browser: time from navigation to first frame: ${Math.round(first)} ms`);

  await attempt('loading screen hidden', async () => {
    await page.waitForFunction(() => document.getElementById('loader').hidden, null, { timeout: 5000 });
  });

  await attempt('canvas fills the window at device resolution', async () => {
    const c = await page.evaluate(() => {
      const el = document.querySelector('canvas');
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height, bw: el.width, bh: el.height, iw: innerWidth, ih: innerHeight };
    });
    if (c.x !== 0 || c.y !== 0 || c.w !== c.iw || c.h !== c.ih) throw new Error(JSON.stringify(c));
    if (c.bw !== c.iw || c.bh !== c.ih) throw new Error(`drawing buffer ${c.bw}×${c.bh} for ${c.iw}×${c.ih}`);
    return `${c.w}×${c.h}`;
  });

  await attempt('title offers New game, Continue (disabled without a save), Settings', async () => {
    const ids = title.buttons.map((b) => `${b.id}${b.enabled ? '' : '(disabled)'}`).join(' ');
    if (ids !== 'new-game continue(disabled) settings') throw new Error(ids);
    return ids;
  });

  let boot;
  await attempt('the game wrote its boot record to localStorage', async () => {
    boot = await storageValue(page, 'periscope.boot');
    if (!(boot.count >= 1) || boot.version !== title.version) throw new Error(JSON.stringify(boot));
    return `count ${boot.count}, version ${boot.version}`;
  });

  await page.waitForTimeout(300); // let the compass rose and text settle before the picture
  await page.screenshot({ path: join(shots, 'title.png') });

  await attempt('clicking "New game" opens the new-game scene', async () => {
    await clickButton(page, title, 'new-game');
    const s = await waitScene(page, 'newgame');
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(shots, 'newgame.png') });
    return `buttons: ${s.buttons.map((b) => b.id).join(' ')}`;
  });

  await attempt('Escape goes back to the title', async () => {
    await press(page, 'Escape');
    await waitScene(page, 'title');
  });

  await attempt('keyboard: Tab skips the disabled button, Enter opens Settings', async () => {
    await press(page, 'Tab');
    await page.waitForFunction(() => {
      const f = window.periscopeReady.buttons.find((b) => b.focused);
      return f && f.id === 'settings';
    }, null, { timeout: 5000 });
    await press(page, 'Enter');
    await waitScene(page, 'settings');
  });

  await attempt('Settings: "Larger" is saved through the Store', async () => {
    const s = await page.evaluate(() => window.periscopeReady);
    await clickButton(page, s, 'scale-up');
    await page.waitForFunction(() => localStorage.getItem('periscope.settings') !== null, null, { timeout: 5000 });
    const v = await storageValue(page, 'periscope.settings');
    if (v.uiScale !== 1.1) throw new Error(JSON.stringify(v));
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(shots, 'settings.png') });
    const back = await page.evaluate(() => window.periscopeReady);
    await clickButton(page, back, 'scale-down'); // leave the default for the pictures below
    await press(page, 'Escape');
    await waitScene(page, 'title');
    return `uiScale ${v.uiScale}`;
  });

  // ---- Second visit, offline: the service worker serves everything ----
  await attempt('works offline after the first visit (service worker)', async () => {
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      // Wait until the worker controls the page and its cache holds the wasm.
      for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      return reg.active && reg.active.state;
    });
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await waitScene(page, 'title', READY_TIMEOUT);
    const again = await storageValue(page, 'periscope.boot');
    await context.setOffline(false);
    if (again.count !== boot.count + 1) throw new Error(`boot count ${again.count} after ${boot.count}`);
    return `boot count ${again.count}`;
  });
  await context.close();

  // ---- High-density screen: device scale factor 2 ----
  const hidpi = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  const w2 = watch(hidpi, 'dpr2');
  const page2 = await hidpi.newPage();
  await page2.goto(url, { waitUntil: 'load' });
  await attempt('device scale 2: drawn at 2× resolution', async () => {
    const s = await waitScene(page2, 'title', READY_TIMEOUT);
    const bw = await page2.evaluate(() => document.querySelector('canvas').width);
    if (s.deviceScale !== 2 || bw !== 2560) throw new Error(`deviceScale ${s.deviceScale}, canvas width ${bw}`);
    await page2.waitForTimeout(300);
    await page2.screenshot({ path: join(shots, 'title-hidpi.png') });
    return 'canvas 2560 px wide';
  });
  await hidpi.close();
  w.errors.push(...w2.errors);
  w.warnings.push(...w2.warnings);
  w.foreign.push(...w2.foreign);
  w.requests.push(...w2.requests);
} catch (err) {
  check('browser test ran to the end', false, err.message);
} finally {
  await browser.close();
}

if (w) {
  check('no console errors', w.errors.length === 0, w.errors.slice(0, 5).join(' | '));
  check(`no request outside ${origin}`, w.foreign.length === 0 && w.requests.length > 0,
    w.foreign.length ? w.foreign.slice(0, 5).join(' ') : `${w.requests.length} requests`);
  for (const warn of w.warnings) console.log(`note: ${warn}`);
}
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
