/**
 * Contour lines, as a survey map draws them: lines of equal height over rolling ground with one hidden peak, where
 * they bunch up tight; every fifth an index line, drawn heavier. Lines keep one width however steep the ground: each
 * pixel's distance to the nearest level is measured in pixels, by the height's slope there.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from '../noise.ts';
import type { Rng } from '../random.ts';
import {
  clamp01,
  fieldSize,
  groundOf,
  lightness,
  mixRgb,
  paintField,
  rgbOf,
  type MaterialColours,
  length,
} from './field.ts';

export function drawContours(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng): void {
  const darkest = [...colours.all].sort((a, b) => lightness(a) - lightness(b))[0]!;
  const { ground, inks } = groundOf(colours, darkest);
  const line = rgbOf(inks.find((c) => c !== ground) ?? colours.all.find((c) => c !== ground) ?? '#e8e2d0');
  const base = rgbOf(ground);
  const noise = createNoise2(rng.fork('ground'));
  const peak = { x: rng.range(0.25, 0.75), y: rng.range(0.25, 0.75), sigma: rng.range(0.1, 0.16) };
  const levels = rng.range(12, 17);
  const size = fieldSize(ctx);
  const height = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const v = (y + 0.5) / size;
      const dx = u - peak.x;
      const dy = v - peak.y;
      const hill = 1.3 * Math.exp(-(dx * dx + dy * dy) / (2 * peak.sigma * peak.sigma));
      height[y * size + x] = (fbm(noise, u * 2.4, v * 2.4, 4) * 0.9 + hill) * levels;
    }
  }
  const width = Math.max(1, size / 900);
  paintField(ctx, size, (_u, _v, out, x, y) => {
    const i = y * size + x;
    const t = height[i]!;
    const gx = (height[i + (x < size - 1 ? 1 : 0)]! - height[i - (x > 0 ? 1 : 0)]!) / (x > 0 && x < size - 1 ? 2 : 1);
    const gy =
      (height[i + (y < size - 1 ? size : 0)]! - height[i - (y > 0 ? size : 0)]!) / (y > 0 && y < size - 1 ? 2 : 1);
    const slope = length(gx, gy) + 1e-6;
    const level = Math.round(t);
    const index = ((level % 5) + 5) % 5 === 0;
    const px = Math.abs(t - level) / slope;
    const a = clamp01((index ? width * 1.9 : width) / 2 + 0.5 - px) * (index ? 1 : 0.85);
    mixRgb(base, line, a, out);
  });
}
