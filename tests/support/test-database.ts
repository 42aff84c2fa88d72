import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/** The engine the suite runs on: PostgreSQL when DATABASE_URL is set, otherwise in-memory PGlite. */
export const testEngine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database of its own for one test suite. On PostgreSQL each call creates a new
 * database on the server named by DATABASE_URL and drops it afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(undefined);
    await runMigrations(handle);
    return { ...handle, destroy: handle.close };
  }
  const name = `soundsleeve_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 20 });
  await runMigrations(handle);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
