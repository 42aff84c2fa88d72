import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { workerExecArgv, workerModule } from '../../threads/worker-module.ts';
import type { EnhanceOutcome, EnhanceTask } from './enhance-worker.ts';
import { coverPixels, rawPng } from '../../engine/enhance/quality.test-helper.ts';

/**
 * The enhance pool's worker (enhance-worker.ts) in piscina threads, as the server runs it. Measured with onnxruntime-node 1.30.0 on Node 20: a
 * thread terminated in the middle of an onnxruntime call (piscina's cancel of a running task) leaves the process
 * running and the next task works, but the process then aborts when it exits in about half of the runs ("terminate
 * called after throwing an instance of 'Napi::Error'", exit code 134), whatever its main thread loaded. Stopping an
 * idle thread holding a session is safe. So cancelling goes through the task's port (the worker's 'cancel'), and no
 * test here terminates a busy thread.
 */
const worker = workerModule(import.meta.url, 'enhance-worker');
let pools: Piscina[] = [];
const pool = (maxThreads: number) => {
  const created = new Piscina({ filename: worker.href, execArgv: workerExecArgv(worker), minThreads: 0, maxThreads });
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.map((p) => p.destroy()));
  pools = [];
});

/** A strip of a cover, `width` × `height`: tiles are 128 px wide, and the model costs ~0.15 ms a pixel on one core. */
const picture = async (width: number, height: number) =>
  rawPng(
    await sharp(await coverPixels(width), { raw: { width, height: width, channels: 3 } })
      .extract({ left: 0, top: Math.floor((width - height) / 2), width, height })
      .raw()
      .toBuffer(),
    width,
    height,
  );
const plain = { denoise: 'off', sharpen: 'off' } as const;

describe('enhanceImage in worker threads (piscina)', () => {
  it('gives the same bytes on any thread, with progress over a port', async () => {
    const input = await picture(160, 24); // 2 × 1 tiles
    const options = { scale: 2, denoise: 'off', sharpen: 'light' } as const;
    const { port1, port2 } = new MessageChannel();
    const progress: number[] = [];
    port1.on('message', ({ done }: { done: number }) => progress.push(done));
    const task: EnhanceTask = { input, options, port: port2 };
    const other = new MessageChannel();
    const [first, second] = (await Promise.all([
      pool(1).run(task, { transferList: [port2] }),
      pool(1).run({ input, options, port: other.port2 }, { transferList: [other.port2] }),
    ])) as EnhanceOutcome[];
    port1.close();
    other.port1.close();
    if (!first?.ok || !second?.ok) throw new Error('an enhancement failed');
    expect(first).toMatchObject({ width: 320, height: 48 });
    expect(Buffer.from(first.png).equals(Buffer.from(second.png))).toBe(true);
    expect(progress).toEqual([1, 2]);
  });

  it('cancels between tiles through the port, and the thread goes on working', async () => {
    const threads = pool(1);
    const { port1, port2 } = new MessageChannel();
    const progress: number[] = [];
    port1.on('message', ({ done }: { done: number }) => {
      progress.push(done);
      if (done === 1) port1.postMessage('cancel');
    });
    // 4× of 640 × 24: 5 × 1 tiles of ~0.5 s each.
    const task: EnhanceTask = {
      input: await picture(640, 24),
      options: { scale: 4, ...plain },
      port: port2,
    };
    const cancelled = (await threads.run(task, { transferList: [port2] })) as EnhanceOutcome;
    port1.close();
    expect(cancelled).toEqual({ ok: false, error: 'cancelled' });
    // The message lands while the second or third tile runs; the one after it never starts.
    expect(progress.length).toBeLessThan(5);

    const run = (input: Uint8Array) => {
      const { port1: mine, port2: its } = new MessageChannel();
      mine.unref();
      return threads.run({ input, options: { scale: 2, ...plain }, port: its }, { transferList: [its] });
    };
    const refused = (await run(new Uint8Array(8))) as EnhanceOutcome;
    expect(refused).toMatchObject({ ok: false, error: 'input' });
    const next = (await run(await picture(48, 48))) as EnhanceOutcome;
    expect(next).toMatchObject({ ok: true, width: 96, height: 96 });
  });
});
