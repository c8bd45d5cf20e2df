// What Ebitengine's audio package needs of the page's Content-Security-
// Policy in the browser (issue 14, item 11): a measurement, not a CI test.
// Session 22 measured it with the page's old policy (script-src without
// blob:): oto's worklet module was refused and nothing sounded, so the
// browser build played through Web Audio directly. Session 24 (evening10)
// measured blob-csp: the module loads, no violation; the page's policy now
// lists blob: in script-src and the browser build uses Ebitengine's audio
// (render/sound/play_audio.go; the old tag ebitenaudio is gone). To measure
// on a site served by cmd/serve with the page's policy as a header:
//
//   go build -o /tmp/serve ./cmd/serve
//   /tmp/serve -port 0 -out /tmp/ea-web &
//   node tests/browser/ebitenaudio.mjs http://127.0.0.1:PORT/ [hide-worklet]
//   node tests/browser/ebitenaudio.mjs /tmp/ea-web no-csp   # the control
//   node tests/browser/ebitenaudio.mjs /tmp/ea-web blob-csp # blob: allowed
//
// It opens Settings from the title and clicks the sound switch (which plays
// the dice) and prints, as JSON: every Content-Security-Policy violation,
// every AudioWorklet.addModule call with its URL and outcome, the audio
// contexts made and their state, any unhandled rejection, and whether the
// game still draws frames and answers a click afterwards. With
// hide-worklet the page hides AudioContext's audioWorklet first, so oto
// falls back to a ScriptProcessorNode (deprecated; its callback runs on the
// page's main thread, the game's), and it counts the audioprocess calls.
// With no-csp (the control) it serves the built site's directory itself,
// with the policy's meta tag taken out of the page and no header. With
// blob-csp it serves the directory the same way with the page's own policy
// but blob: added to script-src (what oto's worklet would need).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, serveDir } from './lib.mjs';

let url = process.argv[2];
const hideWorklet = process.argv.includes('hide-worklet');
const noCSP = process.argv.includes('no-csp');
const blobCSP = process.argv.includes('blob-csp');
if (!url) {
  console.error('usage: node tests/browser/ebitenaudio.mjs URL|SITE-DIR [hide-worklet] [no-csp]');
  process.exit(2);
}
let site = null;
if (noCSP || blobCSP) {
  let page = readFileSync(join(url, 'index.html'), 'utf8');
  page = blobCSP
    ? page.replace("script-src 'self' 'wasm-unsafe-eval'", "script-src 'self' 'wasm-unsafe-eval' blob:")
    : page.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  const html = { type: 'text/html; charset=utf-8', body: page };
  site = await serveDir(url, '127.0.0.1', { '/': html, '/index.html': html });
  url = site.url;
}

const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1 });
await context.addInitScript((hide) => {
  const probe = { violations: [], addModule: [], contexts: [], rejections: [], audioprocess: 0, scriptProcessors: 0 };
  window.audioProbe = probe;
  document.addEventListener('securitypolicyviolation', (e) => {
    probe.violations.push({ directive: e.violatedDirective, effective: e.effectiveDirective, blocked: e.blockedURI, disposition: e.disposition });
  });
  window.addEventListener('unhandledrejection', (e) => {
    probe.rejections.push(String(e.reason && (e.reason.name + ': ' + e.reason.message) || e.reason));
  });
  if (hide) {
    delete BaseAudioContext.prototype.audioWorklet;
    Object.defineProperty(AudioContext.prototype, 'audioWorklet', { get() { return undefined; } });
  }
  const AC = window.AudioContext;
  window.AudioContext = function (...args) {
    const c = new AC(...args);
    probe.contexts.push(c);
    const csp = c.createScriptProcessor.bind(c);
    c.createScriptProcessor = (...a) => {
      probe.scriptProcessors++;
      const sp = csp(...a);
      sp.addEventListener('audioprocess', () => { probe.audioprocess++; });
      return sp;
    };
    return c;
  };
  window.AudioContext.prototype = AC.prototype;
  if (window.AudioWorklet) {
    const add = AudioWorklet.prototype.addModule;
    AudioWorklet.prototype.addModule = function (u, ...rest) {
      const rec = { url: String(u).slice(0, 40), outcome: 'pending' };
      probe.addModule.push(rec);
      const pr = add.call(this, u, ...rest);
      pr.then(() => { rec.outcome = 'loaded'; }, (err) => { rec.outcome = 'rejected: ' + err.name + ': ' + err.message; });
      return pr;
    };
  }
}, hideWorklet);
const page = await context.newPage();
const logs = [];
page.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));

const status = () => page.evaluate(() => window.periscopeReady || null);
async function waitScene(name, timeout = 180_000) {
  const t0 = Date.now();
  for (;;) {
    const st = await status();
    if (st && st.scene === name) return st;
    if (Date.now() - t0 > timeout) throw new Error(`no scene ${name} (now ${st && st.scene})`);
    await page.waitForTimeout(50);
  }
}
async function click(id) {
  const st = await status();
  const b = st.buttons.find((x) => x.id === id && x.enabled && x.w > 0);
  if (!b) throw new Error(`no button ${id} in ${st.scene}`);
  await page.mouse.click(b.x + b.w / 2, b.y + b.h / 2);
  await page.waitForTimeout(300);
}
const frame = () => page.evaluate(() => window.periscopeFrame || 0);

await page.goto(url, { waitUntil: 'load' });
await waitScene('title');
await click('settings');
await waitScene('settings');
// Off → 25 % → 50 %: at least one click plays the dice at a volume.
for (let i = 0; i < 3; i++) await click('sound');
await page.waitForTimeout(3000);
const f0 = await frame();
await page.waitForTimeout(1500);
const f1 = await frame();
let answers = false;
try {
  await page.keyboard.press('Escape');
  await waitScene('title', 20_000);
  answers = true;
} catch { /* the game stopped answering */ }
const probe = await page.evaluate(() => {
  const p = window.audioProbe;
  return {
    violations: p.violations, addModule: p.addModule, rejections: p.rejections,
    contexts: p.contexts.map((c) => ({ state: c.state, rate: c.sampleRate, time: Math.round(c.currentTime * 10) / 10 })),
    scriptProcessors: p.scriptProcessors, audioprocess: p.audioprocess,
  };
});
const shown = logs.filter((l) => !/GL Driver Message|GPU stall/.test(l)).slice(-12);
console.log(JSON.stringify({ url, hideWorklet, noCSP, blobCSP, ...probe, framesIn1500ms: f1 - f0, backToTitle: answers, logs: shown }, null, 2));
await browser.close();
if (site) await site.close();
