// Shared helpers for the node:test browser tests (storage.test.mjs,
// embed.test.mjs, crash.test.mjs): launching headless Chromium, serving a
// built site from a directory, and driving the game through its page hook
// (window.periscopeReady) in a page or in a frame of a page.
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const READY_TIMEOUT = 180_000; // wasm compile under SwiftShader on a busy 2-core box

const here = dirname(fileURLToPath(import.meta.url));
export const shots = join(here, 'screenshots');
mkdirSync(shots, { recursive: true });

// The site to test: PERISCOPE_SITE (a directory holding index.html, such as
// build/web or the unzipped itch.io zip), by default build/web.
export const siteDir = resolve(process.env.PERISCOPE_SITE || join(here, '..', '..', 'build', 'web'));

// The flags every test's Chromium runs with (ARCHITECTURE.md).
export const chromiumArgs = ['--headless', '--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking',
  '--no-first-run', '--disable-component-update', '--disable-sync'];

export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: chromiumArgs });
}

// cpuProcs returns every process below root (a pid) with its CPU time in ms
// (user and system, from /proc) and its Chromium type (browser, renderer,
// gpu-process, utility…): a Map pid → { ms, type }.
export function cpuProcs(root) {
  const kids = new Map();
  const info = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(f[1]);
      const ms = (Number(f[11]) + Number(f[12])) * 10; // clock ticks of 10 ms
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      const m = cmd.match(/--type=([\w-]+)/);
      info.set(Number(d), { ms, type: m ? m[1] : 'browser' });
      if (!kids.has(ppid)) kids.set(ppid, []);
      kids.get(ppid).push(Number(d));
    } catch {
      // gone
    }
  }
  const out = new Map();
  const walk = (pid) => {
    if (info.has(pid)) out.set(pid, info.get(pid));
    for (const k of kids.get(pid) || []) walk(k);
  };
  walk(root);
  return out;
}

// cpuByType returns the CPU time (ms) of every process below root by its
// type (cpuProcs), or with since (an earlier cpuProcs) what each type used
// after it: a process that ended meanwhile is left out, one that started
// counts from nothing.
export function cpuByType(root, since = null) {
  const byType = {};
  for (const [pid, p] of cpuProcs(root)) {
    const before = since && since.has(pid) ? since.get(pid).ms : 0;
    byType[p.type] = (byType[p.type] || 0) + p.ms - before;
  }
  return byType;
}

// chromiumPid returns the pid of the Chromium this process launched (its
// child whose command is chromium), or 0.
export function chromiumPid() {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[1]) === process.pid && /chrom/.test(readFileSync(`/proc/${d}/cmdline`, 'utf8'))) return Number(d);
    } catch {
      // gone
    }
  }
  return 0;
}

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.wasm': 'application/wasm', '.json': 'application/json',
};

// A static server over dir on host (port chosen by the system), as a plain
// static host serves the itch.io zip: no headers beyond the type. extra
// maps a path to { type, body } served instead of a file. Returns
// { url, close }.
export async function serveDir(dir, host = '127.0.0.1', extra = {}) {
  const gzCache = new Map();
  const srv = createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (extra[p]) {
      res.writeHead(200, { 'Content-Type': extra[p].type });
      res.end(extra[p].body);
      return;
    }
    const file = normalize(join(dir, p.endsWith('/') ? p + 'index.html' : p));
    if (!file.startsWith(dir + sep) && file !== dir) {
      res.writeHead(403).end();
      return;
    }
    let body;
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
      body = readFileSync(file);
    } catch {
      res.writeHead(404).end('not found');
      return;
    }
    const headers = { 'Content-Type': types[extname(file)] || 'application/octet-stream' };
    if (extname(file) === '.wasm' && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      if (!gzCache.has(file)) gzCache.set(file, gzipSync(body, { level: 1 }));
      body = gzCache.get(file);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((ok) => srv.listen(0, host, ok));
  const { port } = srv.address();
  const name = host === '::1' ? '[::1]' : host;
  return { url: `http://${name}:${port}/`, port, close: () => new Promise((ok) => srv.close(ok)) };
}

// Game drives the game in a page, or in one frame of it (frame) whose
// element is at the page position of frameElement.
export class Game {
  constructor(page, frame = null) {
    this.page = page;
    this.frame = frame || page.mainFrame();
    this.errors = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /^(panic: |fatal error: )/.test(msg.text())) this.errors.push(msg.text());
    });
    page.on('pageerror', (err) => this.errors.push('pageerror: ' + err.message));
  }

  status() { return this.frame.evaluate(() => window.periscopeReady || null); }

  // The frame's offset in the page (0, 0 for the main frame).
  async offset() {
    if (this.frame === this.page.mainFrame()) return { x: 0, y: 0 };
    const el = await this.frame.frameElement();
    const box = await el.boundingBox();
    return { x: box.x, y: box.y };
  }

  async loaderText() {
    return this.frame.evaluate(() => {
      const l = document.getElementById('loader');
      return l && l.classList.contains('failed') ? document.getElementById('loader-msg').textContent : '';
    });
  }

  async waitFor(pred, arg, what, timeout = 60_000) {
    try {
      await this.frame.waitForFunction(pred, arg, { timeout });
    } catch (err) {
      const s = await this.status().catch(() => null);
      const stopped = await this.loaderText().catch(() => '');
      throw new Error(`${what}: not reached (scene ${s && s.scene}${stopped ? `; the page says "${stopped}"` : ''}; errors: ${this.errors.slice(0, 3).join(' | ')})`);
    }
    return this.status();
  }

  async waitScene(scene, timeout = 60_000) {
    await this.waitFor((s) => {
      const l = document.getElementById('loader');
      return (l && l.classList.contains('failed')) || (window.periscopeReady && window.periscopeReady.scene === s);
    }, scene, `scene ${scene}`, timeout);
    const stopped = await this.loaderText();
    if (stopped) throw new Error(`the game stopped: ${stopped}`);
    return this.status();
  }

  // PERISCOPE_FRAME_TIMEOUT (ms, default 30 s): a long form on a loaded
  // machine may wait longer for a frame (the naval long form at load 74).
  async holdFrames(frames = 2) {
    const start = await this.frame.evaluate(() => window.periscopeFrame || 0);
    await this.frame.waitForFunction((n) => (window.periscopeFrame || 0) >= n, start + frames, { timeout: Number(process.env.PERISCOPE_FRAME_TIMEOUT) || 30_000 });
  }

  // Clicks a control by id; returns false when the scene does not offer it.
  async click(id) {
    const s = await this.status();
    const b = s && s.buttons.find((x) => x.id === id && x.enabled && x.w > 0);
    if (!b) return false;
    const o = await this.offset();
    await this.page.mouse.move(o.x + b.x + b.w / 2, o.y + b.y + b.h / 2);
    await this.holdFrames();
    await this.page.mouse.down();
    await this.holdFrames();
    await this.page.mouse.up();
    await this.holdFrames();
    return true;
  }

  // Opens the new-game page from the title on a game's tab (the page's
  // id, e.g. 'naval/naval', 'campaign/pacific').
  async openNewGame(tab) {
    await this.waitScene('title', READY_TIMEOUT);
    if (!await this.click('new-game')) throw new Error('no New game button');
    await this.waitScene('newgame');
    if (!await this.click('game:' + tab)) throw new Error(`no ${tab} tab on the new-game page`);
    await this.holdFrames(2);
  }

  // Opens the new-game page on a tab and picks one of its scenarios.
  async chooseScenario(tab, scenario) {
    await this.openNewGame(tab);
    if (!await this.click('scn:' + scenario)) throw new Error(`no scenario ${scenario} on the ${tab} tab`);
  }

  // Types seed into the new-game page's seed field. The page proposes a
  // seed from the clock, so a test that starts a game without this plays a
  // different game every run (CI once met a Europe battle that ended in one
  // round and so never asked to press on).
  async setSeed(seed) {
    if (!await this.click('seed')) throw new Error('no seed field on the new-game page');
    for (let i = 0; i < 12; i++) await this.press('Backspace');
    for (const ch of String(seed)) await this.press(ch);
    const got = (await this.status()).info.seed;
    if (got !== String(seed)) throw new Error(`the seed field holds ${got}, not ${seed}`);
  }

  // clickOption clicks an option of the prompt panel, scrolling its list
  // (the wheel over the panel, down or up) until the option's row is shown.
  async clickOption(id) {
    for (let i = 0; i < 40; i++) {
      if (await this.click(id)) return true;
      const s = await this.status();
      const opts = (s.buttons || []).filter((b) => b.id.startsWith('opt:'));
      const shown = opts.findIndex((b) => b.w > 0);
      const want = opts.findIndex((b) => b.id === id);
      if (shown < 0 || want < 0) return false;
      const o = await this.offset();
      await this.page.mouse.move(o.x + opts[shown].x + opts[shown].w / 2, o.y + opts[shown].y + opts[shown].h / 2);
      await this.page.mouse.wheel(0, want < shown ? -120 : 120);
      await this.holdFrames(2);
    }
    return false;
  }

  // fireSpread clicks the tactical plot's "Fire a spread" tool (scrolled to:
  // at 1024×640 it is below the options' fold) and tells whether the board
  // then drafts a spread of one or more torpedoes (the page's tac-spread).
  async fireSpread() {
    if (!(await this.clickOption('opt:fire'))) return false;
    await this.holdFrames(2);
    const s = await this.status();
    return Number((s.info || {})['tac-spread'] || 0) > 0;
  }

  async press(key) {
    await this.page.keyboard.down(key);
    await this.holdFrames();
    await this.page.keyboard.up(key);
    await this.holdFrames();
  }

  // Waits until the map asks something of the player (R, Run, skips the
  // log's animation: Space would also answer a decision that comes up
  // between reading the status and the key arriving).
  async settle() {
    for (let i = 0; i < 200; i++) {
      const s = await this.status();
      const info = (s && s.info) || {};
      if (!s || s.scene !== 'map' || info.prompt || info.over === 'true') return s;
      if (info.shown !== info.log) await this.press('r');
      else await this.holdFrames(2);
    }
    return this.status();
  }

  // A new game opens on its briefing, a screen of its own (issue 14):
  // Take command goes to the map.
  async passBriefing() {
    await this.waitScene('briefing');
    if (!await this.click('begin')) throw new Error('no Take command on the briefing');
    return this.waitScene('map');
  }

  // Starts U-47: Scapa Flow from the title and answers n decisions through
  // the prompt panel (or Enter on the focused option). Returns the number
  // of decisions the game counts.
  async playDecisions(n) {
    if (!await this.click('new-game')) throw new Error('no New game button');
    await this.waitScene('newgame');
    if (!await this.click('scn:u47-scapa-flow')) throw new Error('no scenario card for u47-scapa-flow');
    if (!await this.click('start')) throw new Error('no Start button');
    await this.passBriefing();
    let s = await this.settle();
    for (let i = 0; i < n; i++) {
      const before = Number(s.info.decisions);
      const opt = s.buttons.find((b) => b.id.startsWith('opt:') && b.enabled && b.w > 0);
      if (!(opt && await this.click(opt.id))) await this.press('Enter');
      s = await this.waitFor((d) => {
        const r = window.periscopeReady;
        return r && (r.scene !== 'map' || Number(r.info.decisions) > d);
      }, before, `decision ${i + 1} answered`, 60_000);
      if (s.scene !== 'map') break;
      s = await this.settle();
    }
    return Number(s.info && s.info.decisions);
  }

  async shot(name) {
    await this.holdFrames(3);
    const path = join(shots, name + '.png');
    await this.page.screenshot({ path });
    return path;
  }
}
