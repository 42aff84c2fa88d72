/**
 * A VHS still: "VHS", "camcorder footage", vaporwave's degraded video. What a tape does to a picture, in the order a
 * player does it: luma smeared a little along each line and colour smeared a lot and shifted right (tape carries
 * colour at a fraction of the detail), each line nudged sideways by the tape's wobble and one band torn by tracking
 * error, blacks lifted and whites clipped, interlaced scanlines, and noise. Distances are in units of the 1000-unit
 * square, so the preview and the download show the same tape.
 *
 * Runs on the finished art, before the type layer.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { hash01, UNIT_GRID, unitNoise } from './hash.ts';

/** Half-widths of the horizontal smear, in units: luma barely, chroma a lot. */
const LUMA_SMEAR = 1.2;
const CHROMA_SMEAR = 7;
/** How far right colour lands from its edge, in units. */
const CHROMA_SHIFT = 3.5;
/** Scanline period in units (a line pair of a 480-line frame on a 1000-unit cover is about 4). */
const SCANLINE = 4;

export function vhs(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const rng = plan.rng.fork('vhs');
  const unit = 1000 / size;
  const salt = Math.floor(rng.next() * 0x7fffffff);
  const noise = unitNoise(salt);
  // The tracking band: a strip near the bottom where lines tear sideways and the picture breaks into streaks.
  const bandTop = rng.range(760, 900);
  const bandH = rng.range(22, 45);
  const tear = rng.range(10, 24) * (rng.chance(0.5) ? 1 : -1);
  const wobble = rng.range(0.6, 1.6);

  const px = (units: number) => units / unit;
  const lumaR = Math.max(1, Math.round(px(LUMA_SMEAR)));
  const chromaR = Math.max(1, Math.round(px(CHROMA_SMEAR)));
  const shift = Math.round(px(CHROMA_SHIFT));
  // One row's Y, I, Q (a broadcast encoding: luma and two colour-difference signals), and their running sums.
  const Y = new Float32Array(size);
  const I = new Float32Array(size);
  const Q = new Float32Array(size);
  const sums = [new Float64Array(size + 1), new Float64Array(size + 1), new Float64Array(size + 1)] as const;
  const boxed = (sum: Float64Array, x: number, r: number) => {
    const a = Math.max(0, x - r);
    const b = Math.min(size, x + r + 1);
    return (sum[b]! - sum[a]!) / (b - a);
  };

  for (let y = 0; y < size; y++) {
    const uy = y * unit;
    const row = y * size * 4;
    for (let x = 0; x < size; x++) {
      const i = row + x * 4;
      const r = d[i]! / 255;
      const g = d[i + 1]! / 255;
      const b = d[i + 2]! / 255;
      Y[x] = 0.299 * r + 0.587 * g + 0.114 * b;
      I[x] = 0.596 * r - 0.274 * g - 0.322 * b;
      Q[x] = 0.211 * r - 0.523 * g + 0.312 * b;
    }
    for (const [k, line] of [Y, I, Q].entries()) {
      const sum = sums[k]!;
      for (let x = 0; x < size; x++) sum[x + 1] = sum[x]! + line[x]!;
    }
    // The line's sideways nudge: a slow wobble everywhere, a tear inside the tracking band.
    const lineNoise = hash01(Math.floor(uy / 2), 7, salt) - 0.5;
    const inBand = uy >= bandTop && uy < bandTop + bandH;
    const offset = px(lineNoise * wobble + (inBand ? tear * (0.6 + lineNoise) : 0));
    const scan = Math.floor(uy / (SCANLINE / 2)) % 2 ? 0.86 : 1;
    const gridRow = Math.min(UNIT_GRID - 1, Math.floor(uy)) * UNIT_GRID;
    for (let x = 0; x < size; x++) {
      const sx = Math.max(0, Math.min(size - 1, Math.round(x - offset)));
      const cx = Math.max(0, Math.min(size - 1, sx - shift));
      let l = boxed(sums[0], sx, lumaR);
      // Colour bleeds: a little more saturated than the source, as tape colour blooms.
      const ci = boxed(sums[1], cx, chromaR) * 1.15;
      const cq = boxed(sums[2], cx, chromaR) * 1.15;
      const n = noise[gridRow + Math.min(UNIT_GRID - 1, Math.floor(x * unit))]! - 0.5;
      l += n * 0.07;
      if (inBand && n > 0.42) l = Math.max(l, 0.85);
      // Levels: tape never reaches true black, and its whites clip softly.
      l = 0.06 + 0.9 * (l < 0 ? 0 : l > 1 ? 1 : l);
      const i = row + x * 4;
      d[i] = 255 * scan * (l + 0.956 * ci + 0.621 * cq);
      d[i + 1] = 255 * scan * (l - 0.272 * ci - 0.647 * cq);
      d[i + 2] = 255 * scan * (l - 1.106 * ci + 1.703 * cq);
      d[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
}
