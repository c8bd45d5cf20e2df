// Browser test of the language setting and the text fields: in headless
// Chromium, the title in the browser's language (the page is opened with
// an Italian navigator.language), the switch to English and back in
// Settings, a named save typed (letters with accents, the caret moved with
// the arrow keys, Backspace), and an input method's composition in the
// name and in the rules reference's search (exp/textinput, issue 12).
//
//   node tests/browser/textinput.mjs URL
//
// Prints one line per check and ends with "browser textinput: N passed, M failed".
import { chromium } from 'playwright-core';

const url = process.argv[2];
if (!url) {
  console.error('usage: node tests/browser/textinput.mjs URL');
  process.exit(2);
}
let passed = 0;
let failed = 0;
function check(name, ok, detail = '') {
  if (ok) passed++; else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} - ${name}${detail ? ` (${detail})` : ''}`);
  return ok;
}
const status = (page) => page.evaluate(() => window.periscopeReady);
async function waitScene(page, scene, timeout = 60_000) {
  await page.waitForFunction((s) => window.periscopeReady && window.periscopeReady.scene === s, scene, { timeout });
  return status(page);
}
async function holdFrames(page, frames = 2) {
  const start = await page.evaluate(() => window.periscopeFrame || 0);
  await page.waitForFunction((n) => (window.periscopeFrame || 0) >= n, start + frames, { timeout: 30_000 });
}
function button(st, id) {
  const b = st.buttons.find((x) => x.id === id);
  if (!b) throw new Error(`no button "${id}" in ${st.scene} (${st.buttons.map((x) => x.id).join(' ')})`);
  return b;
}
async function click(page, id) {
  const b = button(await status(page), id);
  await page.mouse.move(b.x + b.w / 2, b.y + b.h / 2);
  await holdFrames(page);
  await page.mouse.down();
  await holdFrames(page);
  await page.mouse.up();
  await holdFrames(page, 3);
}
async function label(page, id) { return button(await status(page), id).label; }

// settled waits, a frame at a time, until the control's label reads want
// (at most frames frames), and returns what it reads. Every key press
// counts and each tick carries a key at most once, so a burst of presses
// (sixty Backspaces at once) takes as many ticks to play out, and what is
// typed after them waits its turn.
async function settled(page, id, want, frames = 600) {
  let got = await label(page, id);
  for (let i = 0; i < frames && got !== want; i++) {
    await holdFrames(page, 1);
    got = await label(page, id);
  }
  return got;
}

// compose drives an input method through Chromium's DevTools protocol: a
// preedit (which must not reach the field's text), then its commit.
async function compose(page, cdp, id, preedit, commit) {
  const before = await label(page, id);
  await cdp.send('Input.imeSetComposition', { text: preedit, selectionStart: preedit.length, selectionEnd: preedit.length });
  await holdFrames(page, 3);
  const during = await label(page, id);
  check(`the preedit stays out of "${id}" while composing`, during === before, JSON.stringify(during));
  await cdp.send('Input.insertText', { text: commit });
  await holdFrames(page, 2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run'],
});
try {
  const ctx = await browser.newContext({ locale: 'it-IT', viewport: { width: 1024, height: 640 } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || /panic|fatal/.test(m.text())) console.log('console:', m.text()); });
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(url);
  await waitScene(page, 'title', 120_000);
  check('the title speaks the browser\'s language', await label(page, 'new-game') === 'Nuova partita', await label(page, 'new-game'));
  await click(page, 'settings');
  await waitScene(page, 'settings');
  await click(page, 'language');
  await holdFrames(page, 3);
  check('Settings switches to English at once', await label(page, 'back') === 'Back', await label(page, 'back'));
  await click(page, 'language');
  await holdFrames(page, 3);
  check('and back to Italian', await label(page, 'back') === 'Indietro', await label(page, 'back'));
  await click(page, 'back');
  await waitScene(page, 'title');
  await click(page, 'new-game');
  await waitScene(page, 'newgame');
  await click(page, 'start');
  // A new campaign opens on its briefing; Take command goes to the map.
  await waitScene(page, 'briefing', 120_000);
  await click(page, 'begin');
  await waitScene(page, 'map');
  await click(page, 'menu');
  await waitScene(page, 'menu');
  await click(page, 'save-game');
  await waitScene(page, 'save-game');
  await click(page, 'name');
  const before = await label(page, 'name');
  for (let i = 0; i < 60; i++) await page.keyboard.press('Backspace');
  const emptied = await settled(page, 'name', '');
  // The sixty presses play out one a tick: the name is empty before the
  // last of them, and the text typed next must wait for them, not be
  // erased by them.
  check('Backspace empties the name', emptied === '', JSON.stringify(emptied));
  await page.keyboard.type('Pattuglia');
  await holdFrames(page, 3);
  // Accented letters as an Italian keyboard sends them: a key whose key
  // value is the letter itself.
  const cdp = await page.context().newCDPSession(page);
  for (const ch of ' però è già') {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: ch, text: ch, unmodifiedText: ch });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: ch });
    await holdFrames(page, 1);
  }
  const typed = await settled(page, 'name', 'Pattuglia però è già');
  check('typed and accented text arrives once', typed === 'Pattuglia però è già', JSON.stringify(typed));
  // Quick presses, one after another with no frame between them, many
  // within one frame: each must count, in order (issue 14, item 7).
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('X');
  const moved = await settled(page, 'name', 'Pattuglia però èX già');
  check('the caret moves with the arrows', moved === 'Pattuglia però èX già', JSON.stringify(moved) + ' from ' + JSON.stringify(before));
  // Typing between quick presses: each character lands where the caret
  // was when it was typed.
  await page.keyboard.press('ArrowRight'); await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight'); await page.keyboard.press('ArrowRight');
  await page.keyboard.type('Y');
  await page.keyboard.press('ArrowLeft'); await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('Z');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('W');
  const mixed = await settled(page, 'name', 'Pattuglia però èX gWàY');
  check('typing between quick presses lands in order', mixed === 'Pattuglia però èX gWàY', JSON.stringify(mixed));
  await page.screenshot({ path: '/tmp/textinput-save.png' });
  // An input method's composition (issue 12): the preedit is not the
  // name's text until it is committed, then it lands once, at the caret.
  // Before exp/textinput ran in the browser, the composition went nowhere.
  await compose(page, cdp, 'name', 'e', 'è');
  const composed = await settled(page, 'name', 'Pattuglia però èX gWèàY');
  check('a composition in the name lands once, at the caret', composed === 'Pattuglia però èX gWèàY', JSON.stringify(composed));
  await page.keyboard.press('Backspace');
  const erased = await settled(page, 'name', 'Pattuglia però èX gWàY');
  check('and Backspace still erases after it', erased === 'Pattuglia però èX gWàY', JSON.stringify(erased));
  // The rules reference's search, typed and composed.
  await click(page, 'back');
  await waitScene(page, 'map');
  await click(page, 'menu');
  await waitScene(page, 'menu');
  await click(page, 'rules');
  await waitScene(page, 'rules');
  await holdFrames(page, 3);
  // A composition before any key: the search was focused with no key's
  // gesture, and the first composition must still reach it.
  await compose(page, cdp, 'search', 'u', 'ü');
  const first = await settled(page, 'search', 'ü');
  check('a first composition reaches the search', first === 'ü', JSON.stringify(first));
  await page.keyboard.press('Backspace');
  await settled(page, 'search', '');
  await page.keyboard.type('sommergibil');
  const searched = await settled(page, 'search', 'sommergibil');
  check('the rules search takes the typed text', searched === 'sommergibil', JSON.stringify(searched));
  await compose(page, cdp, 'search', 'e', 'é');
  const found = await settled(page, 'search', 'sommergibilé');
  check('a composition in the rules search lands once', found === 'sommergibilé', JSON.stringify(found));
  await page.keyboard.press('Backspace');
  await page.keyboard.type('e');
  const fixed = await settled(page, 'search', 'sommergibile');
  check('Backspace and typing after it in the search', fixed === 'sommergibile', JSON.stringify(fixed));
  await page.screenshot({ path: '/tmp/textinput-rules.png' });
} catch (err) {
  check('no error', false, String(err && err.stack || err));
} finally {
  await browser.close();
}
console.log(`browser textinput: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
