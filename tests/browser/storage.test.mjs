// Browser tests (node:test) of a page whose storage is blocked and of a game
// that dies, on the built site (PERISCOPE_SITE, default build/web), served
// by a plain static server:
//
//   node --test tests/browser/storage.test.mjs
//
// - window.localStorage's getter throws a SecurityError (blocked storage,
//   some privacy modes, sandboxed frames): the game must start, say on the
//   title that nothing will be saved, and play in memory (issue 15, defect 1);
// - the game stops after its first frame (a Go panic): the loading screen
//   must come back on top with the reason (issue 15, defect 5).
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

test('blocked localStorage: the game starts, says nothing will be saved, and plays in memory', { timeout: 600_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
      },
    });
  });
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  const t = await game.waitScene('title', READY_TIMEOUT);
  const notice = (t.info && t.info.storageNotice) || '';
  assert.match(notice, /Nothing will be saved/);
  assert.match(notice, /Export/);
  const shot = await game.shot('storage-blocked-title');
  console.log(`title notice: ${notice}; screenshot ${shot}`);
  const d = await game.playDecisions(3);
  assert.ok(d >= 3, `decisions ${d}`);
  await game.shot('storage-blocked-map');
  // In the game, the menu repeats that nothing is being saved.
  if (!await game.click('menu')) await game.press('Escape');
  await game.waitScene('menu');
  await game.shot('storage-blocked-menu');
  assert.deepEqual(game.errors.filter((e) => /panic|fatal|pageerror/.test(e)), []);
  await context.close();
});

test('a game that stops after its first frame shows why, on top', { timeout: 600_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  // The game reports its scene on <html data-scene>; once the test sets
  // window.periscopeCrash, that call throws, which the Go side does not
  // recover: a panic in the running game, as a bug or an out-of-memory
  // would stop it.
  await context.addInitScript(() => {
    const set = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name, value) {
      if (window.periscopeCrash && name === 'data-scene') throw new Error('test crash after the first frame');
      return set.call(this, name, value);
    };
  });
  const page = await context.newPage();
  const game = new Game(page);
  await page.goto(site.url, { waitUntil: 'load' });
  await game.waitScene('title', READY_TIMEOUT);
  await page.waitForFunction(() => document.getElementById('loader').hidden, null, { timeout: 30_000 });
  await page.evaluate(() => { window.periscopeCrash = true; });
  await page.waitForFunction(() => document.getElementById('loader').classList.contains('failed'), null, { timeout: 60_000 });
  await page.waitForTimeout(600); // the fade back in
  const v = await page.evaluate(() => {
    const l = document.getElementById('loader');
    const cs = getComputedStyle(l);
    const r = l.getBoundingClientRect();
    const top = document.elementFromPoint(r.width / 2, r.height / 2);
    return {
      hidden: l.hidden, display: cs.display, opacity: cs.opacity, z: cs.zIndex,
      onTop: l.contains(top), text: document.getElementById('loader-msg').textContent,
    };
  });
  const shot = 'tests/browser/screenshots/crash-shows-why.png';
  await page.screenshot({ path: shot }); // no frames come any more: no waiting on them
  console.log(`the page says: ${v.text}; screenshot ${shot}`);
  assert.equal(v.hidden, false);
  assert.notEqual(v.display, 'none');
  assert.equal(v.opacity, '1');
  assert.ok(v.onTop, 'the loader is not on top of the canvas');
  assert.match(v.text, /The game has stopped/);
  assert.match(v.text, /test crash after the first frame/);
  await context.close();
});
