// Browser test (node:test): the itch.io build in a cross-origin iframe, as
// itch.io shows HTML games. The site (PERISCOPE_SITE: the unzipped
// periscope-web.zip of cmd/dist, or build/web, which holds the same files)
// is served from http://127.0.0.1:A/ and embedded by a page from
// http://localhost:B/ — another site, so the frame's storage is
// third-party storage, which headless Chromium's default (incognito-like)
// context blocks: window.localStorage throws "Access is denied for this
// document" (issue 15, defect 1). The game must start there, say that
// nothing will be saved, and play a few decisions.
//
//   node --test tests/browser/embed.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { Game, READY_TIMEOUT, chromiumArgs, launch, serveDir, siteDir } from './lib.mjs';

let browser;
let site;
let host;
before(async () => {
  browser = await launch();
  site = await serveDir(siteDir, '127.0.0.1');
  const page = `<!DOCTYPE html><html><head><title>A game page on another site</title>
<style>body{margin:0;background:#222;color:#ddd;font-family:sans-serif} iframe{position:absolute;left:40px;top:60px;border:0}</style>
</head><body><p style="margin:20px 40px">An itch.io-like page embedding the game</p>
<iframe id="game" src="${site.url}" width="1024" height="680" allow="autoplay; fullscreen" allowfullscreen></iframe></body></html>`;
  host = await serveDir(siteDir, '127.0.0.1', { '/embed.html': { type: 'text/html; charset=utf-8', body: page } });
});
after(async () => {
  await browser.close();
  await site.close();
  await host.close();
});

test('the itch.io build in a cross-origin iframe starts and plays in memory', { timeout: 600_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1120, height: 780 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const parentURL = `http://localhost:${host.port}/embed.html`;
  await page.goto(parentURL, { waitUntil: 'load' });
  const frame = page.frames().find((f) => f.url().startsWith(site.url));
  assert.ok(frame, 'no game frame');
  const origins = await Promise.all([page.evaluate(() => location.origin), frame.evaluate(() => location.origin)]);
  assert.notEqual(origins[0], origins[1]);
  // What the frame's storage does here (blocked, or partitioned).
  const storage = await frame.evaluate(() => {
    try {
      return localStorage ? 'available (partitioned)' : 'missing';
    } catch (e) {
      return 'blocked: ' + e.message;
    }
  });
  const game = new Game(page, frame);
  const t = await game.waitScene('title', READY_TIMEOUT);
  const notice = (t.info && t.info.storageNotice) || '';
  console.log(`parent ${origins[0]}, game ${origins[1]}; storage ${storage}; title notice: ${notice || '(none)'}`);
  if (storage.startsWith('blocked')) assert.match(notice, /Nothing will be saved/);
  else assert.match(notice, /kept for this site only/); // partitioned: said once
  await game.shot('embed-title');
  const d = await game.playDecisions(3);
  assert.ok(d >= 3, `decisions ${d}`);
  await game.shot('embed-map');
  assert.deepEqual(game.errors.filter((e) => /panic|fatal|pageerror/.test(e)), []);
  await context.close();
});

// A browser that partitions third-party storage instead of blocking it,
// as Chromium does for its users (and Firefox and Safari by default): the
// frame gets a localStorage of its own, keyed by the top-level site.
// Chromium turns partitioning off while DevTools drives it (the
// ThirdPartyStoragePartitioningBlockedForDevTools feature, which is why
// the test above sees storage blocked); this browser runs with that
// switch off. The game keeps its saves there, says once that they belong
// to this site only, and the same site opened on its own does not see
// them (issue 15, defect 1's second paragraph).
test('in a browser that partitions storage, saves stay with the embedding site and the game says so once', { timeout: 600_000 }, async () => {
  const partitioning = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [...chromiumArgs, '--disable-features=ThirdPartyStoragePartitioningBlockedForDevTools'],
  });
  const context = await partitioning.newContext({ viewport: { width: 1120, height: 780 }, deviceScaleFactor: 1 });
  try {
    const parentURL = `http://localhost:${host.port}/embed.html`;
    const page = await context.newPage();
    const open = async () => {
      await page.goto(parentURL, { waitUntil: 'load' });
      const frame = page.frames().find((f) => f.url().startsWith(site.url));
      assert.ok(frame, 'no game frame');
      return { frame, game: new Game(page, frame) };
    };
    let { frame, game } = await open();
    const storage = await frame.evaluate(() => {
      try { return localStorage ? 'available' : 'missing'; } catch (e) { return 'blocked: ' + e.message; }
    });
    assert.equal(storage, 'available', 'this browser should give the frame partitioned storage');
    let t = await game.waitScene('title', READY_TIMEOUT);
    const notice = (t.info && t.info.storageNotice) || '';
    console.log(`partitioned storage; first title notice: ${notice || '(none)'}`);
    assert.match(notice, /kept for this site only/);
    assert.match(notice, /Export and Import/);
    await game.shot('embed-partitioned-title');
    const d = await game.playDecisions(3);
    assert.ok(d >= 3, `decisions ${d}`);
    const keys = await frame.evaluate(() => Object.keys(localStorage).sort());
    assert.ok(keys.some((k) => k.startsWith('periscope.save.')), `no save in the frame's storage: ${keys.join(', ')}`);
    assert.deepEqual(game.errors.filter((e) => /panic|fatal|pageerror/.test(e)), []);

    // Said once: the next visit starts without the notice.
    ({ frame, game } = await open());
    t = await game.waitScene('title', READY_TIMEOUT);
    assert.equal((t.info && t.info.storageNotice) || '', '', 'the partition notice came back on the second visit');

    // Partitioned: the game's own site, opened at the top level, has
    // none of the embedded game's keys. Looked at from a page of that site
    // that does not start the game (the game's own page writes its boot
    // marker and save index at once, which the CI run caught here).
    const top = await context.newPage();
    await top.goto(new URL('wasm_exec.js', site.url).href, { waitUntil: 'domcontentloaded' });
    const topKeys = await top.evaluate(() => Object.keys(localStorage));
    assert.ok(!topKeys.some((k) => k.startsWith('periscope.')), `the top-level site sees the frame's storage: ${topKeys.join(', ')}`);
    await top.close();
  } finally {
    await context.close();
    await partitioning.close();
  }
});
