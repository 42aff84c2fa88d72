/**
 * Refuses any /api request that carries a NUL character (U+0000) in its URL or its text body. PostgreSQL cannot
 * store NUL in text, so without this guard a NUL in a prompt, a search, a path parameter or a better-auth field
 * reached the database and came back as a 500. No text the app keeps can contain it, so one guard in front of every
 * route (better-auth's included) answers 400 with the one error shape instead.
 */
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../shared/api-error.ts';
import { jsonError } from './errors.ts';

const MESSAGE = 'The request contains a NUL character (\\0), which no field accepts. Remove it and try again.';

/** Bodies read as text: JSON, forms and plain text (images and multipart uploads carry binary bytes). */
const TEXT_BODY = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v));
  return false;
}

export function rejectNul(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(c.req.url)) return jsonError(c, 400, ERROR_CODES.badRequest, MESSAGE);
    const type = c.req.header('content-type') ?? '';
    // The content type is read first: touching `raw.body` makes the server build a full Request.
    if (TEXT_BODY.test(type) && c.req.raw.body) {
      // A clone, so the route (or better-auth, which reads the raw request) still gets the whole body.
      const text = await c.req.raw.clone().text();
      let found = text.includes('\u0000');
      if (!found && /^application\/json/i.test(type) && /\\u0000/i.test(text)) {
        // JSON spells NUL as an escape; only a decoded string tells it from the six characters typed literally.
        try {
          found = hasNul(JSON.parse(text));
        } catch {
          // Not JSON: the route answers invalid_json itself.
        }
      }
      if (found) return jsonError(c, 400, ERROR_CODES.badRequest, MESSAGE);
    }
    return next();
  };
}
