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
import { deltaE, hexToOklch, hexToRgb, oklchToHex, rgbToHex } from '../../../shared/color.ts';
import { ideaColours } from '../idea-colours.ts';
import type { CoverPlan } from '../plan.ts';
import { UNIT_GRID, unitNoise } from './hash.ts';

/** Where on the ramp (0 dark … 1 paper) the colour ink prints at full strength. */
const COLOUR_AT = 0.58;

export function duotone(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const stops = duotoneRamp(plan);
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
      let s = 1;
      while (s < stops.length - 1 && t > stops[s]!.at) s++;
      const { at: from, rgb: a } = stops[s - 1]!;
      const { at: to, rgb: b } = stops[s]!;
      const f = (t - from) / (to - from);
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

type Rgb = [number, number, number];

/**
 * The ramp the art's tones are reprinted on, dark to paper: a near-black ink, the colour ink, the paper. Two colours
 * named for the print ("a duotone in pomelo pink and teal") are its two inks: their overprint is the dark, the darker
 * ink the shadows' colour and the lighter the highlights', so both cover the cover (printed as a dark ink and the
 * first alone, the teal of "two colour… pink and teal" was nowhere).
 */
export function duotoneRamp(plan: CoverPlan): { at: number; rgb: Rgb }[] {
  const { dark, colour, paper, second } = duotoneInks(plan);
  if (!second) {
    return [
      { at: 0, rgb: dark },
      { at: COLOUR_AT, rgb: colour },
      { at: 1, rgb: paper },
    ];
  }
  const [deep, light] =
    hexToOklch(rgbToHex(...colour)).l <= hexToOklch(rgbToHex(...second)).l ? [colour, second] : [second, colour];
  const overprint = deep.map((v, k) => ((v * light[k]!) / 255) * 0.55) as Rgb;
  return [
    { at: 0, rgb: overprint },
    { at: 0.3, rgb: deep },
    { at: 0.68, rgb: light },
    { at: 1, rgb: paper },
  ];
}

/** The inks and the paper (as RGB 0..255); `second` when the idea named two colours for the print. */
export function duotoneInks(plan: CoverPlan): Record<'dark' | 'colour' | 'paper', Rgb> & { second?: Rgb } {
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
  // The palette's own two colours, both named by the idea: a print in two inks.
  const other = ideaColours(plan.brief).find(
    (hex) => hex !== pick && colourful(hex) > 0.04 && deltaE(hex, pick) > 0.15,
  );
  return {
    dark: rgb(0.17, Math.min(c, 0.03)),
    colour: other ? hexToRgb(pick) : rgb(Math.min(0.72, Math.max(0.5, o.l)), c),
    paper: rgb(0.95, Math.min(c, 0.015)),
    ...(other ? { second: hexToRgb(other) } : {}),
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
