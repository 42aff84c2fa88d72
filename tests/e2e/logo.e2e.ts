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

describe('the Artist Logo Generator', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`a Studio member designs a logo and downloads it as SVG and PNG (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signUpThroughApi(context, 'Logo Maker');
      await subscribeThroughApi(context, 'studio');
      await visit(page, '/tools');
      await page.getByRole('link', { name: 'Design a logo' }).click();
      await page.waitForURL((url) => url.pathname === '/tools/logo');
      await page.getByRole('heading', { level: 1, name: 'Artist Logo Generator' }).waitFor();

      await page.getByLabel('Artist name', { exact: true }).fill('Sigur Rós');
      await page.getByLabel('Emblem', { exact: true }).selectOption({ label: 'Crown' });
      await page.getByRole('button', { name: /^Western \(Country\)/ }).click();
      await page.getByRole('heading', { name: /^Western/ }).waitFor();
      const chosen = page.getByTestId('chosen-logo');
      await expect.poll(() => chosen.getAttribute('src'), { timeout: 10_000 }).toContain('treatment=country-western');
      // The name is sent once typing pauses (400 ms), which on a loaded machine may come after the click above.
      await expect.poll(() => chosen.getAttribute('src'), { timeout: 10_000 }).toContain('name=Sigur+R%C3%B3s');
      await expect
        .poll(() => chosen.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 30_000 })
        .toBeGreaterThan(0);
      // Every treatment shows the name.
      const cards = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Thorns \(Metal\)/ }) });
      await expect
        .poll(
          () =>
            cards
              .locator('img')
              .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
          { timeout: 60_000 },
        )
        .toBe(18);

      const [svgFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download SVG' }).click(),
      ]);
      expect(svgFile.suggestedFilename()).toBe('Sigur Rós logo.svg');
      const svg = fs.readFileSync((await svgFile.path())!, 'utf8');
      expect(svg).toMatch(/^<svg/);
      expect(svg).toContain('<path');

      await page.getByLabel('PNG height', { exact: true }).selectOption('2048');
      const [pngFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PNG' }).click(),
      ]);
      const png = fs.readFileSync((await pngFile.path())!);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', height: 2048, channels: 4 });

      await page.screenshot({ path: shot(`logo-${viewport}`), fullPage: true });
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }

  it('shows a Pro member that it comes with Studio', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    await signUpThroughApi(context, 'Pro Member');
    await subscribeThroughApi(context, 'pro');
    await visit(page, '/tools/logo');
    await page
      .getByText('The Artist Logo Generator is part of the Studio plan and above. See the plans on the Pricing page.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(errors).toEqual([]);
    await context.close();
  });
});
