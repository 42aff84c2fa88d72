import { Hono } from 'hono';
import { TOOL_UPLOAD_MAX_BYTES } from '../../../shared/contracts/uploads.ts';
import { imageBody } from '../../http/image-body.ts';
import { requireUser } from '../auth/current-user.ts';
import type { UploadsService } from './uploads.service.ts';

/** POST /api/uploads: a cover for the tools, its bytes as the body (sent as the file's own type). */
export function uploadsRoutes(uploads: UploadsService) {
  const routes = new Hono();
  const image = imageBody(TOOL_UPLOAD_MAX_BYTES);
  routes.post('/', image.limit, async (c) => {
    const user = requireUser(c);
    return c.json(await uploads.upload({ kind: 'user', userId: user.id }, await image.read(c)), 201);
  });
  return routes;
}
