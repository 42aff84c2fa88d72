/**
 * A watercolour: "watercolor", "watercolour painting", "gouache". What a wash does that a flat fill does not: the
 * colour is transparent (the paper's white lifts every tone), it softens past the drawn edge and pools darker where a
 * wash dried, its density blooms unevenly, and pigment settles into the paper's tooth (granulation). Distances
 * are in units of the 1000-unit square, so the preview and the download are the same painting.
 *
 * Runs on the finished art, before the type layer.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { hash01 } from './hash.ts';
import { enlarge, shrink } from './resample.ts';

/** The grids (cells across) of the soft wash and of the wider one whose difference marks where a wash dried. */
const SOFT_GRID = 160;
const WIDE_GRID = 48;
/** Watercolour paper, a warm white. */
const PAPER = [0.97, 0.955, 0.92] as const;

export function watercolour(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const salt = Math.floor(plan.rng.fork('watercolour').next() * 0x7fffffff);
  const soft = blurred(canvas, size, SOFT_GRID);
  const wide = blurred(canvas, size, WIDE_GRID);
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const unit = 1000 / size;
  // The wash's density wanders (blooms and backruns, ~70 units across) and pigment settles in the paper's tooth
  // (~4 units): two value noises, filled a row at a time.
  const blooms = new ValueNoise(size, unit, 70, salt);
  const tooth = new ValueNoise(size, unit, 4, salt ^ 0x5bd1e995);
  const bloomRow = new Float32Array(size);
  const toothRow = new Float32Array(size);
  for (let y = 0; y < size; y++) {
    blooms.row(y, bloomRow);
    tooth.row(y, toothRow);
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const density = (0.84 + 0.32 * bloomRow[x]!) * (0.9 + 0.2 * toothRow[x]!);
      for (let k = 0; k < 3; k++) {
        const s = soft[i + k]! / 255;
        // Mostly the soft wash over a little of the drawing.
        const v = s * 0.6 + (d[i + k]! / 255) * 0.4;
        // Where the soft and the wide washes part, a wash dried: its pigment pooled there, darker.
        const edge = Math.min(1, Math.abs(s - wide[i + k]! / 255) * 2.2);
        const pigment = Math.min(1, (1 - v) * density * (1 + edge * 0.55));
        // Transparent over the paper: the paper's white lifts every tone a little.
        d[i + k] = 255 * PAPER[k]! * (1 - pigment * 0.94);
      }
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** Smooth noise in 0..1 on a grid of `cellUnits`-unit cells, read a row of pixels at a time (bilinear). */
class ValueNoise {
  private readonly cells: number;
  private readonly x0: Int32Array;
  private readonly tx: Float32Array;
  constructor(
    private readonly size: number,
    private readonly unit: number,
    private readonly cellUnits: number,
    private readonly salt: number,
  ) {
    this.cells = Math.ceil(1000 / cellUnits) + 2;
    this.x0 = new Int32Array(size);
    this.tx = new Float32Array(size);
    for (let x = 0; x < size; x++) {
      const f = (x * unit) / cellUnits;
      this.x0[x] = Math.floor(f);
      const t = f - Math.floor(f);
      this.tx[x] = t * t * (3 - 2 * t);
    }
  }

  row(y: number, out: Float32Array): void {
    const f = (y * this.unit) / this.cellUnits;
    const y0 = Math.floor(f);
    const t = f - y0;
    const ty = t * t * (3 - 2 * t);
    for (let x = 0; x < this.size; x++) {
      const c = this.x0[x]!;
      const tx = this.tx[x]!;
      const top = hash01(c, y0, this.salt) * (1 - tx) + hash01(c + 1, y0, this.salt) * tx;
      const bottom = hash01(c, y0 + 1, this.salt) * (1 - tx) + hash01(c + 1, y0 + 1, this.salt) * tx;
      out[x] = top * (1 - ty) + bottom * ty;
    }
  }
}

/** The art blurred wide: drawn on a `grid`-cell canvas and smoothly scaled back up. */
const blurred = (canvas: Canvas, size: number, grid: number) => enlarge(shrink(canvas, grid), size);
