/**
 * Colour science for palettes: OKLCH (perceptual lightness, chroma, hue) so that "lighter", "more
 * saturated" and "the complementary hue" mean what a designer expects, with sRGB gamut mapping.
 */
export interface Oklch {
  l: number; // 0..1
  c: number; // 0..~0.37
  h: number; // degrees
}

const clamp = (x: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));

export function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex(r: number, g: number, b: number): string {
  const to = (v: number) =>
    Math.round(clamp(v, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${to(r)}${to(g)}${to(b)}`;
}

const toLinear = (v: number) => {
  const x = v / 255;
  return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (x: number) => 255 * (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);

function linearToOklab(r: number, g: number, b: number): [number, number, number] {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function oklabToLinear(L: number, a: number, b: number): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

export function hexToOklch(hex: string): Oklch {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as [number, number, number];
  const [L, A, B] = linearToOklab(r, g, b);
  const c = Math.hypot(A, B);
  const h = c < 1e-4 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h };
}

/** Converts back to hex, reducing chroma until the colour fits in sRGB (keeps lightness and hue). */
export function oklchToHex({ l, c, h }: Oklch): string {
  const L = clamp(l);
  let chroma = Math.max(0, c);
  for (let i = 0; i < 24; i++) {
    const rad = (h * Math.PI) / 180;
    const [r, g, b] = oklabToLinear(L, chroma * Math.cos(rad), chroma * Math.sin(rad));
    if ([r, g, b].every((v) => v >= -1e-4 && v <= 1 + 1e-4) || chroma < 1e-3) {
      return rgbToHex(fromLinear(clamp(r)), fromLinear(clamp(g)), fromLinear(clamp(b)));
    }
    chroma *= 0.9;
  }
  return rgbToHex(fromLinear(L), fromLinear(L), fromLinear(L));
}

export function adjust(hex: string, change: { l?: number; c?: number; h?: number; cScale?: number }): string {
  const o = hexToOklch(hex);
  return oklchToHex({
    l: clamp(o.l + (change.l ?? 0)),
    c: Math.max(0, o.c * (change.cScale ?? 1) + (change.c ?? 0)),
    h: (o.h + (change.h ?? 0) + 360) % 360,
  });
}

export function withLightness(hex: string, l: number): string {
  const o = hexToOklch(hex);
  return oklchToHex({ ...o, l: clamp(l) });
}

/** Mixes two colours in OKLab (even, natural blends without muddy midpoints). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a).map(toLinear) as [number, number, number];
  const [br, bg, bb] = hexToRgb(b).map(toLinear) as [number, number, number];
  const A = linearToOklab(ar, ag, ab);
  const B = linearToOklab(br, bg, bb);
  const [r, g, bl] = oklabToLinear(A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t);
  return rgbToHex(fromLinear(clamp(r)), fromLinear(clamp(g)), fromLinear(clamp(bl)));
}

/** CSS colour with alpha, for canvas fill and stroke styles. */
export function rgba(hex: string, alpha: number): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r},${g},${b},${clamp(alpha)})`;
}

/** WCAG relative luminance (0 black .. 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Perceptual distance between two colours (Euclidean in OKLab; ~0.02 is barely visible). */
export function deltaE(a: string, b: string): number {
  const [ar, ag, ab] = hexToRgb(a).map(toLinear) as [number, number, number];
  const [br, bg, bb] = hexToRgb(b).map(toLinear) as [number, number, number];
  const A = linearToOklab(ar, ag, ab);
  const B = linearToOklab(br, bg, bb);
  return Math.hypot(A[0] - B[0], A[1] - B[1], A[2] - B[2]);
}
