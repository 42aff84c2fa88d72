import fs from 'node:fs';
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

/**
 * An empty, migrated database dumped at build time (scripts/pglite-template.mjs). A new data folder starts as a
 * copy of it: ~1.5 s instead of ~5 s of initdb and migrations here. Without a build (tests run from source) PGlite
 * creates the database itself.
 */
export const PGLITE_TEMPLATE = path.resolve(import.meta.dirname, '../../../dist/pglite/template.tar.gz');

/**
 * PGlite starts PostgreSQL with its stock 128 MB of shared buffers, and clearing them is most of an open (~1 s of
 * the reused folder's ~1.3 s here). 32 MB holds the whole of a small site's hot data, opens in ~0.4 s and keeps
 * 96 MB out of the process. Given on the command line, as the data folder's postgresql.conf is left as initdb
 * wrote it (PGlite's own `postgresqlconf` option replaces the file).
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] };

async function createPglite(dir: string): Promise<PGlite> {
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh && fs.existsSync(PGLITE_TEMPLATE)) {
    try {
      return await PGlite.create(dir, {
        ...PGLITE_OPTIONS,
        loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE)]),
      });
    } catch {
      // A template this PGlite cannot read (built by another version): start the folder over without it.
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return PGlite.create(dir, PGLITE_OPTIONS);
}

/** Opens PGlite in a folder (or in memory when `dir` is undefined). The caller owns the folder lock. */
export async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  const client = dir ? await createPglite(path.resolve(dir)) : await PGlite.create(PGLITE_OPTIONS);
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
