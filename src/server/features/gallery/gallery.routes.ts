import { Hono } from 'hono';
import { z } from 'zod';
import { GALLERY_GENRES, publishRequestSchema, type PublishGenre } from '../../../shared/contracts/gallery.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import { imageSizeQuery, sizeOf } from '../images/sized-images.ts';
import type { GalleryService } from './gallery.service.ts';

const listQuery = z.object({
  q: z.string().max(100, 'Keep the search under 100 characters.').optional(),
  genre: z.enum(GALLERY_GENRES, { error: `genre must be one of ${GALLERY_GENRES.join(', ')}.` }).optional(),
  limit: z.coerce.number().int().min(1).max(24, 'limit must be between 1 and 24.').default(9),
  cursor: z.string().max(200).optional(),
});

const imageQuery = imageSizeQuery.extend({ variant: z.enum(['preview', 'thumbnail']).default('preview') });

/**
 * A signed-out page is one shared object for a second (gallery.service.ts), asked for by every visitor: its JSON is
 * written once. Serialising it was the largest cost of the endpoint after the HTTP server's own.
 */
const serialized = new WeakMap<object, string>();
function jsonOf(page: object): string {
  let text = serialized.get(page);
  if (text === undefined) serialized.set(page, (text = JSON.stringify(page)));
  return text;
}

/** GET/POST /api/gallery, its images, unpublishing and likes. Browsing is public; the rest needs sign-in. */
export function galleryRoutes(gallery: GalleryService) {
  const routes = new Hono();

  routes.get('/', async (c) => {
    const { q, genre, limit, cursor } = readQuery(c, listQuery);
    c.header('Cache-Control', 'no-store');
    const publishGenre = genre && genre !== 'All' ? (genre as PublishGenre) : undefined;
    const page = await gallery.list(c.get('user')?.id ?? null, { q, genre: publishGenre, limit, cursor });
    return c.body(jsonOf(page), 200, { 'Content-Type': 'application/json' });
  });

  routes.get('/:id/image', async (c) => {
    const query = readQuery(c, imageQuery);
    const image = await gallery.image(c.req.param('id'), query.variant, sizeOf(query));
    c.header('Content-Type', image.contentType);
    // A post's image never changes, but an unpublished one should leave caches within the day.
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(image.body));
  });

  routes.post('/', async (c) => {
    const user = requireUser(c);
    return c.json(await gallery.publish(user.id, await readJson(c, publishRequestSchema)), 201);
  });

  routes.delete('/:id', async (c) => {
    await gallery.unpublish(requireUser(c).id, c.req.param('id'));
    return c.body(null, 204);
  });

  routes.post('/:id/like', async (c) => {
    return c.json(await gallery.toggleLike(requireUser(c).id, c.req.param('id')));
  });

  return routes;
}
