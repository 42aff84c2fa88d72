import sharp, { type Sharp } from 'sharp';
import { AVATAR_MAX_PIXELS } from '../../../shared/contracts/profile.ts';

export const AVATAR_SIZE = 256;

/** The upload is not an image we accept; the message tells the person what to do. */
export class UploadedImageError extends Error {
  override name = 'UploadedImageError';
}

/**
 * An uploaded image made into our own square picture: decoded (PNG, JPEG or WebP only, at most `maxPixels`), turned
 * upright, cropped to a square (`position` picks what stays), flattened, converted to sRGB (CMYK and greyscale
 * files included) and stripped of metadata (camera GPS included), then encoded by `encode`. Answers the picture
 * and the upload's own size.
 */
async function normaliseUpload(
  bytes: Buffer,
  options: {
    /** The square's side; none keeps the picture's own size and shape. */
    side?: number;
    maxPixels: number;
    position: 'attention' | 'centre';
    encode: (image: Sharp) => Sharp;
  },
): Promise<{ image: Buffer; width: number; height: number }> {
  const { maxPixels } = options;
  try {
    const meta = await sharp(bytes, { limitInputPixels: maxPixels }).metadata();
    if (!meta.format || !['png', 'jpeg', 'webp'].includes(meta.format)) {
      throw new UploadedImageError('Upload a PNG, JPEG or WebP image.');
    }
    const upright = (meta.orientation ?? 1) >= 5;
    const turned = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const sized = options.side
      ? turned.resize(options.side, options.side, { fit: 'cover', position: options.position })
      : turned;
    const image = await options.encode(sized.flatten({ background: '#16161d' }).toColourspace('srgb')).toBuffer();
    const [width, height] = upright ? [meta.height ?? 0, meta.width ?? 0] : [meta.width ?? 0, meta.height ?? 0];
    return { image, width, height };
  } catch (err) {
    if (err instanceof UploadedImageError) throw err;
    const tooBig = /pixel limit/i.test((err as Error).message);
    throw new UploadedImageError(
      tooBig
        ? `The image is too large: at most ${maxPixels / 1_000_000} megapixels.`
        : 'That file is not an image we can read. Upload a PNG, JPEG or WebP image.',
    );
  }
}

/** An uploaded avatar as our own 256² WebP, its face (the most interesting part) kept. */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  const { image } = await normaliseUpload(bytes, {
    side: AVATAR_SIZE,
    maxPixels: AVATAR_MAX_PIXELS,
    position: 'attention',
    encode: (s) => s.webp({ quality: 86 }),
  });
  return image;
}

/** An uploaded cover as a square sRGB PNG of `side` px (its middle, as a cover is square already). */
export function normaliseCoverUpload(bytes: Buffer, side: number, maxPixels: number) {
  return normaliseUpload(bytes, {
    side,
    maxPixels,
    position: 'centre',
    encode: (s) => s.png({ compressionLevel: 6 }),
  });
}

/**
 * A picture uploaded for the AI Image Enhancer as an sRGB PNG of its own size and shape (upright, flattened, without
 * metadata): enlarging it is the point, so nothing is cropped or resized.
 */
export function normaliseEnhancerUpload(bytes: Buffer, maxPixels: number) {
  return normaliseUpload(bytes, { maxPixels, position: 'centre', encode: (s) => s.png({ compressionLevel: 6 }) });
}
