/** Test helper: a library shape's own ink (its paths, no filling), fitted to a square canvas as the masks are. */
import { createCanvas, Path2D } from '@napi-rs/canvas';
import type { SubjectShape } from '../plan.ts';

/** The alpha channel of the shape's paths drawn into a `px` × `px` square (aspect kept, centred). */
export function shapeInk(shape: SubjectShape, px: number): Uint8ClampedArray {
  const canvas = createCanvas(px, px);
  const ctx = canvas.getContext('2d');
  const [vx, vy, vw, vh] = shape.viewBox;
  const scale = px / Math.max(vw, vh);
  ctx.translate(px / 2, px / 2);
  ctx.scale(scale, scale);
  ctx.translate(-vx - vw / 2, -vy - vh / 2);
  for (const p of shape.paths) ctx.fill(new Path2D(p.d), p.evenOdd ? 'evenodd' : 'nonzero');
  return ctx.getImageData(0, 0, px, px).data;
}
