import { ImageProviderError, type ImageEngine } from './image.provider.ts';
import type { RenderPool } from './render-pool.ts';

/**
 * The built-in engine: no keys, no network, deterministic per brief, seed and look. It draws in the render pool's
 * worker threads, never on the event loop; a cancelled job's signal drops or stops its render.
 */
export function builtinImage(pool: RenderPool): ImageEngine {
  return {
    name: 'builtin',
    label: 'Soundsleeve engine',
    async generate({ brief, seed, detail, look, signal, background }) {
      signal?.throwIfAborted();
      return pool.webVariants({ brief, seed, detail, look }, signal, { background });
    },
    async renderExport({ brief, seed, detail, look, signal }, format) {
      return pool.exportImage({ brief, seed, detail, look }, format, signal);
    },
  };
}

/**
 * A provider that always fails, selected by configuration (IMAGE_PROVIDER_SONIC=fail), so the failure path —
 * the 'Generation failed' message and the refund — can be exercised end to end without patching code.
 */
export function failingImage(): ImageEngine {
  return {
    name: 'fail',
    label: 'Unavailable (failure test)',
    async generate() {
      throw new ImageProviderError('The image service is unavailable right now. Your credit has been refunded.');
    },
  };
}
