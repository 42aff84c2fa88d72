import sharp, { type Metadata, type Sharp } from 'sharp';

/**
 * The most a picture's long side may be to its short side (8:1, either way). Everything we make of an outside
 * picture is a square (avatars, covers for the tools, board pictures, an outside engine's cover) or an enlargement
 * of it, and what people mean as a cover, an avatar or artwork is far from this: panoramas and banners are 3:1 to
 * 4:1, a square cut from an 8:1 picture keeps an eighth of it. It also bounds the work of a square: covering a side
 * s takes at most s × 8s pixels on the way (a 1-pixel-high strip would take s × s·width).
 */
export const MAX_ASPECT_RATIO = 8;

/**
 * The longest side any route takes: past every camera (a 100-megapixel sensor is about 12,000 px wide) and WebP's
 * own limit of 16,383, so only strips and forged headers reach it.
 */
export const MAX_IMAGE_SIDE = 16_384;

/** What a route takes. */
export interface ImageLimits {
  /** Most pixels, width × height. */
  maxPixels: number;
  /** Longest side, when a route takes less than MAX_IMAGE_SIDE. */
  maxSide?: number;
  /** The route's own words for a side over `maxSide`. */
  sideMessage?: (width: number, height: number) => string;
  /**
   * The most the long side may be to the short: MAX_ASPECT_RATIO, unless the work done on the picture does not grow
   * with its shape and what people may send was decided before (the enhancer's own engine).
   */
  maxAspect?: number;
}

export type ImageRefusal = 'unreadable' | 'too_large' | 'shape';

/** The image is not one we take; `message` tells the person what to do, `reason` tells the code. */
export class ImageRefusedError extends Error {
  override name = 'ImageRefusedError';
  constructor(
    readonly reason: ImageRefusal,
    message: string,
  ) {
    super(message);
  }
}

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** An image whose header passed a route's limits. */
export interface CheckedImage {
  format: ImageFormat;
  /** As it is seen (turned by its EXIF orientation), of its first frame: the one frame we ever read. */
  width: number;
  height: number;
  /**
   * The picture, decoded upright: its first frame only (an animated WebP's first), and refused if it holds more
   * pixels than its header said.
   */
  decode(): Sharp;
}

/** What is said of a file that is not a PNG, JPEG or WebP, or one its decoder could not read. */
export const unreadableImage = () =>
  new ImageRefusedError('unreadable', 'That file is not an image we can read. Upload a PNG, JPEG or WebP image.');

/**
 * PNG, JPEG or WebP, by their first bytes: sharp's other decoders (SVG, TIFF, HEIF, GIF, …) never see outside bytes.
 */
function formatOf(bytes: Buffer): ImageFormat | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * The one check every image from outside passes before anything decodes it (uploads, downloads, an outside engine's
 * answer): from its header alone, in a millisecond or two, it refuses a format we do not read, a side over the
 * route's maximum, more pixels than the route takes, and a shape past MAX_ASPECT_RATIO, each with what to do.
 */
export async function checkImage(bytes: Buffer, limits: ImageLimits): Promise<CheckedImage> {
  const format = formatOf(bytes);
  if (!format) throw unreadableImage();
  let meta: Metadata;
  try {
    // The header only, whatever size it claims (no pixel is decoded), so that a refusal can say the size.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadableImage();
  }
  const { width, height } = meta.autoOrient;
  if (meta.format !== format || !width || !height) throw unreadableImage();

  const size = `${width} × ${height} pixels`;
  const maxSide = limits.maxSide ?? MAX_IMAGE_SIDE;
  if (Math.max(width, height) > maxSide)
    throw new ImageRefusedError(
      'too_large',
      limits.sideMessage?.(width, height) ?? `The image is ${size}; use one at most ${maxSide} pixels a side.`,
    );
  if (width * height > limits.maxPixels)
    throw new ImageRefusedError(
      'too_large',
      `The image is too large: at most ${limits.maxPixels / 1_000_000} megapixels. This one is ${size}; use a smaller one.`,
    );
  const maxAspect = limits.maxAspect ?? MAX_ASPECT_RATIO;
  if (Math.max(width, height) > maxAspect * Math.min(width, height))
    throw new ImageRefusedError(
      'shape',
      `The image is ${size}; use one no more than ${maxAspect} times ${width > height ? 'wider than tall' : 'taller than wide'}.`,
    );
  return {
    format,
    width,
    height,
    decode: () => sharp(bytes, { limitInputPixels: width * height, failOn: 'error', autoOrient: true }),
  };
}

/**
 * The middle of a picture, cut to at most `ratio` times as long as it is wide: what is cut before a resize, so the
 * resize works on a bounded shape whatever it was given.
 */
export function centralRegion(width: number, height: number, ratio: number) {
  const cutWidth = Math.min(width, Math.ceil(height * ratio));
  const cutHeight = Math.min(height, Math.ceil(width * ratio));
  return {
    left: Math.floor((width - cutWidth) / 2),
    top: Math.floor((height - cutHeight) / 2),
    width: cutWidth,
    height: cutHeight,
  };
}
