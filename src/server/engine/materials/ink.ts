/**
 * Ink dropped into clear water: each colour falls in as a plume from near the top and blooms out and down in
 * curling filaments, thinning at its edges; where two clouds meet their inks multiply, as dyes in water do (magenta
 * and cyan go blue).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from '../noise.ts';
import type { Rng } from '../random.ts';
import {
  chroma,
  clamp01,
  fieldSize,
  lightness,
  paintField,
  paperOf,
  rgbOf,
  smoothstep,
  type MaterialColours,
} from './field.ts';

export function drawInk(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng): void {
  const waterHex = paperOf(colours, '#f4f2ee', 0.85);
  const water = rgbOf(waterHex);
  const inkHexes = colours.named.filter((c) => c !== waterHex && (chroma(c) > 0.04 || lightness(c) < 0.85));
  const inks = (inkHexes.length ? inkHexes : ['#1b1f3a']).slice(0, 3);
  const clouds = inks.map((hex, i) => {
    const across = inks.length === 1 ? 0.5 : 0.3 + (0.4 * i) / (inks.length - 1);
    return {
      rgb: rgbOf(hex),
      x: across + rng.range(-0.08, 0.08),
      y: rng.range(0.3, 0.45),
      sx: rng.range(0.26, 0.34),
      sy: rng.range(0.34, 0.42),
      noise: createNoise2(rng.fork(`cloud-${i}`)),
      seed: rng.range(0, 50),
    };
  });
  // Clouds have no hard edge: a coarser field, smoothed up, looks the same.
  const size = fieldSize(ctx, 640);
  paintField(ctx, size, (u, v, out) => {
    let r = water[0] / 255;
    let g = water[1] / 255;
    let b = water[2] / 255;
    for (const c of clouds) {
      // Curl the space the cloud is drawn in, twice, for its filaments.
      const wx = u + 0.12 * fbm(c.noise, u * 3 + c.seed, v * 3, 3);
      const wy = v + 0.12 * fbm(c.noise, u * 3, v * 3 + c.seed, 3);
      const qx = wx + 0.06 * fbm(c.noise, wx * 7, wy * 7 + 11, 2);
      const qy = wy + 0.06 * fbm(c.noise, wx * 7 + 23, wy * 7, 2);
      const dx = (qx - c.x) / c.sx;
      // The plume: narrow where it fell in at the top, widening below.
      const dy = (qy - c.y) / c.sy;
      const spread = 1 + clamp01(dy + 0.6) * 0.8;
      const envelope = Math.exp(-(dx * dx) / (spread * spread) - dy * dy * 0.9);
      const texture = 0.55 + 0.45 * fbm(c.noise, qx * 10, qy * 10, 3);
      const density = 0.92 * smoothstep(0.08, 0.7, envelope * texture * 1.3);
      if (density <= 0) continue;
      r *= 1 - density * (1 - c.rgb[0] / 255);
      g *= 1 - density * (1 - c.rgb[1] / 255);
      b *= 1 - density * (1 - c.rgb[2] / 255);
    }
    out[0] = r * 255;
    out[1] = g * 255;
    out[2] = b * 255;
  });
}
