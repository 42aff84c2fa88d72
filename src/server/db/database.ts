import path from 'node:path';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { runMigrations } from './migrate.ts';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when DATABASE_URL is
 * set, otherwise the file-backed PGlite in DATA_DIR/db, guarded so only this process owns it.
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  logger?: Pick<Logger, 'warn'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = await openPostgres(config.databaseUrl, {
      onIdleError: (err) => logger?.warn({ err: err.message }, 'an idle database connection was closed'),
    });
    await runMigrations(handle);
    return handle;
  }
  const lock = lockDataDir(config.dataDir);
  try {
    const handle = await openPglite(path.join(config.dataDir, 'db'));
    await runMigrations(handle);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
