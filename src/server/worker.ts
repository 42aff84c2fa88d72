import { boot, shutdown } from './boot.ts';
import type { Config } from './config.ts';

/** At least one render worker, WORKERS if more. */
const concurrency = (config: Config) => Math.max(1, config.workers);

/**
 * `npm run worker`: a render worker without HTTP, for scale-out next to web processes started with WORKERS=0.
 * It needs PostgreSQL (DATABASE_URL): the built-in database belongs to one process.
 */
async function worker() {
  const booted = await boot({
    renderers: concurrency,
    check: (config) =>
      config.databaseUrl
        ? undefined
        : 'npm run worker needs DATABASE_URL (PostgreSQL): the built-in database can only be opened by the server itself, which runs its own workers (WORKERS).',
  });
  booted.logger.info({ concurrency: concurrency(booted.config) }, 'render worker started');
  const stop = async () => {
    await shutdown(booted);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

worker().catch((err: unknown) => {
  console.error('The worker failed to start:', err);
  process.exit(1);
});
