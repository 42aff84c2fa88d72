import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTICLES } from '../../src/shared/content/blog.ts';
import { ARTISTS } from '../../src/shared/content/artists.ts';
import { STYLES } from '../../src/shared/content/styles.ts';
import { TEMPLATES } from '../../src/shared/content/templates.ts';
import {
  expectToast,
  lastMailTo,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  unexpected,
  visit,
  type TrackedPage,
  type ViewportName,
} from './support/browser.ts';

/*
 * The content screens (docs/spec.md §2 Styles, Templates, Artists, Tools, Blog and each article): sample artwork
 * served by our own server, copied prompts, prompts handed to the generator, sharing, and the newsletter.
 */

const COPIED = ['Prompt Copied!', 'You can now paste it in the generation page.'] as const;
/** Sample images are drawn by the engine on first request: allow for a cold server. */
const IMAGE_WAIT = { timeout: 45_000, interval: 250 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openWithClipboard(viewport: ViewportName): Promise<TrackedPage> {
  const tracked = await openPage(browser, viewport);
  await tracked.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseURL') });
  return tracked;
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const clearClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.writeText('(nothing copied)'));

/** Every image in `scope` is decoded and was served by our own origin from /api/samples. */
async function expectSampleImages(page: Page, scope: Locator, count: number) {
  const images = scope.locator('img');
  await expect.poll(() => images.count()).toBe(count);
  const origin = new URL(inject('baseURL')).origin;
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => image.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
        IMAGE_WAIT,
      )
      .toBeGreaterThan(0);
    const src = new URL(await image.evaluate((el) => (el as HTMLImageElement).currentSrc));
    expect(src.origin).toBe(origin);
    expect(src.pathname).toMatch(/^\/api\/samples\/[a-z0-9-]+$/);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function noHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Layout fits the width, no serious axe findings, no console errors; a full-page screenshot to look at. */
async function checkPage(tracked: TrackedPage, screenshot: string, ...allowedStatuses: number[]) {
  const { page, errors } = tracked;
  await noHorizontalScroll(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Lazy images below the fold load before the full-page screenshot, so it shows the page as a reader sees it.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await expect
    .poll(
      () => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)),
      IMAGE_WAIT,
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/${screenshot}.png`, fullPage: true });
  expect(unexpected(errors, ...allowedStatuses)).toEqual([]);
}

const promptField = (page: Page) => page.getByLabel('Prompt', { exact: true });
const card = (page: Page, heading: string) =>
  page.locator('main article').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

describe.each(['desktop', 'mobile'] as const)('content pages on %s', (viewport) => {
  it('Styles: six presets with their artwork, Copy Prompt, Use This Style, Try Now and three blurbs', async () => {
    const tracked = await openWithClipboard(viewport);
    const { page } = tracked;
    await visit(page, '/styles');
    await page.getByRole('heading', { level: 1, name: 'A style for every sound' }).waitFor();
    expect(await page.title()).toBe('Styles · Soundsleeve');

    const cards = page.locator('main article');
    await expect.poll(() => cards.count()).toBe(6);
    for (const style of STYLES) {
      const styleCard = card(page, style.name);
      await styleCard.getByText(style.description, { exact: true }).waitFor();
      await styleCard.getByText(style.prompt, { exact: true }).waitFor();
      expect(style.prompt.endsWith('professional music artwork')).toBe(true);
    }
    await expectSampleImages(page, cards, 6);
    for (const blurb of ['Tuned to the genre', 'Yours to edit', 'Built for a series']) {
      await page.getByRole('heading', { level: 3, name: blurb }).waitFor();
    }

    // Copy Prompt writes the prompt to the clipboard and says so.
    const first = STYLES[0]!;
    await clearClipboard(page);
    await card(page, first.name)
      .getByRole('button', { name: `Copy Prompt for ${first.name}` })
      .click();
    await expectToast(page, ...COPIED);
    expect(await readClipboard(page)).toBe(first.prompt);

    // Use This Style opens the generator with the prompt filled in.
    const second = STYLES[1]!;
    await card(page, second.name)
      .getByRole('button', { name: `Use This Style for ${second.name}` })
      .click();
    await page.waitForURL('**/generate');
    await expect.poll(() => promptField(page).inputValue()).toBe(second.prompt);

    // Try Now goes to the generator (with an empty prompt).
    await visit(page, '/styles');
    await page.getByRole('link', { name: 'Try Now' }).click();
    await page.waitForURL('**/generate');
    await expect.poll(() => promptField(page).inputValue()).toBe('');
    await visit(page, '/styles');
    await checkPage(tracked, `content-styles-${viewport}`);
    await tracked.context.close();
  });

  it('Templates: nine templates with image, copy icon, Copy Prompt, Use This Template and the banner', async () => {
    const tracked = await openWithClipboard(viewport);
    const { page } = tracked;
    await visit(page, '/templates');
    await page.getByRole('heading', { level: 1, name: 'Start from a template' }).waitFor();
    expect(await page.title()).toBe('Templates · Soundsleeve');

    const cards = page.locator('main article');
    await expect.poll(() => cards.count()).toBe(9);
    for (const template of TEMPLATES) {
      const templateCard = card(page, template.title);
      await templateCard.getByText(template.description, { exact: true }).waitFor();
      await templateCard.getByText(template.prompt, { exact: true }).waitFor();
      expect(template.prompt.endsWith('professional music artwork')).toBe(true);
    }
    await expectSampleImages(page, cards, 9);

    // The copy icon (named for screen readers) and the Copy Prompt button both copy the prompt.
    const iconTemplate = TEMPLATES[2]!;
    await clearClipboard(page);
    await card(page, iconTemplate.title)
      .getByRole('button', { name: `Copy the ${iconTemplate.title} prompt`, exact: true })
      .click();
    await expectToast(page, ...COPIED);
    expect(await readClipboard(page)).toBe(iconTemplate.prompt);

    const buttonTemplate = TEMPLATES[4]!;
    await clearClipboard(page);
    await card(page, buttonTemplate.title)
      .getByRole('button', { name: `Copy Prompt for ${buttonTemplate.title}` })
      .click();
    await expect.poll(() => readClipboard(page)).toBe(buttonTemplate.prompt);

    // Use This Template passes the prompt on to the generator.
    const used = TEMPLATES[7]!;
    await card(page, used.title)
      .getByRole('button', { name: `Use This Template for ${used.title}` })
      .click();
    await page.waitForURL('**/generate');
    await expect.poll(() => promptField(page).inputValue()).toBe(used.prompt);

    // The banner leads to the generator.
    await visit(page, '/templates');
    const banner = page.locator('aside', {
      has: page.getByRole('heading', { name: 'Want to create your own template?' }),
    });
    await banner.getByRole('link', { name: 'Start Creating' }).click();
    await page.waitForURL('**/generate');
    await visit(page, '/templates');
    await checkPage(tracked, `content-templates-${viewport}`);
    await tracked.context.close();
  });

  it('Artists: six artists with cover, avatar, genre and tagline; Listen, share and the call to action', async () => {
    const tracked = await openWithClipboard(viewport);
    const { page, context } = tracked;
    // This browser has no share sheet: sharing copies the link instead.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await visit(page, '/artists');
    await page.getByRole('heading', { level: 1, name: 'Artists who found their look' }).waitFor();
    expect(await page.title()).toBe('Artists · Soundsleeve');

    const cards = page.locator('main article');
    await expect.poll(() => cards.count()).toBe(6);
    for (const artist of ARTISTS) {
      const artistCard = card(page, artist.name);
      await artistCard.getByText(artist.genre, { exact: true }).waitFor();
      await artistCard.getByText(artist.tagline, { exact: true }).waitFor();
      await artistCard.getByRole('img', { name: `Cover art by ${artist.name}` }).waitFor();
      expect(await artistCard.getByRole('link', { name: `Listen to ${artist.name}` }).getAttribute('href')).toBe(
        artist.link,
      );
    }
    await expectSampleImages(page, cards, 12); // a cover and an avatar each

    // Share without a share sheet: the link to the artist is copied and the toast says so.
    const shared = ARTISTS[3]!;
    await clearClipboard(page);
    await card(page, shared.name)
      .getByRole('button', { name: `Share ${shared.name}` })
      .click();
    await expectToast(page, 'Link copied!', 'Paste it anywhere to share.');
    expect(await readClipboard(page)).toBe(`${inject('baseURL')}/artists#${shared.slug}`);

    // Listen opens the artist's covers in the gallery.
    const listened = ARTISTS[1]!;
    await card(page, listened.name)
      .getByRole('link', { name: `Listen to ${listened.name}` })
      .click();
    await page.waitForURL((url) => url.pathname === '/gallery' && url.searchParams.get('q') === listened.name);
    await page.locator('main article', { hasText: listened.name }).first().waitFor();

    // The call to action.
    await visit(page, '/artists');
    const cta = page.locator('aside', { has: page.getByRole('heading', { name: 'Your cover could be next' }) });
    await cta.getByRole('link', { name: 'Browse the Gallery' }).waitFor();
    await cta.getByRole('link', { name: 'Create Your Cover' }).click();
    await page.waitForURL('**/generate');
    await visit(page, '/artists');
    await checkPage(tracked, `content-artists-${viewport}`);
    await tracked.context.close();
  });

  it('Artists: share opens the system share sheet where there is one', async () => {
    const tracked = await openPage(browser, viewport);
    const { page, context } = tracked;
    await context.addInitScript(() => {
      const w = window as unknown as { sharedData: ShareData[] };
      w.sharedData = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          w.sharedData.push(data);
          return Promise.resolve();
        },
      });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    });
    await visit(page, '/artists');
    const artist = ARTISTS[0]!;
    await card(page, artist.name)
      .getByRole('button', { name: `Share ${artist.name}` })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
      .toEqual([
        {
          title: `${artist.name} on Soundsleeve`,
          text: `${artist.name} (${artist.genre}): ${artist.tagline}`,
          url: `${inject('baseURL')}/artists#${artist.slug}`,
        },
      ]);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(unexpected(tracked.errors)).toEqual([]);
    await context.close();
  });

  it('Tools: six tools, each leading where docs/spec.md says', async () => {
    const tracked = await openPage(browser, viewport);
    const { page } = tracked;
    await visit(page, '/tools');
    await page.getByRole('heading', { level: 1, name: 'Everything your release needs' }).waitFor();
    expect(await page.title()).toBe('Tools · Soundsleeve');
    const expected = {
      'Prompt Studio': '/generate',
      'Album Mockup Builder': '/generate',
      'AI Image Enhancer': '/generate',
      'Artist Logo Generator': '/generate',
      'Color Tone Assistant': '/styles',
      'Moodboard Creator': '/templates',
    };
    const links = page.locator('main ul li a:not([data-tool-page])');
    await expect.poll(() => links.count()).toBe(6);
    // A tool with a page of its own links to it beside the card.
    expect(await page.getByRole('link', { name: 'Build mockups' }).getAttribute('href')).toBe('/tools/mockups');
    expect(await page.getByRole('link', { name: 'Read a cover' }).getAttribute('href')).toBe('/tools/color-tone');
    expect(await page.getByRole('link', { name: 'Build a board' }).getAttribute('href')).toBe('/tools/moodboard');
    for (const [name, path] of Object.entries(expected)) {
      const link = links.filter({ has: page.getByRole('heading', { name, exact: true }) });
      expect(await link.getAttribute('href')).toBe(path);
    }
    for (const [name, path] of Object.entries(expected)) {
      if (name === 'Prompt Studio' || name === 'Color Tone Assistant' || name === 'Moodboard Creator') {
        await visit(page, '/tools');
        await links.filter({ has: page.getByRole('heading', { name, exact: true }) }).click();
        await page.waitForURL(`**${path}`);
      }
    }
    await visit(page, '/tools');
    await checkPage(tracked, `content-tools-${viewport}`);
    await tracked.context.close();
  });

  it('Blog: the featured article and five more; Read More opens the article; an unknown slug is the 404 page', async () => {
    const tracked = await openPage(browser, viewport);
    const { page } = tracked;
    await visit(page, '/blog');
    await page.getByRole('heading', { level: 1, name: 'Guides for artists who care about the cover' }).waitFor();
    expect(await page.title()).toBe('Blog · Soundsleeve');

    const cards = page.locator('main article');
    await expect.poll(() => cards.count()).toBe(6);
    const featured = ARTICLES.find((a) => a.featured)!;
    expect(ARTICLES.filter((a) => a.featured)).toHaveLength(1);
    await cards.first().getByText('Featured', { exact: true }).waitFor();
    await cards.first().getByRole('heading', { name: featured.title }).waitFor();
    const dates = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (const article of ARTICLES) {
      const articleCard = card(page, article.title);
      await articleCard.getByText(article.excerpt, { exact: true }).waitFor();
      await articleCard.getByText(article.author, { exact: true }).waitFor();
      await articleCard.getByText(dates.format(new Date(`${article.date}T00:00:00Z`)), { exact: true }).waitFor();
      expect(
        await articleCard.getByRole('link', { name: `Read More about ${article.title}` }).getAttribute('href'),
      ).toBe(`/blog/${article.slug}`);
      const words = article.body
        .flatMap((s) => s.paragraphs)
        .join(' ')
        .split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(350);
    }
    await expectSampleImages(page, cards, 6);
    await checkPage(tracked, `content-blog-${viewport}`);

    // Read More opens the article with its body.
    const opened = ARTICLES[2]!;
    await card(page, opened.title)
      .getByRole('link', { name: `Read More about ${opened.title}` })
      .click();
    await page.waitForURL(`**/blog/${opened.slug}`);
    await page.getByRole('heading', { level: 1, name: opened.title }).waitFor();
    expect(await page.title()).toBe(`${opened.title} · Soundsleeve`);
    for (const section of opened.body) {
      if (section.heading) await page.getByRole('heading', { level: 2, name: section.heading }).waitFor();
      for (const paragraph of section.paragraphs) await page.getByText(paragraph, { exact: true }).waitFor();
    }
    await expectSampleImages(page, page.locator('main header'), 1);
    await page.getByRole('link', { name: 'All articles' }).click();
    await page.waitForURL('**/blog');

    // Every article has its page.
    for (const article of ARTICLES) {
      await visit(page, `/blog/${article.slug}`);
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    }
    await visit(page, `/blog/${featured.slug}`);
    await page.getByRole('heading', { level: 1, name: featured.title }).waitFor();
    await checkPage(tracked, `content-blog-article-${viewport}`);

    // An unknown article is the 404 page.
    await visit(page, '/blog/no-such-article');
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    await checkPage(tracked, `content-blog-404-${viewport}`);
    await tracked.context.close();
  });

  it('Blog: the newsletter answers with the server’s messages, and its confirmation link subscribes', async () => {
    const tracked = await openPage(browser, viewport);
    const { page } = tracked;
    await visit(page, '/blog');
    const email = page.getByLabel('Email address');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });

    // A bad address: the server's own error message is the toast.
    await email.fill('not-an-email');
    const badAnswer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await subscribe.click();
    const bad = await badAnswer;
    expect(bad.status()).toBe(400);
    const error = ((await bad.json()) as { error: { code: string; message: string } }).error;
    expect(error.message).toContain('Enter a valid email address.');
    await expectToast(page, error.message);
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    // A good address: 'Subscribing...' while the request is out, then the server's confirmation message.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    const address = `reader-${viewport}-${Date.now()}@example.com`;
    await email.fill(address);
    const goodAnswer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await subscribe.click();
    await page.getByRole('button', { name: 'Subscribing...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Subscribing...' }).isDisabled()).toBe(true);
    release();
    const good = await goodAnswer;
    expect(good.status()).toBe(200);
    const answer = (await good.json()) as { status: string; message: string };
    expect(answer.status).toBe('confirmation_sent');
    await expectToast(page, answer.message);
    expect(answer.message).toBe(`Almost done: we sent a confirmation link to ${address}. Open it to subscribe.`);
    await expect.poll(() => email.inputValue()).toBe('');
    await page.unroute('**/api/newsletter');

    // The mailed link confirms the subscription and brings the reader back to the blog.
    const mail = await lastMailTo(address, /Confirm your Soundsleeve newsletter subscription/);
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/blog');
    await expectToast(page, 'You’re subscribed!', 'Thanks for confirming. New guides will arrive in your inbox.');
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // Subscribing again: the server says so.
    await email.fill(address);
    await subscribe.click();
    await expectToast(page, 'You are already subscribed. Thanks for reading!');

    // A used link is refused politely.
    await page.goto(link!);
    await expectToast(
      page,
      'Link expired',
      'This confirmation link is invalid or was already used. Subscribe again to get a new one.',
    );
    await checkPage(tracked, `content-newsletter-${viewport}`, 400);
    await tracked.context.close();
  });
});
