import { Hono } from 'hono';
import { AVATAR_MAX_BYTES, updateProfileSchema } from '../../../shared/contracts/profile.ts';
import { imageBody } from '../../http/image-body.ts';
import { readJson } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import type { ProfileService } from './profile.service.ts';
import { createApiKeyRequestSchema } from '../../../shared/contracts/public-api.ts';
import type { PublicApiService } from '../public-api/public-api.service.ts';

/** /api/profile: my profile, its edits, my avatar (the image bytes are the request body) and my API keys. */
export function profileRoutes(profile: ProfileService, publicApi: PublicApiService) {
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

  const avatar = imageBody(AVATAR_MAX_BYTES);
  routes.post('/avatar', avatar.limit, async (c) => {
    const user = requireUser(c);
    return c.json(await profile.setAvatar(user.id, await avatar.read(c)));
  });

  routes.delete('/avatar', async (c) => c.json(await profile.removeAvatar(requireUser(c).id)));

  // API keys are managed from the signed-in profile only: a key cannot make or revoke keys.
  routes.get('/api-keys', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ keys: await publicApi.listKeys(requireUser(c).id) });
  });

  routes.post('/api-keys', async (c) => {
    const user = requireUser(c);
    const { name } = await readJson(c, createApiKeyRequestSchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await publicApi.createKey(user.id, name), 201);
  });

  routes.delete('/api-keys/:id', async (c) => {
    await publicApi.revokeKey(requireUser(c).id, c.req.param('id'));
    return c.body(null, 204);
  });

  return routes;
}
