/**
 * The photocopy: punk, grime and noise covers were run off a copier, and an idea may ask for one outright ("xerox
 * texture", "photocopy style"). The art is copied in black toner on white paper: tones crushed toward solid black or
 * paper around a threshold that follows the picture's local brightness (a copier's exposure, so a dark scene keeps its
 * shapes), toner grain breaking the mid-tones, specks, drum streaks and the lid's shadow along one edge. Colours the
 * idea named stay, as a spot ink printed where the art had them, so "a red heart, photocopy" keeps its red.
 *
 * Runs on the finished art, before the type layer: the lettering is set clean over the copy, as on a flyer.
 */
import type { Canvas } from '@napi-rs/canvas';
import { hexToRgb } from '../../../shared/color.ts';
import { naturalColor } from '../../../shared/lexicon/attributes.ts';
import { ideaColours } from '../idea-colours.ts';
import type { CoverPlan } from '../plan.ts';
import { UNIT_GRID, unitNoise } from './hash.ts';
import { shrink } from './resample.ts';

const PAPER: readonly [number, number, number] = [238, 235, 227];
const TONER: readonly [number, number, number] = [22, 21, 20];
/** The local-brightness grid (a copier's exposure reacts to the area, not to the pixel). */
const EXPOSURE_GRID = 40;
/** How hard tones are pushed toward toner or paper around the threshold. */
const STEEPNESS = 5.5;

/** Copies the art on `canvas` (size × size px) in place. */
export function photocopy(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const exposure = localBrightness(canvas);
  const rng = plan.rng.fork('photocopy');
  const spots = spotInks(plan);
  // A seed for the per-unit hash: toner grain and specks sit on the 1000-unit grid, so every size shows the same copy.
  const salt = Math.floor(rng.next() * 0x7fffffff);
  const unit = 1000 / size;
  const lidEdge = rng.int(0, 3);
  const lidDepth = rng.range(18, 40);
  const streaks = Array.from({ length: rng.int(1, 3) }, () => ({
    x: rng.range(60, 940),
    w: rng.range(0.8, 3),
    a: rng.range(0.12, 0.3),
  }));
  const g = EXPOSURE_GRID;
  const grains = unitNoise(salt);
  const specks = unitNoise(salt ^ 0x5bd1e995);
  for (let y = 0; y < size; y++) {
    const uy = y * unit;
    const row = Math.floor(uy) * UNIT_GRID;
    const gy = Math.min(g - 1.001, Math.max(0, (y / size) * g - 0.5));
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const r = d[i]!;
      const gr = d[i + 1]!;
      const b = d[i + 2]!;
      const lum = (0.299 * r + 0.587 * gr + 0.114 * b) / 255;
      const gx = Math.min(g - 1.001, Math.max(0, (x / size) * g - 0.5));
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const e0 = exposure[y0 * g + x0]! * (1 - fx) + exposure[y0 * g + x0 + 1]! * fx;
      const e1 = exposure[(y0 + 1) * g + x0]! * (1 - fx) + exposure[(y0 + 1) * g + x0 + 1]! * fx;
      const local = e0 * (1 - fy) + e1 * fy;
      // Half the copier's threshold follows the area, half is fixed: dark scenes stay dark, their shapes still read.
      const threshold = 0.5 * local + 0.5 * 0.42;
      const cell = row + Math.floor(x * unit);
      const grain = grains[cell]! - 0.5;
      let toner = 0.5 - (lum - threshold) * STEEPNESS + grain * 0.55;
      // Specks of toner on the paper and paper showing through the black.
      const speck = specks[cell]!;
      if (speck < 0.0025) toner = Math.max(toner, 0.85);
      else if (speck > 0.9975) toner = Math.min(toner, 0.2);
      for (const s of streaks) if (Math.abs(x * unit - s.x) < s.w) toner += s.a;
      const ux1 = x * unit;
      const fromEdge = lidEdge === 0 ? uy : lidEdge === 1 ? 1000 - ux1 : lidEdge === 2 ? 1000 - uy : ux1;
      if (fromEdge < lidDepth) toner += (1 - fromEdge / lidDepth) ** 2 * (0.75 + grain);
      toner = toner < 0 ? 0 : toner > 1 ? 1 : toner;
      // The paper under the toner: white, or a spot ink where the art had a colour the idea named.
      let pr = PAPER[0];
      let pg = PAPER[1];
      let pb = PAPER[2];
      for (const s of spots) {
        const dr = r - s[0];
        const dg = gr - s[1];
        const db = b - s[2];
        const d2 = dr * dr + dg * dg + db * db;
        if (d2 < 4900) {
          const dist = Math.sqrt(d2);
          const w = Math.min(1, (70 - dist) / 35);
          pr += (s[0] - pr) * w;
          pg += (s[1] - pg) * w;
          pb += (s[2] - pb) * w;
          // A spot-printed area is the colour, not black: the copier's toner gives way to the ink.
          toner *= 1 - 0.7 * w;
          break;
        }
      }
      d[i] = pr + (TONER[0] - pr) * toner;
      d[i + 1] = pg + (TONER[1] - pg) * toner;
      d[i + 2] = pb + (TONER[2] - pb) * toner;
      d[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** The art's brightness averaged over a coarse grid (EXPOSURE_GRID²), 0..1. */
function localBrightness(canvas: Canvas): Float32Array {
  const g = EXPOSURE_GRID;
  const d = shrink(canvas, g).getContext('2d').getImageData(0, 0, g, g).data;
  const out = new Float32Array(g * g);
  for (let k = 0; k < g * g; k++) out[k] = (0.299 * d[k * 4]! + 0.587 * d[k * 4 + 1]! + 0.114 * d[k * 4 + 2]!) / 255;
  return out;
}

/**
 * The colours the idea named, as spot inks (at most two): a thing's own colour ("a fox" is orange) is not named, so a
 * black-and-white copy of pine trees has no green in it.
 */
function spotInks(plan: CoverPlan): [number, number, number][] {
  const said = (s: CoverPlan['subjects'][number]) => s.colorBound && naturalColor(s.noun)?.hex !== s.color;
  const named = [...plan.subjects.filter(said).map((s) => s.color), ...ideaColours(plan.brief)];
  return [...new Set(named)].slice(0, 2).map((hex) => hexToRgb(hex));
}
