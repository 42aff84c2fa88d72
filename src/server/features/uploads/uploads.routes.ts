import { Hono } from 'hono';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import { TOOL_UPLOAD_MAX_BYTES, uploadPurposeSchema } from '../../../shared/contracts/uploads.ts';
import { AppError } from '../../http/errors.ts';
import { imageBody } from '../../http/image-body.ts';
import { requireUser } from '../auth/current-user.ts';
import type { UploadsService } from './uploads.service.ts';

/** POST /api/uploads[?for=cover|enhance]: a picture for the tools, its bytes as the body (sent as the file's own type). */
export function uploadsRoutes(uploads: UploadsService) {
  const routes = new Hono();
  const image = imageBody(TOOL_UPLOAD_MAX_BYTES);
  routes.post('/', image.limit, async (c) => {
    const user = requireUser(c);
    const purpose = uploadPurposeSchema.safeParse(c.req.query('for'));
    if (!purpose.success) throw new AppError(400, ERROR_CODES.validation, purpose.error.issues[0]!.message);
    return c.json(await uploads.upload({ kind: 'user', userId: user.id }, await image.read(c), purpose.data), 201);
  });
  return routes;
}
