import type { Browser, BrowserContext, Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import fs from 'node:fs';
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

const SIDE = 64;

/** A new account with one finished cover made through the API; its id and the credits left. */
async function accountWithCover(context: BrowserContext) {
  const origin = inject('baseURL');
  await signUpThroughApi(context, 'Editor Owner');
  const made = await context.request.post('/api/generations', {
    data: { prompt: 'a lone wolf under a red moon, titled "North" by "Ana Vale"', provider: 'lovable', seed: 4242 },
    headers: { origin },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).id as string;
}

const credits = async (context: BrowserContext) =>
  (await (await context.request.get('/api/me/credits')).json()).credit_count as number;

const frameOf = (page: Page) => page.getByRole('group', { name: /^Cover preview/ });

/** Raw RGB of an image brought to 64² the same way for every source (the page's preview, a download). */
const pixelsOf = async (bytes: Buffer) =>
  Array.from(await sharp(bytes).resize(SIDE, SIDE, { kernel: 'lanczos3' }).removeAlpha().raw().toBuffer());

/** Waits until the preview shows the document as it is now, and gives the pixels of the image the page shows. */
async function shownPixels(page: Page): Promise<number[]> {
  await expect.poll(() => frameOf(page).getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
  // The decoded picture at its own size, as a lossless PNG (the page's rules keep fetch off blob: addresses).
  const base64 = await page.evaluate(async () => {
    const img = document.querySelector<HTMLImageElement>('[aria-label^="Cover preview"] img')!;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    canvas.getContext('2d')!.drawImage(img, 0, 0);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return pixelsOf(Buffer.from(base64, 'base64'));
}

/** Mean absolute difference per channel, over rows [from, to) of the 64² square. */
function meanDiff(a: number[], b: number[], from = 0, to = SIDE) {
  let sum = 0;
  for (let i = from * SIDE * 3; i < to * SIDE * 3; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / ((to - from) * SIDE * 3);
}

/** How colourful an image is: the mean spread between its strongest and weakest channel. */
function chroma(p: number[]) {
  let sum = 0;
  for (let i = 0; i < p.length; i += 3)
    sum += Math.max(p[i]!, p[i + 1]!, p[i + 2]!) - Math.min(p[i]!, p[i + 1]!, p[i + 2]!);
  return sum / (p.length / 3);
}

describe('the cover editor', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`edits the title and typeface, undoes and redoes, grades, drags, saves and exports it (${viewport})`, async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      const id = await accountWithCover(context);
      const creditsBefore = await credits(context);
      const titleY = (await (await context.request.get(`/api/generations/${id}/edit`)).json()).document.text.layers[0]
        .y;
      const original = await pixelsOf(
        await (await context.request.get(`/api/generations/${id}/download?format=jpeg`)).body(),
      );

      // Reached from the library.
      await visit(page, '/library');
      await page.getByRole('link', { name: /^Edit text, fonts and colour: a lone wolf/ }).click();
      await page.getByRole('heading', { name: 'Edit cover' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/editor/${id}`);
      const opened = await shownPixels(page);
      // The cover as generated, drawn by the editor, is the cover (the engine draws its fine print texture at each
      // size, so a 512² preview and the 3000² file differ a little everywhere).
      expect(meanDiff(opened, original)).toBeLessThan(8);
      expect(await page.getByLabel('Title text').inputValue()).toBe('North');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A new title in a blackletter face.
      await page.getByLabel('Title text').fill('Northbound');
      await page.getByLabel('Typeface').selectOption('pirata');
      const edited = await shownPixels(page);
      expect(meanDiff(edited, opened)).toBeGreaterThan(1);

      // Undo twice goes back to the cover as it opened; redo twice comes back to the edit.
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('button', { name: 'Undo' }).click();
      expect(await page.getByLabel('Title text').inputValue()).toBe('North');
      expect(meanDiff(await shownPixels(page), opened)).toBeLessThan(0.5);
      expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Redo' }).click();
      await page.getByRole('button', { name: 'Redo' }).click();
      expect(await page.getByLabel('Title text').inputValue()).toBe('Northbound');
      expect(meanDiff(await shownPixels(page), edited)).toBeLessThan(0.5);

      // Leaving with unsaved changes asks first; staying keeps the edit.
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        }),
      );
      await page.getByRole('link', { name: 'Your covers' }).click();
      expect(await asked).toBe('Leave without saving? Your changes to this cover will be lost.');
      expect(new URL(page.url()).pathname).toBe(`/editor/${id}`);
      expect(await page.getByLabel('Title text').inputValue()).toBe('Northbound');

      // Drag the title down by a tenth of the cover.
      await page.getByTestId('selected-layer').scrollIntoViewIfNeeded();
      const box = (await frameOf(page).boundingBox())!;
      const title = (await page.getByTestId('selected-layer').boundingBox())!;
      const from = { x: title.x + title.width / 2, y: title.y + title.height / 2 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let step = 1; step <= 5; step++) await page.mouse.move(from.x, from.y + (box.height / 10) * (step / 5));
      await page.mouse.up();
      await shownPixels(page);

      // A mono grade takes the colour out of the picture.
      await page.getByRole('tab', { name: 'colour' }).click();
      await page.getByRole('button', { name: 'Mono' }).click();
      const mono = await shownPixels(page);
      // The cover has colour to take out (a red moon at night: about 18-19 here), and mono leaves next to none.
      expect(chroma(edited)).toBeGreaterThan(15);
      expect(chroma(mono)).toBeLessThan(8);

      // Downloading saves the edit first; the file is what the page showed, with the new title.
      // The toast is looked for while the 3000² file is made: on busy cores that can outlast the toast.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        expectToast(page, 'Edit saved. Downloads of this cover are now your edit.'),
        page.getByRole('button', { name: 'JPEG' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Ana Vale - Northbound.jpg');
      const jpeg = fs.readFileSync((await download.path())!);
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 3000, height: 3000 });
      const exported = await pixelsOf(jpeg);
      expect(meanDiff(exported, mono)).toBeLessThan(6);

      const state = await (await context.request.get(`/api/generations/${id}/edit`)).json();
      const [titleLayer] = state.document.text.layers;
      expect(titleLayer).toMatchObject({ text: 'Northbound', typeface: 'pirata' });
      expect(state.document.colour.saturation).toBe(-1);
      expect(state.history).toHaveLength(1);
      // Dragged down by a tenth of the square (100 units), give or take the pointer's rounding.
      expect(Math.abs(titleLayer.y - (titleY + 100))).toBeLessThan(8);
      // The library's download is the edit too.
      const fromLibrary = await pixelsOf(
        await (await context.request.get(`/api/generations/${id}/download?format=jpeg`)).body(),
      );
      expect(meanDiff(fromLibrary, exported)).toBeLessThan(0.5);
      // The library shows the cover as edited.
      await visit(page, '/library');
      const card = page.getByRole('img', { name: /^Album cover generated from: a lone wolf/ });
      await expect.poll(() => card.getAttribute('src')).toContain(`/api/generations/${id}/edit/image?v=`);
      // Editing is free.
      expect(await credits(context)).toBe(creditsBefore);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`checks a cover for the stores, fixes what one click can, and passes (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      const id = await accountWithCover(context);
      await visit(page, `/editor/${id}`);
      await page.getByRole('heading', { name: 'Edit cover' }).waitFor();
      await page.getByRole('group', { name: 'Text layers' }).getByRole('button', { name: 'Artist' }).click();
      await page.getByLabel('Artist text').fill('Ana Vale · anavale.com');
      await page.getByRole('tab', { name: 'release' }).click();
      // The release's details start from the cover's words; the title entered differs from the cover's.
      expect(await page.getByLabel('Artist', { exact: true }).inputValue()).toBe('Ana Vale · anavale.com');
      await page.getByLabel('Artist', { exact: true }).fill('Ana Vale');
      await page.getByLabel('Release title').fill('Northern');
      await page.getByRole('button', { name: 'Check for stores' }).click();
      const results = page.getByRole('region', { name: 'Release check results' });
      await results.getByText('Accepted by 0 of 8 stores.').waitFor({ timeout: 30_000 });
      const stores = results.getByRole('list', { name: 'Stores' });
      await expect.poll(() => stores.getByRole('listitem').count()).toBe(8);
      expect(await stores.getByRole('listitem').filter({ hasText: 'Apple Music' }).innerText()).toContain('Refused');
      const fixes = results.getByRole('list', { name: 'What to fix' });
      await fixes.getByText('has a web address: “anavale.com”').waitFor();
      await fixes.getByText("The cover's title reads “North” but the release's is “Northern”.").waitFor();

      // One click removes the address, one sets the title to the release's; checked again, every store takes it.
      for (const text of ['has a web address', "The cover's title reads"]) {
        await fixes.getByRole('listitem').filter({ hasText: text }).getByRole('button', { name: 'Fix it' }).click();
      }
      await results.getByText('The cover changed since this check.').waitFor();
      await page.getByRole('button', { name: 'Check again' }).click();
      await results.getByText('Accepted by every store checked.').waitFor({ timeout: 30_000 });
      // The fixes are in the edit: saved, the cover's text is the release's.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Edit saved. Downloads of this cover are now your edit.');
      const state = await (await context.request.get(`/api/generations/${id}/edit`)).json();
      expect(state.document.text.layers.map((l: { text: string }) => l.text)).toEqual(['Northern', 'Ana Vale']);
      // The release kit of the fixed cover, named from it.
      const [kit] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Release kit' }).click(),
      ]);
      expect(kit.suggestedFilename()).toBe('Ana Vale - Northern - release kit.zip');
      const files = unzipSync(new Uint8Array(fs.readFileSync((await kit.path())!)));
      expect(Object.keys(files)).toHaveLength(5);
      expect(await sharp(files['Ana Vale - Northern - story 1080x1920.jpg']!).metadata()).toMatchObject({
        width: 1080,
        height: 1920,
      });
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('flags an artist name run into the title, moves it clear in one click, and adds a line where there is room', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    const id = await accountWithCover(context);
    const state = await (await context.request.get(`/api/generations/${id}/edit`)).json();
    const [title, artist] = state.document.text.layers;
    // The artist's line set into the lower half of the title's letters.
    const crowded = { ...artist, y: Math.round(title.y + title.size * 0.6) };
    const document = { ...state.document, text: { ...state.document.text, layers: [title, crowded] } };
    const saved = await context.request.put(`/api/generations/${id}/edit`, {
      data: { document },
      headers: { origin: inject('baseURL') },
    });
    expect(saved.status()).toBe(201);

    await visit(page, `/editor/${id}`);
    await page.getByRole('heading', { name: 'Edit cover' }).waitFor();
    await page.getByRole('tab', { name: 'release' }).click();
    await page.getByRole('button', { name: 'Check for stores' }).click();
    const results = page.getByRole('region', { name: 'Release check results' });
    const fixes = results.getByRole('list', { name: 'What to fix' });
    const overlap = fixes
      .getByRole('listitem')
      .filter({ hasText: 'The title and the artist name run into each other' });
    await overlap.waitFor({ timeout: 30_000 });
    await overlap.getByRole('button', { name: 'Fix it' }).click();
    await page.getByRole('button', { name: 'Check again' }).click();
    await results.getByText('Accepted by every store checked.').waitFor({ timeout: 30_000 });

    // An extra line goes where it touches neither.
    await page.getByRole('tab', { name: 'text' }).click();
    await page.getByRole('button', { name: 'Add extra line' }).click();
    await page.getByLabel('Extra line text').fill('Live at the Roundhouse');
    await page.getByRole('tab', { name: 'release' }).click();
    await page.getByRole('button', { name: 'Check for stores' }).click();
    await results.getByText(/^Accepted by/).waitFor({ timeout: 30_000 });
    await expect.poll(() => results.getByText('run into each other', { exact: false }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`shapes a blue curve and warms the shadows on Studio, and shows the lock without it (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      const id = await accountWithCover(context);
      await visit(page, `/editor/${id}`);
      await page.getByRole('heading', { name: 'Edit cover' }).waitFor();
      await page.getByRole('tab', { name: 'colour' }).click();
      await page
        .getByText(/^Advanced colour control \(curves and per-channel grades\) is part of the Studio plan and above/)
        .waitFor();
      expect(await page.getByRole('group', { name: 'RGB curve' }).count()).toBe(0);

      await subscribeThroughApi(context, 'studio');
      await page.reload();
      await page.getByRole('tab', { name: 'colour' }).click();
      const before = await shownPixels(page);
      await page.getByRole('radio', { name: 'Blue' }).click();
      const square = page.getByRole('group', { name: 'Blue curve' });
      await square.scrollIntoViewIfNeeded();
      const box = (await square.boundingBox())!;
      // Press the line in the middle (a new point) and lift it to three quarters: the blues come up.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 5; step++)
        await page.mouse.move(box.x + box.width / 2, box.y + box.height * (0.5 - 0.25 * (step / 5)));
      await page.mouse.up();
      await page.getByRole('slider', { name: 'Point 2 of the Blue curve' }).waitFor();
      const bluer = await shownPixels(page);
      const blueMean = (p: number[]) => p.filter((_, i) => i % 3 === 2).reduce((a, v) => a + v, 0) / (p.length / 3);
      const redMean = (p: number[]) => p.filter((_, i) => i % 3 === 0).reduce((a, v) => a + v, 0) / (p.length / 3);
      expect(blueMean(bluer)).toBeGreaterThan(blueMean(before) + 15);
      expect(Math.abs(redMean(bluer) - redMean(before))).toBeLessThan(3);
      await page.getByLabel('Shadows red').fill('0.5');
      await shownPixels(page);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Edit saved. Downloads of this cover are now your edit.');
      const state = await (await context.request.get(`/api/generations/${id}/edit`)).json();
      const blue = state.document.advancedColour.curves.blue as [number, number][];
      expect(blue).toHaveLength(3);
      expect(blue[1]![0]).toBeCloseTo(0.5, 1);
      expect(blue[1]![1]).toBeGreaterThan(0.7);
      expect(state.document.advancedColour.balance.shadows.red).toBe(0.5);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`puts the artist logo on a Studio member's cover (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      const id = await accountWithCover(context);
      await subscribeThroughApi(context, 'studio');
      await visit(page, `/editor/${id}`);
      await page.getByRole('heading', { name: 'Edit cover' }).waitFor();
      await page.getByRole('tab', { name: 'label' }).click();
      const before = await shownPixels(page);
      await page.getByLabel('Put the artist logo on the cover').check();
      await page.getByLabel('Logo treatment').selectOption('metal-thorns');
      const after = await shownPixels(page);
      // The logo starts in the top left: the top rows change, the bottom ones do not.
      expect(meanDiff(after, before, 4, 14)).toBeGreaterThan(3);
      expect(meanDiff(after, before, 40, 64)).toBeLessThan(1.5);

      // Dragged on the picture: a fifth of the square right and two fifths down.
      const group = page.getByRole('group', { name: /^Cover preview\./ });
      await group.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const frame = (await group.boundingBox())!;
      const logo = page.getByTestId('logo-layer');
      await logo.waitFor();
      const box = (await logo.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + frame.width * 0.1, y + frame.height * 0.2, { steps: 4 });
      await page.mouse.move(x + frame.width * 0.2, y + frame.height * 0.4, { steps: 4 });
      await page.mouse.up();
      // The drawing catches up: the logo has left the top rows for the middle ones.
      await expect
        .poll(async () => meanDiff(await shownPixels(page), before, 4, 14), { timeout: 15_000 })
        .toBeLessThan(1.5);
      expect(meanDiff(await shownPixels(page), before, 26, 40)).toBeGreaterThan(3);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Edit saved. Downloads of this cover are now your edit.');
      const state = await (await context.request.get(`/api/generations/${id}/edit`)).json();
      expect(state.document.logo).toMatchObject({ name: 'Ana Vale', treatment: 'metal-thorns' });
      expect(Math.abs(state.document.logo.x - 270)).toBeLessThanOrEqual(10);
      expect(Math.abs(state.document.logo.y - 470)).toBeLessThanOrEqual(10);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('refuses another person’s cover', async () => {
    const owner = await openPage(browser, 'desktop');
    const id = await accountWithCover(owner.context);
    const stranger = await openPage(browser, 'desktop');
    await visit(stranger.page, `/editor/${id}`);
    await stranger.page.getByRole('heading', { name: 'This cover cannot be edited' }).waitFor();
    expect(await stranger.page.getByRole('alert').innerText()).toBe(
      'This cover is not one of yours, or it was deleted.',
    );
    const put = await stranger.context.request.put(`/api/generations/${id}/edit`, {
      data: { document: (await (await owner.context.request.get(`/api/generations/${id}/edit`)).json()).document },
      headers: { origin: inject('baseURL') },
    });
    expect(put.status()).toBe(404);
    await owner.context.close();
    await stranger.context.close();
  });
});
