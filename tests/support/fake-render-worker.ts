import { threadId } from 'node:worker_threads';

/**
 * A stand-in for the render pool's worker (src/server/providers/image/render-worker.ts) that needs no engine: it
 * blocks its thread for `spec.seed` milliseconds, as a long synchronous render would (without using the CPU, so a
 * busy test machine does not change what it does), then answers with the id of the thread it ran on.
 */
export default function render(task: { kind: string; spec?: { seed: number } }) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.spec?.seed ?? 0);
  const thread = new TextEncoder().encode(String(threadId));
  return task.kind === 'web' ? { preview: thread, thumbnail: thread } : thread;
}
