/**
 * The duotone: a jazz sleeve's photograph in black and one colour, black metal's and post-punk's monochrome, a
 * tango's sepia, or any idea that asks for "duotone", "monochrome" or "black and white". The art's tones are levelled
 * to the full range, given a little more contrast, and reprinted on a ramp from a near-black ink through the colour
 * ink to the paper; fine grain keeps the flat areas from looking digital. The colour ink is the colour the idea named,
 * else the palette's most colourful mid-tone; a palette of greys prints black and white.
 *
 * Runs on the finished art, before the type layer.
 */
import type { Canvas } from '@napi-rs/canvas';
import { hexToOklch, hexToRgb, oklchToHex } from '../../../shared/color.ts';
import { ideaColours } from '../idea-colours.ts';
import type { CoverPlan } from '../plan.ts';
import { UNIT_GRID, unitNoise } from './hash.ts';

/** Where on the ramp (0 dark … 1 paper) the colour ink prints at full strength. */
const COLOUR_AT = 0.58;

export function duotone(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const { dark, colour, paper } = duotoneInks(plan);
  const n = size * size;
  const lum = new Float32Array(n);
  const hist = new Uint32Array(256);
  for (let k = 0; k < n; k++) {
    const v = (0.299 * d[k * 4]! + 0.587 * d[k * 4 + 1]! + 0.114 * d[k * 4 + 2]!) / 255;
    lum[k] = v;
    hist[Math.min(255, Math.round(v * 255))]!++;
  }
  // Levels: the 1st and 99th percentiles become the ends of the ramp, as a printer sets a photograph's black and
  // white points (a dark night keeps its darkness when it has little range: the span never grows past 3×).
  const lo = percentile(hist, n, 0.01);
  const hi = Math.max(percentile(hist, n, 0.99), lo + 0.33);
  const salt = Math.floor(plan.rng.fork('duotone').next() * 0x7fffffff);
  const unit = 1000 / size;
  const grains = unitNoise(salt);
  for (let y = 0; y < size; y++) {
    const row = Math.floor(y * unit) * UNIT_GRID;
    for (let x = 0; x < size; x++) {
      const k = y * size + x;
      let t = (lum[k]! - lo) / (hi - lo);
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      // A gentle S-curve: the print's contrast.
      t = t * t * (3 - 2 * t) * 0.6 + t * 0.4;
      t += (grains[row + Math.floor(x * unit)]! - 0.5) * 0.05;
      const low = t < COLOUR_AT;
      const a = low ? dark : colour;
      const b = low ? colour : paper;
      const f = low ? t / COLOUR_AT : (t - COLOUR_AT) / (1 - COLOUR_AT);
      const w = f < 0 ? 0 : f > 1 ? 1 : f;
      const i = k * 4;
      d[i] = a[0] + (b[0] - a[0]) * w;
      d[i + 1] = a[1] + (b[1] - a[1]) * w;
      d[i + 2] = a[2] + (b[2] - a[2]) * w;
      d[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** The two inks and the paper (as RGB 0..255). */
export function duotoneInks(plan: CoverPlan): Record<'dark' | 'colour' | 'paper', [number, number, number]> {
  // The palette's named colours before a subject's own (a green palm tree in a cobalt duotone prints cobalt).
  const named = [...ideaColours(plan.brief), ...plan.subjects.filter((s) => s.colorBound).map((s) => s.color)];
  const colourful = (hex: string) => hexToOklch(hex).c;
  const midTones = plan.brief.palette.filter((hex) => {
    const l = hexToOklch(hex).l;
    return l > 0.4 && l < 0.85;
  });
  const pick =
    named.find((hex) => colourful(hex) > 0.04) ??
    [...midTones].sort((a, b) => colourful(b) - colourful(a))[0] ??
    plan.brief.palette[0]!;
  const o = hexToOklch(pick);
  // A palette of greys (black and white, monochrome) prints neutral.
  const c = colourful(pick) > 0.04 ? o.c : 0;
  const rgb = (l: number, ch: number) => hexToRgb(oklchToHex({ l, c: ch, h: o.h }));
  return {
    dark: rgb(0.17, Math.min(c, 0.03)),
    colour: rgb(Math.min(0.72, Math.max(0.5, o.l)), c),
    paper: rgb(0.95, Math.min(c, 0.015)),
  };
}

function percentile(hist: Uint32Array, n: number, p: number): number {
  let sum = 0;
  for (let v = 0; v < 256; v++) {
    sum += hist[v]!;
    if (sum >= n * p) return v / 255;
  }
  return 1;
}
