import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, updateProfileSchema } from '../../../shared/contracts/profile.ts';
import { AppError, jsonError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import type { ProfileService } from './profile.service.ts';
import { ERROR_CODES } from '../../../shared/api-error.ts';

/** /api/profile: my profile, its edits and my avatar (the image bytes are the request body). */
export function profileRoutes(profile: ProfileService) {
  const routes = new Hono();

  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await profile.get(requireUser(c).id));
  });

  routes.patch('/', async (c) => {
    const user = requireUser(c);
    return c.json(await profile.update(user.id, await readJson(c, updateProfileSchema)));
  });

  routes.get('/avatar', async (c) => {
    const image = await profile.avatar(requireUser(c).id);
    c.header('Content-Type', image.contentType);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    return c.body(new Uint8Array(image.body));
  });

  routes.post(
    '/avatar',
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES,
      onError: (c) =>
        jsonError(
          c,
          413,
          ERROR_CODES.payloadTooLarge,
          `The image is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
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
      return c.json(await profile.setAvatar(user.id, bytes));
    },
  );

  routes.delete('/avatar', async (c) => c.json(await profile.removeAvatar(requireUser(c).id)));

  return routes;
}
