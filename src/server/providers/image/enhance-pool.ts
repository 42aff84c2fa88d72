import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Logger } from '../../logger.ts';
import { workerExecArgv, workerModule } from '../../threads/worker-module.ts';
import type { EnhanceResult, EnhanceTask } from './enhance-worker.ts';

/**
 * One worker thread for the AI Image Enhancer (docs/decisions/017-image-enhancer.md). An enlargement holds a core for
 * seconds to minutes, so it has a thread of its own instead of a place in the render pool, where it would keep covers
 * waiting; the thread runs below the render pool's priority (nice 15 against 10), and the model uses one core.
 */
export interface EnhancePool {
  enhance(
    input: Buffer,
    options: EnhanceTask['options'],
    onProgress: (done: number, total: number) => void,
    signal?: AbortSignal,
  ): Promise<{ png: Buffer; width: number; height: number }>;
  close(): Promise<void>;
}

/** The thread, with its loaded models (tens of MB), retires after this long without work. */
const IDLE_TIMEOUT_MS = 120_000;
const NICE_INCREMENT = 15;

export function createEnhancePool(options: { logger?: Pick<Logger, 'error'>; filename?: URL } = {}): EnhancePool {
  const filename = options.filename ?? workerModule(import.meta.url, 'enhance-worker');
  const logger = options.logger ?? { error: console.error };
  let pool: Piscina<EnhanceTask, EnhanceResult> | undefined;
  let closed = false;
  return {
    async enhance(input, taskOptions, onProgress, signal) {
      if (closed) throw new Error('The enhance pool is closed.');
      pool ??= (() => {
        const started = new Piscina<EnhanceTask, EnhanceResult>({
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
      try {
        const bytes = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
        const result = await pool.run(
          { input: bytes, options: taskOptions, progress: port2 },
          { transferList: [port2], signal: signal ?? null },
        );
        return {
          png: Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength),
          width: result.width,
          height: result.height,
        };
      } finally {
        port1.close();
      }
    },
    async close() {
      closed = true;
      await pool?.close();
    },
  };
}
