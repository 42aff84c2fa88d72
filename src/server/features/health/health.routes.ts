import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonError } from '../../http/errors.ts';
import { ERROR_CODES } from '../../../shared/api-error.ts';

/**
 * How long one database probe answers for. Load balancers and monitors poll health many times a second across
 * instances; a query each time made health cost as much as a real endpoint. A second-old answer is as good.
 */
export const HEALTH_PROBE_TTL_MS = 1000;

/** `select 1` at most once per `ttlMs`; callers in between (and during a probe) share its outcome. */
export function databaseProbe(db: Database, ttlMs = HEALTH_PROBE_TTL_MS) {
  let last: { at: number; ok: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  return (): Promise<boolean> | boolean => {
    if (last && performance.now() - last.at < ttlMs) return last.ok;
    running ??= db
      .execute(sql`select 1`)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        last = { at: performance.now(), ok };
        running = undefined;
        return ok;
      });
    return running;
  };
}

/** GET /api/health: ok once the app can serve, which includes reaching its database. */
export function healthRoutes(db: Database) {
  const databaseUp = databaseProbe(db);
  return new Hono().get('/', async (c) => {
    if (!(await databaseUp())) return jsonError(c, 503, ERROR_CODES.unavailable, 'The database is not reachable.');
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  });
}
