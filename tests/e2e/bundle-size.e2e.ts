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
});
