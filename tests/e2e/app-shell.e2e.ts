import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alphaOf,
  expectToast,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  visit,
  type ViewportName,
} from './support/browser.ts';

const MENU = {
  Create: [
    ['Generate', '/generate'],
    ['Prompt Studio', '/prompt-studio'],
    ['Templates', '/templates'],
    ['Styles', '/styles'],
  ],
  Explore: [
    ['Gallery', '/gallery'],
    ['Artists', '/artists'],
    ['Tools', '/tools'],
  ],
  Resources: [
    ['Pricing', '/pricing'],
    ['Blog', '/blog'],
    ['Contact', '/contact'],
  ],
} as const;

const REFUND_POINTS = [
  'Refund within 7 days of purchase if no credits were used.',
  'Prorated refund at discretion if some were used.',
  'Unused one-time credits refundable within 48 hours.',
  'Refunds are processed in 5-10 business days; review takes 2-3 business days.',
  'Cancellation takes effect at period end.',
  'Failed generations are refunded automatically as credits.',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
  describe(`app shell at ${viewport} width`, () => {
    it('header is fixed and turns translucent after 20px of scroll', async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      await visit(page, '/terms');
      const header = page.locator('header').first();
      await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(alphaOf(await background())).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 10));
      await page.waitForTimeout(100);
      expect(await header.getAttribute('data-scrolled')).toBe('false');

      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
      await expect.poll(async () => alphaOf(await background())).toBeGreaterThan(0.5);
      expect(alphaOf(await background())).toBeLessThan(1);
      expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
      expect((await header.boundingBox())?.y).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('signed out, the header offers Login and Get Started', async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      await visit(page, '/terms');
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
      const scope = viewport === 'mobile' ? page.getByRole('dialog') : page.locator('header');
      expect(await scope.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
      expect(await scope.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
      expect(errors).toEqual([]);
      await context.close();
    });

    if (viewport === 'desktop') {
      it('menu groups hold their items, and an item navigates', async () => {
        const { page, errors, context } = await openPage(browser, viewport);
        await visit(page, '/terms');
        for (const [group, items] of Object.entries(MENU)) {
          await page.getByRole('button', { name: group }).click();
          const menu = page.getByRole('menu');
          await menu.waitFor();
          const links = menu.getByRole('menuitem');
          expect(await links.count()).toBe(items.length);
          for (const [i, [label, href]] of items.entries()) {
            await expect.poll(() => links.nth(i).innerText()).toContain(label);
            expect(await links.nth(i).getAttribute('href')).toBe(href);
          }
          await page.keyboard.press('Escape');
          await menu.waitFor({ state: 'detached' });
        }
        await page.getByRole('button', { name: 'Resources' }).click();
        await page.getByRole('menuitem', { name: /Contact/ }).click();
        await page.waitForURL('**/contact');
        expect(errors).toEqual([]);
        await context.close();
      });
    } else {
      it('the side sheet holds every menu link and closes on navigation', async () => {
        const { page, errors, context } = await openPage(browser, viewport);
        await visit(page, '/terms');
        expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Open menu' }).click();
        const sheet = page.getByRole('dialog', { name: 'Menu' });
        await sheet.waitFor();
        for (const [group, items] of Object.entries(MENU)) {
          expect(await sheet.getByRole('heading', { name: group }).isVisible()).toBe(true);
          for (const [label, href] of items) {
            expect(await sheet.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
          }
        }
        expect(await seriousA11yViolations(page)).toEqual([]);
        await sheet.getByRole('link', { name: 'Styles', exact: true }).click();
        await page.waitForURL('**/styles');
        await sheet.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Open menu' }).click();
        await sheet.waitFor();
        await page.getByRole('button', { name: 'Close menu' }).click();
        await sheet.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    it('the footer has the Pages, Tools and Company links, features, social icons and copyright', async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      await visit(page, '/refunds');
      const footer = page.locator('footer');
      const hrefs = async (name: string) =>
        footer
          .getByRole('navigation', { name })
          .getByRole('link')
          .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
      expect(await hrefs('Pages')).toEqual(['/', '/generate', '/gallery', '/styles', '/artists', '/templates']);
      const tools = await hrefs('Tools');
      expect(tools.length).toBe(6);
      expect(new Set(tools)).toEqual(new Set(['/tools']));
      expect(await hrefs('Company')).toEqual([
        '/',
        '/blog',
        '/pricing',
        '/contact',
        '/api',
        '/terms',
        '/privacy',
        '/refunds',
      ]);
      const features = footer.getByRole('heading', { name: 'Features' }).locator('..').getByRole('listitem');
      expect(await features.count()).toBeGreaterThanOrEqual(4);
      expect(await features.getByRole('link').count()).toBe(0);
      expect(await footer.getByRole('link', { name: /Soundsleeve on / }).count()).toBe(4);
      expect(await footer.innerText()).toContain('© 2025 Soundsleeve');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('unknown paths show the 404 page with a link home', async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      const response = await visit(page, '/no/such/page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('the Terms page is complete and readable', async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      await visit(page, '/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      const sections = page.locator('article section h2');
      expect(await sections.count()).toBeGreaterThanOrEqual(10);
      const text = await page.locator('article').innerText();
      expect(text).toContain('the cancellation takes effect at the end of the current billing period');
      expect(text).toMatch(/Guests may make 3 free generations\. Signing up adds 3 free credits/);
      expect(text).toContain('Each generation uses one credit, whether it draws one version of a cover or several.');
      expect(await page.title()).toBe('Terms of Service · Soundsleeve');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('a toast never covers the header', async () => {
      const { page, context } = await openPage(browser, viewport);
      await visit(page, '/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectToast(page, 'Required fields missing');
      const toast = await page.locator('[data-sonner-toast]').first().boundingBox();
      const header = await page.locator('header').first().boundingBox();
      expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      if (viewport === 'mobile') {
        // Nor the menu: opening it clears what was showing.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(0);
      }
      await context.close();
    });

    it('the Refund policy page states every point of the policy', async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      await visit(page, '/refunds');
      await page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
      const text = await page.locator('article').innerText();
      for (const point of REFUND_POINTS) expect(text).toContain(point);
      // The spec's point on one-time credits, beside what is on sale: monthly plans only.
      expect(text).toContain('no one-time credit packs are on sale today');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe('on a phone', () => {
  it('every control on the public pages is at least 44 × 44 px to tap', async () => {
    const { page, context } = await openPage(browser, 'mobile');
    const small: string[] = [];
    for (const path of [
      '/',
      '/generate',
      '/gallery',
      '/pricing',
      '/demo',
      '/signup',
      '/login',
      '/contact',
      '/styles',
      '/templates',
      '/privacy',
    ]) {
      await visit(page, path);
      await page.locator('footer').waitFor();
      await page.waitForTimeout(300);
      const found = await page.evaluate(() =>
        Array.from(document.querySelectorAll('a[href], button, select, input[type=checkbox], [role=button]'))
          .filter((el) => !el.classList.contains('sr-only') && !el.closest('[aria-hidden=true]'))
          .map((el) => {
            // A checkbox is tapped through its label.
            const target = el.matches('input[type=checkbox]') ? (el.closest('label') ?? el) : el;
            const box = target.getBoundingClientRect();
            return { box, name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40) };
          })
          .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44))
          .map(({ box, name }) => `${Math.round(box.width)}×${Math.round(box.height)} "${name}"`),
      );
      small.push(...found.map((f) => `${path}: ${f}`));
    }
    expect(small).toEqual([]);
    await context.close();
  });
});

describe('the verification link', () => {
  it("lands on the home page saying 'Email verified', once", async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await visit(page, '/?verified=1');
    await expectToast(page, 'Email verified', 'Your address is confirmed. Welcome to Soundsleeve.');
    // The mark leaves the address, so a reload says nothing.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
