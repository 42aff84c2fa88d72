import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from './body-limit.ts';
import { ERROR_CODES } from '../../shared/api-error.ts';
import { AVATAR_TYPES } from '../../shared/contracts/profile.ts';
import { AppError, jsonError } from './errors.ts';

/**
 * A route whose body is an image file's bytes, sent as the file's own type (avatars, covers for the tools): its
 * size limit, and the bytes once the type is one we read (PNG, JPEG or WebP) and the body is not empty.
 */
export function imageBody(maxBytes: number): { limit: MiddlewareHandler; read: (c: Context) => Promise<Buffer> } {
  return {
    limit: bodyLimit({
      maxSize: maxBytes,
      onError: (c) =>
        jsonError(c, 413, ERROR_CODES.payloadTooLarge, `The image is larger than ${maxBytes / 1024 / 1024} MB.`),
    }),
    async read(c) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(AVATAR_TYPES as readonly string[]).includes(type)) {
        throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'Upload a PNG, JPEG or WebP image.');
      }
      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (bytes.length === 0)
        throw new AppError(400, ERROR_CODES.invalidImage, 'The upload was empty. Choose an image.');
      return bytes;
    },
  };
}
