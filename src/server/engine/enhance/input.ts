/**
 * The enhancer's input: checked, decoded and made into the packed 8-bit sRGB pixels the model reads, with any
 * denoising applied first (noise enlarged 4× is no longer noise to the eye, it is texture).
 */
import type { Sharp } from 'sharp';
import { checkImage, ImageRefusedError } from '../image-guard.ts';

/**
 * Each side at most this many pixels: 1024² in, 4096² out. The model takes ~2.5 min of one core for a 1024² picture
 * (decision 017); beyond that, minutes more.
 */
export const MAX_INPUT_SIDE = 1024;

export type Denoise = 'off' | 'light' | 'strong';

/**
 * Denoising before upscaling: Gaussian blurs (σ 0.7 px light, 1 px strong), which take out grain and sensor noise
 * with the least loss of edges. On noisy covers a 3 × 3 median did worse (two of three) or no better, and sharp's
 * σ 0.5 changes nothing. enhance.test.ts has the measurements of light and strong.
 */
const DENOISE: Record<Denoise, ((image: Sharp) => Sharp) | undefined> = {
  off: undefined,
  light: (image) => image.blur(0.7),
  strong: (image) => image.blur(1),
};

/**
 * Packed RGB (3 bytes a pixel, rows top to bottom) of an encoded PNG, JPEG or WebP: turned upright by its EXIF
 * orientation (so its width and height are as it is seen), converted to sRGB from its own profile (CMYK and grey
 * included) and, when it has transparency, flattened on white: what a transparent image most often holds is dark
 * lettering or a logo meant for a light page, which black would make disappear.
 */
export async function readInput(
  bytes: Buffer,
  denoise: Denoise,
): Promise<{ rgb: Buffer; width: number; height: number }> {
  const checked = await checkImage(bytes, {
    maxPixels: MAX_INPUT_SIDE * MAX_INPUT_SIDE,
    maxSide: MAX_INPUT_SIDE,
    // Any shape: the model works tile by tile, so its work is the area the side bounds (which shapes people may
    // send is the upload's rule).
    maxAspect: Infinity,
    sideMessage: (width, height) =>
      `The image is ${width} × ${height} pixels; the enhancer takes at most ${MAX_INPUT_SIDE} × ${MAX_INPUT_SIDE}.`,
  });
  const image = checked.decode().flatten({ background: '#ffffff' }).toColourspace('srgb');
  const denoised = DENOISE[denoise]?.(image) ?? image;
  try {
    const { data, info } = await denoised.removeAlpha().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`decoded to ${info.channels} channels`);
    return { rgb: data, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}

const unreadable = () =>
  new ImageRefusedError('unreadable', 'That file is not an image we can read. Use a PNG, JPEG or WebP image.');
