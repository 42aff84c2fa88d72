import { Hono, type Context } from 'hono';
import { enhanceDetailQuerySchema, enhanceRequestSchema } from '../../../shared/contracts/enhance.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import { attachmentHeader } from '../generations/download-name.ts';
import type { Owner } from '../generations/generations.repo.ts';
import type { EnhancerService } from './enhancer.service.ts';

/**
 * /api/tools/enhancer: start an enhancement of a cover of mine or an upload (202: it runs as a job), follow it,
 * and fetch its result, whole (the PNG), as a preview, or as before/after detail squares.
 */
export function enhancerRoutes(enhancer: EnhancerService) {
  const routes = new Hono();
  const me = (c: Context): Owner => ({ kind: 'user', userId: requireUser(c).id });
  const webp = (c: Context, bytes: Buffer) => {
    c.header('Content-Type', 'image/webp');
    c.header('Cache-Control', 'private, max-age=3600');
    return c.body(new Uint8Array(bytes));
  };

  for (const [prefix, kind] of [
    ['/covers', 'cover'],
    ['/uploads', 'upload'],
  ] as const) {
    routes.post(`${prefix}/:id`, async (c) => {
      const owner = me(c);
      const request = await readJson(c, enhanceRequestSchema);
      return c.json(await enhancer.start(owner, { kind, id: c.req.param('id') }, request), 202);
    });
  }
  routes.get('/enhancements', async (c) => {
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ items: await enhancer.recent(me(c)) });
  });
  routes.get('/enhancements/:id', async (c) => {
    c.header('Cache-Control', 'private, no-cache');
    return c.json(await enhancer.get(me(c), c.req.param('id')));
  });
  routes.get('/enhancements/:id/download', async (c) => {
    const { bytes, filename } = await enhancer.download(me(c), c.req.param('id'));
    c.header('Content-Type', 'image/png');
    c.header('Content-Disposition', attachmentHeader(filename));
    c.header('Cache-Control', 'private, no-cache');
    return c.body(new Uint8Array(bytes));
  });
  routes.get('/enhancements/:id/preview', async (c) => webp(c, await enhancer.preview(me(c), c.req.param('id'))));
  routes.get('/enhancements/:id/detail', async (c) => {
    const { side, x, y } = readQuery(c, enhanceDetailQuerySchema);
    return webp(c, await enhancer.detail(me(c), c.req.param('id'), side, x, y));
  });
  return routes;
}
