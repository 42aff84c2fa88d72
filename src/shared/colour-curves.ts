/**
 * Advanced colour control (a Studio feature): tone curves and a per-channel grade, turned into one 256-entry table
 * per channel. The server draws covers through these tables and the editor draws the curve it shows from the same
 * function, so what the line shows is what the cover gets.
 */

/** A curve's control point: input and output level, 0 (black) to 1 (white). */
export type CurvePoint = [x: number, y: number];

export const CURVE_CHANNELS = ['rgb', 'red', 'green', 'blue'] as const;
export type CurveChannel = (typeof CURVE_CHANNELS)[number];

export const BALANCE_RANGES = ['shadows', 'midtones', 'highlights'] as const;
export type BalanceRange = (typeof BALANCE_RANGES)[number];

/** One range's push per channel, -1 to 1 (0 leaves it). */
export interface ChannelPush {
  red: number;
  green: number;
  blue: number;
}

export interface AdvancedColour {
  /** 'rgb' moves all three channels after each channel's own curve. */
  curves: Record<CurveChannel, CurvePoint[]>;
  /** Lift (shadows), gamma (midtones) and gain (highlights) per channel, before the curves. */
  balance: Record<BalanceRange, ChannelPush>;
}

export const IDENTITY_CURVE: CurvePoint[] = [
  [0, 0],
  [1, 1],
];
/** Most control points on one curve: enough for any S-curve or cross-process look, few enough to drag. */
export const MAX_CURVE_POINTS = 8;

const NO_PUSH: ChannelPush = { red: 0, green: 0, blue: 0 };

export const NEUTRAL_ADVANCED: AdvancedColour = {
  curves: { rgb: IDENTITY_CURVE, red: IDENTITY_CURVE, green: IDENTITY_CURVE, blue: IDENTITY_CURVE },
  balance: { shadows: NO_PUSH, midtones: NO_PUSH, highlights: NO_PUSH },
};

/**
 * The curve through `points` (sorted by x, x strictly increasing) at `x`: monotone cubic (Fritsch–Carlson), so it
 * never overshoots between points and a rising set of points gives a rising curve; flat beyond the end points.
 */
export function curveAt(points: readonly CurvePoint[], x: number): number {
  const n = points.length;
  if (x <= points[0]![0]) return points[0]![1];
  if (x >= points[n - 1]![0]) return points[n - 1]![1];
  const tangents = curveTangents(points);
  let k = 0;
  while (x > points[k + 1]![0]) k++;
  const [x0, y0] = points[k]!;
  const [x1, y1] = points[k + 1]!;
  const h = x1 - x0;
  const t = (x - x0) / h;
  const t2 = t * t;
  const t3 = t2 * t;
  return (
    (2 * t3 - 3 * t2 + 1) * y0 +
    (t3 - 2 * t2 + t) * h * tangents[k]! +
    (-2 * t3 + 3 * t2) * y1 +
    (t3 - t2) * h * tangents[k + 1]!
  );
}

function curveTangents(points: readonly CurvePoint[]): number[] {
  const n = points.length;
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++)
    slopes.push((points[i + 1]![1] - points[i]![1]) / (points[i + 1]![0] - points[i]![0]));
  const m = points.map((_, i) =>
    i === 0
      ? slopes[0]!
      : i === n - 1
        ? slopes[n - 2]!
        : slopes[i - 1]! * slopes[i]! <= 0
          ? 0
          : (slopes[i - 1]! + slopes[i]!) / 2,
  );
  for (let i = 0; i < n - 1; i++) {
    if (slopes[i] === 0) {
      m[i] = 0;
      m[i + 1] = 0;
      continue;
    }
    const a = m[i]! / slopes[i]!;
    const b = m[i + 1]! / slopes[i]!;
    const s = a * a + b * b;
    if (s > 9) {
      const tau = 3 / Math.sqrt(s);
      m[i] = tau * a * slopes[i]!;
      m[i + 1] = tau * b * slopes[i]!;
    }
  }
  return m;
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/**
 * One channel's grade at level `x` (0-1): lift raises or crushes the blacks and leaves white, gain scales toward
 * or away from white and leaves black, gamma bends the middle (positive is brighter).
 */
export function balanceAt(x: number, shadows: number, midtones: number, highlights: number): number {
  const lift = shadows * 0.25;
  const gain = 1 + highlights * 0.35;
  const lifted = clamp01(gain * (x + lift * (1 - x)));
  return lifted ** (2 ** (-midtones * 0.8));
}

/** 256-entry tables for red, green and blue (0-255 in, 0-255 out): each channel's grade, its curve, then the rgb curve. */
export function advancedLuts(a: AdvancedColour): [Uint8Array, Uint8Array, Uint8Array] {
  const channels = ['red', 'green', 'blue'] as const;
  return channels.map((channel) => {
    const lut = new Uint8Array(256);
    for (let v = 0; v < 256; v++) {
      const graded = balanceAt(
        v / 255,
        a.balance.shadows[channel],
        a.balance.midtones[channel],
        a.balance.highlights[channel],
      );
      const out = curveAt(a.curves.rgb, clamp01(curveAt(a.curves[channel], graded)));
      lut[v] = Math.round(clamp01(out) * 255);
    }
    return lut;
  }) as [Uint8Array, Uint8Array, Uint8Array];
}

/** True when the settings change nothing: every curve the identity and every push zero. */
export function isNeutralAdvanced(a: AdvancedColour | null): boolean {
  if (!a) return true;
  const identity = (c: readonly CurvePoint[]) =>
    c[0]![0] === 0 && c[0]![1] === 0 && c.at(-1)![0] === 1 && c.at(-1)![1] === 1 && c.every(([x, y]) => x === y);
  return (
    CURVE_CHANNELS.every((channel) => identity(a.curves[channel])) &&
    BALANCE_RANGES.every((range) => Object.values(a.balance[range]).every((v) => v === 0))
  );
}
