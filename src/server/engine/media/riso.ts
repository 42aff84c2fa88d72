import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { UNIT_GRID, unitNoise } from './hash.ts';
import { absorbance, overprint, drumUnevenness, printInks, separate } from './print-inks.ts';

/**
 * The risograph: two spot inks in stochastic grain (no dots), the colour drum a little out of register with the
 * key, ink laid unevenly, overprints making a third colour where both print.
 */
export function risograph(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const { paper, inks } = printInks(plan);
  const [ca, cb] = separate(d, size * size, paper, inks[0], inks[1]);
  const la = absorbance(inks[0], paper);
  const lb = absorbance(inks[1], paper);
  const rng = plan.rng.fork('risograph');
  const unit = 1000 / size;
  // The colour drum's offset from the key, 2-5 units: visible, as in every riso print, never a double image.
  const angle = rng.range(0, Math.PI * 2);
  const shift = rng.range(2, 5) / unit;
  const [sx, sy] = [Math.round(Math.cos(angle) * shift), Math.round(Math.sin(angle) * shift)];
  const grainA = unitNoise(Math.floor(rng.next() * 0x7fffffff));
  const grainB = unitNoise(Math.floor(rng.next() * 0x7fffffff));
  const evenA = drumUnevenness(Math.floor(rng.next() * 0x7fffffff));
  const evenB = drumUnevenness(Math.floor(rng.next() * 0x7fffffff));
  for (let y = 0; y < size; y++) {
    const uy = y * unit;
    const row = Math.floor(uy) * UNIT_GRID;
    const by = Math.min(size - 1, Math.max(0, y - sy));
    for (let x = 0; x < size; x++) {
      const ux = x * unit;
      const cell = row + Math.floor(ux);
      const bx = Math.min(size - 1, Math.max(0, x - sx));
      const a = grainStep(ca[y * size + x]!, grainA[cell]!) * (0.86 + 0.14 * evenA(ux, uy));
      const b = grainStep(cb[by * size + bx]!, grainB[cell]!) * (0.8 + 0.2 * evenB(ux, uy));
      const i = (y * size + x) * 4;
      overprint(d, i, paper, la, a, lb, b);
    }
  }
  ctx.putImageData(img, 0, 0);
}

/**
 * Ink laid at a coverage: firmer than the art's (a print's tints are flatter than a render's gradients), broken by
 * the drum's grain so a tint reads as grainy ink, not as a screen of dots or a digital fill.
 */
function grainStep(cover: number, grain: number): number {
  const firm = cover * cover * (3 - 2 * cover);
  const t = firm + (grain - 0.5) * 0.34;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}
