import sharp from 'sharp';
import { AVATAR_MAX_PIXELS } from '../../../shared/contracts/profile.ts';

export const AVATAR_SIZE = 256;

/** The upload is not an image we accept; the message tells the person what to do. */
export class AvatarImageError extends Error {
  override name = 'AvatarImageError';
}

/**
 * An uploaded avatar made into our own 256² WebP: decoded (PNG, JPEG or WebP only, at most AVATAR_MAX_PIXELS),
 * turned upright, centre-cropped, flattened, converted to sRGB and stripped of metadata (camera GPS included).
 */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS }).metadata();
    if (!meta.format || !['png', 'jpeg', 'webp'].includes(meta.format)) {
      throw new AvatarImageError('Upload a PNG, JPEG or WebP image.');
    }
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#16161d' })
      .toColourspace('srgb')
      .webp({ quality: 86 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AvatarImageError) throw err;
    const tooBig = /pixel limit/i.test((err as Error).message);
    throw new AvatarImageError(
      tooBig
        ? `The image is too large: at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels.`
        : 'That file is not an image we can read. Upload a PNG, JPEG or WebP image.',
    );
  }
}
