/**
 * What every material shares: the palette read as a material's roles (its ground and its inks), and a painter that
 * fills the frame pixel by pixel from a function of the 0-1 square, at up to FIELD_MAX pixels a side (finer work
 * would cost more than it shows; the look's finish and the print master scale it up).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { hexToOklch, hexToRgb } from '../../../shared/color.ts';
import type { CoverPlan } from '../plan.ts';
import { U } from '../planner.ts';

const FIELD_MAX = 1200;

export type Rgb = [number, number, number];

/** The palette as a material reads it. */
export interface MaterialColours {
  /** The colours the idea named, in its order (tones the refiner added are left out). */
  named: string[];
  /** The whole palette. */
  all: string[];
}

export function materialColours(plan: CoverPlan): MaterialColours {
  const { palette, paletteNames } = plan.brief;
  const named = palette.filter((_, i) => !/ (?:shade|tint|tone)$/.test(paletteNames[i] ?? ''));
  return { named: named.length ? named : palette.slice(0, 2), all: palette };
}

export const lightness = (hex: string): number => hexToOklch(hex).l;
export const chroma = (hex: string): number => hexToOklch(hex).c;
export const rgbOf = (hex: string): Rgb => hexToRgb(hex);

/**
 * The ground a made thing is laid on: the last colour named when there are two or more ("copper lines on deep navy",
 * "chips of cinnabar and sage on a warm putty ground"), else `fallback`.
 */
export function groundOf(colours: MaterialColours, fallback: string): { ground: string; inks: string[] } {
  const { named } = colours;
  if (named.length < 2) return { ground: fallback, inks: named };
  return { ground: named.at(-1)!, inks: named.slice(0, -1) };
}

/** The lightest named colour when it is as light as paper or cloth, else `fallback`. */
export function paperOf(colours: MaterialColours, fallback: string, atLeast = 0.82): string {
  const lightest = [...colours.named].sort((a, b) => lightness(b) - lightness(a))[0];
  return lightest && lightness(lightest) >= atLeast ? lightest : fallback;
}

/** The length of (x, y) (Math.hypot is several times slower, and this runs per pixel). */
export const length = (x: number, y: number): number => Math.sqrt(x * x + y * y);

export const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);
export const smoothstep = (a: number, b: number, x: number): number => {
  const t = clamp01((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};
export function mixRgb(a: Rgb, b: Rgb, t: number, out: Rgb = [0, 0, 0]): Rgb {
  out[0] = a[0] + (b[0] - a[0]) * t;
  out[1] = a[1] + (b[1] - a[1]) * t;
  out[2] = a[2] + (b[2] - a[2]) * t;
  return out;
}

/** The side in pixels a field is computed at for this canvas: soft fields need fewer (`most`). */
export function fieldSize(ctx: SKRSContext2D, most = FIELD_MAX): number {
  return Math.max(32, Math.min(most, Math.round(ctx.getTransform().a * U)));
}

/**
 * Fills the frame from `pixel(u, v, out, x, y)`, which writes the colour at (u, v) of the 0-1 square into `out`;
 * `x` and `y` are the pixel's own indices, for fields computed ahead.
 */
export function paintField(
  ctx: SKRSContext2D,
  size: number,
  pixel: (u: number, v: number, out: Rgb, x: number, y: number) => void,
): void {
  const canvas = createCanvas(size, size);
  const c = canvas.getContext('2d');
  const image = c.createImageData(size, size);
  const data = image.data;
  const out: Rgb = [0, 0, 0];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      pixel((x + 0.5) / size, (y + 0.5) / size, out, x, y);
      const i = (y * size + x) * 4;
      data[i] = out[0];
      data[i + 1] = out[1];
      data[i + 2] = out[2];
      data[i + 3] = 255;
    }
  }
  c.putImageData(image, 0, 0);
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, 0, 0, U, U);
  ctx.restore();
}

/** A cell of a jittered grid: where its one point sits inside it, as shares of its width each way. */
export interface Cell {
  dx: number;
  dy: number;
}

/**
 * Cells of a jittered grid `n` across, each with one point (crystals, facets), made by `make`, with a ring of cells
 * round the frame so its edges have neighbours. The lookup gives the cell whose point is nearest (u, v) and the two
 * nearest distances in cell widths: where they are near equal is the seam between two cells. (Its answer is one
 * object, rewritten at each call: this runs per pixel.)
 */
export function jitteredCells<T extends Cell>(
  n: number,
  make: () => T,
): (u: number, v: number) => { cell: T; best: number; second: number } {
  const cells = Array.from({ length: (n + 2) * (n + 2) }, make);
  const found = { cell: cells[0]!, best: 9, second: 9 };
  return (u, v) => {
    const gx = u * n;
    const gy = v * n;
    const ci = Math.floor(gx);
    const cj = Math.floor(gy);
    found.best = 9;
    found.second = 9;
    for (let j = cj - 1; j <= cj + 1; j++) {
      for (let i = ci - 1; i <= ci + 1; i++) {
        if (i < -1 || j < -1 || i > n || j > n) continue;
        const c = cells[(j + 1) * (n + 2) + (i + 1)]!;
        const d = length(i + c.dx - gx, j + c.dy - gy);
        if (d < found.best) {
          found.second = found.best;
          found.best = d;
          found.cell = c;
        } else if (d < found.second) found.second = d;
      }
    }
    return found;
  };
}
