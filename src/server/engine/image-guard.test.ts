import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hostileImages, ordinaryImage } from '../../../tests/support/hostile-images.ts';
import { centralRegion, checkImage, ImageRefusedError, MAX_ASPECT_RATIO } from './image-guard.ts';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#406080' } });

/** The refusal `checkImage` answers, or a failure when it takes the image. */
async function refusal(bytes: Buffer, maxPixels = 50_000_000, maxSide?: number) {
  const error = await checkImage(bytes, { maxPixels, maxSide }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRefusedError);
  return error as ImageRefusedError;
}

describe('checkImage', () => {
  it('takes PNG, JPEG and WebP, says their upright size, and decodes them', async () => {
    const png = (await ordinaryImage()).bytes;
    const checked = await checkImage(png, { maxPixels: 1_000_000 });
    expect(checked).toMatchObject({ format: 'png', width: 640, height: 480 });
    expect(await checked.decode().raw().toBuffer({ resolveWithObject: true })).toMatchObject({
      info: { width: 640, height: 480 },
    });
    // A phone's photo stored 400 × 300 and shown 300 × 400 (EXIF orientation 6) is judged and decoded as shown.
    const turned = await solid(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = await checkImage(turned, { maxPixels: 1_000_000 });
    expect(upright).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect((await upright.decode().toBuffer({ resolveWithObject: true })).info).toMatchObject({
      width: 300,
      height: 400,
    });
    expect(await checkImage(await solid(64, 48).webp().toBuffer(), { maxPixels: 10_000 })).toMatchObject({
      format: 'webp',
      width: 64,
      height: 48,
    });
  });

  it('reads an animated WebP as its first frame', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff'), await frame('#00ff00')], {
      join: { animated: true },
    })
      .webp()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const checked = await checkImage(animated, { maxPixels: 40 * 30 });
    expect(checked).toMatchObject({ width: 40, height: 30 });
    const { data, info } = await checked.decode().removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([40, 30]);
    expect(data[0]).toBeGreaterThan(240);
    expect(data[2]).toBeLessThan(16);
  });

  it('takes shapes up to 8:1 either way, and refuses longer ones saying what to use', async () => {
    expect(await checkImage(await solid(800, 100).png().toBuffer(), { maxPixels: 1_000_000 })).toMatchObject({
      width: 800,
      height: 100,
    });
    expect(await checkImage(await solid(100, 800).png().toBuffer(), { maxPixels: 1_000_000 })).toMatchObject({
      height: 800,
    });
    const wide = await refusal(await solid(8192, 1).png().toBuffer());
    expect(wide).toMatchObject({
      reason: 'shape',
      message: 'The image is 8192 × 1 pixels; use one no more than 8 times wider than tall.',
    });
    const tall = await refusal(await solid(100, 801).png().toBuffer());
    expect(tall.message).toBe('The image is 100 × 801 pixels; use one no more than 8 times taller than wide.');
    // A caller whose work is the area alone may take any shape within its sides.
    expect(
      await checkImage(await solid(640, 24).png().toBuffer(), { maxPixels: 1024 ** 2, maxAspect: Infinity }),
    ).toMatchObject({ width: 640, height: 24 });
  });

  it('refuses a side over the maximum, in the route’s own words when it has them', async () => {
    const strip = await solid(32_768, 1).png().toBuffer();
    expect(await refusal(strip)).toMatchObject({
      reason: 'too_large',
      message: 'The image is 32768 × 1 pixels; use one at most 16384 pixels a side.',
    });
    const wide = await solid(1100, 400).png().toBuffer();
    expect((await refusal(wide, 50_000_000, 1024)).message).toBe(
      'The image is 1100 × 400 pixels; use one at most 1024 pixels a side.',
    );
    const error = await checkImage(wide, {
      maxPixels: 1024 ** 2,
      maxSide: 1024,
      sideMessage: (w, h) => `Up to 1024 px a side, please (${w} × ${h}).`,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'too_large', message: 'Up to 1024 px a side, please (1100 × 400).' });
  });

  it('refuses more pixels than the route takes, keeping the words people know', async () => {
    const big = await solid(400, 300).png().toBuffer();
    expect(await refusal(big, 100_000)).toMatchObject({
      reason: 'too_large',
      message: 'The image is too large: at most 0.1 megapixels. This one is 400 × 300 pixels; use a smaller one.',
    });
  });

  it('refuses what is not a PNG, JPEG or WebP it can read, before any other decoder sees it', async () => {
    const png = await solid(16, 16).png().toBuffer();
    const unreadable = [
      Buffer.from('hello, this is not an image'),
      Buffer.alloc(0),
      png.subarray(0, 20), // the signature and half a header
      await solid(16, 16).gif().toBuffer(),
      await solid(16, 16).tiff().toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>'),
    ];
    for (const bytes of unreadable)
      expect(await refusal(bytes)).toMatchObject({
        reason: 'unreadable',
        message: 'That file is not an image we can read. Upload a PNG, JPEG or WebP image.',
      });
  });

  it('judges every hostile file by its header, in milliseconds, without decoding it', async () => {
    for (const { name, bytes } of await hostileImages()) {
      const started = performance.now();
      const error = await refusal(bytes, 50_000_000);
      expect(performance.now() - started, name).toBeLessThan(250);
      expect(['too_large', 'shape'], name).toContain(error.reason);
      expect(error.message, name).toMatch(/^The image is /);
    }
  });
});

describe('centralRegion', () => {
  it('cuts the middle to at most the ratio, and leaves a shape within it whole', () => {
    expect(centralRegion(8192, 1, 1)).toEqual({ left: 4095, top: 0, width: 1, height: 1 });
    expect(centralRegion(8192, 1, MAX_ASPECT_RATIO)).toEqual({ left: 4092, top: 0, width: 8, height: 1 });
    expect(centralRegion(1, 8192, MAX_ASPECT_RATIO)).toEqual({ left: 0, top: 4092, width: 1, height: 8 });
    expect(centralRegion(4000, 3200, 1)).toEqual({ left: 400, top: 0, width: 3200, height: 3200 });
    expect(centralRegion(800, 100, MAX_ASPECT_RATIO)).toEqual({ left: 0, top: 0, width: 800, height: 100 });
  });
});
