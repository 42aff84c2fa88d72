/**
 * Linear light and the film response. Every colour Photon paints is worked out in linear RGB (scene-referred,
 * values above 1 are brighter than paper white: a sun core, a neon tube) and leaves through one filmic curve:
 * identity through the mid-tones so the plan's named colours reproduce, a soft shoulder that rolls highlights
 * to white, and cross-talk that bleaches very bright light the way film does.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { hexToRgb } from '../../../shared/color.ts';

export type Lin = [number, number, number];

const SRGB_TO_LIN = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const x = i / 255;
  SRGB_TO_LIN[i] = x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
}

/**
 * A canvas's pixels as linear RGB, three floats a pixel; `alpha` gets each pixel's coverage (0..1) when given.
 */
export function linearPixels(canvas: Canvas, alpha?: Float32Array): Float32Array {
  const { width, height } = canvas;
  const d = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const out = new Float32Array(width * height * 3);
  for (let k = 0; k < width * height; k++) {
    out[k * 3] = SRGB_TO_LIN[d[k * 4]!]!;
    out[k * 3 + 1] = SRGB_TO_LIN[d[k * 4 + 1]!]!;
    out[k * 3 + 2] = SRGB_TO_LIN[d[k * 4 + 2]!]!;
    if (alpha) alpha[k] = d[k * 4 + 3]! / 255;
  }
  return out;
}

/** Linear RGB of a #rrggbb colour. */
export function lin(hex: string): Lin {
  const [r, g, b] = hexToRgb(hex);
  return [SRGB_TO_LIN[r]!, SRGB_TO_LIN[g]!, SRGB_TO_LIN[b]!];
}

export const scale = (c: Lin, k: number): Lin => [c[0] * k, c[1] * k, c[2] * k];
export const add = (a: Lin, b: Lin): Lin => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const lerp = (a: Lin, b: Lin, t: number): Lin => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
export const luma = (c: Lin) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
/** Moves a colour toward (t < 0: away from) its own grey of the same luminance. */
export const saturate = (c: Lin, t: number): Lin => {
  const y = luma(c);
  return [Math.max(0, y + (c[0] - y) * t), Math.max(0, y + (c[1] - y) * t), Math.max(0, y + (c[2] - y) * t)];
};
/** The colour scaled so its luminance is `y` (keeps hue and saturation). */
export const atLuma = (c: Lin, y: number): Lin => scale(c, y / Math.max(1e-5, luma(c)));

export const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
export const smooth = (e0: number, e1: number, x: number) => {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

// The curve, tabulated on a square-root axis so the darks (where 8-bit steps show) get fine steps.
const LUT_N = 4096;
const LUT_MAX = 48;
const LUT = new Uint8Array(LUT_N + 1);
const KNEE = 0.78;
function shoulder(x: number): number {
  if (x <= KNEE) return x;
  return KNEE + (1 - KNEE) * (1 - Math.exp(-(x - KNEE) / (1 - KNEE)));
}
for (let i = 0; i <= LUT_N; i++) {
  const x = shoulder((i / LUT_N) ** 2 * LUT_MAX);
  const s = x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
  LUT[i] = Math.round(Math.min(1, Math.max(0, s)) * 255);
}
const LUT_K = LUT_N / Math.sqrt(LUT_MAX);

/** One channel through the curve (after cross-talk), to an sRGB byte. */
function curve(x: number): number {
  if (x <= 0) return 0;
  const i = Math.sqrt(x) * LUT_K;
  return i >= LUT_N ? 255 : LUT[i | 0]!;
}

/** Film cross-talk: channels above white bleed into the others, so a hot orange sun core goes to white. */
function bleach(r: number, g: number, b: number, out: Float32Array | number[]): void {
  const m = r > g ? (r > b ? r : b) : g > b ? g : b;
  if (m <= 0.85) {
    out[0] = r;
    out[1] = g;
    out[2] = b;
    return;
  }
  const t = 1 - 1 / (1 + (m - 0.85) * 0.55);
  out[0] = r + (m - r) * t;
  out[1] = g + (m - g) * t;
  out[2] = b + (m - b) * t;
}

const tmp = new Float32Array(3);

/** Writes the display value of a linear colour to `data` at byte offset `i` (alpha untouched). */
export function toneInto(r: number, g: number, b: number, data: Uint8ClampedArray, i: number): void {
  bleach(r, g, b, tmp);
  data[i] = curve(tmp[0]!);
  data[i + 1] = curve(tmp[1]!);
  data[i + 2] = curve(tmp[2]!);
}

/** The display colour of a linear colour, as a CSS string (optionally with alpha). */
export function css(c: Lin, alpha = 1): string {
  bleach(c[0], c[1], c[2], tmp);
  const r = curve(tmp[0]!);
  const g = curve(tmp[1]!);
  const b = curve(tmp[2]!);
  return alpha >= 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${Math.max(0, alpha).toFixed(4)})`;
}

/**
 * A small buffer of linear light (and coverage) for smooth per-pixel fields: sky, clouds, fog, water. It is
 * tone-mapped into a canvas and drawn scaled up with smoothing; edges are drawn at full resolution elsewhere.
 */
export class Field {
  readonly rgb: Float32Array;
  readonly alpha: Float32Array | undefined;
  constructor(
    readonly w: number,
    readonly h: number,
    withAlpha = false,
  ) {
    this.rgb = new Float32Array(w * h * 3);
    this.alpha = withAlpha ? new Float32Array(w * h).fill(1) : undefined;
  }
  set(i: number, r: number, g: number, b: number, a = 1): void {
    this.rgb[i * 3] = r;
    this.rgb[i * 3 + 1] = g;
    this.rgb[i * 3 + 2] = b;
    if (this.alpha) this.alpha[i] = a;
  }
  /** Tone-mapped into a canvas of the same size (the film grain laid over the picture hides 8-bit steps). */
  toCanvas(): Canvas {
    const canvas = createCanvas(this.w, this.h);
    const ctx = canvas.getContext('2d');
    const img = ctx.createImageData(this.w, this.h);
    const d = img.data;
    const n = this.w * this.h;
    for (let i = 0; i < n; i++) {
      toneInto(this.rgb[i * 3]!, this.rgb[i * 3 + 1]!, this.rgb[i * 3 + 2]!, d, i * 4);
      d[i * 4 + 3] = this.alpha ? Math.round(clamp01(this.alpha[i]!) * 255) : 255;
    }
    ctx.putImageData(img, 0, 0);
    return canvas;
  }
}
