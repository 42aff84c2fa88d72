import { Hono, type Context } from 'hono';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import { mockupQuerySchema, mockupSceneSchema } from '../../../shared/contracts/mockups.ts';
import { AppError } from '../../http/errors.ts';
import { readQuery } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import { attachmentHeader } from '../generations/download-name.ts';
import type { Owner } from '../generations/generations.repo.ts';
import type { MockupsService } from './mockups.service.ts';

/** /api/mockups: the Album Mockup Builder's scenes around a cover of mine or an upload, one at a time or zipped. */
export function mockupsRoutes(mockups: MockupsService) {
  const routes = new Hono();
  const me = (c: Context): Owner => ({ kind: 'user', userId: requireUser(c).id });
  const scene = (c: Context) => {
    const parsed = mockupSceneSchema.safeParse(c.req.param('scene'));
    if (!parsed.success) throw new AppError(404, ERROR_CODES.notFound, parsed.error.issues[0]!.message);
    return parsed.data;
  };
  /** A scene: a full PNG to download, or the page's WebP preview. */
  const image = (c: Context, file: { bytes: Buffer; filename: string }, size: 'preview' | 'full') => {
    c.header('Cache-Control', 'private, no-cache');
    if (size === 'full') {
      c.header('Content-Type', 'image/png');
      c.header('Content-Disposition', attachmentHeader(file.filename));
    } else c.header('Content-Type', 'image/webp');
    return c.body(new Uint8Array(file.bytes));
  };
  const zip = (c: Context, file: { bytes: Buffer; filename: string }) => {
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', attachmentHeader(file.filename));
    c.header('Cache-Control', 'private, no-cache');
    return c.body(new Uint8Array(file.bytes));
  };

  routes.get('/uploads/:upload', async (c) => {
    const query = readQuery(c, mockupQuerySchema);
    return zip(c, await mockups.zipOfUpload(me(c), c.req.param('upload'), query, c.req.raw.signal));
  });
  routes.get('/uploads/:upload/:scene', async (c) => {
    const query = readQuery(c, mockupQuerySchema);
    const file = await mockups.ofUpload(me(c), c.req.param('upload'), scene(c), query, c.req.raw.signal);
    return image(c, file, query.size);
  });
  routes.get('/covers/:id', async (c) => zip(c, await mockups.zipOfCover(me(c), c.req.param('id'), c.req.raw.signal)));
  routes.get('/covers/:id/:scene', async (c) => {
    const { size } = readQuery(c, mockupQuerySchema);
    const file = await mockups.ofCover(me(c), c.req.param('id'), scene(c), size, c.req.raw.signal);
    return image(c, file, size);
  });
  return routes;
}
