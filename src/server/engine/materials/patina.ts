/**
 * Copper gone green: a sheet of brown copper, its seams and rivets weathered first, verdigris crusting along them and
 * running down the sheet in drip streaks, thin where rain carried it and thick where it pooled. Drawn where the idea
 * names both the metal's colour (copper, brown) and the patina's (verdigris, turquoise, green): round 114's "turquoise
 * verdigris running down in drip streaks over brown metal" was a sheet of green zinc crystals.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { withLightness } from '../../../shared/color.ts';
import { createNoise2, fbm } from '../noise.ts';
import type { Rng } from '../random.ts';
import { clamp01, fieldSize, length, lightness, mixRgb, paintField, rgbOf, smoothstep, type Rgb } from './field.ts';

export function drawPatina(ctx: SKRSContext2D, copper: string, patinas: readonly string[], rng: Rng): void {
  // The metal at a metal's middle lightness, whatever shade was named; the patina as named, a paler crust on top.
  const metal = rgbOf(withLightness(copper, Math.min(0.56, Math.max(0.4, lightness(copper)))));
  const dark: Rgb = [metal[0] * 0.55, metal[1] * 0.5, metal[2] * 0.5];
  const green = rgbOf(patinas[0]!);
  const crust = rgbOf(
    withLightness(patinas[1] ?? patinas[0]!, Math.min(0.86, lightness(patinas[1] ?? patinas[0]!) + 0.12)),
  );
  const grain = createNoise2(rng.fork('grain'));
  const drip = createNoise2(rng.fork('drip'));
  const crustNoise = createNoise2(rng.fork('crust'));
  // Seams between the sheets: one or two across, where water sits and the patina starts.
  const seams = Array.from({ length: rng.int(1, 2) }, () => rng.range(0.18, 0.62));
  const rivets = Array.from({ length: rng.int(1, 3) }, () => ({ x: rng.range(0.2, 0.8), y: rng.range(0.15, 0.5) }));
  const rivetR = 0.022;
  const light = rng.chance(0.5) ? 1 : -1;
  const stain: Rgb = [0, 0, 0];
  paintField(ctx, fieldSize(ctx), (u, v, out) => {
    // Copper: hammered and uneven, darker where it has weathered brown.
    const g = fbm(grain, u * 9, v * 9, 3);
    const rake = 0.9 + 0.18 * (light > 0 ? 1 - u : u);
    mixRgb(metal, dark, clamp01(0.35 + 0.5 * g), out);
    out[0] *= rake;
    out[1] *= rake;
    out[2] *= rake;
    // Where the green starts: the top edge and the seams, unevenly, and a rivet's head, each running down below it
    // and thinning out.
    const patchy = 0.45 + 0.55 * clamp01(0.5 + fbm(crustNoise, u * 7, v * 3, 2));
    let source = smoothstep(0.1, 0, v) * patchy;
    for (const s of seams) {
      source = Math.max(source, (v > s ? smoothstep(0.05, 0, v - s) : smoothstep(0.015, 0, s - v)) * patchy);
      // The seam itself: a dark line where the sheets overlap.
      const line = smoothstep(0.004, 0, Math.abs(v - s));
      out[0] *= 1 - 0.5 * line;
      out[1] *= 1 - 0.5 * line;
      out[2] *= 1 - 0.5 * line;
    }
    for (const r of rivets) {
      const trail = v > r.y ? smoothstep(0.3, 0, v - r.y) : smoothstep(0.02, 0, r.y - v);
      source = Math.max(source, smoothstep(0.03, 0, Math.abs(u - r.x)) * trail * patchy);
    }
    // Streaks: narrow in x, long in y, so the patina runs down from where it started.
    const streak = fbm(drip, u * 38, v * 2.2, 3);
    const below = seams.reduce((b, s) => (v > s ? Math.max(b, smoothstep(0.55, 0, v - s)) : b), smoothstep(0.7, 0, v));
    const run = clamp01(below * smoothstep(0.05, 0.45, streak + 0.1));
    const amount = clamp01(Math.max(source, run) + 0.25 * fbm(crustNoise, u * 16, v * 16, 2) - 0.1);
    if (amount > 0) {
      mixRgb(green, crust, clamp01(0.5 + fbm(crustNoise, u * 30, v * 30, 2)), stain);
      mixRgb(out, stain, smoothstep(0.15, 0.6, amount), out);
    }
    for (const r of rivets) {
      const d = length(u - r.x, v - r.y);
      if (d < rivetR) {
        const lit = clamp01(0.55 + ((u - r.x) * -light + (r.y - v)) / rivetR / 2);
        mixRgb(dark, green, 0.35, out);
        const k = 0.55 + 0.7 * lit;
        out[0] *= k;
        out[1] *= k;
        out[2] *= k;
      } else if (d < rivetR * 1.3) {
        out[0] *= 0.6;
        out[1] *= 0.6;
        out[2] *= 0.6;
      }
    }
  });
}
