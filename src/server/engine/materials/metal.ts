/**
 * A sheet of galvanised steel: zinc crystals (spangle) a few centimetres across, each a slightly different grey
 * with feathered grain at its own angle, thin dark seams between them, under a hard raking light from one side.
 * Rivets along its edges, and where the idea names a rust or brown colour, rust blooming out of them and running
 * down. Steel is grey whatever the palette: the named colours are its rust. Copper gone green (a named verdigris,
 * teal or green) is the sheet in its patina instead of zinc grey; with its copper's brown named too, it is the copper
 * with its verdigris running down (patina.ts).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { hexToOklch, withLightness } from '../../../shared/color.ts';
import { createNoise2, fbm } from '../noise.ts';
import type { Rng } from '../random.ts';
import { drawPatina } from './patina.ts';
import {
  clamp01,
  chroma,
  lightness,
  fieldSize,
  mixRgb,
  paintField,
  rgbOf,
  smoothstep,
  type MaterialColours,
  type Rgb,
  jitteredCells,
  length,
} from './field.ts';

/** Warm colours that read as rust: reds, oranges and browns with some colour in them. */
const rusty = (hex: string) => {
  const { h, c } = hexToOklch(hex);
  return c > 0.06 && h >= 20 && h <= 75;
};

export function drawMetal(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng): void {
  const grey = colours.named.find((c) => chroma(c) < 0.03);
  const patina = colours.named.find((c) => {
    const { h, c: colourful } = hexToOklch(c);
    return colourful > 0.04 && h >= 130 && h <= 230;
  });
  // Copper gone green, its own brown named beside the green: the patina running down the copper (patina.ts).
  // (A copper or a brown, muted or dark: "old copper", "brown metal"; a bright orange is the rust at a rivet.)
  const copper = colours.named.find((c) => {
    const { l, h, c: colourful } = hexToOklch(c);
    return colourful > 0.03 && h >= 20 && h <= 80 && l < 0.58;
  });
  const greens = colours.named.filter((c) => {
    const { h, c: colourful } = hexToOklch(c);
    return colourful > 0.04 && h >= 130 && h <= 230;
  });
  // (Where a rust is named too, "one rivet rusted orange", the sheet is green with rust at its rivets, as below.)
  const rustNamed = colours.named.some((c) => c !== copper && rusty(c));
  if (copper && greens.length && !rustNamed) return drawPatina(ctx, copper, greens, rng);
  // Zinc is a mid grey under any light: a named grey (or patina) is kept in its hue, at a metal's lightness.
  const sheet = patina ?? grey;
  const steel = rgbOf(sheet ? withLightness(sheet, Math.min(0.74, Math.max(0.58, lightness(sheet)))) : '#a3a9ad');
  const rustHexes = colours.all.filter(rusty).slice(0, 2);
  const rust: Rgb[] = rustHexes.map(rgbOf);
  const grid = rng.int(7, 10);
  const crystals = jitteredCells(grid, () => ({
    dx: rng.range(0.1, 0.9),
    dy: rng.range(0.1, 0.9),
    tone: rng.range(0.86, 1.12),
    angle: rng.range(0, Math.PI),
    grain: rng.range(60, 130),
  }));
  const rivets: { x: number; y: number; bloom: number }[] = [];
  const spacing = rng.range(0.11, 0.15);
  for (const y of [0.055, 0.945])
    for (let x = spacing / 2 + rng.range(0, 0.03); x < 1; x += spacing)
      rivets.push({ x, y, bloom: rng.chance(0.55) ? rng.range(0.04, 0.13) : 0 });
  const noise = createNoise2(rng.fork('rust'));
  const light = rng.chance(0.5) ? 1 : -1;
  const size = fieldSize(ctx);
  const rivetR = 0.011;
  const stain: Rgb = [0, 0, 0];
  paintField(ctx, size, (u, v, out) => {
    // The nearest crystal, and the seam where two are near equal.
    const { cell: own, best, second } = crystals(u, v);
    const feather = Math.sin((u * Math.cos(own.angle) + v * Math.sin(own.angle)) * own.grain);
    const seam = 1 - 0.12 * (1 - smoothstep(0, 0.02, second - best));
    const rake = 0.86 + 0.26 * (light > 0 ? 1 - u : u);
    const shade = own.tone * (1 + 0.07 * feather * feather * Math.sign(feather)) * seam * rake;
    out[0] = steel[0] * shade;
    out[1] = steel[1] * shade;
    out[2] = steel[2] * shade;
    if (rust.length) {
      let bloom = -1;
      for (const r of rivets) {
        const dx = u - r.x;
        // Rust runs down the sheet from a rivet at the top, and spreads up a little from one at the bottom.
        const dy = (v - r.y) * (v > r.y ? 0.45 : 1.6);
        const d = length(dx, dy);
        if (r.bloom && d < r.bloom * 2) bloom = Math.max(bloom, 1 - d / r.bloom);
      }
      // (Noise can lift a bloom by at most 0.4: far from every rivet there is no rust to work out.)
      const n = bloom > -0.15 ? fbm(noise, u * 14, v * 14, 3) : 0;
      const amount = smoothstep(0.25, 0.7, bloom + 0.4 * n);
      if (amount > 0) {
        mixRgb(rust[0]!, rust[1] ?? rust[0]!, clamp01(0.5 + n), stain);
        mixRgb(out, stain, amount * 0.92, out);
      }
    }
    for (const r of rivets) {
      const d = length(u - r.x, v - r.y);
      if (d < rivetR) {
        const lit = clamp01(0.55 + ((u - r.x) * -light + (r.y - v)) / rivetR / 2);
        const k = 0.35 + 0.6 * lit;
        out[0] = steel[0] * k;
        out[1] = steel[1] * k;
        out[2] = steel[2] * k;
      } else if (d < rivetR * 1.35) {
        out[0] *= 0.55;
        out[1] *= 0.55;
        out[2] *= 0.55;
      }
    }
  });
}
