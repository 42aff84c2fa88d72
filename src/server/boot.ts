import { ConfigError, loadConfig, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import type { JobQueue } from './jobs/queue.ts';
import { createLogger, type Logger } from './logger.ts';
import type { Services } from './services.ts';

export interface Booted {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  queue: JobQueue;
  services: Services;
}

/**
 * The start-up the server (main.ts) and the render worker (worker.ts) share: read configuration (a bad value
 * exits 78, EX_CONFIG), open and migrate the database (another process holding DATA_DIR exits 75, EX_TEMPFAIL),
 * build the job queue and the services, and start `renderers(config)` render workers on the queue.
 * `check` runs on the configuration before the database opens; it returns a reason to refuse to start.
 */
export async function boot(options: {
  renderers: (config: Config) => number;
  check?: (config: Config) => string | undefined;
}): Promise<Booted> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const logger = createLogger(config);
  const refused = options.check?.(config);
  if (refused) {
    console.error(refused);
    process.exit(78);
  }

  // The database opens (PGlite compiles its WebAssembly, mostly off this thread) while the rest of the server's
  // modules load: started one after the other they took ~3.2 s here, side by side ~2.5 s.
  const opening = openDatabase(config, logger);
  const modules = Promise.all([import('./services.ts'), import('./jobs/queue.ts')]);
  let database: DatabaseHandle;
  try {
    database = await opening;
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal(err.message);
      console.error(err.message);
      process.exit(75); // EX_TEMPFAIL
    }
    throw err;
  }
  logger.info({ engine: database.engine }, 'database ready');
  const [{ buildServices }, { createJobQueue }] = await modules;

  const queue = await createJobQueue(database, logger, { expireSeconds: config.jobExpireSeconds });
  const services = buildServices(config, database, logger, { queue });
  await queue.startWorkers(options.renderers(config), {
    render: (job, signal) => services.generations.render(job, signal),
    dead: (job) => services.generations.abandon(job),
    enhance: (job, signal) => services.enhancer.run(job, signal),
    enhanceDead: (job) => services.enhancer.abandon(job),
    webhook: (job) => services.publicApi.deliverWebhook(job.generationId),
  });
  return { config, logger, database, queue, services };
}

/**
 * Stops what boot started, in order: the job queue (its last jobs may still be rendering), then the render pool,
 * the page renderer and the text reader, then the database. `beforeDatabase` runs just before the database closes.
 */
export async function shutdown({ logger, queue, services, database }: Booted, beforeDatabase?: () => void) {
  await queue.stop().catch((err: unknown) => logger.warn({ err }, 'job queue did not stop cleanly'));
  await services.renderPool.close().catch((err: unknown) => logger.warn({ err }, 'render pool did not stop cleanly'));
  await services.enhancePool.close().catch((err: unknown) => logger.warn({ err }, 'enhance pool did not stop cleanly'));
  await services.pageRenderer?.close().catch((err: unknown) => logger.warn({ err }, 'page renderer did not stop'));
  await services.textReader.close().catch((err: unknown) => logger.warn({ err }, 'text reader did not stop'));
  beforeDatabase?.();
  await database.close();
}
