import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createLogger } from './logger.ts';
import { buildServices } from './services.ts';

/**
 * `npm run worker`: a render worker without HTTP, for scale-out next to web processes started with WORKERS=0.
 * It needs PostgreSQL (DATABASE_URL): the built-in database belongs to one process.
 */
async function worker() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const logger = createLogger(config);
  if (!config.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL): the built-in database can only be opened by the server itself, which runs its own workers (WORKERS).',
    );
    process.exit(78);
  }
  let database;
  try {
    database = await openDatabase(config, logger);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(75);
    }
    throw err;
  }
  const queue = await createJobQueue(database, logger, { expireSeconds: config.jobExpireSeconds });
  const services = buildServices(config, database.db, logger, { queue });
  const concurrency = Math.max(1, config.workers);
  await queue.startWorkers(concurrency, {
    render: (job, signal) => services.generations.render(job, signal),
    dead: (job) => services.generations.abandon(job),
  });
  logger.info({ concurrency }, 'render worker started');
  const stop = async () => {
    await queue.stop();
    await services.renderPool.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

worker().catch((err: unknown) => {
  console.error('The worker failed to start:', err);
  process.exit(1);
});
