import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { ERROR_CODES } from '../../../shared/api-error.ts';

/** GET /api/health: ok once the app can serve, which includes reaching its database. */
export function healthRoutes(db: Database) {
  return new Hono().get('/', async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new AppError(503, ERROR_CODES.unavailable, 'The database is not reachable.');
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  });
}
