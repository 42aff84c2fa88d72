import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { createLogger } from './logger.ts';
import { createJobQueue } from './jobs/queue.ts';
import { GALLERY_SEED } from '../shared/content/gallery-seed.ts';
import { buildServices } from './services.ts';

/** Composition root: read configuration, open the database, start HTTP, stop cleanly on signals. */
async function main() {
  let config;
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

  let database;
  try {
    database = await openDatabase(config, logger);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal(err.message);
      console.error(err.message);
      process.exit(75); // EX_TEMPFAIL
    }
    throw err;
  }
  logger.info({ engine: database.engine }, 'database ready');

  const queue = await createJobQueue(database, logger, { expireSeconds: config.jobExpireSeconds });
  const services = buildServices(config, database.db, logger, { queue });
  await queue.startWorkers(config.workers, {
    render: (job, signal) => services.generations.render(job, signal),
    dead: (job) => services.generations.abandon(job),
  });
  // Generations left unsettled by a crash before they were queued are refunded now and then every minute.
  const swept = await services.generations.sweepStale();
  const sweeper = setInterval(() => void services.generations.sweepStale().catch(() => undefined), 60_000).unref();
  // The gallery's community covers, once; their artwork is drawn in the background by a process that renders.
  await services.gallery.seed(GALLERY_SEED);
  if (config.workers > 0) {
    void services.samples.warm().catch((err: unknown) => logger.warn({ err }, 'sample artwork not rendered yet'));
  }
  logger.info(
    { mail: services.mail.name, workers: config.workers, renderThreads: config.renderThreads, swept },
    'services ready',
  );
  if (config.payments.provider === 'sandbox')
    logger[config.env === 'production' ? 'warn' : 'info'](
      { payments: 'sandbox' },
      'Payments run in the sandbox: checkouts take no real money and always succeed (set PAYMENTS to stripe or cashfree to charge cards)',
    );
  const app = createApp({ config, logger, db: database.db, services });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    const url = `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`;
    logger.info({ url, publicUrl: config.publicUrl }, `Soundsleeve is listening on ${url}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000).unref();
    clearInterval(sweeper);
    server.close();
    await queue.stop().catch((err: unknown) => logger.warn({ err }, 'job queue did not stop cleanly'));
    // After the queue: its last jobs may still be rendering.
    await services.renderPool.close().catch((err: unknown) => logger.warn({ err }, 'render pool did not stop cleanly'));
    // Idle keep-alive sockets would otherwise hold the process open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await database.close();
    clearTimeout(forced);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Soundsleeve failed to start:', err);
  process.exit(1);
});
