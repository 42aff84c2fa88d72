import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { FIRST_LOAD_JS_BUDGET_BYTES, measureFirstLoadJs } from '../../scripts/js-size.ts';
import { launchBrowser } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('first-load JavaScript', () => {
  it('of / stays within 170 KB gzip', async () => {
    const page = await browser.newPage();
    const size = await measureFirstLoadJs(page, `${inject('baseURL')}/`, path.resolve(inject('distDir')));
    expect(size.files.length).toBeGreaterThan(0);
    expect(size.totalGzipBytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });

  it('of /pricing leaves the toasts, the header menus and zod until they are used', async () => {
    const page = await browser.newPage();
    const distDir = path.resolve(inject('distDir'));
    const size = await measureFirstLoadJs(page, `${inject('baseURL')}/pricing`, distDir);
    const code = size.files.map((f) => fs.readFileSync(path.join(distDir, f.file), 'utf8')).join('\n');
    expect(size.files.length).toBeGreaterThan(0);
    // A mark of each library in its minified code: sonner, Radix's menu and dialog, zod.
    for (const mark of ['data-sonner-toaster', 'DropdownMenuContent', 'DialogContent', 'ZodError']) {
      expect(code.includes(mark), mark).toBe(false);
    }
    // Pressed before its code has arrived, a header menu opens once it has.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Resources' }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /Contact/ })
      .waitFor();
    await page.close();
  });
});
