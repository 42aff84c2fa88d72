import sharp from 'sharp';
import type { Look, SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { renderCover } from './render.ts';

/**
 * Encodes covers into the files we serve and deliver. Distributor export follows the artwork rules of
 * Spotify, Apple Music and DistroKid: square, 3000 × 3000, RGB (sRGB profile), JPEG under 10 MB.
 */
export const PREVIEW_SIZE = 1024;
export const THUMB_SIZE = 256;
export const EXPORT_SIZE = 3000;
export const EXPORT_JPEG_QUALITY = 92;

export interface CoverSpec {
  brief: SceneBrief;
  seed: number;
  look: Look;
}

function rawImage(spec: CoverSpec, size: number) {
  const { canvas } = renderCover({ ...spec, size });
  // Covers are fully opaque, so premultiplied and straight alpha are the same bytes.
  return sharp(canvas.data(), { raw: { width: size, height: size, channels: 4 } }).removeAlpha();
}

/** Web variants: a 1024² preview and a 256² thumbnail, both WebP, from one 1024² render. */
export async function renderWebVariants(spec: CoverSpec): Promise<{ preview: Buffer; thumbnail: Buffer }> {
  const { canvas } = renderCover({ ...spec, size: PREVIEW_SIZE });
  const raw = canvas.data();
  const base = () => sharp(raw, { raw: { width: PREVIEW_SIZE, height: PREVIEW_SIZE, channels: 4 } }).removeAlpha();
  const [preview, thumbnail] = await Promise.all([
    base().webp({ quality: 84, effort: 2 }).toBuffer(),
    base().resize(THUMB_SIZE, THUMB_SIZE, { kernel: 'lanczos3' }).webp({ quality: 80, effort: 2 }).toBuffer(),
  ]);
  return { preview, thumbnail };
}

/** The 3000² JPEG for distributors: sRGB profile embedded, no other metadata (so no orientation tag). */
export async function renderExportJpeg(spec: CoverSpec): Promise<Buffer> {
  return rawImage(spec, EXPORT_SIZE)
    .withIccProfile('srgb')
    .jpeg({ quality: EXPORT_JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** The 3000² lossless PNG, sRGB. */
export async function renderExportPng(spec: CoverSpec): Promise<Buffer> {
  return rawImage(spec, EXPORT_SIZE).withIccProfile('srgb').png({ compressionLevel: 6 }).toBuffer();
}
