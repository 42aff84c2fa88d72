/**
 * A pencil drawing: "pencil drawing", "graphite sketch", "charcoal". The art is redrawn in graphite on a warm paper:
 * its contours traced where the tone changes, its tones built from diagonal hatching (a second, crossing layer in the
 * darks), the strokes wavering a little as a hand's do, and the paper's tooth breaking the graphite. A colour the idea
 * named stays as a coloured-pencil wash under the graphite, so "a red balloon, pencil sketch" keeps its red.
 * Distances are in units of the 1000-unit square, so the preview and the download are the same drawing.
 *
 * Runs on the finished art, before the type layer: the lettering is set clean over the drawing.
 */
import type { Canvas } from '@napi-rs/canvas';
import { hexToRgb } from '../../../shared/color.ts';
import { ideaColours } from '../idea-colours.ts';
import type { CoverPlan } from '../plan.ts';
import { hash01 } from './hash.ts';

const PAPER: readonly [number, number, number] = [241, 237, 228];
const GRAPHITE: readonly [number, number, number] = [46, 46, 52];
/** Hatching: units between strokes, and how far a stroke wavers across its line. */
const SPACING = 8;
const WAVER = 1.6;

/** Redraws the art on `canvas` (size × size px) in pencil, in place. */
export function pencil(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const salt = Math.floor(plan.rng.fork('pencil').next() * 0x7fffffff);
  const unit = 1000 / size;
  const lum = new Float32Array(size * size);
  for (let k = 0; k < size * size; k++)
    lum[k] = (0.299 * d[k * 4]! + 0.587 * d[k * 4 + 1]! + 0.114 * d[k * 4 + 2]!) / 255;
  const wash = ideaColours(plan.brief)
    .slice(0, 2)
    .map((hex) => hexToRgb(hex));
  // The edge detector looks this many pixels either side: about 1.5 units, so contours are as thick at every size.
  const reach = Math.max(1, Math.round(1.5 / unit));
  for (let y = 0; y < size; y++) {
    const uy = y * unit;
    for (let x = 0; x < size; x++) {
      const k = y * size + x;
      const i = k * 4;
      const ux = x * unit;
      const l = lum[k]!;
      // Mid-tones lightened: a drawing leaves the paper showing where a photograph would be grey.
      const dark = Math.min(1, Math.max(0, (0.92 - l) / 0.8)) ** 1.5;
      // A stroke wavers along its length: a slow wobble per stroke, read from a coarse hash.
      const wobble = (hash01(Math.floor((ux - uy) / 40), Math.floor((ux + uy) / SPACING), salt) - 0.5) * WAVER;
      const across = (ux + uy + wobble) / SPACING;
      const first = coverage(across, dark * 0.95);
      const crossing = coverage((ux - uy - wobble) / (SPACING * 0.85), Math.max(0, (dark - 0.45) / 0.55) * 0.9);
      const xl = Math.max(0, x - reach);
      const xr = Math.min(size - 1, x + reach);
      const yt = Math.max(0, y - reach);
      const yb = Math.min(size - 1, y + reach);
      const edge =
        Math.abs(lum[y * size + xr]! - lum[y * size + xl]!) + Math.abs(lum[yb * size + x]! - lum[yt * size + x]!);
      const contour = Math.min(1, Math.max(0, (edge - 0.06) * 4));
      const tooth = 0.72 + 0.28 * hash01(Math.floor(ux * 1.7), Math.floor(uy * 1.7), salt ^ 0x2545f491);
      const graphite = Math.min(1, Math.max(first * 0.7, crossing * 0.8, contour * 0.92) * tooth);
      // Under the graphite: the paper, or a coloured-pencil wash where the art had a colour the idea named.
      let pr = PAPER[0];
      let pg = PAPER[1];
      let pb = PAPER[2];
      for (const c of wash) {
        const dist = Math.hypot(d[i]! - c[0], d[i + 1]! - c[1], d[i + 2]! - c[2]);
        if (dist < 80) {
          const w = 0.65 * Math.min(1, (80 - dist) / 40) * tooth;
          pr += (c[0] - pr) * w;
          pg += (c[1] - pg) * w;
          pb += (c[2] - pb) * w;
          break;
        }
      }
      d[i] = pr + (GRAPHITE[0] - pr) * graphite;
      d[i + 1] = pg + (GRAPHITE[1] - pg) * graphite;
      d[i + 2] = pb + (GRAPHITE[2] - pb) * graphite;
      d[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** How much of a hatch line covers a point `t` lines across, for a tone 0..1 (the line widens as the tone darkens). */
function coverage(t: number, tone: number): number {
  if (tone <= 0) return 0;
  const fromLine = Math.abs(t - Math.round(t)) * 2;
  return Math.min(1, Math.max(0, (tone - fromLine) / 0.25 + 0.5));
}
