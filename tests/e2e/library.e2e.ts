import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectToast,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  signUpThroughApi,
  visit,
  type ViewportName,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new account (its session in the context's cookie jar) with two covers made through the API. */
async function accountWithCovers(context: BrowserContext) {
  const origin = inject('baseURL');
  await signUpThroughApi(context, 'Library Owner');
  const ids: string[] = [];
  for (const [prompt, provider] of [
    ['a lone wolf under a red moon, titled "North" by "Ana Vale"', 'lovable'],
    ['three koi fish in a dark pond, neon pink', 'luma'],
  ] as const) {
    const made = await context.request.post('/api/generations', { data: { prompt, provider }, headers: { origin } });
    expect(made.status()).toBe(201);
    ids.push((await made.json()).id);
  }
  return ids;
}

describe('the library', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`lists, searches, stars, opens and deletes my covers (${viewport})`, async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      const [wolf, koi] = await accountWithCovers(context);
      const providersAnswered = page.waitForResponse((r) => r.url().endsWith('/api/providers'));
      await visit(page, '/library');
      const grid = page.getByRole('list', { name: 'Your covers' });
      const cards = grid.getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(2);
      // Newest first, each with its idea, look, engine, seed and date.
      expect(await cards.nth(0).innerText()).toContain('three koi fish in a dark pond, neon pink');
      const wolfCard = cards.nth(1);
      const text = await wolfCard.innerText();
      for (const part of ['North · Ana Vale', 'Sonic Vision', 'Soundsleeve engine']) expect(text).toContain(part);
      const wolfGeneration = await (await context.request.get(`/api/generations/${wolf}`)).json();
      expect(text).toContain(String(wolfGeneration.seed));
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Search by artist, then by idea; the address keeps it.
      await page.getByLabel('Search your covers').fill('ana vale');
      await expect.poll(() => cards.count()).toBe(1);
      expect(await cards.nth(0).innerText()).toContain('a lone wolf');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('ana vale');
      await page.getByLabel('Search your covers').fill('koi');
      await expect.poll(async () => (await cards.count()) === 1 && (await cards.nth(0).innerText())).toContain('koi');
      await page.getByLabel('Search your covers').fill('');
      await expect.poll(() => cards.count()).toBe(2);
      await page.getByLabel('Look').selectOption('luma');
      await expect.poll(() => cards.count()).toBe(1);
      await page.getByLabel('Look').selectOption('');
      await expect.poll(() => cards.count()).toBe(2);
      // Only the built-in engine runs here: no Engine filter offering services that are not configured.
      await providersAnswered;
      expect(await page.getByLabel('Engine', { exact: true }).count()).toBe(0);

      // A star, saved on the server, and the favourites filter.
      const star = page.getByRole('button', { name: /^Favourite: a lone wolf/ });
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(async () => (await (await context.request.get(`/api/generations/${wolf}`)).json()).favourite)
        .toBe(true);
      await page.getByRole('button', { name: 'Favourites' }).click();
      await expect.poll(() => cards.count()).toBe(1);
      await page.getByRole('button', { name: 'Favourites' }).click();
      await expect.poll(() => cards.count()).toBe(2);

      // Delete, after saying yes: the card, the cover and its files are gone.
      const thumbnail = (await (await context.request.get(`/api/generations/${koi}`)).json()).thumbnailUrl;
      expect((await context.request.get(thumbnail)).status()).toBe(200);
      await page.getByRole('button', { name: /^Delete: three koi/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this cover?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await cards.count()).toBe(2);
      await page.getByRole('button', { name: /^Delete: three koi/ }).click();
      await dialog.getByRole('button', { name: 'Delete cover' }).click();
      await expectToast(page, 'Cover deleted');
      await expect.poll(() => cards.count()).toBe(1);
      expect((await context.request.get(`/api/generations/${koi}`)).status()).toBe(404);
      expect((await context.request.get(thumbnail)).status()).toBe(404);

      // Open: the generator shows the cover, ready to vary, publish or download.
      await page.getByRole('link', { name: /^Open in the generator: a lone wolf/ }).click();
      await page.waitForURL(/\/generate\?cover=/);
      const cover = page.getByRole('img', { name: `Album cover generated from: ${wolfGeneration.prompt}` });
      await cover.waitFor();
      await page.getByRole('button', { name: /^Vary \(subtle\)/ }).waitFor();
      // The form shows what drew it: its idea, its look and its seed.
      expect(await page.getByLabel('Prompt').inputValue()).toBe(wolfGeneration.prompt);
      expect(await page.getByRole('radio', { name: 'Sonic Vision' }).isChecked()).toBe(true);
      expect(await page.locator('#generate-seed').inputValue()).toBe(String(wolfGeneration.seed));
      expect(await page.getByRole('link', { name: 'Download JPEG (3000×3000)' }).getAttribute('href')).toBe(
        `/api/generations/${wolf}/download?format=jpeg`,
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('finds a retitled cover under its new title and offers that title to publish it', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    const origin = inject('baseURL');
    const [wolf, koi] = await accountWithCovers(context);
    const state = await (await context.request.get(`/api/generations/${wolf}/edit`)).json();
    const layers = state.document.text.layers.map((l: { role: string; text: string }) =>
      l.role === 'title' ? { ...l, text: 'Glass Tundra' } : l,
    );
    const document = { ...state.document, text: { ...state.document.text, layers } };
    const saved = await context.request.put(`/api/generations/${wolf}/edit`, {
      data: { document },
      headers: { origin },
    });
    expect(saved.status()).toBe(201);

    // Found in the library under its new title, and opened in the generator with it.
    await visit(page, '/library');
    await page.getByLabel('Search your covers').fill('glass tundra');
    const cards = page.getByRole('list', { name: 'Your covers' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole('link', { name: /^Open in the generator: a lone wolf/ }).click();
    await page.waitForURL(/\/generate\?cover=/);
    // Another cover opened: the form follows it, to the Photon look.
    await visit(page, `/generate?cover=${koi}`);
    await expect.poll(() => page.getByLabel('Prompt').inputValue()).toBe('three koi fish in a dark pond, neon pink');
    expect(await page.getByRole('radio', { name: 'Photon Studio' }).isChecked()).toBe(true);
    await visit(page, `/generate?cover=${wolf}`);
    await expect.poll(() => page.getByLabel('Prompt').inputValue()).toContain('a lone wolf');
    await page.getByRole('button', { name: 'Publish to gallery' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Glass Tundra');
    expect(await dialog.getByLabel('Artist name', { exact: true }).inputValue()).toBe('Ana Vale');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a signed-out visitor the covers made in this browser, and only those', async () => {
    const { page, errors, context } = await openPage(browser, 'mobile');
    await visit(page, '/library');
    await page.getByText('No covers yet').waitFor();
    const made = await context.request.post('/api/generations', {
      data: { prompt: 'a cassette tape on a beach', provider: 'lovable' },
      headers: { origin: inject('baseURL') },
    });
    expect(made.status()).toBe(201);
    await visit(page, '/library');
    const cards = page.getByRole('list', { name: 'Your covers' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.nth(0).innerText()).toContain('a cassette tape on a beach');
    expect(errors).toEqual([]);
    await context.close();
  });
});
