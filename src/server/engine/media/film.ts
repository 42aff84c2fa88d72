/**
 * A film photograph: "35mm", "Kodachrome", "polaroid", "disposable camera", and the many genres whose covers are
 * film photographs. What film and a lens do that a render does not: highlights bloom with a red-orange halation where
 * light scatters back through the film base, blacks are faded and shadows lean cool while highlights lean warm, the
 * colours are a little muted, grain is strongest in the mid-tones, the corners fall off, and sometimes light leaks in
 * from an edge. Grain is laid on the 1000-unit grid, so the preview and the download show the same frame.
 *
 * Runs on the finished art, before the type layer.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { UNIT_GRID, unitNoise } from './hash.ts';
import { enlarge, shrink } from './resample.ts';

/** Steps of the corners' falloff table. */
const VIGNETTE_STEPS = 256;

/** Film's tone curve: blacks faded to 5%, a soft shoulder into the highlights. */
function tone(v: number): number {
  const c = v < 0 ? 0 : v > 1.2 ? 1.2 : v;
  return 0.05 + 0.9 * Math.min(1, c / (1 + 0.2 * c) / 0.8333);
}

/** The halation's glow is worked out on a small copy this many pixels across, then laid back smoothly. */
const GLOW_GRID = 96;

export function film(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const rng = plan.rng.fork('film');
  const glow = halation(canvas, size);
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const salt = Math.floor(rng.next() * 0x7fffffff);
  const grains = unitNoise(salt);
  const unit = 1000 / size;
  // A light leak on some frames: warm light spilling in from one edge. Its strength is a product of how far from
  // that edge (per row or per column) and where along it, worked out once per row and per column.
  const rows = new Float32Array(size);
  const cols = new Float32Array(size);
  if (rng.chance(0.45)) {
    const edge = rng.int(0, 3);
    const depth = rng.range(180, 340);
    const at = rng.range(0.2, 0.8);
    const fromEdge = (u: number) => Math.max(0, 1 - u / depth) ** 2;
    const along = (u: number) => Math.exp(-(((u / 1000 - at) / 0.28) ** 2));
    for (let k = 0; k < size; k++) {
      const u = k * unit;
      // Edges: 0 top, 1 right, 2 bottom, 3 left.
      rows[k] = edge === 0 ? fromEdge(u) : edge === 2 ? fromEdge(1000 - u) : along(u);
      cols[k] = edge === 1 ? fromEdge(1000 - u) : edge === 3 ? fromEdge(u) : along(u);
    }
  }
  // The corners' falloff by squared distance from the centre (0 … 2 in half-widths), from a table.
  const falloff = new Float32Array(VIGNETTE_STEPS + 1);
  for (let k = 0; k <= VIGNETTE_STEPS; k++) falloff[k] = 1 - 0.3 * (k / VIGNETTE_STEPS) ** 1.3;
  for (let y = 0; y < size; y++) {
    const uy = y * unit;
    const gridRow = Math.min(UNIT_GRID - 1, Math.floor(uy)) * UNIT_GRID;
    const dy = uy / 500 - 1;
    const leakRow = rows[y]!;
    for (let x = 0; x < size; x++) {
      const ux = x * unit;
      const i = (y * size + x) * 4;
      // Halation: the glow of what is bright, in the red-orange of light that went through the emulsion twice.
      const h = glow[i]! / 255;
      let r = d[i]! / 255 + h * 0.5;
      let g = d[i + 1]! / 255 + h * 0.2;
      let b = d[i + 2]! / 255 + h * 0.06;
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      // Muted colour, faded blacks, a soft shoulder; cool shadows, warm highlights.
      const warm = l - 0.5;
      r = tone(l + (r - l) * 0.88) + warm * 0.04;
      g = tone(l + (g - l) * 0.88) + warm * 0.01;
      b = tone(l + (b - l) * 0.88) - warm * 0.05;
      // Grain: strongest in the mid-tones, where film shows it.
      const grain =
        (grains[gridRow + Math.min(UNIT_GRID - 1, Math.floor(ux))]! - 0.5) * 0.16 * (0.3 + 2.8 * l * (1 - l));
      const dx = ux / 500 - 1;
      const vignette = falloff[Math.min(VIGNETTE_STEPS, Math.floor(((dx * dx + dy * dy) / 2) * VIGNETTE_STEPS))]!;
      const leak = leakRow * cols[x]!;
      d[i] = 255 * ((r + grain) * vignette + 0.55 * leak);
      d[i + 1] = 255 * ((g + grain) * vignette + 0.18 * leak);
      d[i + 2] = 255 * ((b + grain) * vignette);
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** The bright parts of the picture, blurred wide: drawn small, thresholded, and smoothly scaled back up. */
function halation(canvas: Canvas, size: number): Uint8ClampedArray {
  const small = shrink(canvas, GLOW_GRID);
  const s = small.getContext('2d');
  const img = s.getImageData(0, 0, GLOW_GRID, GLOW_GRID);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const l = (0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!) / 255;
    const v = 255 * Math.max(0, (l - 0.62) / 0.38) ** 1.5;
    d[i] = d[i + 1] = d[i + 2] = v;
    d[i + 3] = 255;
  }
  s.putImageData(img, 0, 0);
  return enlarge(small, size);
}
