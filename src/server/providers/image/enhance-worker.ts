/**
 * The enhance pool's worker (enhance-pool.ts): runs the neural enlargement (engine/enhance) in a thread of its own,
 * never on the HTTP server's event loop, and reports each tile done through the task's port.
 */
import type { MessagePort } from 'node:worker_threads';
import { enhanceImage, type EnhanceOptions } from '../../engine/enhance/index.ts';
import { movable, moved } from './thread-transfer.ts';

export interface EnhanceTask {
  input: Uint8Array;
  options: Omit<EnhanceOptions, 'onProgress' | 'signal'>;
  /** Receives `{ done, total }` after each tile. */
  progress: MessagePort;
}

export interface EnhanceResult {
  png: Uint8Array;
  width: number;
  height: number;
}

export default async function enhance(task: EnhanceTask) {
  try {
    const { png, width, height } = await enhanceImage(Buffer.from(task.input), {
      ...task.options,
      onProgress: (done, total) => task.progress.postMessage({ done, total }),
    });
    const file = movable(png);
    return moved({ png: file, width, height }, [file]);
  } finally {
    task.progress.close();
  }
}
