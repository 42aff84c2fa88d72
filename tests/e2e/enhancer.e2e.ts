import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

const shot = (name: string) => path.join(os.tmpdir(), `soundsleeve-${name}.png`);

/** A small picture with edges (checks and rings) written to a temp file for the page's file input. */
async function pictureFile(name: string) {
  const size = 80;
  const raw = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      raw[i] = Math.sin(Math.hypot(x - 40, y - 40) / 2) > 0 ? 230 : 20;
      raw[i + 1] = (x >> 3) % 2 === (y >> 3) % 2 ? 200 : 40;
      raw[i + 2] = 90;
    }
  const file = path.join(os.tmpdir(), `soundsleeve-enhance-${name}.png`);
  await sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toFile(file);
  return file;
}

describe('the AI Image Enhancer', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`a Pro member enlarges an upload 4×, compares it and downloads the PNG (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signUpThroughApi(context, 'Enhance Member');
      await subscribeThroughApi(context, 'pro');
      await visit(page, '/tools');
      await page.getByRole('link', { name: 'Enhance an image' }).click();
      await page.waitForURL((url) => url.pathname === '/tools/enhancer');
      await page.getByRole('heading', { level: 1, name: 'AI Image Enhancer' }).waitFor();

      await page.getByTestId('mockup-upload-input').setInputFiles(await pictureFile(viewport));
      await page.waitForURL((url) => !!url.searchParams.get('upload'));
      await page.getByRole('heading', { name: 'Enlarge this picture' }).waitFor();
      expect(await page.getByRole('button', { name: '4×' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Light' }).last().click();
      await page.getByRole('button', { name: 'Enhance', exact: true }).click();

      // The job runs with progress, then the result is offered at 4× its size.
      const download = page.getByRole('link', { name: 'Download PNG (320 px)' });
      await download.waitFor({ timeout: 90_000 });
      await page.getByText('80 × 80 px enlarged 4× to 320 × 320 px').waitFor();
      const detail = page.getByTestId('enhanced-detail');
      await expect
        .poll(() => detail.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 30_000 })
        .toBe(320);
      // The comparison moves with the slider.
      const slider = page.getByRole('slider', { name: /^Compare/ });
      await slider.fill('20');
      expect(await detail.evaluate((img) => (img as HTMLElement).style.clipPath)).toBe('inset(0px 0px 0px 20%)');
      await page.getByRole('button', { name: /^Choose the area to compare/ }).click();

      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/\(enhanced 4x\)\.png$/);
      const png = fs.readFileSync((await file.path())!);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 320, height: 320 });

      await page.screenshot({ path: shot(`enhancer-${viewport}`), fullPage: true });
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }

  it('shows a free account what unlocks it', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    await signUpThroughApi(context, 'Free Member');
    await visit(page, '/tools/enhancer');
    await page
      .getByText('The AI Image Enhancer is part of the Pro plan and above. See the plans on the Pricing page.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('button', { name: 'Enhance', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
