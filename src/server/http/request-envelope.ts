import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import { securityHeaders } from './security.ts';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

/** Answers slower than this are logged at info (the rest only at debug). */
const SLOW_REQUEST_MS = 1000;

/** An id a proxy in front already gave the request is kept (so logs line up), if it is a plain token. */
const GIVEN_ID = /^[\w=-]{1,255}$/;

/**
 * Paths that carry a secret: a password-reset link's token is its last segment, and whoever reads the log must not be
 * able to follow it. The query string, where verification tokens travel, is never logged.
 */
const SECRET_IN_PATH = /^(\/api\/auth\/reset-password\/)[^/]+/;
const loggedPath = (path: string) => path.replace(SECRET_IN_PATH, '$1[token]');

/**
 * What every request gets, in one middleware (each layer of middleware costs every request its own promises): an id
 * (a random prefix per app, then a counter: unique across processes without a random UUID per request, which cost a
 * tenth of a small answer), sent back as X-Request-Id; the security headers for what the answer is; and a log line,
 * only at debug unless the answer is a server error or slow, since at info a busy server would spend its time
 * writing logs.
 */
export function requestEnvelope({ logger, https }: { logger: Logger; https: boolean }): MiddlewareHandler {
  const prefix = randomBytes(4).toString('hex');
  let count = 0;
  const secure = securityHeaders({ https });
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const id = given !== undefined && GIVEN_ID.test(given) ? given : `${prefix}-${(count++).toString(36)}`;
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    const started = performance.now();
    await next();
    secure(c.res.headers);
    const ms = Math.round(performance.now() - started);
    const status = c.res.status;
    const level = status >= 500 ? 'warn' : ms >= SLOW_REQUEST_MS ? 'info' : 'debug';
    if (logger.isLevelEnabled(level))
      logger[level]({ reqId: id, method: c.req.method, path: loggedPath(c.req.path), status, ms }, 'request');
  };
}
