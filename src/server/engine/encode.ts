import sharp, { type Sharp } from 'sharp';

/**
 * Encodes covers into the files we serve and deliver, for the built-in engine's covers and outside providers'
 * images alike. Sharp only, so the HTTP process can use it without loading the drawing engine. Distributor export
 * follows the artwork rules of Spotify, Apple Music and DistroKid: square, 3000 × 3000, RGB (sRGB profile), JPEG
 * under 10 MB.
 */
export const PREVIEW_SIZE = 1024;
export const THUMB_SIZE = 256;
export const EXPORT_SIZE = 3000;
export const EXPORT_JPEG_QUALITY = 92;

/**
 * Web variants from `square`, a fresh pipeline over an opaque sRGB image of exactly PREVIEW_SIZE² each time it is
 * called: the preview and the thumbnail, both WebP.
 */
export async function encodeWebVariants(square: () => Sharp): Promise<{ preview: Buffer; thumbnail: Buffer }> {
  const [preview, thumbnail] = await Promise.all([
    square().webp({ quality: 84, effort: 2 }).toBuffer(),
    square().resize(THUMB_SIZE, THUMB_SIZE, { kernel: 'lanczos3' }).webp({ quality: 80, effort: 2 }).toBuffer(),
  ]);
  return { preview, thumbnail };
}

/**
 * A stored 1024² WebP preview at a width and format the public pages ask for (shared/contracts/image-size.ts).
 * Measured on sample previews (docs/decisions/010-speed.md): at 768², WebP q75 is about 180 KB
 * and AVIF q50 at effort 0 about 95 KB in ~150 ms; higher AVIF efforts took 3–10× longer for at most 25% less.
 */
export function encodeSizedPreview(preview: Buffer, width: number, format: 'webp' | 'avif'): Promise<Buffer> {
  const image = sharp(preview);
  const sized = width === PREVIEW_SIZE ? image : image.resize(width, width, { kernel: 'lanczos3' });
  return format === 'avif'
    ? sized.avif({ quality: 50, effort: 0 }).toBuffer()
    : sized.webp({ quality: 75, effort: 4 }).toBuffer();
}

export const encodeExportJpeg = (image: Sharp) =>
  image.withIccProfile('srgb').jpeg({ quality: EXPORT_JPEG_QUALITY, chromaSubsampling: '4:4:4' }).toBuffer();

export const encodeExportPng = (image: Sharp) => image.withIccProfile('srgb').png({ compressionLevel: 6 }).toBuffer();
