import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, untilAppReady } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const manifest = JSON.parse(
  fs.readFileSync(path.join(path.resolve(inject('distDir')), 'pages', 'manifest.json'), 'utf8'),
) as { pages: Record<string, string> };

describe('prerendered pages', () => {
  it('are served as HTML with their content, and the app hydrates them without redrawing or errors', async () => {
    const paths = Object.keys(manifest.pages);
    expect(paths).toEqual(expect.arrayContaining(['/', '/gallery', '/pricing', '/styles', '/generate', '/terms']));
    const { page, errors, context } = await openPage(browser, 'mobile');
    // The page's first heading as the HTML drew it, before any script ran.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('main h1');
      }),
    );
    for (const pagePath of paths) {
      const html = await (await page.request.get(pagePath)).text();
      expect(html, pagePath).toMatch(/<main[^>]*>[\s\S]*<h1/);
      expect(html, pagePath).not.toMatch(/<script type="module"/);
      await page.goto(pagePath);
      await untilAppReady(page);
      const kept = await page.evaluate(() => {
        const first = (window as unknown as { firstHeading: Element | null }).firstHeading;
        return first !== null && document.contains(first);
      });
      expect(kept, `${pagePath}: the prerendered heading was replaced`).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leave pages with a query string, and signed-in pages, to the browser', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    for (const pagePath of ['/gallery?genre=Indie', '/profile', '/reset-password?token=abc']) {
      const html = await (await page.request.get(pagePath)).text();
      expect(html, pagePath).toContain('<div id="root"></div>');
    }
    await context.close();
  });
});
