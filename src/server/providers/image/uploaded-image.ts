import type { Sharp } from 'sharp';
import { AVATAR_MAX_PIXELS } from '../../../shared/contracts/profile.ts';
import { ENHANCE_MAX_INPUT_SIDE } from '../../../shared/contracts/enhance.ts';
import {
  centralRegion,
  checkImage,
  MAX_ASPECT_RATIO,
  unreadableImage,
  type ImageLimits,
} from '../../engine/image-guard.ts';

export const AVATAR_SIZE = 256;

/**
 * What the AI Image Enhancer takes, uploaded or drawn from a cover: at most ENHANCE_MAX_INPUT_SIDE a side (the model's
 * time grows with the area).
 */
export const ENHANCER_INPUT_LIMITS: ImageLimits = {
  maxPixels: ENHANCE_MAX_INPUT_SIDE ** 2,
  maxSide: ENHANCE_MAX_INPUT_SIDE,
  sideMessage: (width, height) =>
    `The enhancer takes pictures up to ${ENHANCE_MAX_INPUT_SIDE} px a side (this one is ${width} × ${height} px).`,
};

/**
 * An uploaded image made into our own picture: checked from its header (image-guard.ts), then decoded (its first
 * frame, upright), cut and resized to a square (`position` picks what stays) when `side` is given, flattened,
 * converted to sRGB (CMYK and greyscale files included) and stripped of metadata (camera GPS included), then encoded
 * by `encode`. Answers the picture and the upload's own size. Throws ImageRefusedError with what to do.
 */
async function normaliseUpload(
  bytes: Buffer,
  options: {
    /** The square's side; none keeps the picture's own size and shape. */
    side?: number;
    limits: ImageLimits;
    position: 'attention' | 'centre';
    encode: (image: Sharp) => Sharp;
  },
): Promise<{ image: Buffer; width: number; height: number }> {
  const checked = await checkImage(bytes, options.limits);
  const { width, height } = checked;
  let image = checked.decode();
  if (options.side) {
    // Cut before resizing, so the resize never makes more than side × 8·side pixels whatever the shape: the middle
    // square for a centred crop, at most the widest shape we take for attention cropping to choose within. A picture
    // already within it is not cut (a cut turns off JPEG's decoding at a fraction of the size).
    const region = centralRegion(width, height, options.position === 'centre' ? 1 : MAX_ASPECT_RATIO);
    if (region.width < width || region.height < height) image = image.extract(region);
    image = image.resize(options.side, options.side, { fit: 'cover', position: options.position });
  }
  try {
    return {
      image: await options.encode(image.flatten({ background: '#16161d' }).toColourspace('srgb')).toBuffer(),
      width,
      height,
    };
  } catch {
    throw unreadableImage();
  }
}

/** An uploaded avatar as our own 256² WebP, its face (the most interesting part) kept. */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  const { image } = await normaliseUpload(bytes, {
    side: AVATAR_SIZE,
    limits: { maxPixels: AVATAR_MAX_PIXELS },
    position: 'attention',
    encode: (s) => s.webp({ quality: 86 }),
  });
  return image;
}

/** An uploaded cover as a square sRGB PNG of `side` px (its middle, as a cover is square already). */
export function normaliseCoverUpload(bytes: Buffer, side: number, maxPixels: number) {
  return normaliseUpload(bytes, {
    side,
    limits: { maxPixels },
    position: 'centre',
    encode: (s) => s.png({ compressionLevel: 6 }),
  });
}

/**
 * A picture uploaded for the AI Image Enhancer as an sRGB PNG of its own size and shape (upright, flattened, without
 * metadata): enlarging it is the point, so nothing is cropped or resized.
 */
export function normaliseEnhancerUpload(bytes: Buffer) {
  return normaliseUpload(bytes, {
    limits: ENHANCER_INPUT_LIMITS,
    position: 'centre',
    encode: (s) => s.png({ compressionLevel: 6 }),
  });
}
