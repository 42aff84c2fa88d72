/**
 * The AI Image Enhancer's engine: a picture upscaled 2× or 4× by an ESRGAN model on the CPU (onnxruntime-node),
 * with optional denoising before and sharpening after. Runs wherever it is called; the server calls it in a worker
 * thread. docs/decisions/017-image-enhancer.md.
 */
import sharp, { type Sharp } from 'sharp';
import { encodeExportPng } from '../encode.ts';
import { readInput, type Denoise } from './input.ts';
import { MODEL, type EnhanceScale } from './models.ts';
import { withSession } from './sessions.ts';
import { abortError, upscaleTiled } from './tiles.ts';

export type Sharpen = 'off' | 'light' | 'strong';

export interface EnhanceOptions {
  scale: EnhanceScale;
  /** Applied before upscaling, so noise is not enlarged with the picture. */
  denoise: Denoise;
  /** An unsharp mask applied after upscaling. */
  sharpen: Sharpen;
  /** Tiles done of the total, after each tile (the total is known before the first). */
  onProgress?: (done: number, total: number) => void;
  /** Checked before decoding, between tiles and before encoding; an aborted enhancement rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Tile size (input pixels, before the context each tile reads around it). Measured for 1024² → 4096² on one core
 * (decision 017): smaller tiles lower the peak memory but redo more context; at 128 the whole enhancement of a 1024²
 * picture peaks at ~0.65 GB.
 */
export const TILE = 128;

/**
 * The model always runs at 4×; 2× is its 4× output halved with Lanczos-3 (sharp's reduction, which is centre-aligned).
 * Measured on four 256² covers shrunk to 128² and enlarged back (PSNR against the original, decision 017 and
 * enhance.test.ts), the halved 4× beat both the model's own 2× weights (by 0.63–0.73 dB) and a true Lanczos-3 2× (by
 * 0.05–0.68 dB), where the 2× weights lost to Lanczos-3 on three of the four. It costs about the same time (the
 * network works at the input's size), keeps one session per thread instead of switching, and holds a 4× picture in
 * memory briefly (~50 MB at 1024²).
 */
const MODEL_SCALE = 4;

/**
 * Unsharp masks at the output's size (sharp's `sharpen`, on lightness only, so colours do not fringe). Light
 * crispens edges the upscale left soft; strong is for a picture meant to be seen small or printed.
 */
const SHARPEN: Record<Sharpen, ((image: Sharp) => Sharp) | undefined> = {
  off: undefined,
  light: (image) => image.sharpen({ sigma: 1, m1: 0.5, m2: 1.5 }),
  strong: (image) => image.sharpen({ sigma: 1.5, m1: 1, m2: 3 }),
};

/**
 * The picture in `input` (PNG, JPEG or WebP, at most MAX_INPUT_SIDE px a side), `scale` times as wide and as tall, as an sRGB
 * PNG. The same input and options always give the same bytes. Throws ImageRefusedError for an input it refuses.
 */
export async function enhanceImage(
  input: Buffer,
  options: EnhanceOptions,
): Promise<{ png: Buffer; width: number; height: number }> {
  const { scale, signal } = options;
  if (signal?.aborted) throw abortError();
  const { rgb, width, height } = await readInput(input, options.denoise);
  const upscaled = await withSession(MODEL_SCALE, (session) =>
    upscaleTiled(rgb, width, height, {
      session,
      scale: MODEL_SCALE,
      range: MODEL.range,
      tile: TILE,
      context: MODEL.context,
      onTile: options.onProgress,
      signal,
    }),
  );
  if (signal?.aborted) throw abortError(); // aborted during the last tile: skip encoding
  const outWidth = width * scale;
  const outHeight = height * scale;
  let image = sharp(upscaled, { raw: { width: width * MODEL_SCALE, height: height * MODEL_SCALE, channels: 3 } });
  if (scale !== MODEL_SCALE) image = image.resize(outWidth, outHeight, { kernel: 'lanczos3' });
  const png = await encodeExportPng(SHARPEN[options.sharpen]?.(image) ?? image);
  return { png, width: outWidth, height: outHeight };
}
