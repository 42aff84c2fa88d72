/**
 * Softness without blurring the full-size picture (a blur filter over a 3000-px canvas costs half a second):
 * soft things are drawn into a small layer and laid over the picture scaled up, and blurs are applied to small
 * offscreen canvases only.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { U, type World } from './world.ts';

/** Draws `draw` (in units) into a `res`-pixel layer over the whole square, then over the picture, scaled up. */
export function softLayer(
  ctx: SKRSContext2D,
  w: World,
  res: number,
  draw: (c: SKRSContext2D) => void,
  op: SKRSContext2D['globalCompositeOperation'] = 'source-over',
  alpha = 1,
): void {
  const n = Math.max(16, Math.min(res, w.size));
  const layer = createCanvas(n, n);
  const c = layer.getContext('2d');
  c.scale(n / U, n / U);
  draw(c);
  ctx.save();
  ctx.globalCompositeOperation = op;
  ctx.globalAlpha = alpha;
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(layer as unknown as Image, 0, 0, U, U);
  ctx.restore();
}

/** A blurred copy of a small canvas (radius in that canvas's pixels). */
export function blurCanvas(src: Canvas, radius: number): Canvas {
  if (radius < 0.3) return src;
  const out = createCanvas(src.width, src.height);
  const c = out.getContext('2d');
  c.filter = `blur(${radius.toFixed(2)}px)`;
  c.drawImage(src as unknown as Image, 0, 0);
  return out;
}

/** The pixels of a canvas brought down to n × n (smoothed), for reading a picture's or a mask's broad values. */
export function smallPixels(src: Canvas, n: number, quality: 'medium' | 'high' = 'high'): Uint8ClampedArray {
  const small = createCanvas(n, n);
  const c = small.getContext('2d');
  c.imageSmoothingEnabled = true;
  c.imageSmoothingQuality = quality;
  c.drawImage(src as unknown as Image, 0, 0, n, n);
  return c.getImageData(0, 0, n, n).data;
}
