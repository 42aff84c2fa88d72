import type { MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/api-error.ts';
import type { Database } from '../db/client.ts';
import { jsonError } from './errors.ts';

export interface RateLimitRule {
  /** Names the limit in the key, e.g. "sign-in". */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts a hit for `key` in the current fixed window and says whether it is over the limit. One atomic
 * upsert, so concurrent requests from many processes never under-count.
 */
export async function hit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<{ count: number; retryAfter: number }> {
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
  `)) as unknown as { rows: { count: number; retry_after: number }[] };
  const row = result.rows[0]!;
  return { count: Number(row.count), retryAfter: Math.max(1, Number(row.retry_after)) };
}

/** Forgets the hits counted for `key` under `rule` (a success that ends a run of failures). */
export async function forget(db: Database, key: string, rule: RateLimitRule): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`${rule.name}:${key}`}`);
}

/** Middleware that answers 429 with a clear message once `keyOf` has been seen `limit` times in the window. */
export function rateLimit(
  db: Database,
  rule: RateLimitRule,
  keyOf: (c: Parameters<MiddlewareHandler>[0]) => Promise<string | null> | string | null,
): MiddlewareHandler {
  return async (c, next) => {
    const key = await keyOf(c);
    if (key === null) return next();
    const { count, retryAfter } = await hit(db, `${rule.name}:${key}`, rule);
    if (count > rule.limit) {
      c.header('Retry-After', String(retryAfter));
      return jsonError(c, 429, ERROR_CODES.tooManyRequests, rule.message);
    }
    return next();
  };
}
