/**
 * A glitched image: soft fields of the named colours whose pixels have been sorted down each column from a
 * threshold, so they drag downward in streaks like melting wax, with a few hard horizontal datamosh bands where the
 * picture slips sideways in blocks.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from '../noise.ts';
import type { Rng } from '../random.ts';
import { clamp01, fieldSize, mixRgb, paintField, rgbOf, type MaterialColours, type Rgb } from './field.ts';

export function drawSorted(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng): void {
  const ramp: Rgb[] = (colours.named.length >= 2 ? colours.named : colours.all).slice(0, 4).map(rgbOf);
  const noise = createNoise2(rng.fork('image'));
  const size = fieldSize(ctx);
  // The picture before it was sorted: the colours as soft fields.
  const at = (u: number, v: number, out: Rgb) => {
    const t = clamp01(0.5 + 0.75 * fbm(noise, u * 2.2, v * 2.2, 4)) * (ramp.length - 1);
    const i = Math.min(ramp.length - 2, Math.floor(t));
    mixRgb(ramp[i]!, ramp[i + 1]!, t - i, out);
  };
  const threshold = new Float32Array(size);
  const stretch = new Float32Array(size);
  for (let x = 0; x < size; x++) {
    // Columns sort in runs: neighbours start near the same height.
    const u = x / size;
    threshold[x] = 0.12 + 0.55 * clamp01(0.5 + 0.8 * fbm(noise, u * 9 + 50, 3, 2));
    stretch[x] = 0.08 + 0.25 * clamp01(0.5 + fbm(noise, u * 30 + 90, 7, 1));
  }
  const bands = Array.from({ length: rng.int(3, 5) }, () => {
    const y = rng.range(0.05, 0.92);
    return { from: y, to: y + rng.range(0.015, 0.06), shift: rng.range(-0.25, 0.25), block: rng.int(6, 14) / 1000 };
  });
  paintField(ctx, size, (u, v, out, x) => {
    let su = u;
    let sv = v;
    const band = bands.find((b) => v >= b.from && v < b.to);
    if (band) {
      // Blocks of the picture slipped sideways and held at their corner's colour.
      su = Math.floor((u + band.shift + 1) / band.block) * band.block - 1;
      sv = Math.floor(v / band.block) * band.block;
    } else {
      const start = threshold[x]!;
      // Below its threshold a column repeats what was just above it, dragged out.
      if (v > start) sv = start + (v - start) * stretch[x]!;
    }
    at(((su % 1) + 1) % 1, sv, out);
  });
}
