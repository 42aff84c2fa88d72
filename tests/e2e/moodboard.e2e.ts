import type { Browser } from 'playwright-core';
import fs from 'node:fs';
import sharp from 'sharp';
import { BOARD_WIDTH } from '../../src/shared/contracts/moodboards.ts';
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the Moodboard Creator', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`builds a board, drags it into place, shares a read-only link and downloads the PNG (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signUpThroughApi(context, 'Board Maker');
      await visit(page, '/tools/moodboard');
      await page
        .getByText('The Moodboard Creator is part of the Studio plan and above. See the plans on the Pricing page.')
        .waitFor();

      await subscribeThroughApi(context, 'studio');
      const made = await context.request.post('/api/generations', {
        data: { prompt: 'a lone wolf under a red moon, titled "North"', provider: 'lovable', seed: 4242 },
        headers: { origin: inject('baseURL') },
      });
      expect(made.status()).toBe(201);
      await page.reload();
      await page.getByLabel('New board').fill('Second album');
      await page.getByRole('button', { name: 'Start board' }).click();
      const board = page.getByRole('group', { name: 'Board: Second album' });
      await board.waitFor();

      await page.getByRole('button', { name: /^Add your cover: North/ }).click();
      await page.getByRole('button', { name: 'Add style: Dark Techno' }).click();
      await page.getByLabel('Colour', { exact: true }).fill('#3366ff');
      await page.getByRole('button', { name: 'Add colour' }).click();
      await page.getByLabel('Note', { exact: true }).fill('Cold light, warm title.');
      await page.getByRole('button', { name: 'Add note' }).click();
      const wall = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f7d4f' } })
        .png()
        .toBuffer();
      await page
        .getByLabel('Upload a picture')
        .setInputFiles({ name: 'rehearsal wall.png', mimeType: 'image/png', buffer: wall });
      await board.getByRole('button', { name: 'Your picture: rehearsal wall.png' }).waitFor();
      await expect.poll(() => board.locator('[data-item]').count()).toBe(5);
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

      // Drag the cover a fifth of the board to the right.
      const cover = board.getByRole('button', { name: /^Your cover: North/ });
      // In the middle of the screen, clear of the sticky header.
      await cover.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const before = (await cover.boundingBox())!;
      const width = (await board.boundingBox())!.width;
      await page.mouse.move(before.x + 20, before.y + 20);
      await page.mouse.down();
      for (let step = 1; step <= 5; step++)
        await page.mouse.move(before.x + 20 + (width / 5) * (step / 5), before.y + 20);
      await page.mouse.up();
      const boards = await (await context.request.get('/api/moodboards')).json();
      const savedBoard = async () =>
        (await context.request.get(`/api/moodboards/${boards.items[0].id}`)).json() as Promise<{
          items: { kind: string; x: number }[];
        }>;
      const savedCoverX = async () => (await savedBoard()).items.find((i) => i.kind === 'cover')!.x;
      await expect.poll(savedCoverX).toBeGreaterThan(60 + 320 - 12);
      expect(await savedCoverX()).toBeLessThan(60 + 320 + 12);
      expect((await savedBoard()).items.map((i) => i.kind)).toEqual(['cover', 'style', 'colour', 'note', 'upload']);

      // A quick flick, let go before the page has drawn its last move: the board keeps where it was let go.
      const dragged = await savedCoverX();
      const unit = BOARD_WIDTH / width;
      await cover.evaluate((el) => {
        const { x, y } = el.getBoundingClientRect();
        const send = (type: string, dx: number) =>
          el.dispatchEvent(
            new PointerEvent(type, {
              bubbles: true,
              pointerId: 1,
              pointerType: 'mouse',
              isPrimary: true,
              clientX: x + 20 + dx,
              clientY: y + 20,
              buttons: type === 'pointerup' ? 0 : 1,
            }),
          );
        send('pointerdown', 0);
        send('pointermove', -30);
        send('pointermove', -60);
        send('pointerup', -60);
      });
      await expect.poll(savedCoverX).not.toBe(dragged);
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      expect(Math.abs((await savedCoverX()) - (dragged - 60 * unit))).toBeLessThan(2);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The PNG is the board.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PNG' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Second album.png');
      const png = fs.readFileSync((await download.path())!);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 2400, height: 1500 });

      // A read-only link anyone can open, without signing in.
      await page.getByRole('button', { name: 'Share a read-only link' }).click();
      const link = await page.getByRole('link', { name: /\/moodboard\// }).getAttribute('href');
      const visitor = await openPage(browser, viewport);
      await visit(visitor.page, new URL(link!).pathname);
      await visitor.page.getByRole('heading', { name: 'Second album' }).waitFor();
      await visitor.page.getByText('By Board Maker').waitFor();
      const shown = visitor.page.getByRole('group', { name: 'Board: Second album' }).locator('img');
      await expect.poll(() => shown.count()).toBe(3);
      await expect
        .poll(() => shown.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
      expect(await visitor.page.getByRole('button', { name: /^Your cover/ }).count()).toBe(0);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();

      // Remove one, add another: the new item goes where there is room, on top of nothing.
      await board.getByRole('button', { name: 'Style: Dark Techno' }).click();
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
      await page.getByLabel('Colour', { exact: true }).fill('#ff3300');
      await page.getByRole('button', { name: 'Add colour' }).click();
      await board.getByRole('button', { name: 'Colour #ff3300' }).waitFor();
      const boxes = await board
        .locator('[data-item]')
        .evaluateAll((els) =>
          els.map((el) => el.getBoundingClientRect()).map((r) => ({ l: r.left, t: r.top, r: r.right, b: r.bottom })),
        );
      expect(boxes).toHaveLength(5);
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) expect(a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b).toBe(false);
      // Big enough to see and to drag with a finger, on a phone too (the board scrolls sideways there).
      expect((await cover.boundingBox())!.width).toBeGreaterThan(120);

      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
