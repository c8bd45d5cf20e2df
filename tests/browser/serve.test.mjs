// Browser test (node:test) of cmd/serve's delivery: the wasm comes
// brotli-compressed to a browser that accepts it (issue 16), the page's
// Content-Security-Policy comes as a header with frame-ancestors 'self', so
// a page of another origin cannot frame the served game (issue 15), and
// only this build's ?v= is cached as immutable.
//
//   node --test tests/browser/serve.test.mjs   (PERISCOPE_URL: the served game)
//
// cmd/serve writes the .br copies in the background after it starts (cached
// by content, so only a new wasm takes minutes): the test waits for them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Game, READY_TIMEOUT, launch, serveDir, siteDir } from './lib.mjs';

const url = process.env.PERISCOPE_URL;
let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// The URL of the wasm the page loads (with its ?v=).
async function wasmURL() {
  const page = await (await fetch(url)).text();
  const m = page.match(/data-wasm="([^"]+)"/);
  assert.ok(m, 'no data-wasm in the page');
  return new URL(m[1], url).href;
}

test('the wasm is served brotli-compressed, and the game starts from it', { skip: !url && 'PERISCOPE_URL is not set', timeout: 1_200_000 }, async () => {
  const wasm = await wasmURL();
  const deadline = Date.now() + 1_000_000;
  let enc = '';
  for (;;) {
    const r = await fetch(wasm, { method: 'HEAD', headers: { 'Accept-Encoding': 'br, gzip' } });
    enc = r.headers.get('content-encoding');
    if (enc === 'br' || Date.now() > deadline) break;
    await new Promise((ok) => setTimeout(ok, 5000));
  }
  assert.equal(enc, 'br', 'the .br copy never appeared');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const seen = {};
  page.on('response', async (resp) => {
    const u = resp.url();
    if (u.includes('periscope.wasm')) {
      seen.wasm = { encoding: (await resp.allHeaders())['content-encoding'], length: (await resp.allHeaders())['content-length'] };
    } else if (u === url) {
      seen.page = await resp.allHeaders();
    }
  });
  const game = new Game(page);
  await page.goto(url, { waitUntil: 'load' });
  await game.waitScene('title', READY_TIMEOUT);
  const sent = await page.evaluate(() => navigator.userAgent);
  console.log(`wasm over the wire: ${JSON.stringify(seen.wasm)}; ${sent.split(' ').slice(-2).join(' ')}`);
  assert.equal(seen.wasm && seen.wasm.encoding, 'br');
  assert.match(seen.page['content-security-policy'] || '', /frame-ancestors 'self'/);
  await game.shot('serve-brotli-title');
  await context.close();
});

test('only this build\'s ?v= is cached as immutable', { skip: !url && 'PERISCOPE_URL is not set' }, async () => {
  const wasm = await wasmURL();
  const mine = await fetch(wasm, { method: 'HEAD' });
  assert.match(mine.headers.get('cache-control'), /immutable/);
  const other = await fetch(wasm.replace(/\?v=[0-9a-f]+/, '?v=x'), { method: 'HEAD' });
  assert.equal(other.headers.get('cache-control'), 'no-cache');
});

test('a page of another origin cannot frame the served game', { skip: !url && 'PERISCOPE_URL is not set', timeout: 300_000 }, async () => {
  const host = await serveDir(siteDir, '127.0.0.1', {
    '/frame.html': { type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><iframe id="g" src="${url}" width="800" height="600"></iframe>` },
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const blocked = [];
    page.on('console', (m) => { if (/frame-ancestors|Refused to frame/.test(m.text())) blocked.push(m.text()); });
    await page.goto(`http://localhost:${host.port}/frame.html`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const loaded = frame ? await frame.evaluate(() => !!document.getElementById('loader')).catch(() => false) : false;
    console.log(`framed from another origin: game page loaded ${loaded}; ${blocked[0] || 'no console message'}`);
    assert.equal(loaded, false, 'the game loaded inside a frame of another origin');
    await context.close();
  } finally {
    await host.close();
  }
});
