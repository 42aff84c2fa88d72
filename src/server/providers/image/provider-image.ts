import sharp, { type OutputInfo } from 'sharp';
import {
  encodeExportJpeg,
  encodeExportPng,
  encodeWebVariants,
  EXPORT_SIZE,
  PREVIEW_SIZE,
} from '../../engine/encode.ts';
import { safeDownload } from '../http/safe-download.ts';
import { centralRegion, checkImage, ImageRefusedError, type ImageRefusal } from '../../engine/image-guard.ts';
import { ImageProviderError, type ImageResult } from './image.provider.ts';
import { unreadable } from './vendor-errors.ts';

/** Limits on what an outside service may send us. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/** 40 megapixels: larger than any provider's output (e.g. 2048 × 2048 or 1792 × 1024), far below a bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED_TYPES = /^image\/(png|jpeg|webp)$/;
const REFUND = 'Your credit has been refunded.';
/** Why an outside service's image was refused, in words for the person whose cover it was. */
const REFUSED: Record<ImageRefusal, string> = {
  unreadable: 'sent an image we could not read.',
  too_large: 'sent an image larger than we accept.',
  shape: 'sent an image too long and thin to make a square cover of.',
};

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
    // Only the header is matched: the data after the comma may be megabytes.
    const comma = source.url.indexOf(',');
    const match = /^data:([^;,]+)(;base64)$/.exec(source.url.slice(0, Math.max(0, comma)));
    if (!match || !ACCEPTED_TYPES.test(match[1]!.toLowerCase())) throw unreadable(options.service);
    return decodeBase64(source.url.slice(comma + 1), options.service);
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

/** Base64 is checked and decoded this many characters at a time (a few milliseconds of work each). */
const BASE64_SLICE = 1 << 20;

/**
 * Base64 (whitespace ignored, standard or URL alphabet) to bytes. A 25 MB image is about 100 ms of checking and
 * decoding, so it is done in slices with the event loop free in between.
 */
async function decodeBase64(text: string, service: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  let chars = 0;
  let carry = '';
  for (let at = 0; at < text.length; at += BASE64_SLICE) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    const last = at + BASE64_SLICE >= text.length;
    const compact = carry + text.slice(at, at + BASE64_SLICE).replace(/\s+/g, '');
    // Whole 4-character groups only, except at the end, so every slice decodes on its own.
    const cut = last ? compact.length : compact.length - (compact.length % 4);
    const part = compact.slice(0, cut);
    carry = compact.slice(cut);
    chars += part.length;
    if (!(last ? /^[A-Za-z0-9+/_-]*=*$/ : /^[A-Za-z0-9+/_-]*$/).test(part) || (chars * 3) / 4 > MAX_IMAGE_BYTES) {
      throw unreadable(service);
    }
    parts.push(Buffer.from(part, 'base64'));
  }
  const bytes = Buffer.concat(parts);
  if (bytes.length === 0) throw unreadable(service);
  return bytes;
}

/**
 * Our own variants of an outside image, in the engine's formats: the centre square, oriented, flattened and
 * converted to sRGB; a 1024² WebP preview, a 256² thumbnail and the 3000² sRGB JPEG master (Lanczos-enlarged and
 * marked as upscaled when the original is smaller).
 */
export async function normaliseProviderImage(bytes: Buffer, service: string): Promise<Required<ImageResult>> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    const image = await checkImage(bytes, { maxPixels: MAX_IMAGE_PIXELS });
    // Only the centre square is ever held in memory, not the whole picture.
    decoded = await image
      .decode()
      .extract(centralRegion(image.width, image.height, 1))
      .flatten({ background: '#000000' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    const reason = err instanceof ImageRefusedError ? err.reason : 'unreadable';
    throw new ImageProviderError(`${service} ${REFUSED[reason]} ${REFUND}`, 'bad_response');
  }
  const { width: side, channels } = decoded.info;
  const square = () => sharp(decoded.data, { raw: { width: side, height: side, channels } });
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
