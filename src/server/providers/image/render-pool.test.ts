import { monitorEventLoopDelay } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { builtinImage } from './builtin-image.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';

// Were the built-in provider to draw on this thread again, it would call these and fail. The pool's workers load
// the real engine in their own threads (vitest's mocks do not reach them).
vi.mock('../../engine/export.ts', () => {
  const onEventLoop = () => {
    throw new Error('The engine ran on the event loop');
  };
  return { renderWebVariants: onEventLoop, renderExportJpeg: onEventLoop, renderExportPng: onEventLoop };
});

const fakeWorker = new URL('../../../../tests/support/fake-render-worker.ts', import.meta.url);
/** The stand-in engine blocks its thread for `seed` ms. */
const blocking = (ms: number) => ({ brief: {} as SceneBrief, seed: ms, look: 'sonic' as const });
const threadOf = (bytes: Buffer) => Number(bytes.toString());

let pools: RenderPool[] = [];
const pool = (options: Parameters<typeof createRenderPool>[0]) => {
  const created = createRenderPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

describe('render pool', () => {
  it('keeps the event loop free while renders block their threads', async () => {
    const renders = pool({ maxThreads: 2, filename: fakeWorker });
    await renders.exportImage(blocking(0), 'png'); // the first thread is up
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    delay.enable();
    // Four 1.2 s renders: on the event loop, each would stop it for 1.2 s (4.8 s in all).
    const files = await Promise.all([1, 2, 3, 4].map(() => renders.exportImage(blocking(1200), 'png')));
    delay.disable();
    clearInterval(ticker);

    expect(files.map(threadOf)).not.toContain(threadId);
    expect(files.every((f) => Buffer.isBuffer(f))).toBe(true);
    // Generous bounds for a busy machine; a render on the event loop breaks both by far.
    expect(delay.max / 1e6).toBeLessThan(1000);
    expect(ticks).toBeGreaterThan(50);
    expect(renders.threads).toBeGreaterThanOrEqual(1);
    expect(renders.threads).toBeLessThanOrEqual(2);
  });

  it('stops waiting for a cancelled render, queued or running, and goes on rendering', async () => {
    const renders = pool({ maxThreads: 1, filename: fakeWorker });
    await renders.webVariants(blocking(0));
    const running = new AbortController();
    const queued = new AbortController();
    const first = renders.exportImage(blocking(20_000), 'jpeg', running.signal);
    const second = renders.exportImage(blocking(20_000), 'jpeg', queued.signal);
    await new Promise((resolve) => setTimeout(resolve, 100));
    queued.abort(new Error('cancelled'));
    running.abort(new Error('cancelled'));
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    // The stopped thread is replaced; 20 s renders were not waited for (the test would time out).
    const { preview } = await renders.webVariants(blocking(0));
    expect(threadOf(preview)).not.toBe(threadId);
  });

  it('never keeps a waiting render in line behind background renders', async () => {
    const renders = pool({ maxThreads: 1, filename: fakeWorker });
    const { preview: warm } = await renders.webVariants(blocking(0));
    const done: string[] = [];
    // Three background renders of 1.5 s each, asked for first; in one line the waiting render would come last.
    const behind = [1, 2, 3].map(async (n) => {
      const result = await renders.webVariants(blocking(1500), undefined, { background: true });
      done.push(`background ${n}`);
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { preview } = await renders.webVariants(blocking(100));
    done.push('waited for');
    const background = await Promise.all(behind);
    expect(done[0]).toBe('waited for');
    expect(done.slice(1).sort()).toEqual(['background 1', 'background 2', 'background 3']);
    // The pool's own thread drew it; the background ones had a thread of their own, one at a time.
    expect(threadOf(preview)).toBe(threadOf(warm));
    expect(new Set(background.map((b) => threadOf(b.preview))).size).toBe(1);
    expect(threadOf(background[0]!.preview)).not.toBe(threadOf(warm));
  });

  it('starts no thread before its first task and refuses work once closed', async () => {
    const renders = pool({ maxThreads: 2, filename: fakeWorker });
    expect(renders.threads).toBe(0);
    await renders.close();
    await expect(renders.exportImage(blocking(0), 'png')).rejects.toThrow(/closed/);
  });
});

describe('the built-in engine through the pool', () => {
  it('draws covers, exports and PNG downloads of masters in worker threads', { timeout: 120_000 }, async () => {
    // Imported here so that a refiner being rewritten does not stop the tests above from running.
    const { refineIdea } = await import('../refine/builtin-refiner.ts');
    const renders = pool({ maxThreads: 2 });
    const engine = builtinImage(renders);
    const request = { ...refineIdea('a lighthouse in a violet storm'), seed: 7, look: 'photon' as const };

    const [web, png, jpeg] = await Promise.all([
      engine.generate(request),
      engine.renderExport!(request, 'png'),
      engine.renderExport!(request, 'jpeg'),
    ]);
    expect(await sharp(web.preview).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    expect(await sharp(web.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 3000, height: 3000 });
    const jpegMeta = await sharp(jpeg).metadata();
    expect(jpegMeta).toMatchObject({ format: 'jpeg', width: 3000, height: 3000, space: 'srgb' });
    expect(jpegMeta.icc).toBeDefined();
    // Deterministic, wherever it is drawn.
    expect((await engine.renderExport!(request, 'jpeg')).equals(jpeg)).toBe(true);

    const fromMaster = await renders.masterToPng(jpeg);
    expect(await sharp(fromMaster).metadata()).toMatchObject({ format: 'png', width: 3000, height: 3000 });
  });
});
