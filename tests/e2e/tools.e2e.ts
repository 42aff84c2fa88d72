import { unzipSync } from 'fflate';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, type PDFArray, type PDFNumber } from 'pdf-lib';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  seriousA11yViolations,
  signUpThroughApi,
  subscribeThroughApi,
  visit,
  type ViewportName,
} from './support/browser.ts';
import { canUse, isEarly, lockMessage } from '../../src/shared/entitlements.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (name: string) => path.join(os.tmpdir(), `soundsleeve-${name}.png`);

/** One finished cover of the context's account, made through the API; its id. */
async function coverOf(context: BrowserContext) {
  const made = await context.request.post('/api/generations', {
    data: { prompt: 'a red fox in snowy pines, folk, titled "Pines" by "Mara Lind"', provider: 'lovable', seed: 77 },
    headers: { origin: inject('baseURL') },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).id as string;
}

const bytesOf = async (download: Download) => fs.readFileSync((await download.path())!);

/** Waits until every scene's preview on the page has loaded, and answers their natural widths. */
async function previewsShown(page: Page) {
  const scenes = page.getByRole('img', { name: / mockup$/ });
  await expect.poll(() => scenes.count()).toBe(5);
  await expect
    .poll(() => scenes.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete).length), {
      timeout: 60_000,
    })
    .toBe(5);
  return scenes.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
}

describe('print masters, the Album Mockup Builder and the Color Tone Assistant', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`a Pro member downloads a print master, then builds mockups of a cover and of an upload (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signUpThroughApi(context, 'Mockup Maker');
      await subscribeThroughApi(context, 'pro');
      const id = await coverOf(context);

      // The editor's Release tab: a CMYK print master with its trim marked, then the way to the mockups.
      await visit(page, `/editor/${id}`);
      await page.getByRole('heading', { name: 'Edit cover' }).waitFor();
      await page.getByRole('tab', { name: 'release' }).click();
      const [pdfDownload] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: 'LP jacket 12.375 in (PDF)' }).click(),
      ]);
      expect(pdfDownload.suggestedFilename()).toBe('Mara Lind - Pines - LP jacket 12.375 in CMYK.pdf');
      const pdf = await PDFDocument.load(new Uint8Array(await bytesOf(pdfDownload)));
      const trim = (pdf.getPage(0).node.lookup(PDFName.of('TrimBox')) as PDFArray)
        .asArray()
        .map((v) => (v as PDFNumber).asNumber());
      // An LP jacket, as plants size it: 12.375 in, larger than the 12-inch record.
      expect(((trim[2]! - trim[0]!) * 25.4) / 72).toBeCloseTo(314.3, 0);
      await page.getByRole('link', { name: 'See it as a record, CD, cassette, phone and poster' }).click();

      // The builder opens with that cover chosen, and draws every scene.
      await page.waitForURL((url) => url.pathname === '/tools/mockups' && url.searchParams.get('cover') === id);
      await page.getByRole('heading', { level: 1, name: 'Album Mockup Builder' }).waitFor();
      expect(await page.title()).toBe('Album Mockup Builder · Soundsleeve');
      expect(await page.getByRole('button', { name: 'Use “Pines”' }).getAttribute('aria-pressed')).toBe('true');
      expect(await previewsShown(page)).toEqual([1000, 1000, 1000, 1000, 1000]);
      await page.screenshot({ path: shot(`mockups-cover-${viewport}`), fullPage: true });
      expect(await seriousA11yViolations(page)).toEqual([]);

      const vinyl = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vinyl sleeve' }) });
      const [png] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        vinyl.getByRole('link', { name: 'PNG' }).click(),
      ]);
      expect(png.suggestedFilename()).toBe('Mara Lind - Pines - Vinyl sleeve.png');
      expect(await sharp(await bytesOf(png)).metadata()).toMatchObject({ format: 'png', width: 2000, height: 1500 });

      // An upload with the lettering typed: the scenes are drawn around it.
      await page.getByLabel('Artist').fill('Noor');
      await page.getByLabel('Release title').fill('Low Tide');
      const upload = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#2a7f62' } })
        .png()
        .toBuffer();
      await page.getByTestId('mockup-upload-input').setInputFiles({
        name: 'low-tide.png',
        mimeType: 'image/png',
        buffer: upload,
      });
      await page.waitForURL((url) => url.searchParams.has('upload') && url.searchParams.get('title') === 'Low Tide');
      expect(await previewsShown(page)).toEqual([1000, 1000, 1000, 1000, 1000]);
      const [zip] = await Promise.all([
        page.waitForEvent('download', { timeout: 90_000 }),
        page.getByRole('link', { name: 'Download all (ZIP)' }).click(),
      ]);
      expect(zip.suggestedFilename()).toBe('Noor - Low Tide - mockups.zip');
      const files = unzipSync(new Uint8Array(await bytesOf(zip)));
      expect(Object.keys(files)).toHaveLength(5);
      expect(Object.keys(files)).toContain('Noor - Low Tide - Phone, now playing.png');
      await page.screenshot({ path: shot(`mockups-upload-${viewport}`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('a Studio member downloads the palette as Adobe swatches while it is in early access', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await signUpThroughApi(context, 'Tone Reader');
    await subscribeThroughApi(context, 'studio');
    const id = await coverOf(context);
    await visit(page, `/tools/color-tone?cover=${id}`);
    const files = page.getByRole('region', { name: 'Palette files' });
    if (isEarly('paletteExport')) await files.getByText('Early access').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('link', { name: /Adobe swatches/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Mara Lind - Pines palette.ase');
    expect(fs.readFileSync((await download.path())!).toString('ascii', 0, 4)).toBe('ASEF');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`a Pro member reads a cover's palette, harmonies, text contrast and grades (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signUpThroughApi(context, 'Tone Reader');
      await subscribeThroughApi(context, 'pro');
      const id = await coverOf(context);
      await visit(page, '/tools');
      await page.getByRole('link', { name: 'Read a cover' }).click();
      await page.waitForURL((url) => url.pathname === '/tools/color-tone');
      await page.getByRole('heading', { level: 1, name: 'Color Tone Assistant' }).waitFor();
      await page.getByRole('button', { name: 'Use “Pines”' }).click();
      await page.waitForURL((url) => url.searchParams.get('cover') === id);

      const swatches = page.getByRole('list', { name: 'Swatches' }).getByRole('listitem');
      await expect.poll(() => swatches.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
      const hexes = await swatches.locator('.font-mono').allInnerTexts();
      for (const hex of hexes) expect(hex).toMatch(/^#[0-9A-F]{6}$/i);
      await page.getByText(/· dominant$/).waitFor();
      // Harmonies are built from the vibrant swatch: its complement is the second colour.
      const complementary = page
        .getByRole('list', { name: 'Complementary colours', exact: true })
        .getByRole('listitem');
      expect(await complementary.count()).toBe(2);
      // Text contrast follows the chosen text colour.
      const contrast = page.getByRole('list', { name: 'Contrast on each colour' }).getByRole('listitem');
      const white = await contrast.first().innerText();
      await page.getByRole('radio', { name: 'Text in #111111' }).click();
      await expect.poll(() => contrast.first().innerText()).not.toBe(white);
      expect(await contrast.first().innerText()).toMatch(/\d+\.\d\d : 1/);
      // The grades show the cover; every preview loads.
      const grades = page.getByRole('list', { name: 'Grade previews' }).getByRole('img');
      expect(await grades.count()).toBe(6);
      await grades.last().scrollIntoViewIfNeeded();
      await expect
        .poll(
          () => grades.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 512).length),
          {
            timeout: 60_000,
          },
        )
        .toBe(6);
      // Palette files: Studio first while in early access, then Pro too.
      const files = page.getByRole('region', { name: 'Palette files' });
      if (canUse('pro', 'paletteExport')) await files.getByRole('link', { name: /Adobe swatches/ }).waitFor();
      else await files.getByText(lockMessage('paletteExport')).waitFor();
      await page.screenshot({ path: shot(`tone-${viewport}`), fullPage: true });
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }

  it('shows a free account what unlocks them, on the builder and in the editor', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    await signUpThroughApi(context, 'Free Member');
    const id = await coverOf(context);
    await visit(page, '/tools/mockups');
    await page
      .getByText('The Album Mockup Builder is part of the Pro plan and above. See the plans on the Pricing page.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('img', { name: / mockup$/ }).count()).toBe(0);
    await page.screenshot({ path: shot('mockups-locked-mobile'), fullPage: true });

    await visit(page, `/editor/${id}`);
    await page.getByRole('heading', { name: 'Edit cover' }).waitFor();
    await page.getByRole('tab', { name: 'release' }).click();
    await page.getByText(/^Print masters are part of the Pro plan and above/).waitFor();
    expect(await page.getByRole('button', { name: 'LP jacket 12.375 in (PDF)' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
