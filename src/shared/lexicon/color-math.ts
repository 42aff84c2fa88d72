/** Small, pure colour helpers for building palettes: hex ↔ HSL, tone shifts; hex ↔ RGB and OKLab come from ../color.ts. */
import { hexToRgb, rgbToHex } from '../color.ts';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue in degrees 0-360; saturation and lightness 0-1. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Each -1..1: a nudge in saturation, lightness and warmth (towards amber when positive, blue when negative). */
export interface ToneShift {
  saturation?: number;
  lightness?: number;
  warmth?: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const WARM_HUE = 35;
const COOL_HUE = 215;
/** Hue rotation at warmth ±1, in degrees. */
const MAX_WARMTH_ROTATION = 28;

const clamp = (v: number, lo = 0, hi = 1): number => Math.min(hi, Math.max(lo, v));

export function isHex(value: string): boolean {
  return HEX.test(value);
}

/** "#ABC" or "abc" → "#aabbcc"; undefined for anything that is not a hex colour. */
export function normalizeHex(value: string): string | undefined {
  const m = HEX.exec(value.trim());
  if (!m?.[1]) return undefined;
  const digits = m[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

/** The RGB of a hex colour in any form normalizeHex reads (black for anything else). */
function rgbOf(hex: string): Rgb {
  const [r, g, b] = hexToRgb(normalizeHex(hex) ?? '#000000');
  return { r, g, b };
}

const hexOf = ({ r, g, b }: Rgb): string => rgbToHex(r, g, b);

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s: clamp(s), l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r1, g1, b1] =
    hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}

export const hexToHsl = (hex: string): Hsl => rgbToHsl(rgbOf(hex));
export const hslToHex = (hsl: Hsl): string => hexOf(hslToRgb(hsl));

/** Linear blend of two colours in sRGB; t = 0 gives a, 1 gives b. */
export function mixHex(a: string, b: string, t: number): string {
  const ca = rgbOf(a);
  const cb = rgbOf(b);
  const k = clamp(t);
  return hexOf({ r: ca.r + (cb.r - ca.r) * k, g: ca.g + (cb.g - ca.g) * k, b: ca.b + (cb.b - ca.b) * k });
}

function rotateToward(h: number, target: number, degrees: number): number {
  const diff = ((target - h + 540) % 360) - 180;
  const step = Math.sign(diff) * Math.min(Math.abs(diff), degrees);
  return (h + step + 360) % 360;
}

/**
 * Nudges a colour's tone. Saturation and lightness move proportionally towards their limits, so a shift never
 * clips a colour to pure white or grey; warmth rotates the hue towards amber or blue, and near-greys get a tint.
 */
export function shiftTone(hex: string, shift: ToneShift, strength = 1): string {
  const { h, s, l } = hexToHsl(hex);
  const sat = clamp((shift.saturation ?? 0) * strength, -1, 1);
  const light = clamp((shift.lightness ?? 0) * strength, -1, 1);
  const warm = clamp((shift.warmth ?? 0) * strength, -1, 1);
  let ns = sat >= 0 ? s + (1 - s) * sat * 0.8 : s * (1 + sat);
  const nl = light >= 0 ? l + (1 - l) * light : l * (1 + light);
  let nh = h;
  if (warm !== 0) {
    if (s < 0.08) {
      // A grey has no hue to rotate: give it a faint tint of the requested temperature instead.
      nh = warm > 0 ? WARM_HUE : COOL_HUE;
      ns = Math.max(ns, Math.abs(warm) * 0.12);
    } else {
      nh = rotateToward(h, warm > 0 ? WARM_HUE : COOL_HUE, Math.abs(warm) * MAX_WARMTH_ROTATION);
    }
  }
  return hslToHex({ h: nh, s: clamp(ns), l: clamp(nl) });
}

/** Luminance-preserving grey. */
export function toGray(hex: string): string {
  const { r, g, b } = rgbOf(hex);
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return hexOf({ r: y, g: y, b: y });
}

// Perceptual maths lives in one place (../color.ts): WCAG luminance and OKLab ΔE
// (below about 0.04 two colours read as the same swatch).
export { deltaE as colorDistance, luminance as relativeLuminance } from '../color.ts';
