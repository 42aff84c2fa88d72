import { Hono, type Context } from 'hono';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import { z } from 'zod';
import { gradePreviewSchema, PALETTE_FORMATS } from '../../../shared/contracts/tone.ts';
import { attachmentHeader } from '../generations/download-name.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../auth/current-user.ts';
import type { Owner } from '../generations/generations.repo.ts';
import type { ToneService, ToneSource } from './tone.service.ts';

/** /api/tools/tone/{covers|uploads}/:id: a cover's (or an upload's) palette, and `/grades/:grade` its previews. */
export function toneRoutes(tone: ToneService) {
  const routes = new Hono();
  const me = (c: Context): Owner => ({ kind: 'user', userId: requireUser(c).id });

  for (const [prefix, kind] of [
    ['/covers', 'cover'],
    ['/uploads', 'upload'],
  ] as const) {
    const sourceOf = (c: Context): ToneSource => ({ kind, id: c.req.param('id')! });
    routes.get(`${prefix}/:id`, async (c) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await tone.palette(me(c), sourceOf(c), c.req.raw.signal));
    });
    routes.get(`${prefix}/:id/palette/:format`, async (c) => {
      const format = z.enum(PALETTE_FORMATS).safeParse(c.req.param('format'));
      if (!format.success)
        throw new AppError(404, ERROR_CODES.notFound, `Palettes download as ${PALETTE_FORMATS.join(', ')}.`);
      const file = await tone.paletteFile(me(c), sourceOf(c), format.data, c.req.raw.signal);
      c.header('Content-Type', file.contentType);
      c.header('Content-Disposition', attachmentHeader(file.filename));
      c.header('Cache-Control', 'private, no-cache');
      return c.body(new Uint8Array(file.bytes));
    });
    routes.get(`${prefix}/:id/grades/:grade`, async (c) => {
      const grade = gradePreviewSchema.safeParse(c.req.param('grade'));
      if (!grade.success) throw new AppError(404, ERROR_CODES.notFound, grade.error.issues[0]!.message);
      const image = await tone.graded(me(c), sourceOf(c), grade.data, c.req.raw.signal);
      c.header('Content-Type', 'image/webp');
      c.header('Cache-Control', 'private, no-cache');
      return c.body(new Uint8Array(image));
    });
  }
  return routes;
}
