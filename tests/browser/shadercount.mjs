// Measurement (not a test): how many GPU programs the game links by the
// end of its first frame, whose commands run after Draw (issue 16: each of
// Ebitengine's shaders is compiled from Kage in Go, tens of milliseconds in
// the wasm, before it is linked).
// WebGL2's linkProgram is counted from before the page's scripts run.
//
//   node tests/browser/shadercount.mjs URL
import { launch } from './lib.mjs';

const url = process.argv[2];
if (!url) {
  console.error('usage: node tests/browser/shadercount.mjs URL');
  process.exit(2);
}
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.periscopeLinked = 0;
    const link = WebGL2RenderingContext.prototype.linkProgram;
    WebGL2RenderingContext.prototype.linkProgram = function (p) {
      if (!(window.periscopeFrame >= 2)) window.periscopeLinked++;
      return link.call(this, p);
    };
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.periscopeFirstFrame === 'number', null, { timeout: 120_000 });
  console.log(`programs linked by the end of the first frame: ${await page.evaluate(() => window.periscopeLinked)}`);
} finally {
  await browser.close();
}
