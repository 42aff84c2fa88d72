import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { boardInputSchema } from '../../../shared/contracts/moodboards.ts';
import { TOOL_UPLOAD_MAX_BYTES } from '../../../shared/contracts/uploads.ts';
import { imageBody } from '../../http/image-body.ts';
import { readJson } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import { attachmentHeader } from '../generations/download-name.ts';
import type { StoredObject } from '../../providers/storage/storage.provider.ts';
import type { BoardAccess, MoodboardsService } from './moodboards.service.ts';

const shareSchema = z.object({ shared: z.boolean({ error: 'shared must be true or false.' }) });

/**
 * /api/moodboards: my boards (list, create, open, save, share, delete), their pictures and PNG, and the same
 * read-only under /shared/:token for anyone with the link.
 */
export function moodboardsRoutes(boards: MoodboardsService) {
  const routes = new Hono();
  const mine = (c: Context) => ({ userId: requireUser(c).id, id: c.req.param('id')! });
  const shared = (c: Context): BoardAccess => ({ token: c.req.param('token')! });
  const image = (c: Context, object: StoredObject, cache: string) => {
    c.header('Content-Type', object.contentType);
    c.header('Cache-Control', cache);
    return c.body(new Uint8Array(object.body));
  };
  const png = async (c: Context, access: BoardAccess) => {
    const { bytes, filename } = await boards.png(access, c.req.raw.signal);
    c.header('Content-Type', 'image/png');
    c.header('Content-Disposition', attachmentHeader(filename));
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(bytes));
  };

  routes.get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: await boards.list(requireUser(c).id) });
  });
  routes.post('/', async (c) => {
    const user = requireUser(c);
    return c.json(await boards.create(user.id, await readJson(c, boardInputSchema)), 201);
  });
  // Uploads and the read-only link: before /:id, which they would otherwise match.
  const picture = imageBody(TOOL_UPLOAD_MAX_BYTES);
  routes.post('/uploads', picture.limit, async (c) => {
    const user = requireUser(c);
    return c.json(await boards.upload(user.id, await picture.read(c)), 201);
  });
  routes.get('/uploads/:upload/image', async (c) =>
    image(c, await boards.uploadPicture(requireUser(c).id, c.req.param('upload')), 'private, max-age=86400'),
  );
  routes.get('/shared/:token', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await boards.get(shared(c)));
  });
  routes.get('/shared/:token/items/:item/image', async (c) =>
    image(c, await boards.picture(shared(c), c.req.param('item')), 'public, max-age=300'),
  );
  routes.get('/shared/:token/board.png', async (c) => png(c, shared(c)));
  routes.get('/:id', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await boards.get(mine(c)));
  });
  routes.put('/:id', async (c) => {
    const access = mine(c);
    return c.json(await boards.save(access.userId, access.id, await readJson(c, boardInputSchema)));
  });
  routes.post('/:id/share', async (c) => {
    const access = mine(c);
    const { shared: on } = await readJson(c, shareSchema);
    return c.json(await boards.share(access.userId, access.id, on));
  });
  routes.delete('/:id', async (c) => {
    const access = mine(c);
    await boards.remove(access.userId, access.id);
    return c.body(null, 204);
  });
  routes.get('/:id/items/:item/image', async (c) =>
    image(c, await boards.picture(mine(c), c.req.param('item')), 'private, no-cache'),
  );
  routes.get('/:id/board.png', async (c) => png(c, mine(c)));
  return routes;
}
