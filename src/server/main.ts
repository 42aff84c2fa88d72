import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { answerUnparsableRequests } from './http/client-error.ts';
import { keepIdleConnections } from './http/keep-alive.ts';
import { boot, shutdown } from './boot.ts';
import { GALLERY_SEED } from '../shared/content/gallery-seed.ts';

/** Composition root: the shared start-up (boot.ts), then the web process's own work: HTTP, sweeping, seeding. */
async function main() {
  const booted = await boot({ renderers: (config) => config.workers });
  const { config, logger, database, services } = booted;
  // Generations left unsettled by a crash before they were queued are refunded now and then every minute.
  const swept = await services.generations.sweepStale();
  const sweeper = setInterval(() => void services.generations.sweepStale().catch(() => undefined), 60_000).unref();
  // Idempotency-Keys' kept answers outlive their 24 hours by at most an hour.
  const forgetAnswers = () =>
    void services.publicApi
      .forgetIdempotentAnswers()
      .catch((err: unknown) => logger.warn({ err }, 'old Idempotency-Key answers not removed'));
  forgetAnswers();
  const answersSweeper = setInterval(forgetAnswers, 60 * 60_000).unref();
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
      'Payments run in the sandbox: checkouts take no real money and are paid or declined on a test page (set PAYMENTS to stripe or cashfree to charge cards)',
    );
  // Loaded after boot, as boot loads the services: the database opens meanwhile (boot.ts).
  const { createApp } = await import('./app.ts');
  const app = createApp({ config, logger, db: database.db, services });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    const url = `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`;
    logger.info({ url, publicUrl: config.publicUrl }, `Soundsleeve is listening on ${url}`);
  });
  answerUnparsableRequests(server);
  keepIdleConnections(server);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000).unref();
    clearInterval(sweeper);
    clearInterval(answersSweeper);
    server.close();
    await shutdown(booted, () => {
      // Idle keep-alive sockets would otherwise hold the process open until they time out.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
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
