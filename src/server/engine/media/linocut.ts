import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { UNIT_GRID, unitNoise } from './hash.ts';
import { absorbance, darkness, overprint, drumUnevenness, printInks, separate, soften } from './print-inks.ts';

/**
 * The linocut: the key block cut in lines (tones as carved white lines that thin as the art darkens, following a
 * gentle swell as a gouge does), the colour block printed flat under it where the art had the colour ink, both
 * pressed a little unevenly on the paper.
 */
export function linocut(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const { paper, inks: pair, named } = printInks(plan);
  // One ink named ("a linocut in rust and cream"): the block is cut in it alone, not in black with the colour beside.
  const single = named.length === 1;
  const inks = single ? ([named[0]!, named[0]!] as const) : pair;
  const [ca, cb] = single
    ? [darkness(d, size * size), new Float32Array(size * size)]
    : separate(d, size * size, paper, inks[0], inks[1]);
  const unit = 1000 / size;
  soften(ca, size, Math.round(2.5 / unit));
  // A cutter works to the picture's local contrast: a dark tree against a dark sky is solid black against lines, not
  // black on black (the tone's difference from the area around it is drawn steeper than the area's own tone).
  const area = Float32Array.from(ca);
  soften(area, size, Math.round(60 / unit));
  for (let k = 0; k < ca.length; k++) {
    const v = area[k]! * 0.8 + 0.1 + (ca[k]! - area[k]!) * 1.6;
    ca[k] = v < 0 ? 0 : v > 1 ? 1 : v;
  }
  if (!single) soften(cb, size, Math.round(2.5 / unit));
  const la = absorbance(inks[0], paper);
  const lb = absorbance(inks[1], paper);
  const rng = plan.rng.fork('linocut');
  const period = rng.range(9, 13);
  const swell = rng.range(40, 90);
  const phase = rng.range(0, Math.PI * 2);
  const pressA = drumUnevenness(Math.floor(rng.next() * 0x7fffffff));
  const pressB = drumUnevenness(Math.floor(rng.next() * 0x7fffffff));
  const nicks = unitNoise(Math.floor(rng.next() * 0x7fffffff));
  // The lines' swell depends on the column alone.
  const rise = Float32Array.from({ length: size }, (_, x) => Math.sin((x * unit) / swell + phase) * period * 1.6);
  for (let y = 0; y < size; y++) {
    const uy = y * unit;
    const row = Math.floor(uy) * UNIT_GRID;
    for (let x = 0; x < size; x++) {
      const ux = x * unit;
      const k = y * size + x;
      // Across the cut lines: 0 at a line's middle, 1 at the ridge between two lines.
      const v = (uy + rise[x]!) / period;
      const across = Math.abs(v - Math.floor(v) - 0.5) * 2;
      // The key prints where the tone is darker than the cut: solid in the shadows, lines in the mid-tones, paper
      // in the lights; a few nicks of the gouge break the solid areas.
      const tone = ca[k]!;
      const key =
        (tone > 0.88 ? 1 : smooth((tone - across * 0.85) / 0.06)) * (nicks[row + Math.floor(ux)]! < 0.004 ? 0 : 1);
      // The colour block is cut as shapes, not lines: flat where the art had the colour.
      const colour = smooth((cb[k]! - 0.35) / 0.08);
      const a = key * (0.88 + 0.12 * pressA(ux, uy));
      const b = colour * (0.82 + 0.18 * pressB(ux, uy));
      const i = k * 4;
      overprint(d, i, paper, la, a, lb, b);
    }
  }
  ctx.putImageData(img, 0, 0);
}

function smooth(t: number): number {
  const c = t + 0.5;
  return c < 0 ? 0 : c > 1 ? 1 : c * c * (3 - 2 * c);
}
