import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hostileImages } from '../../../../tests/support/hostile-images.ts';
import { ImageProviderError } from './image.provider.ts';
import { loadProviderImage, masterToPng, normaliseProviderImage } from './provider-image.ts';

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
}

describe('normaliseProviderImage', () => {
  it('makes the engine formats from a smaller square image and marks the master upscaled', async () => {
    const result = await normaliseProviderImage(await solid(1024, 1024, '#1e90ff').png().toBuffer(), 'Test');
    const preview = await sharp(result.preview).metadata();
    const thumb = await sharp(result.thumbnail).metadata();
    const master = await sharp(result.master).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 1024, 1024]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 256, 256]);
    expect([master.format, master.width, master.height, master.space]).toEqual(['jpeg', 3000, 3000, 'srgb']);
    expect(master.icc).toBeDefined();
    expect(result.upscaled).toBe(true);
    const [r, g, b] = await pixel(result.master, 1500, 1500);
    expect(Math.abs(r - 0x1e) + Math.abs(g - 0x90) + Math.abs(b - 0xff)).toBeLessThan(12);
  });

  it('keeps the centre square of a wide image, and does not mark a large original as upscaled', async () => {
    // 4000 × 3200: a red band left and right of a 3200² green centre.
    const wide = await solid(4000, 3200, '#ff0000')
      .composite([{ input: await solid(3200, 3200, '#00ff00').png().toBuffer(), left: 400, top: 0 }])
      .png()
      .toBuffer();
    const result = await normaliseProviderImage(wide, 'Test');
    expect(result.upscaled).toBe(false);
    for (const x of [2, 512, 1021]) {
      const [r, g] = await pixel(result.preview, x, 512);
      expect(g).toBeGreaterThan(200);
      expect(r).toBeLessThan(40);
    }
  });

  it('flattens transparency onto black', async () => {
    const transparent = await sharp({ create: { width: 600, height: 600, channels: 4, background: '#ffffff00' } })
      .png()
      .toBuffer();
    const result = await normaliseProviderImage(transparent, 'Test');
    expect([...(await pixel(result.preview, 300, 300))]).toEqual([0, 0, 0]);
  });

  it('refuses what is not an accepted image, and images over the pixel limit', async () => {
    const notImage = normaliseProviderImage(Buffer.from('<html>nope</html>'), 'Test');
    await expect(notImage).rejects.toThrow(ImageProviderError);
    await expect(notImage).rejects.toThrow(/Test sent an image we could not read/);
    const gif = await solid(16, 16, '#000').gif().toBuffer();
    await expect(normaliseProviderImage(gif, 'Test')).rejects.toMatchObject({ kind: 'bad_response' });
    // 8000 × 6000 = 48 MP, over the 40 MP limit (a solid PNG of that size is small).
    const huge = await solid(8000, 6000, '#123456').png({ compressionLevel: 9 }).toBuffer();
    await expect(normaliseProviderImage(huge, 'Test')).rejects.toThrow(/larger than we accept/);
  });

  it('refuses strips, giant headers and bombs from their header, with what happened and the refund', async () => {
    for (const { name, bytes } of await hostileImages()) {
      const started = performance.now();
      const error = await normaliseProviderImage(bytes, 'Test').catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(ImageProviderError);
      expect(error, name).toMatchObject({ kind: 'bad_response' });
      expect((error as Error).message, name).toMatch(
        /^Test sent an image (larger than we accept|too long and thin to make a square cover of)\. Your credit has been refunded\.$/,
      );
      expect(performance.now() - started, name).toBeLessThan(500);
    }
  });

  it('re-encodes a master as a 3000² sRGB PNG', async () => {
    const { master } = await normaliseProviderImage(await solid(512, 512, '#aa3366').jpeg().toBuffer(), 'Test');
    const png = await sharp(await masterToPng(master)).metadata();
    expect([png.format, png.width, png.height, png.space]).toEqual(['png', 3000, 3000, 'srgb']);
  });
});

describe('loadProviderImage', () => {
  it('decodes data URLs and base64, refusing other types and junk', async () => {
    const png = await solid(4, 4, '#000').png().toBuffer();
    const b64 = png.toString('base64');
    expect(await loadProviderImage({ url: `data:image/png;base64,${b64}` }, opts)).toEqual(png);
    expect(await loadProviderImage({ base64: b64 }, opts)).toEqual(png);
    await expect(loadProviderImage({ url: `data:text/html;base64,${b64}` }, opts)).rejects.toMatchObject({
      kind: 'bad_response',
    });
    await expect(loadProviderImage({ base64: 'not base64 at all!' }, opts)).rejects.toMatchObject({
      kind: 'bad_response',
    });
  });

  it('decodes large base64 in slices, line breaks and URL alphabet included', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 7);
    const wrapped = bytes.toString('base64').replace(/.{76}/g, '$&\r\n');
    expect((await loadProviderImage({ base64: wrapped }, opts)).equals(bytes)).toBe(true);
    const url = bytes.toString('base64url');
    expect((await loadProviderImage({ url: `data:image/png;base64,${url}` }, opts)).equals(bytes)).toBe(true);
    // Padding belongs at the very end only.
    const padded = `${bytes.subarray(0, 2_000_000).toString('base64')}==${bytes.toString('base64')}`;
    await expect(loadProviderImage({ base64: padded }, opts)).rejects.toMatchObject({ kind: 'bad_response' });
  });
});

const opts = { service: 'Test', allowPrivate: false };
