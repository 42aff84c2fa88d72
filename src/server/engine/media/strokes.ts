/**
 * Painting the art in strokes, for the media a brush or a stick of colour makes (oil, pastel). Colour is found in
 * patches that keep their edges (a Kuwahara filter on a coarse grid: each cell takes the mean of its calmest
 * neighbourhood, so forms flatten into patches while edges stay), then strokes are laid over a ground with brushes from
 * coarse to fine (after Hertzmann's painterly rendering: the fine brushes only where there is detail), each along the
 * forms, in the colour under it. Distances are in units of the 1000-unit square, so preview and download match.
 */
import type { Canvas, Image } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { hash01 } from './hash.ts';
import { shrink } from './resample.ts';

/** The grid the patches are found on: one cell is 2.5 units, so a subject keeps its shape under the paint. */
const GRID = 400;
/** Kuwahara window radius, in cells. */
const RADIUS = 3;

/** One brush, in units: strokes `spacing` apart, only where the detail (0-255 colour step) reaches `edge`. */
export interface Brush {
  spacing: number;
  length: number;
  width: number;
  edge: number;
}

export interface StrokeStyle {
  /** The plan's random stream this medium forks, so each medium's strokes fall in their own places. */
  name: string;
  brushes: readonly Brush[];
  /** Opacity of a stroke. */
  alpha: number;
  /** How much one stroke's colour differs from the next, as a fraction either way. */
  load: number;
  /** Paint stands up from the canvas: each stroke's ridge lit on one side, shaded on the other. */
  ridge: boolean;
  /** Under the strokes: the art's patches, or those patches mixed into paper of this colour by this much. */
  paper?: { rgb: readonly [number, number, number]; mix: number };
}

/** Redraws the art on `canvas` (size × size px) in strokes of `style`, in place. */
export function paintInStrokes(canvas: Canvas, plan: CoverPlan, size: number, style: StrokeStyle): void {
  const salt = Math.floor(plan.rng.fork(style.name).next() * 0x7fffffff);
  const patches = kuwahara(canvas);
  const angle = strokeAngles(patches);
  const pd = patches.getContext('2d').getImageData(0, 0, GRID, GRID).data;
  const strength = edgeStrength(pd);
  const ctx = canvas.getContext('2d');
  // The ground: the patches, smoothly scaled to the cover, and the paper through them.
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(patches as unknown as Image, 0, 0, size, size);
  if (style.paper) {
    const [r, g, b] = style.paper.rgb;
    ctx.fillStyle = `rgba(${r},${g},${b},${style.paper.mix})`;
    ctx.fillRect(0, 0, size, size);
  }
  const scale = size / 1000;
  const cellUnits = 1000 / GRID;
  style.brushes.forEach((brush, level) => {
    const n = Math.ceil(1000 / brush.spacing);
    for (let j = 0; j < n; j++)
      for (let i = 0; i < n; i++) {
        const jx = hash01(i, j, salt + level * 7919);
        const jy = hash01(j, i, salt + level * 104729);
        const ux = (i + jx) * brush.spacing;
        const uy = (j + jy) * brush.spacing;
        const g =
          Math.min(GRID - 1, Math.floor(uy / cellUnits)) * GRID + Math.min(GRID - 1, Math.floor(ux / cellUnits));
        if (strength[g]! < brush.edge) continue;
        const a = angle[g]! + (hash01(i + 11, j + 5, salt) - 0.5) * 0.25;
        const load = 1 + (hash01(i + 3, j + 17, salt + level) - 0.5) * 2 * style.load;
        const r = Math.min(255, pd[g * 4]! * load);
        const gr = Math.min(255, pd[g * 4 + 1]! * load);
        const b = Math.min(255, pd[g * 4 + 2]! * load);
        const len = brush.length * (0.7 + 0.6 * hash01(i + 29, j + 31, salt));
        const ca = Math.cos(a) * scale;
        const sa = Math.sin(a) * scale;
        ctx.setTransform(ca, sa, -sa, ca, ux * scale, uy * scale);
        ctx.fillStyle = `rgba(${r | 0},${gr | 0},${b | 0},${style.alpha})`;
        ctx.beginPath();
        ctx.ellipse(0, 0, len / 2, brush.width / 2, 0, 0, Math.PI * 2);
        ctx.fill();
        if (!style.ridge) continue;
        // The ridge the brush leaves: lit on the side facing the light (upper left), shaded on the other.
        const lit = -Math.sin(a) < 0 ? -1 : 1;
        ctx.fillStyle = 'rgba(255,250,240,0.09)';
        ctx.beginPath();
        ctx.ellipse(0, (lit * brush.width) / 5, len / 2.4, brush.width / 6, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = 'rgba(20,12,6,0.05)';
        ctx.beginPath();
        ctx.ellipse(0, (-lit * brush.width) / 3, len / 2.5, brush.width / 8, 0, 0, Math.PI * 2);
        ctx.fill();
      }
  });
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

/** How much detail each grid cell holds: the largest colour step to a neighbour two cells away (0-255). */
function edgeStrength(d: Uint8ClampedArray): Float32Array {
  const out = new Float32Array(GRID * GRID);
  const at = (x: number, y: number) =>
    (Math.max(0, Math.min(GRID - 1, y)) * GRID + Math.max(0, Math.min(GRID - 1, x))) * 4;
  const step = (p: number, q: number) =>
    Math.max(Math.abs(d[p]! - d[q]!), Math.abs(d[p + 1]! - d[q + 1]!), Math.abs(d[p + 2]! - d[q + 2]!));
  for (let y = 0; y < GRID; y++)
    for (let x = 0; x < GRID; x++) {
      const c = at(x, y);
      out[y * GRID + x] = Math.max(
        step(c, at(x + 2, y)),
        step(c, at(x - 2, y)),
        step(c, at(x, y + 2)),
        step(c, at(x, y - 2)),
      );
    }
  return out;
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
