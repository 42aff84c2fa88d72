import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Logger } from '../../logger.ts';
import { workerExecArgv, workerModule } from '../../threads/worker-module.ts';
import type { EnhanceOutcome, EnhanceTask } from './enhance-worker.ts';

/** The enlargement was stopped (its signal, or the pool closing) before it finished. */
export class EnhanceCancelledError extends Error {
  override name = 'EnhanceCancelledError';
}

/** The picture cannot be enlarged (unreadable, too large); the message is for the person. */
export class EnhanceRefusedError extends Error {
  override name = 'EnhanceRefusedError';
}

/**
 * One worker thread for the AI Image Enhancer (docs/decisions/017-image-enhancer.md). An enlargement holds a core for
 * up to minutes, so it has a thread of its own instead of a place in the render pool, where it would keep covers
 * waiting; the thread runs below the render pool's priority (nice 15 against 10), and the model uses one core.
 */
export interface EnhancePool {
  enhance(
    input: Buffer,
    options: EnhanceTask['options'],
    onProgress: (done: number, total: number) => void,
    signal?: AbortSignal,
  ): Promise<{ png: Buffer; width: number; height: number }>;
  /** Stops running enlargements at their next tile, then the thread. */
  close(): Promise<void>;
}

/** The thread, with its loaded model (a few hundred MB while it works), retires after this long without work. */
const IDLE_TIMEOUT_MS = 120_000;
const NICE_INCREMENT = 15;

export function createEnhancePool(options: { logger?: Pick<Logger, 'error'>; filename?: URL } = {}): EnhancePool {
  const filename = options.filename ?? workerModule(import.meta.url, 'enhance-worker');
  const logger = options.logger ?? { error: console.error };
  let pool: Piscina<EnhanceTask, EnhanceOutcome> | undefined;
  let closed = false;
  const running = new Set<MessagePort>();
  const cancel = (port: MessagePort) => {
    try {
      port.postMessage('cancel');
    } catch {
      // Already closed: the task has finished.
    }
  };
  return {
    async enhance(input, taskOptions, onProgress, signal) {
      if (closed) throw new EnhanceCancelledError('The enhancer is stopping.');
      pool ??= (() => {
        const started = new Piscina<EnhanceTask, EnhanceOutcome>({
          filename: filename.href,
          execArgv: workerExecArgv(filename),
          minThreads: 0,
          maxThreads: 1,
          idleTimeout: IDLE_TIMEOUT_MS,
          niceIncrement: NICE_INCREMENT,
        });
        started.on('error', (err: unknown) => logger.error({ err }, 'enhance pool: a worker thread failed'));
        return started;
      })();
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (m: { done: number; total: number }) => onProgress(m.done, m.total));
      running.add(port1);
      // Cancelled through the task's port, never by ending the thread (enhance-worker.ts says why).
      const onAbort = () => cancel(port1);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (signal?.aborted) onAbort();
      try {
        const bytes = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
        const outcome = await pool.run({ input: bytes, options: taskOptions, port: port2 }, { transferList: [port2] });
        if (!outcome.ok) {
          if (outcome.error === 'cancelled') throw new EnhanceCancelledError('The enlargement was stopped.');
          throw new EnhanceRefusedError(outcome.message);
        }
        const { png } = outcome;
        return {
          png: Buffer.from(png.buffer, png.byteOffset, png.byteLength),
          width: outcome.width,
          height: outcome.height,
        };
      } finally {
        signal?.removeEventListener('abort', onAbort);
        running.delete(port1);
        port1.close();
      }
    },
    async close() {
      closed = true;
      for (const port of running) cancel(port);
      await pool?.close();
    },
  };
}
