import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sizedImageUrl } from '../../src/shared/contracts/image-size.ts';
import { launchBrowser, openPage, unexpected, untilAppReady } from './support/browser.ts';

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

  it("/gallery's HTML draws a guest's first page and preloads its first image; a signed-in visitor's does not", async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    // The first request after a change may be answered before the server's render is done (at most 2 s).
    let html = '';
    await expect
      .poll(async () => (html = await (await page.request.get('/gallery')).text()), { timeout: 20_000 })
      .toMatch(/<div id="root">[\s\S]*aria-label="View [^"]+ by /);
    const first =
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^" ]+)[^>]*fetchpriority="high">/.exec(html);
    expect(first, 'the first card image is preloaded').not.toBeNull();
    const seed = JSON.parse(/<script type="application\/json" id="gallery-first-page">(.*?)<\/script>/.exec(html)![1]!);
    expect(seed.items).toHaveLength(9);
    expect(first![1]!.replace(/&amp;/g, '&')).toBe(sizedImageUrl(seed.items[0].imageUrl, 256, 'avif'));
    // The cards are in the HTML, in the page's order, before any script runs.
    const drawn = [...html.matchAll(/aria-label="View (.+?) by (.+?)"/g)].map((m) => m[1]);
    expect(drawn).toEqual(seed.items.map((item: { title: string }) => item.title.replace(/&/g, '&amp;')));

    // The app hydrates those cards (the HTML's first card stays in the page) without asking the API for them: with
    // the API unreachable, the covers still show.
    const asked: string[] = [];
    await page.route('**/api/gallery?*', (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstCard: Element | null }).firstCard =
          document.querySelector('[aria-label^="View "]');
      }),
    );
    await page.goto('/gallery');
    await untilAppReady(page);
    const cards = page.getByRole('button', { name: /^View / });
    expect(await cards.count()).toBe(9);
    expect(await cards.first().getAttribute('aria-label')).toBe(
      `View ${seed.items[0].title} by ${seed.items[0].artist}`,
    );
    const kept = await page.evaluate(() => {
      const card = (window as unknown as { firstCard: Element | null }).firstCard;
      return card !== null && document.contains(card);
    });
    expect(kept, "the HTML's first card was replaced").toBe(true);
    // Load More continues from the seeded page.
    await page.unroute('**/api/gallery?*');
    const more = page.waitForRequest((r) => r.url().includes('/api/gallery?') && r.url().includes('cursor='));
    await page.getByRole('button', { name: 'Load More Artworks' }).click();
    expect(new URL((await more).url()).searchParams.get('cursor')).toBe(seed.nextCursor);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);

    const signedIn = await page.request.get('/gallery', { headers: { cookie: 'better-auth.session_token=abc.def' } });
    const signedInHtml = await signedIn.text();
    expect(signedInHtml).not.toContain('gallery-first-page');
    expect(signedInHtml).not.toMatch(/aria-label="View [^"]+ by /);
    await context.close();
  });

  it('keep what a visitor typed before the app took over, and act on it', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    // The app's script is held back until the fields are filled, so they are filled before hydration every time.
    let release = () => {};
    const typed = async (pagePath: string, fill: (page: Page) => Promise<void>) => {
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route('**/boot.js', async (route) => {
        await held;
        await route.continue();
      });
      // The frame's own goto: the page's is made to wait for the app, which is held. DOMContentLoaded waits for
      // deferred scripts, so only the response is waited for; the locators wait for the fields to be parsed.
      await page.mainFrame().goto(pagePath, { waitUntil: 'commit' });
      expect(await page.evaluate(() => 'appReady' in document.documentElement.dataset)).toBe(false);
      await fill(page);
      release();
      await untilAppReady(page);
      await context.unroute('**/boot.js');
    };

    // A controlled textarea whose first value comes from storage (the prompt draft).
    await typed('/generate', (p) => p.getByLabel('Prompt', { exact: true }).fill('a lighthouse in violet fog'));
    await expect.poll(() => page.getByLabel('Prompt', { exact: true }).inputValue()).toBe('a lighthouse in violet fog');
    const generate = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/generations'));
    await page.getByRole('button', { name: 'Generate Album Art', exact: true }).click();
    expect((await generate).postDataJSON()).toMatchObject({ prompt: 'a lighthouse in violet fog' });

    // A form's uncontrolled fields (react-hook-form).
    await typed('/login', async (p) => {
      await p.getByLabel('Email', { exact: true }).fill('early@example.com');
      await p.getByLabel('Password', { exact: true }).fill('not the password');
    });
    const signIn = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/auth/sign-in'));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect((await signIn).postDataJSON()).toMatchObject({ email: 'early@example.com', password: 'not the password' });

    // A plain controlled input: the gallery's search runs for the early text.
    const searched = page.waitForRequest((r) => new URL(r.url()).searchParams.get('q') === 'ellis');
    await typed('/gallery', (p) => p.getByLabel('Search artworks').fill('ellis'));
    await searched;
    expect(await page.getByLabel('Search artworks').inputValue()).toBe('ellis');
    expect(unexpected(errors, 401)).toEqual([]);
    await context.close();
  });
});
