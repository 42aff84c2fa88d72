import { Hono, type Context } from 'hono';
import { logoQuerySchema } from '../../../shared/contracts/logos.ts';
import { readQuery } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import { attachmentHeader } from '../generations/download-name.ts';
import type { Owner } from '../generations/generations.repo.ts';
import type { LogosService } from './logos.service.ts';

/** /api/tools/logos: a logo as SVG or PNG (`download=1` to save it as a file). */
export function logosRoutes(logos: LogosService) {
  const routes = new Hono();
  const me = (c: Context): Owner => ({ kind: 'user', userId: requireUser(c).id });
  const fileName = (name: string, ext: string) =>
    `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Artist'} logo.${ext}`;

  routes.get('/logo.svg', async (c) => {
    const query = readQuery(c, logoQuerySchema);
    const svg = await logos.svg(me(c), query, c.req.raw.signal);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'private, max-age=3600');
    if (query.download) c.header('Content-Disposition', attachmentHeader(fileName(query.name, 'svg')));
    return c.body(svg);
  });
  routes.get('/logo.png', async (c) => {
    const query = readQuery(c, logoQuerySchema);
    const png = await logos.png(me(c), query, c.req.raw.signal);
    c.header('Content-Type', 'image/png');
    c.header('Cache-Control', 'private, max-age=3600');
    if (query.download) c.header('Content-Disposition', attachmentHeader(fileName(query.name, 'png')));
    return c.body(new Uint8Array(png));
  });
  return routes;
}
