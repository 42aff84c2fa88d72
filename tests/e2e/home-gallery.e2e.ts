import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectToast,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  unexpected,
  visit,
  type ViewportName,
} from './support/browser.ts';

const PASSWORD = 'secret-pass-1';
const EMPTY_TEXT = 'No artworks found matching your criteria';
const STATS = [
  ['10,000+', 'Album Covers Generated'],
  ['5,000+', 'Active Artists'],
  ['50+', 'Music Genres'],
] as const;
const CHIPS = ['All', 'Indie', 'Pop', 'Lo-Fi', 'EDM', 'Jazz', 'Rock'];
/** Waits for answers that follow other answers (session, then the gallery). */
const SLOW = { timeout: 10_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

/** Creates an account through the API; the context's cookie jar then holds its session (signed in). */
async function signUp(context: BrowserContext, name = 'Cover Maker') {
  const email = `gallery-${unique()}@example.com`;
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD, displayName: name, callbackURL: '/' },
    headers: { origin: inject('baseURL') },
  });
  expect(res.status()).toBe(200);
  return email;
}

/** Every image request goes to our own origin (sample art and covers are rendered and served by the app). */
function recordImageHosts(page: Page) {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'image') return;
    const url = new URL(request.url());
    if (url.protocol !== 'data:') hosts.add(url.origin);
  });
  return hosts;
}

/** Scrolls each image into view (lazy ones load then) and waits until it is decoded from our origin. */
async function expectDecoded(images: Locator) {
  const origin = new URL(inject('baseURL')).origin;
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => image.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
        SLOW,
      )
      .toBeGreaterThan(0);
    const src = await image.evaluate((el) => (el as HTMLImageElement).currentSrc);
    expect(new URL(src).origin).toBe(origin);
  }
}

async function noHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

const artworks = (page: Page) => page.getByRole('list', { name: 'Artworks' }).getByRole('article');
const searchBox = (page: Page) => page.getByPlaceholder('Search by title or artist...');
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by genre' }).getByRole('button', { name, exact: true });
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More Artworks' });
const card = (page: Page, title: string) => artworks(page).filter({ has: page.getByRole('heading', { name: title }) });
const likeButton = (item: Locator) => item.getByRole('button', { name: /^Like / });
const likeCount = async (item: Locator) =>
  Number((await item.locator('[data-like-count]').innerText()).replace(/,/g, ''));

/** Every gallery request the page makes, as method and path with query. */
function recordGalleryCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/gallery') && !url.pathname.endsWith('/image')) {
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return calls;
}

describe('home', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`shows the hero, keyword pills, 12 community covers and the promos at ${viewport} width`, async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      const hosts = recordImageHosts(page);
      const calls = recordGalleryCalls(page);
      await visit(page, '/');
      expect(await page.title()).toBe('Soundsleeve · Album cover art from your idea');
      await page.getByRole('heading', { level: 1, name: 'Soundsleeve Art Generator' }).waitFor();
      await page.getByText('Turn your sound into art', { exact: true }).first().waitFor();
      await page.getByText('Endless Visuals for Every Sound.', { exact: true }).first().waitFor();
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'Generate Album Art' }).getAttribute('href')).toBe('/generate');
      expect(await main.getByRole('link', { name: 'Try Demo' }).getAttribute('href')).toBe('/demo');
      expect(await main.getByRole('link', { name: 'View the gallery' }).getAttribute('href')).toBe('/gallery');
      expect(await main.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/signup');
      expect(await main.getByRole('link', { name: 'Explore Tools' }).getAttribute('href')).toBe('/tools');

      const pills = page.getByRole('list', { name: 'Start from an idea' }).getByRole('link');
      expect(await pills.count()).toBeGreaterThanOrEqual(8);

      const covers = page.getByRole('list', { name: 'Community covers' }).getByRole('img');
      await expect.poll(() => covers.count(), SLOW).toBe(12);
      for (const alt of await covers.evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? ''))) {
        expect(alt).toMatch(/^.+ by .+$/);
      }
      await expectDecoded(covers);
      expect(calls).toContain('GET /api/gallery?limit=12');
      expect([...hosts]).toEqual([new URL(inject('baseURL')).origin]);

      await page.evaluate(() => window.scrollTo(0, 0));
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A pill opens the generator with its idea in the Prompt box.
      const pill = pills.nth(viewport === 'desktop' ? 4 : 0);
      const idea = await pill.getAttribute('title');
      expect(idea).toBeTruthy();
      await pill.click();
      await page.waitForURL((url) => url.pathname === '/generate');
      await expect.poll(() => page.getByLabel('Prompt', { exact: true }).inputValue()).toBe(idea);

      // The hero's buttons.
      await visit(page, '/');
      await main.getByRole('link', { name: 'Try Demo' }).click();
      await page.waitForURL((url) => url.pathname === '/demo');
      await visit(page, '/');
      await main.getByRole('link', { name: 'Generate Album Art' }).click();
      await page.waitForURL((url) => url.pathname === '/generate');
      expect(await page.getByLabel('Prompt', { exact: true }).inputValue()).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('sends a signed-in visitor from Get Started Free to the generator', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    await signUp(context);
    await visit(page, '/');
    const start = page.locator('main').getByRole('link', { name: 'Start Creating' });
    await start.waitFor(SLOW);
    expect(await start.getAttribute('href')).toBe('/generate');
    expect(await page.locator('main').getByRole('link', { name: 'Get Started Free' }).count()).toBe(0);
    await start.click();
    await page.waitForURL((url) => url.pathname === '/generate');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('gallery', () => {
  it('pages 9 then 6 more, searches by title or artist with a genre chip, and shows the stats', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    const hosts = recordImageHosts(page);
    const calls = recordGalleryCalls(page);
    await visit(page, '/gallery');
    expect(await page.title()).toBe('Gallery · Soundsleeve');
    for (const name of CHIPS) await chip(page, name).waitFor();
    expect(await chip(page, 'All').getAttribute('aria-pressed')).toBe('true');
    for (const [value, label] of STATS) {
      const stat = page.locator('li', { hasText: label });
      await stat.getByText(value, { exact: true }).waitFor();
      await stat.getByText(label, { exact: true }).waitFor();
    }

    await expect.poll(() => artworks(page).count(), SLOW).toBe(9);
    // The first page came in the page's HTML (a guest's): nothing was asked of the API for it.
    expect(calls).toEqual([]);
    await expectDecoded(artworks(page).getByRole('img').first());
    // Three columns on a desktop.
    const tops = await artworks(page).evaluateAll((els) => els.slice(0, 4).map((el) => el.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[1]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await loadMore(page).click();
    await expect.poll(() => artworks(page).count(), SLOW).toBe(15);
    expect(calls[0]).toMatch(/^GET \/api\/gallery\?limit=6&cursor=.+$/);
    const titles = await artworks(page).getByRole('heading').allInnerTexts();
    expect(new Set(titles).size).toBe(15);
    // Load More goes until the last page, then hides.
    for (let i = 0; i < 20 && (await loadMore(page).isVisible()); i++) {
      const before = await artworks(page).count();
      await loadMore(page).click();
      await expect.poll(() => artworks(page).count(), SLOW).toBeGreaterThan(before);
    }
    await expect.poll(() => loadMore(page).count()).toBe(0);
    expect(await artworks(page).count()).toBeGreaterThanOrEqual(24);

    // Search (debounced, on the server, case-insensitive) by artist.
    await searchBox(page).pressSequentially('eLLiS cRaNe', { delay: 40 });
    await expect.poll(() => artworks(page).getByRole('heading').allInnerTexts(), SLOW).toEqual(['Blue Smoke']);
    await expect.poll(() => page.url()).toContain('q=eLLiS+cRaNe');
    // Typed letter by letter, searched once typing paused.
    expect(calls.filter((c) => c.includes('q=')).length).toBe(1);
    expect(await loadMore(page).count()).toBe(0);
    // ...combined with a genre chip.
    await chip(page, 'Jazz').click();
    // React commits the pressed state after the click resolves: poll, never read once.
    await expect.poll(() => chip(page, 'Jazz').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => chip(page, 'All').getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => calls.at(-1)).toBe('GET /api/gallery?limit=9&q=eLLiS+cRaNe&genre=Jazz');
    await expect.poll(() => artworks(page).getByRole('heading').allInnerTexts(), SLOW).toEqual(['Blue Smoke']);
    await chip(page, 'Rock').click();
    await page.getByText(EMPTY_TEXT, { exact: true }).waitFor(SLOW);
    expect(await artworks(page).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // By title, within a genre.
    await searchBox(page).fill('burning');
    await expect.poll(() => artworks(page).getByRole('heading').allInnerTexts(), SLOW).toEqual(['Burning Wheels']);
    await chip(page, 'All').click();
    await expect.poll(() => artworks(page).getByRole('heading').allInnerTexts(), SLOW).toEqual(['Burning Wheels']);

    // A genre alone.
    await searchBox(page).fill('');
    await chip(page, 'Lo-Fi').click();
    await expect.poll(() => calls.at(-1), SLOW).toBe('GET /api/gallery?limit=9&genre=Lo-Fi');
    await expect.poll(async () => (await artworks(page).count()) >= 4, SLOW).toBe(true);
    for (const text of await artworks(page).allInnerTexts()) expect(text).toContain('Lo-Fi');

    // Nothing at all.
    await searchBox(page).fill('zz no such cover zz');
    await page.getByText(EMPTY_TEXT, { exact: true }).waitFor(SLOW);
    // A link to /gallery starts over: no search, All.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL((url) => url.pathname === '/gallery' && url.search === '');
    await expect.poll(() => artworks(page).count(), SLOW).toBe(9);
    expect(await searchBox(page).inputValue()).toBe('');
    await expect.poll(() => chip(page, 'All').getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('');
    expect([...hosts]).toEqual([new URL(inject('baseURL')).origin]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a guest's like adds 1 for the session only, without a request", async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    const calls = recordGalleryCalls(page);
    await visit(page, '/gallery?q=blue+smoke');
    const item = card(page, 'Blue Smoke');
    await item.waitFor(SLOW);
    const like = likeButton(item);
    const before = await likeCount(item);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => likeCount(item)).toBe(before + 1);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    // Still liked after moving around the app...
    await page.locator('header').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await item.waitFor(SLOW);
    await expect.poll(() => likeCount(item)).toBe(before + 1);
    await like.click();
    await expect.poll(() => likeCount(item)).toBe(before);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => likeCount(item)).toBe(before + 1);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    // ...but not saved: a new load shows the server's count.
    await page.reload();
    await item.waitFor(SLOW);
    expect(await likeCount(item)).toBe(before);
    expect(await item.getByRole('button', { name: /^Unpublish/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('one column on a phone, two on a tablet', async () => {
    const { page, errors, context } = await openPage(browser, 'mobile');
    await visit(page, '/gallery');
    await expect.poll(() => artworks(page).count(), SLOW).toBe(9);
    const lefts = () =>
      artworks(page).evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect().left));
    const [a, b, c] = await lefts();
    expect(a).toBe(b);
    expect(b).toBe(c);
    await noHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await searchBox(page).fill('korven');
    await expect.poll(() => artworks(page).getByRole('heading').allInnerTexts(), SLOW).toEqual(['Voltage']);
    await noHorizontalScroll(page);

    await page.setViewportSize({ width: 820, height: 1180 });
    await searchBox(page).fill('');
    await expect.poll(() => artworks(page).count(), SLOW).toBe(9);
    const tablet = await artworks(page).evaluateAll((els) =>
      els.slice(0, 3).map((el) => ({ left: el.getBoundingClientRect().left, top: el.getBoundingClientRect().top })),
    );
    expect(tablet[0]!.top).toBe(tablet[1]!.top);
    expect(tablet[1]!.left).toBeGreaterThan(tablet[0]!.left);
    expect(tablet[2]!.left).toBe(tablet[0]!.left);
    await noHorizontalScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('publishing', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`a signed-in user publishes a cover, finds it, likes it, unlikes it and unpublishes it (${viewport})`, async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      await signUp(context, 'Harbor Lights');
      const title = `Tidewater ${unique()}`;
      const calls = recordGalleryCalls(page);

      await visit(page, '/generate');
      await page.getByLabel('Prompt', { exact: true }).fill(`Misty harbour at dawn, ambient, titled "${title}"`);
      await page.getByRole('button', { name: 'Generate Album Art', exact: true }).click();
      await expectToast(page, 'Image generated!', '2 credits remaining');
      await page.getByRole('img', { name: /^Album cover generated from:/ }).waitFor();

      // The form is prefilled from the cover: its title, the account's name, the gallery genre nearest its own
      // (ambient files under Lo-Fi).
      await page.getByRole('button', { name: 'Publish to gallery' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish to gallery' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Title').inputValue()).toBe(title);
      expect(await dialog.getByLabel('Artist name').inputValue()).toBe('Harbor Lights');
      expect(await dialog.getByLabel('Genre').inputValue()).toBe('Lo-Fi');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByLabel('Title').fill('  ');
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await dialog.getByText('Give your cover a title.', { exact: true }).waitFor();
      expect(await dialog.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
      expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
      const genres = await dialog.getByLabel('Genre').locator('option:not([disabled])').allInnerTexts();
      expect(genres).toEqual(['Indie', 'Pop', 'Lo-Fi', 'EDM', 'Jazz', 'Rock']);
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Share the idea with it').check();
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await expectToast(
        page,
        'Published to the gallery',
        `“${title}” by Harbor Lights is now in the community gallery.`,
      );
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Published', { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'View in gallery' }).getAttribute('href')).toBe('/gallery');
      await page.getByRole('button', { name: 'Unpublish' }).waitFor();
      expect(await page.getByRole('button', { name: 'Publish to gallery' }).count()).toBe(0);

      // The generation remembers it: reopened from the recent strip after a reload, it shows as published.
      await page.reload();
      await page.locator('footer').waitFor();
      await page
        .getByRole('button', { name: /^Show cover:/ })
        .first()
        .click();
      await page.getByText('Published', { exact: true }).waitFor(SLOW);

      // In the gallery, found by its title; mine, so it can be unpublished.
      await visit(page, '/gallery');
      await searchBox(page).fill(title.toUpperCase());
      const item = card(page, title);
      await expect.poll(() => artworks(page).getByRole('heading').allInnerTexts(), SLOW).toEqual([title]);
      await item.getByText('Harbor Lights', { exact: true }).waitFor();
      await item.getByText('Lo-Fi', { exact: true }).waitFor();
      await item.getByText('Your cover', { exact: true }).waitFor();
      await expectDecoded(item.getByRole('img'));

      // Opened large: title, artist, and the idea shared with it, which starts a cover on the generator.
      await item.getByRole('button', { name: `View ${title} by Harbor Lights` }).click();
      const view = page.getByRole('dialog', { name: title });
      await view.waitFor();
      await view.getByText('Harbor Lights', { exact: true }).waitFor();
      const idea = `Misty harbour at dawn, ambient, titled "${title}"`;
      await view.getByText(idea, { exact: true }).waitFor();
      await expectDecoded(view.getByRole('img', { name: `${title} by Harbor Lights` }));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await view.getByRole('link', { name: 'Use this idea' }).click();
      await page.waitForURL((url) => url.pathname === '/generate');
      expect(await page.getByLabel('Prompt', { exact: true }).inputValue()).toBe(idea);
      await visit(page, '/gallery');
      await searchBox(page).fill(title.toUpperCase());
      await expect.poll(() => artworks(page).getByRole('heading').allInnerTexts(), SLOW).toEqual([title]);

      const like = likeButton(item);
      expect(await likeCount(item)).toBe(0);
      await like.click();
      await expect.poll(() => likeCount(item)).toBe(1);
      expect(await like.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => calls.filter((c) => c.endsWith('/like')).length).toBe(1);
      await page.reload();
      await item.waitFor(SLOW);
      await expect.poll(() => likeCount(item)).toBe(1);
      expect(await like.getAttribute('aria-pressed')).toBe('true');
      await like.click();
      await expect.poll(() => likeCount(item)).toBe(0);
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => calls.filter((c) => c.endsWith('/like')).length).toBe(2);
      await page.reload();
      await item.waitFor(SLOW);
      expect(await likeCount(item)).toBe(0);
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await item.getByRole('button', { name: /^Unpublish/ }).click();
      await expectToast(page, 'Removed from the gallery', `“${title}” is no longer public.`);
      await page.getByText(EMPTY_TEXT, { exact: true }).waitFor(SLOW);

      // Back on the generator it can be published again, and unpublished from there too.
      await visit(page, '/generate');
      await page
        .getByRole('button', { name: /^Show cover:/ })
        .first()
        .click(SLOW);
      await page.getByRole('button', { name: 'Publish to gallery' }).click();
      await dialog.getByLabel('Genre').selectOption('Jazz');
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await expectToast(page, 'Published to the gallery');
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expectToast(page, 'Removed from the gallery', 'Your cover is no longer public.');
      await page.getByRole('button', { name: 'Publish to gallery' }).waitFor();
      const listed = await context.request.get(`/api/gallery?q=${encodeURIComponent(title)}`);
      expect((await listed.json()).items).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }

  it("another user's post has no Unpublish, and a second publish of the same cover is refused", async () => {
    const owner = await openPage(browser, 'desktop');
    await signUp(owner.context, 'Owner Band');
    const title = `Owned ${unique()}`;
    await visit(owner.page, '/generate');
    await owner.page.getByLabel('Prompt', { exact: true }).fill(`Neon rain over a city, synthwave, titled "${title}"`);
    await owner.page.getByRole('button', { name: 'Generate Album Art', exact: true }).click();
    await expectToast(owner.page, 'Image generated!');
    await owner.page.getByRole('button', { name: 'Publish to gallery' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Publish to gallery' });
    await dialog.getByLabel('Genre').selectOption('EDM');
    // Published meanwhile from elsewhere (another tab): the form is refused with the server's message.
    const generations = await owner.context.request.get('/api/generations');
    const generationId = ((await generations.json()) as { items: { id: string }[] }).items[0]!.id;
    const direct = await owner.context.request.post('/api/gallery', {
      data: { generationId, title, artist: 'Owner Band', genre: 'EDM' },
      headers: { origin: inject('baseURL') },
    });
    expect(direct.status()).toBe(201);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(owner.page, 'Already published', 'This cover is already in the gallery.');
    await owner.page.getByText('Published', { exact: true }).waitFor(SLOW);

    const other = await openPage(browser, 'desktop');
    await signUp(other.context, 'Someone Else');
    await visit(other.page, `/gallery?q=${encodeURIComponent(title)}`);
    const item = card(other.page, title);
    await item.waitFor(SLOW);
    expect(await item.getByRole('button', { name: /^Unpublish/ }).count()).toBe(0);
    expect(await item.getByText('Your cover').count()).toBe(0);
    await likeButton(item).click();
    await expect.poll(() => likeCount(item)).toBe(1);
    expect(unexpected(owner.errors, 409)).toEqual([]);
    expect(other.errors).toEqual([]);
    await owner.context.close();
    await other.context.close();
  });
});
