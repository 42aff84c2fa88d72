import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LUMA_TEST_COLOUR, startLumaServer } from '../support/protocol/luma-server.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { expectToast, launchBrowser, openPage, seriousA11yViolations, visit } from './support/browser.ts';

/**
 * Photon Studio backed by a server speaking Luma's Dream Machine protocol (IMAGE_PROVIDER_PHOTON=luma): the
 * toggle says what powers it, the cover comes from Luma's image, downloads are its 3000² upscaled master, and
 * Luma's failure_reason reaches the 'Generation failed' toast with the refund.
 */
let browser: Browser;
let server: ServerProcess;
let luma: Awaited<ReturnType<typeof startLumaServer>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-e2e-luma-'));
  luma = await startLumaServer();
  server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      IMAGE_PROVIDER_PHOTON: 'luma',
      ...luma.env,
      RATE_LIMIT_MULTIPLIER: '100',
      GUEST_IP_DAILY_CAP: '1000',
    },
    { entry: 'built' },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await luma?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('Photon Studio on Luma', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`makes a cover with Luma Photon and offers its upscaled 3000² export (${viewport})`, async () => {
      luma.server.reset();
      const { page, context, errors } = await openPage(browser, viewport, server.publicUrl);
      await visit(page, '/generate');
      await page.getByText('Sonic Vision', { exact: true }).waitFor();
      await expect.poll(() => page.getByTestId('provider-engine').innerText()).toBe('Powered by Soundsleeve engine');
      const seedField = page.getByLabel('Seed', { exact: true });
      expect(await seedField.isVisible()).toBe(true);
      await page.getByText('Photon Studio', { exact: true }).click();
      await expect
        .poll(() => page.getByTestId('provider-engine').innerText())
        .toBe('Powered by Luma Photon (photon-1)');
      // Luma takes no seed: the field that promises the same cover again is not offered.
      expect(await seedField.count()).toBe(0);
      const idea = `a lighthouse in a violet storm ${viewport}`;
      await page.getByLabel('Prompt').fill(idea);
      await page.getByRole('button', { name: 'Generate Album Art', exact: true }).click();
      await expectToast(page, 'Image generated!');

      const image = page.getByRole('img', { name: `Album cover generated from: ${idea}`, exact: true });
      await image.waitFor();
      const src = await image.getAttribute('src');
      const preview = await context.request.get(src!);
      const { data, info } = await sharp(await preview.body())
        .raw()
        .toBuffer({ resolveWithObject: true });
      const i = (512 * info.width + 512) * info.channels;
      const distance = rgb(LUMA_TEST_COLOUR).reduce((sum, v, k) => sum + Math.abs(v - data[i + k]!), 0);
      expect(distance).toBeLessThan(15);
      // The prompt Luma received is the refined prompt the page shows.
      const refined = await page
        .locator('dt', { hasText: 'Refined prompt' })
        .locator('xpath=following-sibling::dd[1]')
        .innerText();
      expect(luma.server.requestsTo('POST', /generations\/image$/)[0]!.body).toMatchObject({ prompt: refined });

      await page.getByText('the downloads are enlarged to 3000×3000', { exact: false }).waitFor();
      const href = await page.getByRole('link', { name: 'Download JPEG (3000×3000)' }).getAttribute('href');
      const jpeg = await context.request.get(href!);
      expect(await sharp(await jpeg.body()).metadata()).toMatchObject({ format: 'jpeg', width: 3000, height: 3000 });
      // Looked at by hand when changing the page (not asserted).
      await page.screenshot({ path: path.join(os.tmpdir(), `soundsleeve-luma-${viewport}.png`) });
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The library's Engine filter offers the engines this server runs, and finds the Luma cover by it.
      await visit(page, '/library');
      const engine = page.getByLabel('Engine', { exact: true });
      await engine.waitFor();
      expect(await engine.locator('option').allInnerTexts()).toEqual(['All engines', 'Soundsleeve engine', 'Luma']);
      await engine.selectOption('luma');
      const cards = page.getByRole('list', { name: 'Your covers' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(1);
      expect(await cards.nth(0).innerText()).toContain(idea);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`crops and places Luma's picture in the cover editor, and the download is the crop (${viewport})`, async () => {
      luma.server.reset();
      const inset = '#1bd8c4';
      luma.server.script({ type: 'success', image: { inset } });
      const { page, context, errors } = await openPage(browser, viewport, server.publicUrl);
      const made = await context.request.post('/api/generations', {
        data: { prompt: `a teal window in a magenta wall ${viewport}`, provider: 'luma' },
        headers: { origin: server.publicUrl },
      });
      expect(made.status()).toBe(201);
      const { id } = await made.json();
      await visit(page, `/editor/${id}`);
      const frame = page.getByRole('group', { name: /^Cover preview/ });
      const corner = async () => {
        await expect.poll(() => frame.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
        const png = await frame.locator('img').screenshot();
        const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const i = (Math.round(info.height * 0.08) * info.width + Math.round(info.width * 0.08)) * 3;
        return `#${[0, 1, 2].map((k) => data[i + k]!.toString(16).padStart(2, '0')).join('')}`;
      };
      const near = (a: string, b: string) => rgb(a).reduce((sum, v, k) => sum + Math.abs(v - rgb(b)[k]!), 0) < 30;
      // As Luma drew it: magenta at the corners, with no text over it.
      expect(near(await corner(), LUMA_TEST_COLOUR)).toBe(true);
      await page.getByRole('tab', { name: 'art' }).click();
      const zoom = page.getByLabel('Zoom');
      await zoom.focus();
      await page.keyboard.press('End');
      expect(near(await corner(), inset)).toBe(true);
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Edit saved. Downloads of this cover are now your edit.');
      const jpeg = await (await context.request.get(`/api/generations/${id}/download?format=jpeg`)).body();
      const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width: 3000, height: 3000 });
      const at = (x: number, y: number) =>
        `#${[0, 1, 2].map((k) => data[(y * 3000 + x) * 3 + k]!.toString(16).padStart(2, '0')).join('')}`;
      for (const [x, y] of [
        [100, 100],
        [2900, 2900],
        [1500, 1500],
      ])
        expect(near(at(x!, y!), inset)).toBe(true);
      // Back to the whole picture.
      await page.getByRole('button', { name: 'Fill the square again' }).click();
      expect(near(await corner(), LUMA_TEST_COLOUR)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("shows Luma's failure reason in the 'Generation failed' toast and refunds the free generation", async () => {
    luma.server.reset();
    luma.server.script({
      type: 'failed',
      failureReason: '400: prompt not allowed because it contains moderated content',
    });
    const { page, context, errors } = await openPage(browser, 'desktop', server.publicUrl);
    await visit(page, '/generate');
    await page.getByText('3 free generations remaining.', { exact: false }).waitFor();
    await page.getByText('Photon Studio', { exact: true }).click();
    await page.getByLabel('Prompt').fill('something Luma will refuse');
    await page.getByRole('button', { name: 'Generate Album Art', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Generation failed' });
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(
      /Luma Photon declined this prompt under its content policy \(prompt not allowed because it contains moderated content\)\. Try rewording your idea\. Your credit has been refunded\./,
    );
    await page.getByText('3 free generations remaining.', { exact: false }).waitFor();
    expect(errors.filter((e) => !e.includes('status of 502'))).toEqual([]);
    await context.close();
  });
});
