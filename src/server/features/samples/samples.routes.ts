import { Hono } from 'hono';
import { z } from 'zod';
import { readQuery } from '../../http/validate.ts';
import type { SamplesService } from './samples.service.ts';

/** GET /api/samples/:key: sample artwork, the same bytes for ever (the key names a fixed idea, seed and look). */
export function samplesRoutes(samples: SamplesService) {
  return new Hono().get('/:key', async (c) => {
    const { variant } = readQuery(c, z.object({ variant: z.enum(['preview', 'thumbnail']).default('preview') }));
    const image = await samples.image(c.req.param('key'), variant);
    c.header('Content-Type', image.contentType);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(image.body));
  });
}
