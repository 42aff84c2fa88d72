import { Hono } from 'hono';
import { z } from 'zod';
import { readQuery } from '../../http/validate.ts';
import { imageSizeQuery, sizeOf } from '../images/sized-images.ts';
import type { SamplesService } from './samples.service.ts';

const sampleQuery = imageSizeQuery.extend({
  variant: z.enum(['preview', 'thumbnail']).default('preview'),
  v: z.string().max(16).optional(),
});

/**
 * GET /api/samples/:key?v=[&w=&f=]: sample artwork, at a width and format when asked (image-size.ts). With the current `v` (sampleImageUrl) the bytes never change, so it is
 * cached for a year, immutable; any other address for a day.
 */
export function samplesRoutes(samples: SamplesService) {
  return new Hono().get('/:key', async (c) => {
    const query = readQuery(c, sampleQuery);
    const key = c.req.param('key');
    const image = await samples.image(key, query.variant, sizeOf(query));
    c.header('Content-Type', image.contentType);
    c.header(
      'Cache-Control',
      samples.isCurrent(key, query.v) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
    );
    return c.body(new Uint8Array(image.body));
  });
}
