import sharp, { type OutputInfo } from 'sharp';
import {
  encodeExportJpeg,
  encodeExportPng,
  encodeWebVariants,
  EXPORT_SIZE,
  PREVIEW_SIZE,
} from '../../engine/export.ts';
import { safeDownload } from '../http/safe-download.ts';
import { ImageProviderError, type ImageResult } from './image.provider.ts';
import { unreadable } from './vendor-errors.ts';

/** Limits on what an outside service may send us. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/** 40 megapixels: larger than any provider's output (e.g. 2048 × 2048 or 1792 × 1024), far below a bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED_TYPES = /^image\/(png|jpeg|webp)$/;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

export interface FetchOptions {
  service: string;
  allowPrivate: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Bytes of an image given as a URL (fetched safely), a data: URL, or bare base64. */
export async function loadProviderImage(
  source: { url: string } | { base64: string },
  options: FetchOptions,
): Promise<Buffer> {
  if ('base64' in source) return decodeBase64(source.base64, options.service);
  if (source.url.startsWith('data:')) {
    const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(source.url);
    if (!match || !match[2] || !ACCEPTED_TYPES.test(match[1]!.toLowerCase())) throw unreadable(options.service);
    return decodeBase64(match[3]!, options.service);
  }
  const { bytes } = await safeDownload(source.url, {
    allowPrivate: options.allowPrivate,
    maxBytes: MAX_IMAGE_BYTES,
    timeoutMs: options.timeoutMs ?? 30_000,
    contentType: ACCEPTED_TYPES,
    signal: options.signal,
  });
  return bytes;
}

function decodeBase64(text: string, service: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || (compact.length * 3) / 4 > MAX_IMAGE_BYTES || !/^[A-Za-z0-9+/_-]+=*$/.test(compact)) {
    throw unreadable(service);
  }
  return Buffer.from(compact, 'base64');
}

/**
 * Our own variants of an outside image, in the engine's formats: the centre square, oriented, flattened and
 * converted to sRGB; a 1024² WebP preview, a 256² thumbnail and the 3000² sRGB JPEG master (Lanczos-enlarged and
 * marked as upscaled when the original is smaller).
 */
export async function normaliseProviderImage(bytes: Buffer, service: string): Promise<Required<ImageResult>> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw unreadable(service);
    decoded = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#000000' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof ImageProviderError) throw err;
    const tooBig = /pixel limit/i.test((err as Error).message);
    throw new ImageProviderError(
      tooBig
        ? `${service} sent an image larger than we accept. Your credit has been refunded.`
        : `${service} sent an image we could not read. Your credit has been refunded.`,
      'bad_response',
    );
  }
  const { width, height, channels } = decoded.info;
  const side = Math.min(width, height);
  const square = () =>
    sharp(decoded.data, { raw: { width, height, channels } }).extract({
      left: Math.floor((width - side) / 2),
      top: Math.floor((height - side) / 2),
      width: side,
      height: side,
    });
  const [web, master] = await Promise.all([
    square()
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { kernel: 'lanczos3' })
      .raw()
      .toBuffer()
      .then((preview) =>
        encodeWebVariants(() => sharp(preview, { raw: { width: PREVIEW_SIZE, height: PREVIEW_SIZE, channels } })),
      ),
    encodeExportJpeg(square().resize(EXPORT_SIZE, EXPORT_SIZE, { kernel: 'lanczos3' })),
  ]);
  return { ...web, master, upscaled: side < EXPORT_SIZE };
}

/** The PNG download of a stored master (outside providers' covers keep only the JPEG master). */
export const masterToPng = (master: Buffer): Promise<Buffer> => encodeExportPng(sharp(master));
