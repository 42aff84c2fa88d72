import { pino } from 'pino';
import { createJobQueue } from '../../src/server/jobs/queue.ts';
import { buildTestApp, testConfig } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/** The app with a real pg-boss queue and in-process workers on the test database. */
export async function buildGenerationApp(database: TestDatabase, env: Record<string, string> = {}) {
  const queue = await createJobQueue(database, pino({ level: 'silent' }));
  const app = buildTestApp(database, { config: testConfig({ RATE_LIMIT_MULTIPLIER: '50', ...env }), queue });
  await queue.startWorkers(2, {
    render: (job, signal) => app.services.generations.render(job, signal),
    dead: (job) => app.services.generations.abandon(job),
    enhance: (job, signal) => app.services.enhancer.run(job, signal),
    enhanceDead: (job) => app.services.enhancer.abandon(job),
    webhook: (job) => app.services.publicApi.deliverWebhook(job.generationId),
  });
  return {
    app,
    stop: async () => {
      await queue.stop();
      await app.services.renderPool.close();
      await app.services.enhancePool.close();
    },
  };
}
