import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { pgliteUserChanges, postgresUserChanges, type UserChanges } from './user-changes.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, as `db.transaction(fn)` hands it to `fn`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** The database's announcements of changed users, for per-user caches (user-cache.ts). */
  userChanges: UserChanges;
  close(): Promise<void>;
  /** Present for PGlite: the embedded instance (single connection, in this process). */
  pglite?: PGlite;
  /** Present for PostgreSQL: the connection pool. */
  pool?: pg.Pool;
}

/** Opens PGlite in a folder (or in memory when `dir` is undefined). The caller owns the folder lock. */
export async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  const client = dir ? await PGlite.create(path.resolve(dir)) : await PGlite.create();
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const userChanges = await pgliteUserChanges(client);
  return {
    db,
    engine: 'pglite',
    pglite: client,
    userChanges,
    close: async () => {
      await userChanges.close();
      await client.close();
    },
  };
}

export async function openPostgres(
  url: string,
  options: { max?: number; onIdleError?: (err: Error) => void } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection that the server closes (restart, failover, admin action) emits 'error' on the pool;
  // unhandled, that would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (err) => options.onIdleError?.(err));
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const userChanges = await postgresUserChanges(url, options.onIdleError);
  return {
    db,
    engine: 'postgres',
    pool,
    userChanges,
    close: async () => {
      await userChanges.close();
      await pool.end();
    },
  };
}
