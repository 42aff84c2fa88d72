/**
 * Smooth per-pixel fields (sky, clouds, fog, water, textures) are computed in linear light on a small grid and
 * drawn scaled up with smoothing: they hold no edges, so a 320-px grid looks the same at 3000 px as a full one
 * and costs a hundredth.
 */
import type { Canvas, Image, SKRSContext2D } from '@napi-rs/canvas';
import { Field } from './tone.ts';
import type { World } from './world.ts';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PaintedField {
  canvas: Canvas;
  box: Box;
}

/**
 * Computes `fn` (x, y in units → linear rgb, coverage in out[3]) at the world's field resolution over `box`
 * (or `density` times it), tone-mapped into a canvas.
 */
export function paintField(
  w: World,
  box: Box,
  withAlpha: boolean,
  fn: (x: number, y: number, out: Float32Array) => void,
  density = 1,
): PaintedField {
  const r = (w.R / 1000) * density;
  const cols = Math.max(2, Math.ceil((box.x1 - box.x0) * r));
  const rows = Math.max(2, Math.ceil((box.y1 - box.y0) * r));
  const field = new Field(cols, rows, withAlpha);
  const sx = (box.x1 - box.x0) / cols;
  const sy = (box.y1 - box.y0) / rows;
  const out = new Float32Array(4);
  for (let j = 0; j < rows; j++) {
    const y = box.y0 + (j + 0.5) * sy;
    for (let i = 0; i < cols; i++) {
      out[3] = 1;
      fn(box.x0 + (i + 0.5) * sx, y, out);
      field.set(j * cols + i, out[0]!, out[1]!, out[2]!, out[3]!);
    }
  }
  return { canvas: field.toCanvas(), box };
}

export function drawField(
  ctx: SKRSContext2D,
  f: PaintedField,
  alpha = 1,
  op?: SKRSContext2D['globalCompositeOperation'],
): void {
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.globalAlpha = alpha;
  if (op) ctx.globalCompositeOperation = op;
  const { box } = f;
  ctx.drawImage(f.canvas as unknown as Image, box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0);
  ctx.restore();
}
