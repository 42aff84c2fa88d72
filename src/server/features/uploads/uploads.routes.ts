import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import { AVATAR_TYPES } from '../../../shared/contracts/profile.ts';
import { TOOL_UPLOAD_MAX_BYTES } from '../../../shared/contracts/uploads.ts';
import { AppError, jsonError } from '../../http/errors.ts';
import { requireUser } from '../auth/current-user.ts';
import type { UploadsService } from './uploads.service.ts';

/** POST /api/uploads: a cover for the tools, its bytes as the body (sent as the file's own type). */
export function uploadsRoutes(uploads: UploadsService) {
  const routes = new Hono();
  routes.post(
    '/',
    bodyLimit({
      maxSize: TOOL_UPLOAD_MAX_BYTES,
      onError: (c) =>
        jsonError(
          c,
          413,
          ERROR_CODES.payloadTooLarge,
          `The image is larger than ${TOOL_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
        ),
    }),
    async (c) => {
      const user = requireUser(c);
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(AVATAR_TYPES as readonly string[]).includes(type)) {
        throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'Upload a PNG, JPEG or WebP image.');
      }
      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (bytes.length === 0)
        throw new AppError(400, ERROR_CODES.invalidImage, 'The upload was empty. Choose an image.');
      return c.json(await uploads.upload({ kind: 'user', userId: user.id }, bytes), 201);
    },
  );
  return routes;
}
