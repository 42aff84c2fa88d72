/**
 * Pixel art: "8-bit", "pixel art", chiptune's own medium. The art is resampled onto a coarse grid of square cells
 * (64 to 96 across, by seed), each cell's colour snapped to a small palette found in the art itself (k-means, seeded
 * with the brief's colours so named colours stay), with ordered (Bayer) dithering where tones blend, then drawn back
 * with hard edges. The grid is in the 1000-unit square, so the preview and the download show the same pixels.
 *
 * Runs on the finished art, before the type layer (the lettering stays crisp, as a game's title screen is).
 */
import type { Canvas, Image } from '@napi-rs/canvas';
import { hexToRgb } from '../../../shared/color.ts';
import type { CoverPlan } from '../plan.ts';
import { shrink } from './resample.ts';

/** How many colours the palette holds: a console's few, enough for a sky's bands and a subject's shading. */
const COLOURS = 14;
/** The 4 × 4 Bayer matrix, as thresholds in -0.5 … 0.5. */
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) / 16 - 0.5);
/** How far (0-255 per channel) the dither may push a colour toward its neighbour. */
const DITHER = 16;

export function pixelArt(canvas: Canvas, plan: CoverPlan, size: number): void {
  const cells = plan.rng.fork('pixel-art').pick([64, 72, 80, 96]);
  const small = shrink(canvas, cells);
  const s = small.getContext('2d');
  const img = s.getImageData(0, 0, cells, cells);
  const d = img.data;
  const palette = findPalette(d, plan.brief.palette.map(hexToRgb));
  for (let y = 0; y < cells; y++) {
    for (let x = 0; x < cells; x++) {
      const i = (y * cells + x) * 4;
      const t = BAYER[(y % 4) * 4 + (x % 4)]! * DITHER;
      const c = nearest(palette, d[i]! + t, d[i + 1]! + t, d[i + 2]! + t);
      d[i] = c[0];
      d[i + 1] = c[1];
      d[i + 2] = c[2];
      d[i + 3] = 255;
    }
  }
  s.putImageData(img, 0, 0);
  const ctx = canvas.getContext('2d');
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(small as unknown as Image, 0, 0, size, size);
  ctx.restore();
}

type Rgb = [number, number, number];

function nearest(palette: readonly Rgb[], r: number, g: number, b: number): Rgb {
  let best = palette[0]!;
  let bestD = Infinity;
  for (const p of palette) {
    // Weighted as the eye weighs them, so greens and skin tones snap to what looks closest.
    const dist = 2 * (p[0] - r) ** 2 + 4 * (p[1] - g) ** 2 + 3 * (p[2] - b) ** 2;
    if (dist < bestD) {
      bestD = dist;
      best = p;
    }
  }
  return best;
}

/**
 * A few rounds of k-means over the cells' colours, starting from the brief's palette and colours spread through the
 * art, so the result is deterministic and named colours keep a place of their own.
 */
function findPalette(d: Uint8ClampedArray, seeds: readonly Rgb[]): Rgb[] {
  const n = d.length / 4;
  const centres: Rgb[] = seeds.slice(0, COLOURS).map((c) => [...c] as Rgb);
  for (let k = 0; centres.length < COLOURS; k++) {
    const i = Math.floor(((k * 0.618034) % 1) * n) * 4;
    centres.push([d[i]!, d[i + 1]!, d[i + 2]!]);
  }
  const fixed = Math.min(seeds.length, COLOURS);
  for (let round = 0; round < 6; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let i = 0; i < d.length; i += 4) {
      const c = nearest(centres, d[i]!, d[i + 1]!, d[i + 2]!);
      const sum = sums[centres.indexOf(c)]!;
      sum[0]! += d[i]!;
      sum[1]! += d[i + 1]!;
      sum[2]! += d[i + 2]!;
      sum[3]!++;
    }
    // The brief's own colours stay as they are; the others move to the middle of what they gathered.
    sums.forEach((sum, k) => {
      if (k < fixed || !sum[3]) return;
      centres[k] = [sum[0]! / sum[3], sum[1]! / sum[3], sum[2]! / sum[3]];
    });
  }
  return centres.map((c) => c.map(Math.round) as Rgb);
}
