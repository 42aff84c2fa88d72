/**
 * onnxruntime InferenceSessions for the enhancer, per thread (module state is per thread, so each worker thread has
 * its own). A session is made the first time its scale is asked for (converting the weights and loading them takes
 * ~1–2 s) and kept for the next enhancement.
 *
 * Only the last one used is kept: a session holds on to its memory arena, sized by the largest tile it ran (about
 * 220 MB at our tile size), so keeping both scales would pin ~0.45 GB per thread.
 */
import type * as Ort from 'onnxruntime-node';
import type { InferenceSession } from 'onnxruntime-node';
import { layersModelToOnnx } from './layers-to-onnx.ts';
import { modelJsonPath, type EnhanceScale } from './models.ts';

/**
 * onnxruntime, loaded on first use rather than when this module is imported, so a thread that only imports the engine
 * (for its error class or its limits, as the HTTP thread may) never loads the native library and its thread pools.
 */
let runtime: Promise<typeof Ort> | undefined;
export const onnxruntime = () => (runtime ??= import('onnxruntime-node'));

/**
 * One core per enhancement: the machines have two, and the other belongs to the web server (measured on a shared
 * machine, two threads were 18% faster at best and 13% slower when the other core was busy: decision 017). The
 * memory arena stays on: without it every layer's output is a fresh mmap of zeroed pages, and the (since dropped)
 * lighter model's 4× ran 2.5× slower.
 */
const SESSION_OPTIONS: InferenceSession.SessionOptions = {
  executionProviders: ['cpu'],
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  enableCpuMemArena: true,
  logSeverityLevel: 3,
};

interface Held {
  key: EnhanceScale;
  session: Promise<InferenceSession>;
  /** Enhancements using it now: a session is released only once none is. */
  users: number;
  retired: boolean;
  released: boolean;
}

let current: Held | undefined;

async function retire(held: Held): Promise<void> {
  held.retired = true;
  if (held.users > 0 || held.released) return;
  held.released = true;
  const session = await held.session.catch(() => undefined);
  await session?.release().catch(() => undefined);
}

/**
 * Runs `use` with the session for a scale, made if need be. Asking for the other scale retires the one kept so far
 * (released as soon as nothing uses it).
 */
export async function withSession<T>(scale: EnhanceScale, use: (session: InferenceSession) => Promise<T>): Promise<T> {
  const key = scale;
  if (current?.key !== key) {
    if (current) void retire(current);
    const session = onnxruntime().then((ort) =>
      ort.InferenceSession.create(layersModelToOnnx(modelJsonPath(scale)), SESSION_OPTIONS),
    );
    current = { key, session, users: 0, retired: false, released: false };
  }
  const held = current;
  held.users++;
  try {
    return await use(await held.session);
  } catch (err) {
    // A session that failed to load is not kept: the next call tries again.
    if (
      current === held &&
      (await held.session.then(
        () => false,
        () => true,
      ))
    )
      current = undefined;
    throw err;
  } finally {
    held.users--;
    if (held.retired && held.users === 0) void retire(held);
  }
}

/** Releases this thread's session (its weights and memory arena) once nothing uses it; the next call makes one. */
export async function releaseSessions(): Promise<void> {
  const held = current;
  current = undefined;
  if (held) await retire(held);
}
