/**
 * Print media Photon makes when the idea names one: a risograph and a linocut. Sonic prints these in its press
 * (sonic/inks.ts); Photon renders a lit scene, so an idea that asks for "risograph in black and fluoro green" or a
 * "linocut in rust and cream" had a glossy render (the panel, round 45). These passes reprint the finished art in
 * the medium's inks on its paper.
 *
 * The inks are the colours the idea named; a light one named ("cream", "bone") is the paper. The art is separated
 * into the two inks by their absorbance (what each ink takes out of the paper's light), so any colour of the scene
 * prints as the nearest overprint of the two, as a printer's separation would.
 *
 * The passes (riso.ts, linocut.ts) run on the finished art, before the type layer; this module holds their inks.
 */
import { hexToRgb, luminance } from '../../../shared/color.ts';
import { ideaColours } from '../idea-colours.ts';
import type { CoverPlan } from '../plan.ts';
import { hash01 } from './hash.ts';

export type Rgb = readonly [number, number, number];

const PAPER: Rgb = [241, 236, 224];
const BLACK = '#1f1d1c';
/** A named colour at least this light is the stock printed on, not an ink. */
const PAPER_LUMINANCE = 0.62;

interface PrintInks {
  paper: Rgb;
  /** The key ink first (the darker), then the colour ink. */
  inks: [Rgb, Rgb];
  /** The inks the idea named (not the paper): one alone is the whole print of a single-block cut. */
  named: Rgb[];
}

/**
 * Whether a print of two inks on one paper holds every colour the idea named: at most two inks and one paper. A genre's
 * own print medium is only chosen then (an alpine meadow's four named colours were printed in two greens).
 */
export function printHolds(plan: Pick<CoverPlan, 'brief'>): boolean {
  const named = ideaColours(plan.brief);
  const papers = named.filter((c) => luminance(c) >= PAPER_LUMINANCE).length;
  return papers <= 1 && named.length - papers <= 2;
}

/** A key block's ink at least this dark carries a print's shapes; a lighter one named leaves them unreadable. */
const KEY_LUMINANCE = 0.1;

/**
 * The paper and the two inks a print of this idea uses. A print keyed in `darkKey` (a linocut's key block) cuts its
 * key in the darkest colour named when that is dark enough, else in black, and its colour block in the first other
 * colour named (round 96's woodcut in "birch green, brunost brown and pale lilac" was keyed in slate, and its hut
 * could not be made out).
 */
export function printInks(plan: Pick<CoverPlan, 'brief'>, darkKey = false): PrintInks {
  const named = ideaColours(plan.brief);
  const light = named.find((c) => luminance(c) >= PAPER_LUMINANCE);
  const paper = light ? hexToRgb(light) : PAPER;
  const inks = named.filter((c) => luminance(c) < PAPER_LUMINANCE);
  const namedInks = inks.map((c) => hexToRgb(c));
  // With fewer than two inks named, the palette's darkest colour (or black) keys the print.
  if (inks.length < 2) {
    const key = [...plan.brief.palette].sort((a, b) => luminance(a) - luminance(b))[0];
    inks.push(key && luminance(key) < 0.08 && !inks.includes(key) ? key : BLACK);
  }
  if (inks.length < 2) inks.push(BLACK);
  const pair = darkKey ? keyAndColour(plan, named) : inks.slice(0, 2).sort((a, b) => luminance(a) - luminance(b));
  return { paper, inks: [hexToRgb(pair[0]!), hexToRgb(pair[1]!)], named: namedInks };
}

/**
 * A dark key and a colour: the darkest ink named (or the palette's darkest) if dark enough, else black; then the first
 * other ink named, or the palette's first of a middle tone.
 */
function keyAndColour(plan: Pick<CoverPlan, 'brief'>, named: readonly string[]): [string, string] {
  const inks = named.filter((c) => luminance(c) < PAPER_LUMINANCE);
  const darkest = [...inks, ...plan.brief.palette].sort((a, b) => luminance(a) - luminance(b))[0];
  const key = darkest && luminance(darkest) < KEY_LUMINANCE ? darkest : BLACK;
  const mid = (c: string) => luminance(c) >= 0.04 && luminance(c) < PAPER_LUMINANCE;
  return [key, inks.find((c) => c !== key) ?? plan.brief.palette.find(mid) ?? BLACK];
}

/** log of each channel value (dark values clamped: no ink is blacker than this). */
const LOG = Float32Array.from({ length: 256 }, (_, v) => Math.log(Math.max(v, 6)));

/** log(ink / paper) per channel: how much light the ink takes out (≤ 0). */
export type Absorbance = [number, number, number];

export function absorbance(ink: Rgb, paper: Rgb): Absorbance {
  return [0, 1, 2].map((c) => Math.log(Math.max(ink[c]!, 6) / Math.max(paper[c]!, 6))) as [number, number, number];
}

/**
 * Each pixel's coverage by the two inks (0..1): the least-squares mix of their absorbances that best matches the
 * pixel's own, levelled so the art's range fills the inks' range.
 */
export function separate(
  d: Uint8ClampedArray,
  n: number,
  paper: Rgb,
  key: Rgb,
  colour: Rgb,
): [Float32Array, Float32Array] {
  const la = absorbance(key, paper);
  const lb = absorbance(colour, paper);
  const aa = la[0] * la[0] + la[1] * la[1] + la[2] * la[2];
  const bb = lb[0] * lb[0] + lb[1] * lb[1] + lb[2] * lb[2];
  const ab = la[0] * lb[0] + la[1] * lb[1] + la[2] * lb[2];
  const det = aa * bb - ab * ab;
  // Two inks of one hue (black and grey) cannot be told apart: the key alone carries the tones.
  const single = det < 1e-3 * aa * bb;
  const ca = new Float32Array(n);
  const cb = new Float32Array(n);
  const logP = [0, 1, 2].map((c) => Math.log(Math.max(paper[c]!, 6)));
  for (let k = 0; k < n; k++) {
    const t0 = LOG[d[k * 4]!]! - logP[0]!;
    const t1 = LOG[d[k * 4 + 1]!]! - logP[1]!;
    const t2 = LOG[d[k * 4 + 2]!]! - logP[2]!;
    const ta = t0 * la[0] + t1 * la[1] + t2 * la[2];
    const tb = t0 * lb[0] + t1 * lb[1] + t2 * lb[2];
    if (single) {
      ca[k] = ta / aa;
      continue;
    }
    ca[k] = (ta * bb - tb * ab) / det;
    cb[k] = (tb * aa - ta * ab) / det;
  }
  level(ca);
  level(cb);
  return [ca, cb];
}

/** Stretches coverage so its 2nd-98th percentiles span 0..1 (never more than 2.5×), then clamps. */
function level(cover: Float32Array): void {
  const sample = Array.from(
    { length: Math.min(cover.length, 4096) },
    (_, i) => cover[Math.floor((i * cover.length) / Math.min(cover.length, 4096))]!,
  ).sort((a, b) => a - b);
  const lo = Math.max(0, sample[Math.floor(sample.length * 0.02)]!);
  const hi = Math.max(sample[Math.floor(sample.length * 0.98)]!, lo + 0.4);
  for (let k = 0; k < cover.length; k++) {
    const v = (cover[k]! - lo) / (hi - lo);
    cover[k] = v < 0 ? 0 : v > 1 ? 1 : v;
  }
}

/** Smooth unevenness of ink laid by a drum, 0..1, on a coarse grid of the 1000-unit square. */
export function drumUnevenness(salt: number): (ux: number, uy: number) => number {
  // The grid's corners hashed once: the field is read at every pixel of a 3000 px print.
  const n = Math.ceil(1000 / DRUM_CELL) + 2;
  const corners = new Float32Array(n * n);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) corners[y * n + x] = hash01(x, y, salt);
  return (ux, uy) => {
    const gx = ux / DRUM_CELL;
    const gy = uy / DRUM_CELL;
    const x0 = Math.min(n - 2, Math.floor(gx));
    const y0 = Math.min(n - 2, Math.floor(gy));
    const fx = gx - x0;
    const fy = gy - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const k = y0 * n + x0;
    const top = corners[k]! + (corners[k + 1]! - corners[k]!) * sx;
    const bottom = corners[k + n]! + (corners[k + n + 1]! - corners[k + n]!) * sx;
    return top + (bottom - top) * sy;
  };
}

/** The unevenness's grid, in units of the 1000-unit square. */
const DRUM_CELL = 125;

/** One ink's coverage from the art's darkness alone, levelled: a print cut in a single block. */
export function darkness(d: Uint8ClampedArray, n: number): Float32Array {
  const cover = new Float32Array(n);
  for (let k = 0; k < n; k++) cover[k] = 1 - (0.299 * d[k * 4]! + 0.587 * d[k * 4 + 1]! + 0.114 * d[k * 4 + 2]!) / 255;
  level(cover);
  return cover;
}

/**
 * Coverage averaged over a small square (a separable box blur, `radius` px): a block is cut from the picture's
 * shapes, not from its grain, so the render's noise does not break the cut lines into specks.
 */
export function soften(cover: Float32Array, size: number, radius: number): void {
  if (radius < 1) return;
  const tmp = new Float32Array(cover.length);
  const span = 2 * radius + 1;
  for (let y = 0; y < size; y++) {
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += cover[y * size + Math.min(size - 1, Math.max(0, x))]!;
    for (let x = 0; x < size; x++) {
      tmp[y * size + x] = sum / span;
      sum += cover[y * size + Math.min(size - 1, x + radius + 1)]! - cover[y * size + Math.max(0, x - radius)]!;
    }
  }
  for (let x = 0; x < size; x++) {
    let sum = 0;
    for (let y = -radius; y <= radius; y++) sum += tmp[Math.min(size - 1, Math.max(0, y)) * size + x]!;
    for (let y = 0; y < size; y++) {
      cover[y * size + x] = sum / span;
      sum += tmp[Math.min(size - 1, y + radius + 1) * size + x]! - tmp[Math.max(0, y - radius) * size + x]!;
    }
  }
}

/** Writes pixel `i` as the paper under coverage `a` of one ink and `b` of another (absorbances `la`, `lb`). */
export function overprint(
  d: Uint8ClampedArray,
  i: number,
  paper: Rgb,
  la: Absorbance,
  a: number,
  lb: Absorbance,
  b: number,
): void {
  d[i] = paper[0] * Math.exp(a * la[0] + b * lb[0]);
  d[i + 1] = paper[1] * Math.exp(a * la[1] + b * lb[1]);
  d[i + 2] = paper[2] * Math.exp(a * la[2] + b * lb[2]);
  d[i + 3] = 255;
}
