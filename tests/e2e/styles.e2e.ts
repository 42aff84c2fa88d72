import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectToast,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  signUpThroughApi,
  subscribeThroughApi,
  visit,
  type ViewportName,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new account's finished cover, made through the API. */
async function coverOf(context: BrowserContext) {
  const made = await context.request.post('/api/generations', {
    data: { prompt: 'a lone wolf under a red moon, titled "North" by "Ana Vale"', provider: 'lovable', seed: 4242 },
    headers: { origin: inject('baseURL') },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).id as string;
}

/** How colourful the picture the page shows in `img` is: the mean spread between its channels at 64². */
async function shownChroma(page: Page, img: string) {
  const src = await page.locator(img).getAttribute('src');
  const bytes = await (await page.request.get(src!)).body();
  const px = await sharp(bytes).resize(64, 64).removeAlpha().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < px.length; i += 3)
    sum += Math.max(px[i]!, px[i + 1]!, px[i + 2]!) - Math.min(px[i]!, px[i + 1]!, px[i + 2]!);
  return sum / (px.length / 3);
}

describe('custom style templates', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`saves a style from the editor, shares it, and draws ideas in it (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signUpThroughApi(context, 'Style Maker');
      const id = await coverOf(context);

      // Without Pro the editor says what saving a style needs.
      await visit(page, `/editor/${id}`);
      await page.getByText('Save as a style').click();
      await page.getByText(/^Saving your own styles is part of the Pro plan and above/).waitFor();

      await subscribeThroughApi(context, 'pro');
      await page.reload();
      await page.getByRole('heading', { name: 'Edit cover' }).waitFor();
      await page.getByRole('tab', { name: 'colour' }).click();
      await page.getByRole('button', { name: 'Mono' }).click();
      await page.getByText('Save as a style').click();
      const name = `Mono Wolf ${viewport}`;
      await page.getByLabel('Style name').fill(name);
      expect(await page.getByLabel('Idea pattern').inputValue()).toMatch(/^\{idea\}, /);
      await page.getByLabel('Idea pattern').fill('{idea}, lonely and cinematic, red and black');
      await page.getByRole('button', { name: 'Save style' }).click();
      await expectToast(page, 'Style saved');
      // The unsaved grade was saved with it, so the style's card shows the cover as the style keeps it.
      const state = await (await context.request.get(`/api/generations/${id}/edit`)).json();
      expect(state.document.colour.saturation).toBe(-1);

      // /styles lists it under Your styles; sharing it puts it before everyone.
      await visit(page, '/styles');
      const card = page.getByRole('article', { name });
      await card.getByText('Sonic Vision · Mono grade').waitFor();
      await card.getByText('{idea}, lonely and cinematic, red and black').waitFor();
      await expect
        .poll(() => shownChroma(page, `article[aria-labelledby] img[alt="Cover in the ${name} style"]`))
        .toBeLessThan(6);
      await card.getByRole('button', { name: `Share ${name}` }).click();
      await expectToast(page, `“${name}” is shared on Styles`);
      await card.getByText('Yours · shared on this page').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Use This Style: the Generate page draws the idea typed in it, every version grey as the style's grade.
      await card.getByRole('link', { name: `Use This Style for ${name}` }).click();
      await page.getByRole('heading', { name: 'Turn your sound into art' }).waitFor();
      const select = page.getByLabel('Style');
      await expect.poll(async () => (await select.locator('option:checked').innerText()).trim()).toBe(name);
      await page.getByText('Your idea goes in:').waitFor();
      expect(await page.getByRole('radio', { name: /Photon Studio/ }).isDisabled()).toBe(true);
      await page.getByLabel('Prompt').fill('a red tram in the snow, titled "Last Line"');
      await page.getByRole('button', { name: 'Generate Album Art' }).click();
      await expectToast(page, 'Image generated!');
      const shown = page.getByRole('img', { name: /^Album cover generated from: a red tram in the snow/ });
      await shown.waitFor();
      expect(await shown.getAttribute('alt')).toContain('lonely and cinematic, red and black');
      expect(await shownChroma(page, 'img[alt^="Album cover generated from: a red tram"]')).toBeLessThan(6);

      // Someone else finds it shared on /styles and draws in it with a credit of their own.
      const other = await openPage(browser, viewport);
      await signUpThroughApi(other.context, 'Style Fan');
      await visit(other.page, '/styles');
      const shared = other.page.getByRole('region', { name: 'Shared by artists' }).getByRole('article', { name });
      await shared.getByText('By Style Maker').waitFor();
      await shared.getByRole('link', { name: `Use This Style for ${name}` }).click();
      await other.page.getByText('Your idea goes in:').waitFor();
      await other.page.getByLabel('Prompt').fill('a paper boat on a puddle');
      await other.page.getByRole('button', { name: 'Generate Album Art' }).click();
      await expectToast(other.page, 'Image generated!', '2 credits remaining');
      expect(await shownChroma(other.page, 'img[alt^="Album cover generated from: a paper boat"]')).toBeLessThan(6);
      expect(other.errors).toEqual([]);
      await other.context.close();

      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
