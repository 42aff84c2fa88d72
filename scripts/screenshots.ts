/**
 * Takes full-page screenshots of pages at desktop and mobile widths, for looking at what we build.
 * Usage: npm run screenshots -- http://127.0.0.1:3000 /terms /refunds [--out dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, VIEWPORTS } from '../tests/e2e/support/browser.ts';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1]! : '.screenshots';
const [base = 'http://127.0.0.1:3000', ...paths] = args;
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const page = await browser.newPage({ viewport, isMobile: name === 'mobile' });
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(new URL(p, base).toString());
    await page.locator('footer').waitFor();
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${name}${p.replace(/[^a-z0-9]+/gi, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
