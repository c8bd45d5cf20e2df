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
    // Go's stderr reaches the console as log lines: a panic is an error too.
    if (msg.type() === 'error' || /^(panic: |fatal error: )/.test(msg.text())) w.errors.push(text);
    else if (msg.type() === 'warning') w.warnings.push(text);
  });
  page.on('pageerror', (err) => w.errors.push(`[${label}] pageerror: ${err.message}`));
}

// Waits until the game shows the scene, or fails at once if the game stopped.
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

function button(status, id) {
  const b = status.buttons.find((x) => x.id === id);
  if (!b) throw new Error(`no button "${id}" in scene ${status.scene}`);
  return b;
}

// The game polls input once per frame, so a press and release that both fall
// between two frames go unseen (software rendering can be slow). Hold each
// press until the game has drawn two more frames, as a person's click would.
async function holdFrames(page, frames = 2) {
  const start = await page.evaluate(() => window.periscopeFrame || 0);
  await page.waitForFunction((n) => (window.periscopeFrame || 0) >= n, start + frames, { timeout: 30_000 });
}

async function clickButton(page, status, id) {
  const b = button(status, id);
  await page.mouse.move(b.x + b.w / 2, b.y + b.h / 2);
  await holdFrames(page);
  await page.mouse.down();
  await holdFrames(page);
  await page.mouse.up();
}

// Presses a key the same way.
async function press(page, key) {
  await page.keyboard.down(key);
  await holdFrames(page);
  await page.keyboard.up(key);
}

// Measures a screenshot: WebGL canvases cannot be read back from the page,
// so the PNG is decoded in a blank page of the same browser. For each
// rectangle (CSS pixels × scale) returns the mean colour and the number of
// bright pixels.
async function pixelStats(context, png, rects, scale = 1) {
  const blank = await context.newPage();
  try {
    return await blank.evaluate(async ({ b64, rects, scale }) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      return rects.map((r) => {
        const d = g.getImageData(Math.round(r.x * scale), Math.round(r.y * scale), Math.round(r.w * scale), Math.round(r.h * scale)).data;
        let n = 0, bright = 0, sr = 0, sg = 0, sb = 0;
        for (let i = 0; i < d.length; i += 4) {
          n++;
          sr += d[i]; sg += d[i + 1]; sb += d[i + 2];
          if (0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2] > 200) bright++;
        }
        return { r: sr / n, g: sg / n, b: sb / n, bright };
      });
    }, { b64: png.toString('base64'), rects, scale });
  } finally {
    await blank.close();
  }
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
    await page.waitForFunction(() => document.getElementById('loader').hidden, null, { timeout: 30_000 });
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

  await attempt('title offers New game, Continue (disabled without a save), Load game, Settings', async () => {
    const ids = title.buttons.map((b) => `${b.id}${b.enabled ? '' : '(disabled)'}`).join(' ');
    if (ids !== 'new-game continue(disabled) load-game settings') throw new Error(ids);
    return ids;
  });

  let boot;
  await attempt('the game wrote its boot record to localStorage', async () => {
    boot = await storageValue(page, 'periscope.boot');
    if (!(boot.count >= 1) || boot.version !== title.version) throw new Error(JSON.stringify(boot));
    return `count ${boot.count}, version ${boot.version}`;
  });

  await attempt('the title is drawn: navy chart, bright lettering, labelled buttons', async () => {
    const png = await page.screenshot({ path: join(shots, 'title.png') });
    const ng = button(title, 'new-game');
    const cont = button(title, 'continue');
    const [all, top, newGame, contBtn] = await pixelStats(context, png, [
      { x: 0, y: 0, w: 1280, h: 800 },
      { x: 0, y: 0, w: 1280, h: ng.y - 10 },
      ng, cont,
    ]);
    const problems = [];
    if (!(all.b > all.r && all.b > 25 && all.r < 60)) problems.push(`mean colour ${JSON.stringify(all)} is not a dark navy sea`);
    if (top.bright < 2000) problems.push(`only ${top.bright} bright pixels above the buttons (the title)`);
    if (newGame.bright < 100) problems.push(`"New game" has ${newGame.bright} bright pixels (no label?)`);
    if (contBtn.bright > 0) problems.push(`disabled "Continue" is bright (${contBtn.bright} px)`);
    if (problems.length) throw new Error(problems.join('; '));
    return `title ${top.bright} bright px, "New game" label ${newGame.bright} px`;
  });

  await attempt('clicking "New game" opens the new-game scene', async () => {
    await clickButton(page, title, 'new-game');
    const s = await waitScene(page, 'newgame', 30_000);
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
      return f && f.id === 'load-game';
    }, null, { timeout: 30_000 });
    await press(page, 'Tab');
    await page.waitForFunction(() => {
      const f = window.periscopeReady.buttons.find((b) => b.focused);
      return f && f.id === 'settings';
    }, null, { timeout: 30_000 });
    await press(page, 'Enter');
    await waitScene(page, 'settings', 30_000);
  });

  await attempt('Settings: "Larger" is saved through the Store', async () => {
    const s = await page.evaluate(() => window.periscopeReady);
    await clickButton(page, s, 'scale-up');
    await page.waitForFunction(() => localStorage.getItem('periscope.settings') !== null, null, { timeout: 30_000 });
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
    // Offline two ways: the emulated offline state, and every request that
    // still reaches the network refused. Chromium 148 drops the emulated
    // state when a page controlled by a service worker reloads (the page
    // reached the server again and said navigator.onLine), so the refusal
    // is what makes this visit offline, and the probe below proves it.
    let refused = 0;
    const errorsBefore = w.errors.length;
    await context.route('**/*', (route) => { refused++; return route.abort('internetdisconnected'); });
    await context.setOffline(true);
    const fromWorker = {};
    const onResponse = (r) => { fromWorker[new URL(r.url()).pathname] = r.fromServiceWorker(); };
    page.on('response', onResponse);
    await page.reload({ waitUntil: 'load' });
    await waitScene(page, 'title', READY_TIMEOUT);
    page.off('response', onResponse);
    // A file the worker never caches: it must fail to come from the server.
    const net = await page.evaluate(async () => {
      try {
        const r = await fetch(`/offline-probe-${Date.now()}`, { cache: 'no-store' });
        return `reachable (${r.status})`;
      } catch {
        return 'unreachable';
      }
    });
    const again = await storageValue(page, 'periscope.boot');
    await context.unroute('**/*');
    await context.setOffline(false);
    // The refused requests are reported on the console ("Failed to load
    // resource: net::ERR_FAILED"): expected here, and only here.
    const refusedLines = w.errors.splice(errorsBefore).filter((e) => !/Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/.test(e));
    w.errors.push(...refusedLines);
    if (net !== 'unreachable') throw new Error(`the network was still ${net}: not an offline test`);
    if (!fromWorker['/periscope.wasm'] || !fromWorker['/']) throw new Error(`not served by the worker: ${JSON.stringify(fromWorker)}`);
    if (again.count !== boot.count + 1) throw new Error(`boot count ${again.count} after ${boot.count}`);
    return `page and wasm from the worker's cache, boot count ${again.count}; ${refused} requests to the network refused`;
  });
  await attempt('resizing the window lays the title out again', async () => {
    await page.setViewportSize({ width: 900, height: 1000 });
    await page.waitForFunction(() => window.periscopeReady.width === 900 && window.periscopeReady.height === 1000, null, { timeout: 30_000 });
    const s = await page.evaluate(() => window.periscopeReady);
    const b = button(s, 'new-game');
    if (Math.abs(b.x + b.w / 2 - 450) > 1 || b.y + b.h > 1000) throw new Error(`New game at ${JSON.stringify(b)}`);
    await page.screenshot({ path: join(shots, 'title-resized.png') });
    return 'buttons centred in 900×1000';
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
