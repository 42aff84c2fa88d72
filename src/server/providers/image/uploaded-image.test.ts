import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hostileImages } from '../../../../tests/support/hostile-images.ts';
import { ImageRefusedError } from '../../engine/image-guard.ts';
import { normaliseAvatar, normaliseCoverUpload } from './uploaded-image.ts';

const square = (background: string, channels: 3 | 4 = 3) =>
  sharp({ create: { width: 400, height: 300, channels, background } });

/** The mean colour of a decoded picture. */
async function meanOf(file: Buffer) {
  const { channels } = await sharp(file).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

describe('uploaded images', () => {
  it('makes a CMYK or greyscale cover an sRGB square PNG of the asked size, cropped to its middle', async () => {
    const cmyk = await square('#c03020').withIccProfile('cmyk').jpeg({ quality: 95 }).toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const made = await normaliseCoverUpload(cmyk, 256, 1_000_000);
    expect(made).toMatchObject({ width: 400, height: 300 });
    expect(await sharp(made.image).metadata()).toMatchObject({ format: 'png', width: 256, height: 256, space: 'srgb' });
    const [r, g, b] = await meanOf(made.image);
    // The red comes back red (the profile's round trip moves it a little).
    expect(r).toBeGreaterThan(160);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);

    const grey = await square('#808080').greyscale().toColourspace('b-w').png().toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const fromGrey = await normaliseCoverUpload(grey, 128, 1_000_000);
    expect(await sharp(fromGrey.image).metadata()).toMatchObject({ space: 'srgb', channels: 3 });
  });

  it('flattens transparency, reports a camera photo’s upright size, and keeps avatars 256² WebP', async () => {
    const clear = await square('#00000000', 4).png().toBuffer();
    const flat = await normaliseCoverUpload(clear, 64, 1_000_000);
    expect((await sharp(flat.image).metadata()).hasAlpha).toBe(false);
    // EXIF orientation 6: stored 400 × 300, shown 300 × 400.
    const turned = await square('#406080').jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await normaliseCoverUpload(turned, 64, 1_000_000)).toMatchObject({ width: 300, height: 400 });
    expect(await sharp(await normaliseAvatar(turned)).metadata()).toMatchObject({ format: 'webp', width: 256 });
  });

  it('refuses what is not a PNG, JPEG or WebP, and pictures over the pixel limit, saying what to do', async () => {
    const gif = await square('#ffffff').gif().toBuffer();
    await expect(normaliseCoverUpload(gif, 64, 1_000_000)).rejects.toThrow('Upload a PNG, JPEG or WebP image.');
    await expect(normaliseCoverUpload(Buffer.from('nope'), 64, 1_000_000)).rejects.toBeInstanceOf(ImageRefusedError);
    const big = await square('#ffffff').png().toBuffer();
    await expect(normaliseCoverUpload(big, 64, 100_000)).rejects.toThrow('at most 0.1 megapixels');
  });

  it('refuses strips, giant headers and bombs before decoding them, and crops an 8:1 picture to an avatar', async () => {
    for (const { name, bytes } of await hostileImages()) {
      const started = performance.now();
      await expect(normaliseAvatar(bytes), name).rejects.toBeInstanceOf(ImageRefusedError);
      await expect(normaliseCoverUpload(bytes, 1600, 50_000_000), name).rejects.toBeInstanceOf(ImageRefusedError);
      expect(performance.now() - started, name).toBeLessThan(500);
    }
    // The widest shape taken: its most interesting square (the red disc at the right) becomes the avatar.
    const wide = await sharp({ create: { width: 2048, height: 256, channels: 3, background: '#203040' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="2048" height="256"><circle cx="1900" cy="128" r="100" fill="#e02020"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const avatar = await normaliseAvatar(wide);
    expect(await sharp(avatar).metadata()).toMatchObject({ width: 256, height: 256 });
    expect((await meanOf(avatar))[0]).toBeGreaterThan(90);
  });
});
