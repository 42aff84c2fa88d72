/**
 * Crackle: a glaze crazed into a net of fine cracks (or mud, or salt, dried and split into plates), the large plates
 * broken again into smaller ones, each crack a dark hairline with a faint light lip. Mended with gold (kintsugi), a
 * few of the long cracks are filled with a seam of gold that catches the light. The first named colour is the glaze's;
 * a gold or brass named among the others is the mend's.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import {
  clamp01,
  fieldSize,
  jitteredCells,
  length,
  mixRgb,
  paintField,
  rgbOf,
  smoothstep,
  type MaterialColours,
  type Rgb,
} from './field.ts';

const GOLD = /\b(?:gold|golden|gilt|brass|bronze)\b/;

export function drawCrackle(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng, names: readonly string[]): void {
  const goldAt = colours.all.findIndex((_, i) => GOLD.test(names[i] ?? ''));
  const gold = goldAt >= 0 ? rgbOf(colours.all[goldAt]!) : undefined;
  const glazeHex = colours.named.find((c) => colours.all.indexOf(c) !== goldAt) ?? colours.all[0] ?? '#3f7f8f';
  const glaze = rgbOf(glazeHex);
  const dark: Rgb = mixRgb(glaze, [10, 10, 12], 0.62);
  const light: Rgb = mixRgb(glaze, [255, 255, 255], 0.35);
  // Plates within plates: the big cracks first, then the fine crazing inside each.
  const plates = jitteredCells(rng.int(5, 7), () => ({ dx: rng.range(0.1, 0.9), dy: rng.range(0.1, 0.9) }));
  const crazing = jitteredCells(rng.int(16, 22), () => ({ dx: rng.range(0.1, 0.9), dy: rng.range(0.1, 0.9) }));
  // The mend: a few of the big plates' seams, chosen by a direction, carry gold.
  const mendAngle = rng.range(0, Math.PI);
  const [mx, my] = [Math.cos(mendAngle), Math.sin(mendAngle)];
  const size = fieldSize(ctx);
  // The glaze pools: a slow variation in depth of colour, and one soft highlight where the light sits.
  const [hx, hy] = [rng.range(0.25, 0.45), rng.range(0.2, 0.4)];
  paintField(ctx, size, (u, v, out) => {
    const big = plates(u, v);
    const fine = crazing(u, v);
    const bigSeam = 1 - smoothstep(0, 0.035, big.second - big.best);
    const fineSeam = 1 - smoothstep(0, 0.06, fine.second - fine.best);
    const pool = 0.88 + 0.12 * Math.sin(u * 5.3 + v * 3.1 + big.cell.dx * 6);
    out[0] = glaze[0] * pool;
    out[1] = glaze[1] * pool;
    out[2] = glaze[2] * pool;
    // A crack's light lip on the side away from it, then the hairline itself.
    mixRgb(out, light, clamp01(fineSeam * 0.6 - 0.3) * 0.5, out);
    mixRgb(out, dark, Math.max(fineSeam * 0.55, bigSeam * 0.85), out);
    if (gold && bigSeam > 0.2) {
      // Gold along the seams lying across the mend's direction, where the mend runs through the frame.
      const across = Math.abs((u - 0.5) * my - (v - 0.5) * mx);
      if (across < 0.22) {
        const glint = 0.75 + 0.5 * Math.max(0, Math.sin((u * mx + v * my) * 40));
        mixRgb(out, [gold[0] * glint, gold[1] * glint, gold[2] * glint], smoothstep(0.2, 0.6, bigSeam), out);
      }
    }
    // The glaze's shine.
    const shine = Math.exp(-(length(u - hx, v - hy) ** 2) / 0.02) * 0.35;
    mixRgb(out, [255, 255, 255], shine, out);
    out[0] = Math.min(255, out[0]);
    out[1] = Math.min(255, out[1]);
    out[2] = Math.min(255, out[2]);
  });
}
