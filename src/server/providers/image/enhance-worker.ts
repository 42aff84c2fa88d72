/**
 * The enhance pool's worker (enhance-pool.ts): runs the neural enlargement (engine/enhance) in a thread of its own,
 * never on the HTTP server's event loop.
 *
 * - Progress goes back over the task's port after each tile (a callback cannot cross threads).
 * - A 'cancel' message on that port stops the enlargement at the next tile and leaves the thread alive. (Terminating
 *   the thread in the middle of an onnxruntime call, as piscina's own cancel does, often aborted the whole process
 *   when it later exited: docs/decisions/017-image-enhancer.md.)
 * - The outcome comes back as data: errors lose their class crossing threads.
 */
import type { MessagePort } from 'node:worker_threads';
import { enhanceImage, type EnhanceOptions } from '../../engine/enhance/index.ts';
import { ImageRefusedError } from '../../engine/image-guard.ts';
import { movable, moved } from './thread-transfer.ts';

export interface EnhanceTask {
  input: Uint8Array;
  options: Omit<EnhanceOptions, 'onProgress' | 'signal'>;
  /** Receives `{ done, total }` after each tile; sends 'cancel' to stop. */
  port: MessagePort;
}

export type EnhanceOutcome =
  | { ok: true; png: Uint8Array; width: number; height: number }
  | { ok: false; error: 'cancelled' }
  | { ok: false; error: 'input'; message: string };

export default async function enhance({ input, options, port }: EnhanceTask) {
  const cancelled = new AbortController();
  port.on('message', (message) => {
    if (message === 'cancel') cancelled.abort();
  });
  try {
    const { png, width, height } = await enhanceImage(Buffer.from(input), {
      ...options,
      signal: cancelled.signal,
      onProgress: (done, total) => port.postMessage({ done, total }),
    });
    const file = movable(png);
    return moved({ ok: true, png: file, width, height } satisfies EnhanceOutcome, [file]);
  } catch (err) {
    if ((err as Error).name === 'AbortError') return { ok: false, error: 'cancelled' } satisfies EnhanceOutcome;
    if (err instanceof ImageRefusedError)
      return { ok: false, error: 'input', message: err.message } satisfies EnhanceOutcome;
    throw err;
  } finally {
    port.close();
  }
}
