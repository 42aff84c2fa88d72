/**
 * Runs a super-resolution model over a picture in tiles, so memory stays bounded whatever the picture's size: the
 * model's working memory grows with the area it sees (the peak memory grows with the tile: decision 017).
 *
 * Each tile writes a core of the output and reads `context` pixels of real picture around it, so every output pixel
 * is computed from (nearly) everything that influences it and tiles meet without seams; no blending is needed. Every
 * window has the same size (shifted inwards at the picture's edges rather than cut), so onnxruntime sees one input
 * shape and the work per tile is even, which keeps progress steady.
 */
import type { InferenceSession } from 'onnxruntime-node';
import { ONNX_INPUT, ONNX_OUTPUT } from './layers-to-onnx.ts';
import { onnxruntime } from './sessions.ts';

/** One axis of a tile: the output core [start, end) it writes and the window [from, from + size) it reads. */
export interface Span {
  start: number;
  end: number;
  from: number;
}

/**
 * Splits an axis of `length` pixels into cores of at most `tile` pixels, as even as possible (no thin last tile),
 * each read through a window of `min(length, tile + 2·context)` pixels that holds it with `context` pixels to
 * spare on each side wherever the picture goes on.
 */
export function spans(length: number, tile: number, context: number): { window: number; spans: Span[] } {
  const window = Math.min(length, tile + 2 * context);
  const count = Math.ceil(length / tile);
  const out: Span[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.round((i * length) / count);
    const end = Math.round(((i + 1) * length) / count);
    const slack = tile - (end - start);
    const from = Math.min(Math.max(start - context - Math.floor(slack / 2), 0), length - window);
    out.push({ start, end, from });
  }
  return { window, spans: out };
}

export interface TiledRun {
  session: InferenceSession;
  scale: number;
  /** Pixel values are multiplied by this for the model, and its output divided by it (models.ts). */
  range: number;
  tile: number;
  context: number;
  onTile?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** The error an aborted enhancement rejects with, as fetch and the platform's other APIs do. */
export const abortError = () => new DOMException('The enhancement was cancelled.', 'AbortError');

/**
 * Upscales packed 8-bit RGB (`width` × `height` × 3) by the session's scale; answers packed RGB. The signal is
 * checked before every tile (a tile is one synchronous onnxruntime call of up to a few seconds, which cannot be
 * interrupted).
 */
export async function upscaleTiled(rgb: Uint8Array, width: number, height: number, run: TiledRun): Promise<Buffer> {
  const { session, scale, range, tile, context } = run;
  const { Tensor } = await onnxruntime();
  const columns = spans(width, tile, context);
  const rows = spans(height, tile, context);
  const total = columns.spans.length * rows.spans.length;
  const ww = columns.window;
  const wh = rows.window;
  const plane = ww * wh;
  const outWidth = width * scale;
  const output = Buffer.alloc(outWidth * height * scale * 3);
  // One input buffer for every tile: the windows all have the same size.
  const input = new Float32Array(3 * plane);
  const inputScale = range / 255;
  const outputScale = 255 / range;
  const ow = ww * scale;
  const outPlane = ow * wh * scale;
  let done = 0;
  for (const row of rows.spans) {
    for (const column of columns.spans) {
      if (run.signal?.aborted) throw abortError();
      // Packed RGB to planar (NCHW), in the model's range.
      for (let y = 0; y < wh; y++) {
        let src = ((row.from + y) * width + column.from) * 3;
        let dst = y * ww;
        for (let x = 0; x < ww; x++, src += 3, dst++) {
          input[dst] = rgb[src]! * inputScale;
          input[dst + plane] = rgb[src + 1]! * inputScale;
          input[dst + 2 * plane] = rgb[src + 2]! * inputScale;
        }
      }
      const result = await session.run({ [ONNX_INPUT]: new Tensor('float32', input, [1, 3, wh, ww]) });
      const tensor = result[ONNX_OUTPUT]!;
      const data = tensor.data as Float32Array;
      if (data.length !== 3 * outPlane)
        throw new Error(`The model answered ${data.length} values, not ${3 * outPlane}`);
      // The core of the tile's output, planar back to packed 8-bit RGB.
      const x0 = (column.start - column.from) * scale;
      const y0 = (row.start - row.from) * scale;
      const coreWidth = (column.end - column.start) * scale;
      const coreHeight = (row.end - row.start) * scale;
      for (let y = 0; y < coreHeight; y++) {
        let src = (y0 + y) * ow + x0;
        let dst = ((row.start * scale + y) * outWidth + column.start * scale) * 3;
        for (let x = 0; x < coreWidth; x++, src++, dst += 3) {
          output[dst] = toByte(data[src]! * outputScale);
          output[dst + 1] = toByte(data[src + outPlane]! * outputScale);
          output[dst + 2] = toByte(data[src + 2 * outPlane]! * outputScale);
        }
      }
      tensor.dispose();
      done++;
      run.onTile?.(done, total);
    }
  }
  return output;
}

/** Rounded and clamped to 0..255 (the models overshoot a little at hard edges). */
const toByte = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));
