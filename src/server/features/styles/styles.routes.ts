import { Hono } from 'hono';
import { styleInputSchema, styleUpdateSchema } from '../../../shared/contracts/custom-styles.ts';
import { readJson } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import type { StylesService } from './styles.service.ts';

/** /api/styles: shared styles (public), one's own, saving, changing, sharing and removing them, and their pictures. */
export function stylesRoutes(styles: StylesService) {
  const routes = new Hono();
  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ items: await styles.shared(c.get('user')?.id ?? null) });
  });
  routes.get('/mine', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: await styles.mine(requireUser(c).id) });
  });
  routes.post('/', async (c) => {
    const user = requireUser(c);
    return c.json(await styles.create(user.id, await readJson(c, styleInputSchema)), 201);
  });
  routes.patch('/:id', async (c) => {
    const user = requireUser(c);
    return c.json(await styles.update(user.id, c.req.param('id'), await readJson(c, styleUpdateSchema)));
  });
  routes.delete('/:id', async (c) => {
    await styles.remove(requireUser(c).id, c.req.param('id'));
    return c.body(null, 204);
  });
  routes.get('/:id/image', async (c) => {
    const { object, shared } = await styles.image(c.get('user')?.id ?? null, c.req.param('id'));
    // Addressed by the picture's digest (?v=), so the bytes behind an address never change.
    c.header('Cache-Control', shared ? 'public, max-age=86400' : 'private, max-age=86400');
    c.header('Content-Type', object.contentType);
    return c.body(new Uint8Array(object.body));
  });
  return routes;
}
