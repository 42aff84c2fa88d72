import sharp from 'sharp';
import type { Look, SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { encodeExportJpeg, encodeExportPng, encodeWebVariants, EXPORT_SIZE, PREVIEW_SIZE } from './encode.ts';
import { renderCover } from './render.ts';

/** Draws built-in covers and encodes them (encode.ts) into the files we serve and deliver. */

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
