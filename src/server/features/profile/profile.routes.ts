import { Hono } from 'hono';
import { AVATAR_MAX_BYTES, updateProfileSchema } from '../../../shared/contracts/profile.ts';
import { imageBody } from '../../http/image-body.ts';
import { readJson } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import type { ProfileService } from './profile.service.ts';

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

  const avatar = imageBody(AVATAR_MAX_BYTES);
  routes.post('/avatar', avatar.limit, async (c) => {
    const user = requireUser(c);
    return c.json(await profile.setAvatar(user.id, await avatar.read(c)));
  });

  routes.delete('/avatar', async (c) => c.json(await profile.removeAvatar(requireUser(c).id)));

  return routes;
}
