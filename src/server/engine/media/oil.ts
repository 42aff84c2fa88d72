/**
 * An oil painting: "oil painting", "painted in oils", "impasto", the genres whose covers are painted. What a brush
 * does: colour is laid in patches that keep their edges (a Kuwahara filter on a coarse grid: each cell takes the mean
 * of its calmest neighbourhood, so forms flatten into strokes while edges stay), strokes have a direction that
 * follows the forms, paint stands up from the canvas and catches the light along each stroke, and the canvas weave
 * shows where paint is thin. Distances are in units of the 1000-unit square, so preview and download match.
 *
 * Runs on the finished art, before the type layer.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { hash01 } from './hash.ts';
import { enlarge, shrink } from './resample.ts';

/** The grid the patches are found on: one cell is 2.5 units, so a subject keeps its shape under the paint. */
const GRID = 400;
/** Kuwahara window radius, in cells. */
const RADIUS = 3;
/** A stroke's length, in units. */
const STROKE = 46;
/** A stroke's width, in units. */
const WIDTH = 9;

export function oil(canvas: Canvas, plan: CoverPlan, size: number): void {
  const salt = Math.floor(plan.rng.fork('oil').next() * 0x7fffffff);
  const patches = kuwahara(canvas);
  // The painted patches, smoothly scaled to the cover.
  const paint = enlarge(patches, size);
  // The strokes' direction on the grid: along the forms (across the brightness gradient).
  const angle = strokeAngles(patches);
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const unit = 1000 / size;
  const cellUnits = 1000 / GRID;
  for (let y = 0; y < size; y++) {
    const uy = y * unit;
    const gy = Math.min(GRID - 1, Math.floor(uy / cellUnits));
    for (let x = 0; x < size; x++) {
      const ux = x * unit;
      const gx = Math.min(GRID - 1, Math.floor(ux / cellUnits));
      const a = angle[gy * GRID + gx]!;
      const ca = Math.cos(a);
      const sa = Math.sin(a);
      // Coordinates along and across the stroke: strokes are bands across, broken every STROKE along.
      const along = ux * ca + uy * sa;
      const across = -ux * sa + uy * ca;
      const band = Math.floor(across / WIDTH);
      const seg = Math.floor((along + hash01(band, 3, salt) * STROKE) / STROKE);
      const ridge = (across / WIDTH - band - 0.5) * 2;
      // Each stroke a slightly different load of paint; its ridge lit from the upper left.
      const load = hash01(band, seg, salt) - 0.5;
      const light = 1 + load * 0.14 + (1 - ridge * ridge) * 0.08 - ridge * sa * 0.1;
      // The canvas weave where paint is thin.
      const weave = (Math.floor(ux / 1.6) + Math.floor(uy / 1.6)) % 2 ? 0.985 : 1;
      const i = (y * size + x) * 4;
      const k = light * weave;
      d[i] = paint[i]! * k;
      d[i + 1] = paint[i + 1]! * k;
      d[i + 2] = paint[i + 2]! * k;
      d[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** The art on the coarse grid, Kuwahara-filtered: each cell the mean of its least varied quadrant. */
function kuwahara(canvas: Canvas): Canvas {
  const small = shrink(canvas, GRID);
  const s = small.getContext('2d');
  const img = s.getImageData(0, 0, GRID, GRID);
  const src = new Uint8ClampedArray(img.data);
  const d = img.data;
  const at = (x: number, y: number) =>
    (Math.max(0, Math.min(GRID - 1, y)) * GRID + Math.max(0, Math.min(GRID - 1, x))) * 4;
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      let best = Infinity;
      let mean = [0, 0, 0];
      for (const [qx, qy] of [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ] as const) {
        const sum = [0, 0, 0];
        let sq = 0;
        let n = 0;
        for (let j = 0; j <= RADIUS; j++)
          for (let i = 0; i <= RADIUS; i++) {
            const p = at(x + qx * i, y + qy * j);
            const l = 0.299 * src[p]! + 0.587 * src[p + 1]! + 0.114 * src[p + 2]!;
            sum[0]! += src[p]!;
            sum[1]! += src[p + 1]!;
            sum[2]! += src[p + 2]!;
            sq += l * l;
            n++;
          }
        const l = (0.299 * sum[0]! + 0.587 * sum[1]! + 0.114 * sum[2]!) / n;
        const variance = sq / n - l * l;
        if (variance < best) {
          best = variance;
          mean = sum.map((v) => v / n);
        }
      }
      const p = (y * GRID + x) * 4;
      d[p] = mean[0]!;
      d[p + 1] = mean[1]!;
      d[p + 2] = mean[2]!;
    }
  }
  s.putImageData(img, 0, 0);
  return small;
}

/** Each grid cell's stroke angle: along the edge where there is one (across the gradient), else a loose diagonal. */
function strokeAngles(patches: Canvas): Float32Array {
  const d = patches.getContext('2d').getImageData(0, 0, GRID, GRID).data;
  const lum = (x: number, y: number) => {
    const p = (Math.max(0, Math.min(GRID - 1, y)) * GRID + Math.max(0, Math.min(GRID - 1, x))) * 4;
    return 0.299 * d[p]! + 0.587 * d[p + 1]! + 0.114 * d[p + 2]!;
  };
  const out = new Float32Array(GRID * GRID);
  for (let y = 0; y < GRID; y++)
    for (let x = 0; x < GRID; x++) {
      const gx = lum(x + 1, y) - lum(x - 1, y);
      const gy = lum(x, y + 1) - lum(x, y - 1);
      out[y * GRID + x] =
        Math.hypot(gx, gy) > 6 ? Math.atan2(gy, gx) + Math.PI / 2 : 0.6 + 0.3 * Math.sin(x * 0.07 + y * 0.05);
    }
  return out;
}
