import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';

/** The render queue: durable jobs in the database (pg-boss), so a crash loses nothing. */
export const RENDER_QUEUE = 'render';
/**
 * Generations' further versions, in a queue of their own with workers of their own: they never take a worker a
 * first version (what a request waits for) needs, and their renders wait behind it in the render pool too.
 */
export const RENDER_VERSIONS_QUEUE = 'render-versions';
/** Jobs that ran out of retries land here; their handler fails the generation and refunds it. */
export const RENDER_DEAD_QUEUE = 'render-dead';
/**
 * The AI Image Enhancer's jobs (features/enhancer): one worker per rendering process, as an enlargement holds a core
 * for up to minutes; a job lost with its process is tried once more, then failed by the dead-letter handler.
 */
export const ENHANCE_QUEUE = 'enhance';
export const ENHANCE_DEAD_QUEUE = 'enhance-dead';
/**
 * Public API webhooks (features/public-api/webhooks.ts): one job per generation that asked for one. A receiver that
 * is down or answers an error is tried again with exponential backoff: 10 tries over about three hours.
 */
export const WEBHOOK_QUEUE = 'api-webhook';
const WEBHOOK_RETRIES = 9;
const WEBHOOK_FIRST_RETRY_SECONDS = 20;
/** The longest an enlargement may run (the detailed model on a 1024 px cover takes a few minutes on one core). */
const ENHANCE_EXPIRE_SECONDS = 30 * 60;
// Any constant works, as long as every process of the app uses the same one (see also MIGRATION_LOCK_KEY).
const QUEUE_SETUP_LOCK_KEY = 727_002;

export interface RenderJob {
  generationId: string;
  /** Draw the generation's versions after its first (which is drawn, and settles it, in a job of its own). */
  versions?: boolean;
}

export interface EnhanceJob {
  enhancementId: string;
}

export interface WebhookJob {
  generationId: string;
}

export interface JobQueue {
  /** Queues a render; a higher `priority` is taken first (a Studio plan's priority rendering). */
  enqueue(job: RenderJob, priority?: number): Promise<void>;
  /** Queues an enlargement; a higher `priority` is taken first (a Studio plan's priority rendering). */
  enqueueEnhance(job: EnhanceJob, priority: number): Promise<void>;
  /** Queues telling a generation's webhook of its outcome (once it has one). */
  enqueueWebhook(job: WebhookJob): Promise<void>;
  /** Starts `concurrency` workers in this process (0 starts none: the process only serves HTTP). */
  startWorkers(
    concurrency: number,
    handlers: {
      render: (job: RenderJob, signal: AbortSignal) => Promise<void>;
      dead: (job: RenderJob) => Promise<void>;
      enhance?: (job: EnhanceJob, signal: AbortSignal) => Promise<void>;
      enhanceDead?: (job: EnhanceJob) => Promise<void>;
      webhook?: (job: WebhookJob) => Promise<void>;
    },
  ): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on our database. PGlite has no socket, so pg-boss talks to it through a small executor: parameterless
 * SQL (pg-boss's schema scripts hold several statements) goes through exec, the rest through query.
 */
function bossFor(handle: DatabaseHandle, expireSeconds: number): PgBoss {
  // Expired jobs are found by pg-boss's maintenance pass: run it often enough to notice them soon after.
  const timing = { maintenanceIntervalSeconds: Math.min(120, Math.max(1, Math.floor(expireSeconds / 2))) };
  if (handle.pglite) {
    const pglite = handle.pglite;
    const db = {
      async executeSql(text: string, values?: unknown[]) {
        if (!values || values.length === 0) {
          const results = await pglite.exec(text);
          const last = results[results.length - 1];
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
        }
        const r = await pglite.query(text, values as never[]);
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
      },
    };
    return new PgBoss({
      db,
      schema: 'pgboss',
      supervise: true,
      schedule: false,
      ...timing,
    } as PgBoss.ConstructorOptions);
  }
  return new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => handle.pool!.query(text, values) },
    schema: 'pgboss',
    schedule: false,
    ...timing,
  } as PgBoss.ConstructorOptions);
}

export async function createJobQueue(
  handle: DatabaseHandle,
  logger: Logger,
  options: { expireSeconds?: number } = {},
): Promise<JobQueue> {
  const expireSeconds = options.expireSeconds ?? 120;
  const boss = bossFor(handle, expireSeconds);
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  const setUp = async () => {
    await boss.start();
    for (const dead of [RENDER_DEAD_QUEUE, ENHANCE_DEAD_QUEUE])
      if (!(await boss.getQueue(dead))) await boss.createQueue(dead);
    if (!(await boss.getQueue(ENHANCE_QUEUE)))
      await boss.createQueue(ENHANCE_QUEUE, {
        name: ENHANCE_QUEUE,
        retryLimit: 1,
        retryDelay: 1,
        expireInSeconds: ENHANCE_EXPIRE_SECONDS,
        deadLetter: ENHANCE_DEAD_QUEUE,
      });
    if (!(await boss.getQueue(WEBHOOK_QUEUE)))
      await boss.createQueue(WEBHOOK_QUEUE, {
        name: WEBHOOK_QUEUE,
        retryLimit: WEBHOOK_RETRIES,
        retryDelay: WEBHOOK_FIRST_RETRY_SECONDS,
        retryBackoff: true,
        expireInSeconds: 120,
      });
    // A render taking longer than expireSeconds is treated as lost (the process died): retried once, then
    // dead-lettered. The queues' settings follow the configuration on every start: a queue made earlier (by the data folder's
    // template, or before JOB_EXPIRE_SECONDS changed) would otherwise keep the expiry it was made with.
    for (const name of [RENDER_QUEUE, RENDER_VERSIONS_QUEUE]) {
      const settings = {
        name,
        retryLimit: 1,
        retryDelay: 1,
        expireInSeconds: expireSeconds,
        deadLetter: RENDER_DEAD_QUEUE,
      };
      const existing = await boss.getQueue(name);
      if (!existing) await boss.createQueue(name, settings);
      else if (existing.expireInSeconds !== expireSeconds) await boss.updateQueue(name, settings);
    }
  };
  if (handle.pool) {
    // Several processes starting at once on a fresh database would deadlock creating the queues: take turns.
    const lock = await handle.pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
      await setUp();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
  } else {
    await setUp();
  }
  const workerIds: string[] = [];

  return {
    async enqueue(job, priority = 0) {
      await boss.send(job.versions ? RENDER_VERSIONS_QUEUE : RENDER_QUEUE, job, { priority });
      // Wake a local worker now instead of at its next poll (pg-boss polls every half second at best).
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async enqueueEnhance(job, priority) {
      await boss.send(ENHANCE_QUEUE, job, { priority });
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async enqueueWebhook(job) {
      await boss.send(WEBHOOK_QUEUE, job);
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async startWorkers(concurrency, handlers) {
      for (const queue of [RENDER_QUEUE, RENDER_VERSIONS_QUEUE]) {
        for (let i = 0; i < concurrency; i++) {
          workerIds.push(
            await boss.work<RenderJob>(queue, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => {
              if (job) await handlers.render(job.data, AbortSignal.timeout(Math.max(1, expireSeconds - 5) * 1000));
            }),
          );
        }
      }
      if (concurrency > 0) {
        await boss.work<RenderJob>(RENDER_DEAD_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
          if (job) await handlers.dead(job.data);
        });
      }
      const { webhook } = handlers;
      if (concurrency > 0 && webhook) {
        workerIds.push(
          await boss.work<WebhookJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
            if (job) await webhook(job.data);
          }),
        );
      }
      const { enhance, enhanceDead } = handlers;
      if (concurrency > 0 && enhance && enhanceDead) {
        workerIds.push(
          await boss.work<EnhanceJob>(ENHANCE_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
            if (job) await enhance(job.data, AbortSignal.timeout((ENHANCE_EXPIRE_SECONDS - 10) * 1000));
          }),
        );
        await boss.work<EnhanceJob>(ENHANCE_DEAD_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
          if (job) await enhanceDead(job.data);
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
