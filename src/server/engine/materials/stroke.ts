/**
 * Paint laid by a loaded brush or a palette knife across a raw ground (linen, canvas, paper): one broad stroke in
 * the first named colour, or one per named colour, each made of bristle tracks that carry paint unevenly, ridged
 * where the paint piled up, and breaking up into separate dry bristle marks toward its tail.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from '../noise.ts';
import type { Rng } from '../random.ts';
import {
  clamp01,
  fieldSize,
  groundOf,
  mixRgb,
  paintField,
  rgbOf,
  smoothstep,
  type MaterialColours,
  type Rgb,
} from './field.ts';

interface Stroke {
  rgb: Rgb;
  /** Start and end on the frame, the bend of its path, and its half width. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  bend: number;
  half: number;
  lane: number;
}

export function drawStroke(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng): void {
  const { ground: groundHex, inks } = groundOf(colours, '#e9dfcb');
  const ground = rgbOf(groundHex);
  const paints = (inks.length ? inks : colours.all.filter((c) => c !== groundHex)).slice(0, 3);
  const strokes: Stroke[] = paints.map((hex, i) => {
    const y = paints.length === 1 ? rng.range(0.42, 0.58) : 0.3 + (0.4 * i) / (paints.length - 1);
    const tilt = rng.range(-0.12, 0.12);
    return {
      rgb: rgbOf(hex),
      x0: rng.range(0.02, 0.08),
      y0: y - tilt,
      x1: rng.range(0.86, 0.97),
      y1: y + tilt,
      bend: rng.range(-0.06, 0.06),
      half: paints.length === 1 ? rng.range(0.16, 0.21) : rng.range(0.08, 0.11),
      lane: rng.range(0, 100),
    };
  });
  const noise = createNoise2(rng.fork('bristles'));
  const size = fieldSize(ctx);
  const weave = size / 4;
  paintField(ctx, size, (u, v, out) => {
    // The raw ground's weave.
    const thread = 1 + 0.04 * Math.sin(u * weave * Math.PI) * Math.sin(v * weave * Math.PI);
    out[0] = ground[0] * thread;
    out[1] = ground[1] * thread;
    out[2] = ground[2] * thread;
    for (const s of strokes) {
      const t = (u - s.x0) / (s.x1 - s.x0);
      if (t < -0.05 || t > 1.08) continue;
      const centre = s.y0 + (s.y1 - s.y0) * t + s.bend * Math.sin(Math.PI * clamp01(t));
      // Full width from the loaded start, narrowing and thinning toward the tail.
      const half = s.half * (1 - 0.35 * clamp01(t) * clamp01(t));
      const across = (v - centre) / half;
      if (Math.abs(across) > 1.15) continue;
      const lane = (across + 1) * 40;
      const edge = 1 - smoothstep(0.85 + 0.12 * fbm(noise, t * 6, s.lane, 2), 1.1, Math.abs(across));
      const start = smoothstep(-0.04, 0.03 + 0.03 * fbm(noise, across * 5, s.lane + 9, 2), t);
      // Where each bristle runs dry: sooner at the edges, and past it only specks of paint.
      const dry = 0.55 + 0.35 * fbm(noise, Math.floor(lane) * 0.37, s.lane + 3, 2) - 0.2 * Math.abs(across);
      const broken = t > dry ? smoothstep(0.15, 0.5, fbm(noise, t * 60, lane * 1.7 + s.lane, 2) + (t - dry) * 1.4) : 0;
      const cover = edge * start * (1 - broken) * (t > 1 ? smoothstep(1.08, 1, t) : 1);
      if (cover <= 0) continue;
      // Ridges along the bristle tracks, and thicker paint catching the light.
      const ridge = 0.9 + 0.1 * Math.sin(lane * 2.1 + 4 * fbm(noise, t * 3, lane * 0.2, 2));
      const paint: Rgb = [s.rgb[0] * ridge, s.rgb[1] * ridge, s.rgb[2] * ridge];
      mixRgb(out, paint, cover, out);
    }
  });
}
