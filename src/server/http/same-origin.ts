/**
 * Cross-site request forgery guard for the app's own API: a request that changes something (any method but GET,
 * HEAD and OPTIONS) must come from the app's own pages. Browsers name the page's origin in `Origin` on such
 * requests (or, in older cases, only in `Referer`); a request naming another site, `null` (a sandboxed frame, a
 * file) or another port is refused with a 403, as better-auth refuses on its own routes. Exempt: requests that
 * authenticate with a bearer token (no ambient cookie to abuse) and payment providers' webhooks (signed
 * server-to-server calls). A request with neither header is not a browser's; it is refused only when it carries a
 * cookie, since only a cookie makes a forged request dangerous.
 */
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../shared/api-error.ts';
import { jsonError } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value === 'null') return 'null';
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/** `appOrigins`: the app's own origins, the one people are sent to first. */
export function sameOrigin(appOrigins: readonly string[], exempt: (path: string) => boolean): MiddlewareHandler {
  const appOrigin = appOrigins[0]!;
  return async (c, next) => {
    if (SAFE.has(c.req.method) || exempt(c.req.path) || /^Bearer\s/i.test(c.req.header('authorization') ?? ''))
      return next();
    const from = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
    if ((from !== undefined && appOrigins.includes(from)) || (from === undefined && !c.req.header('cookie')))
      return next();
    return jsonError(
      c,
      403,
      ERROR_CODES.forbidden,
      from
        ? `This request came from another site (${from}), so it was refused. Use Soundsleeve from ${appOrigin}.`
        : 'This request does not say which page it came from, so it was refused.',
    );
  };
}
