import sharp, { type Sharp } from 'sharp';
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
  /** A subtle variation's detail seed (render.ts). */
  detail?: number;
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
  return encodeWebVariants(() =>
    sharp(raw, { raw: { width: PREVIEW_SIZE, height: PREVIEW_SIZE, channels: 4 } }).removeAlpha(),
  );
}

/** The 3000² JPEG for distributors: sRGB profile embedded, no other metadata (so no orientation tag). */
export async function renderExportJpeg(spec: CoverSpec): Promise<Buffer> {
  return encodeExportJpeg(rawImage(spec, EXPORT_SIZE));
}

/** The 3000² lossless PNG, sRGB. */
export async function renderExportPng(spec: CoverSpec): Promise<Buffer> {
  return encodeExportPng(rawImage(spec, EXPORT_SIZE));
}

/*
 * The encoders, shared with images from outside providers so every cover we deliver has the same formats.
 * `square` makes a fresh pipeline over an opaque sRGB image of exactly PREVIEW_SIZE².
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
