/**
 * A pastel or crayon drawing: "chalk pastel", "oil pastels", "wax crayon". The art drawn in short strokes of a stick
 * of colour (strokes.ts) over a warm paper that shows between them, the strokes' colour varying as a stick's does, and
 * the paper's tooth breaking every stroke: the colour skips over its pits, which stay paper.
 *
 * Runs on the finished art, before the type layer.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { createNoise2, fbm } from '../noise.ts';
import { paintInStrokes } from './strokes.ts';

const PAPER: readonly [number, number, number] = [238, 230, 214];
/** The paper's tooth: pits about this many units across; the deeper (the noise past PITS), the less colour reaches. */
const TOOTH = 2.5;
const PITS = 0;

export function pastel(canvas: Canvas, plan: CoverPlan, size: number): void {
  paintInStrokes(canvas, plan, size, {
    name: 'pastel',
    brushes: [
      { spacing: 9, length: 34, width: 9, edge: 0 },
      { spacing: 5, length: 18, width: 5, edge: 20 },
    ],
    alpha: 0.92,
    load: 0.08,
    ridge: false,
    paper: { rgb: PAPER, mix: 0.35 },
  });
  // The tooth, on the unit grid: a grain of rounded pits a few units across, the same at every size.
  const noise = createNoise2(plan.rng.fork('pastel-tooth'), 256);
  const tooth = new Float32Array(1000 * 1000);
  for (let y = 0; y < 1000; y++)
    for (let x = 0; x < 1000; x++) {
      const t = fbm(noise, x / TOOTH, y / TOOTH, 2);
      tooth[y * 1000 + x] = Math.max(0, Math.min(1, (t - PITS) / 0.6));
    }
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const unit = 1000 / size;
  for (let y = 0; y < size; y++) {
    const row = Math.min(999, Math.floor(y * unit)) * 1000;
    for (let x = 0; x < size; x++) {
      const pit = tooth[row + Math.min(999, Math.floor(x * unit))]!;
      if (pit === 0) continue;
      const i = (y * size + x) * 4;
      const k = 1 - pit * 0.45;
      d[i] = d[i]! * k + PAPER[0] * (1 - k);
      d[i + 1] = d[i + 1]! * k + PAPER[1] * (1 - k);
      d[i + 2] = d[i + 2]! * k + PAPER[2] * (1 - k);
    }
  }
  ctx.putImageData(img, 0, 0);
}
