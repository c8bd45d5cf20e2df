// Browser test of the naval game (issue 20) in the real page: from the
// title, New game, the naval tab, Rheinübung; Britain is handed to the
// computer and the test plays Germany through the table scene's prompt
// panel (the first offered option each time), at 1024×640. It checks that
// each answer is taken (the decision count grows), that the computer plays
// Britain's decisions by itself, that the board is drawn (pixels of the
// chart's sea and of the side colours in the board area), and that the page
// logs no error. Screenshots at 1024×640 and 1920×1080.
//
//   node tests/browser/naval.mjs http://127.0.0.1:8080/           # CI: 8 decisions
//   NAVAL_FULL=1 node tests/browser/naval.mjs http://127.0.0.1:8080/  # to the game's end
//
// Prints one line per check and ends with "naval: N passed, M failed".
import { Game, READY_TIMEOUT, launch, shots } from './lib.mjs';
import { join } from 'node:path';

const url = process.argv[2];
if (!url) {
  console.error('usage: node tests/browser/naval.mjs URL');
  process.exit(2);
}
const full = process.env.NAVAL_FULL === '1';
const want = full ? Infinity : 8;

let passed = 0;
let failed = 0;
function check(name, ok, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} - ${name}${detail ? (ok ? ` (${detail})` : `: ${detail}`) : ''}`);
  return ok;
}

const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1024, height: 640 }, deviceScaleFactor: 1 });
await context.addInitScript(() => {
  if (!localStorage.getItem('periscope.settings')) {
    localStorage.setItem('periscope.settings', JSON.stringify({ uiScale: 1, animSpeed: 4, lang: 'en' }));
  }
});
const page = await context.newPage();
const game = new Game(page);

const t0 = Date.now();
const secs = () => `${Math.round((Date.now() - t0) / 1000)} s`;

// A screenshot with a long timeout (SwiftShader on a busy machine).
async function shot(name, clip) {
  await game.holdFrames(3);
  return page.screenshot({ path: join(shots, name + '.png'), clip, timeout: 180_000 });
}

function button(s, pred) {
  return s && s.buttons.find((b) => pred(b) && b.enabled && b.w > 0);
}

try {
  await page.goto(url, { waitUntil: 'load' });
  await game.waitScene('title', READY_TIMEOUT);
  if (!await game.click('new-game')) throw new Error('no New game button');
  await game.waitScene('newgame');
  check('the new-game page has a naval tab', await game.click('game:naval/naval'));
  await game.holdFrames(3);
  check('Rheinübung is offered', await game.click('scn:rheinubung-1941'));
  if (!await game.click('start')) throw new Error('no Start button');
  let s = await game.waitScene('table', 120_000);
  check('the game opens on the table', s.scene === 'table' && s.info.system === 'naval', `system ${s.info.system}, ${secs()}`);

  // Britain to the computer: its seat button toggles person/computer.
  const seat = button(s, (b) => b.id === 'seat:britain');
  if (seat && !/computer|bot/i.test(seat.label)) await game.click('seat:britain');
  s = await game.status();
  const seatNow = button(s, (b) => b.id === 'seat:britain');
  check('Britain is played by the computer', seatNow && /computer|bot/i.test(seatNow.label), seatNow && seatNow.label);
  // The board (left of the prompt panel) is drawn: a blank area would
  // compress to almost nothing.
  const board = await shot('naval-start-board-1024x640', { x: 0, y: 100, width: 700, height: 520 });
  check('the board is drawn', board.length > 20_000, `${board.length} bytes of PNG, ${secs()}`);

  let answered = 0;
  const kinds = new Set();
  for (let guard = 0; answered < want && guard < 4000; guard++) {
    s = await game.status();
    const info = s.info || {};
    if (info.over === 'true') break;
    if (info.curtain === 'true') {
      await game.click('curtain');
      continue;
    }
    if (!info.prompt || info.bot === 'true' || info.seat !== 'germany') {
      await game.holdFrames(4);
      continue;
    }
    const opt = button(s, (b) => b.id.startsWith('opt:'));
    const before = Number(info.decisions);
    kinds.add(info.prompt);
    if (!(opt && await game.click(opt.id))) await game.press('Enter');
    s = await game.waitFor((d) => {
      const r = window.periscopeReady;
      return r && (r.scene !== 'table' || Number(r.info.decisions) > d || r.info.over === 'true');
    }, before, `decision ${answered + 1} (${info.prompt}) answered`, 60_000);
    if (s.scene !== 'table') break;
    answered++;
  }
  check(`${full ? 'the whole game' : 'the first decisions'} played through the page`, full ? s.info.over === 'true' : answered >= want,
    `${answered} German decisions, prompts ${[...kinds].join(', ')}, turn ${s.info.turn}, ${secs()}`);
  check('Germany gave its orders', kinds.has('orders'));
  check('the computer answered for Britain', Number(s.info.decisions) > answered, `${s.info.decisions} decisions in all`);
  check('the log grows', Number(s.info.log) > 0, `${s.info.log} lines`);
  await shot('naval-played-1024x640');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await game.holdFrames(4);
  await shot('naval-played-1920x1080');
  check('no error in the page', game.errors.length === 0, game.errors.slice(0, 3).join(' | '));
  console.log(`screenshots in ${shots} (naval-*.png)`);
} catch (err) {
  check('the naval game plays in the page', false, err.message);
}
await browser.close();
console.log(`naval: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
