import { createHash } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import { z } from 'zod';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageWidth,
} from '../../../shared/contracts/image-size.ts';
import { AppError } from '../../http/errors.ts';
import type { RenderPool } from '../../providers/image/render-pool.ts';
import type { DerivedFiles } from '../../providers/storage/derived-files.ts';
import { derivedKey, type StorageProvider, type StoredObject } from '../../providers/storage/storage.provider.ts';

/** Bump when encodeSizedPreview's settings change, so no older encoding is served from storage. */
const SIZED_VERSION = 1;
const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;
const PREVIEW_WIDTH: ImageWidth = 1024;

export interface ImageSize {
  width: ImageWidth;
  format: ImageFormat;
}

const WIDTH_ERROR = `The width must be one of ${IMAGE_WIDTHS.join(', ')}.`;

export const imageSizeQuery = z.object({
  w: z.coerce
    .number({ error: WIDTH_ERROR })
    .pipe(z.literal(IMAGE_WIDTHS, { error: WIDTH_ERROR }))
    .optional(),
  f: z.enum(IMAGE_FORMATS, { error: 'The format must be webp or avif.' }).optional(),
});

/** The size a query asked for (`w`, `f`), or none: the stored preview or thumbnail. */
export function sizeOf(query: { w?: ImageWidth; f?: ImageFormat }): ImageSize | undefined {
  if (query.w === undefined && query.f === undefined) return undefined;
  return { width: query.w ?? PREVIEW_WIDTH, format: query.f ?? 'webp' };
}

const isPreview = ({ width, format }: ImageSize) => width === PREVIEW_WIDTH && format === 'webp';

/** Where a size made of a preview is stored: derived from the preview's content address and the size. */
export const sizedKeyOf = (previewKey: string, { width, format }: ImageSize) =>
  derivedKey(
    createHash('sha256').update(`sized-preview|${SIZED_VERSION}|${previewKey}|${width}|${format}`).digest('hex'),
    CONTENT_TYPES[format],
  );

/** Every size that may have been made of a preview: removed with it (a cache, made again on demand). */
export const sizedKeysOf = (previewKey: string) =>
  IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => ({ width, format })))
    .filter((size) => !isPreview(size))
    .map((size) => sizedKeyOf(previewKey, size));

/**
 * Public artwork at the width and format a page's `srcset` picks (shared/contracts/image-size.ts). The stored 1024²
 * WebP preview is served as it is; any other size is encoded from it in the render pool once, then kept in storage
 * under a key derived from the preview's content address, so it never goes stale and survives restarts.
 */
export function sizedImages(deps: { storage: StorageProvider; files: DerivedFiles; renderPool: RenderPool }) {
  const missing = () => new AppError(404, ERROR_CODES.notFound, 'This image is missing.');

  return {
    async get(previewKey: string, size: ImageSize): Promise<StoredObject> {
      if (isPreview(size)) {
        const preview = await deps.storage.get(previewKey);
        if (!preview) throw missing();
        return preview;
      }
      const body = await deps.files.get(sizedKeyOf(previewKey, size), async () => {
        const preview = await deps.storage.get(previewKey);
        if (!preview) throw missing();
        return deps.renderPool.sizedPreview(preview.body, size.width, size.format);
      });
      return { body, contentType: CONTENT_TYPES[size.format] };
    },
  };
}

export type SizedImages = ReturnType<typeof sizedImages>;
