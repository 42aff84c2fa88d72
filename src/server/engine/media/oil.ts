/**
 * An oil painting: "oil painting", "painted in oils", "impasto". The art painted in strokes (strokes.ts) with brushes
 * from a wide flat one to a fine one along the edges, each stroke's paint standing up from the canvas and catching
 * the light, and the canvas weave showing through. (A per-pixel stripe pattern along a smoothly turning direction read
 * as wood grain, not paint: round 44's "heavy oil painting".)
 *
 * Runs on the finished art, before the type layer.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { paintInStrokes } from './strokes.ts';

export function oil(canvas: Canvas, plan: CoverPlan, size: number): void {
  paintInStrokes(canvas, plan, size, {
    name: 'oil',
    brushes: [
      { spacing: 12, length: 64, width: 16, edge: 0 },
      { spacing: 7, length: 30, width: 9, edge: 18 },
      { spacing: 4, length: 14, width: 5, edge: 40 },
    ],
    alpha: 0.8,
    load: 0.03,
    ridge: true,
  });
  canvasWeave(canvas, size);
}

/** The canvas weave showing faintly through the paint, at the same place at every size. */
function canvasWeave(canvas: Canvas, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const unit = 1000 / size;
  for (let y = 0; y < size; y++) {
    const wy = Math.floor((y * unit) / 1.6);
    for (let x = 0; x < size; x++) {
      if ((Math.floor((x * unit) / 1.6) + wy) % 2 === 0) continue;
      const i = (y * size + x) * 4;
      d[i] = d[i]! * 0.985;
      d[i + 1] = d[i + 1]! * 0.985;
      d[i + 2] = d[i + 2]! * 0.985;
    }
  }
  ctx.putImageData(img, 0, 0);
}
