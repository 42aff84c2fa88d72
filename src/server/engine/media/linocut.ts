import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { hash01, UNIT_GRID, unitNoise } from './hash.ts';
import { absorbance, darkness, overprint, drumUnevenness, printInks, separate, soften } from './print-inks.ts';

/**
 * The linocut: a key block printed solid where the picture is dark, cut away to bare paper where it is light, and in
 * between carved with gouge strokes (short marks that swell in the middle and taper at both ends, wider where the
 * tone is lighter), every shape's edge left standing as a black contour; the colour block printed flat under it where
 * the art had the colour ink; both pressed a little unevenly on the paper.
 *
 * (A key cut as an even screen of parallel lines over the whole picture read as a moiré filter, not a print: the
 * panel, rounds 73 and 74, "heavy halftone or moiré filters" for a named linocut and ukiyo-e.)
 */
export function linocut(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const { paper, inks: pair, named } = printInks(plan, true);
  // One ink named ("a linocut in rust and cream"): the block is cut in it alone, not in black with the colour beside.
  const single = named.length === 1;
  const inks = single ? ([named[0]!, named[0]!] as const) : pair;
  const [ca, cb] = single
    ? [darkness(d, size * size), new Float32Array(size * size)]
    : separate(d, size * size, paper, inks[0], inks[1]);
  const unit = 1000 / size;
  soften(ca, size, Math.round(3 / unit));
  // A cutter works to the picture's local contrast: a dark tree against a dark sky is solid black against strokes,
  // not black on black (the tone's difference from the area around it is drawn steeper than the area's own tone).
  const area = Float32Array.from(ca);
  soften(area, size, Math.round(60 / unit));
  for (let k = 0; k < ca.length; k++) {
    const v = area[k]! * 0.8 + 0.1 + (ca[k]! - area[k]!) * 1.6;
    ca[k] = v < 0 ? 0 : v > 1 ? 1 : v;
  }
  const contour = contours(ca, size, unit);
  // Cut to the picture's own tones: about its lightest two fifths cleared to paper, its darkest third left solid,
  // only the band between carved, so a pale sky is paper with a few strokes, not strokes from edge to edge.
  const [clear, solid] = quantiles(ca, [0.4, 0.68]);
  const band = Math.max(0.12, solid - clear);
  if (!single) soften(cb, size, Math.round(2.5 / unit));
  const la = absorbance(inks[0], paper);
  const lb = absorbance(inks[1], paper);
  const rng = plan.rng.fork('linocut');
  const period = rng.range(11, 15);
  const swell = rng.range(60, 120);
  const phase = rng.range(0, Math.PI * 2);
  const salt = Math.floor(rng.next() * 0x7fffffff);
  const pressA = drumUnevenness(Math.floor(rng.next() * 0x7fffffff));
  const pressB = drumUnevenness(Math.floor(rng.next() * 0x7fffffff));
  const nicks = unitNoise(Math.floor(rng.next() * 0x7fffffff));
  // The strokes' swell depends on the column alone.
  const rise = Float32Array.from({ length: size }, (_, x) => Math.sin((x * unit) / swell + phase) * period * 1.4);
  for (let y = 0; y < size; y++) {
    const uy = y * unit;
    const row = Math.floor(uy) * UNIT_GRID;
    for (let x = 0; x < size; x++) {
      const ux = x * unit;
      const k = y * size + x;
      const v = (uy + rise[x]!) / period;
      const line = Math.floor(v);
      // Across a stroke's row: 0 at its middle, 1 at the ridge left standing between two rows.
      const across = Math.abs(v - line - 0.5) * 2;
      // Along it: each row is cut as strokes of its own lengths, staggered against the rows beside it.
      const length = 70 + 170 * hash01(line, 0, salt);
      const s = (ux + 400 * hash01(line, 1, salt)) / length;
      const along = s - Math.floor(s);
      const taper = Math.sqrt(Math.sin(Math.PI * along));
      // Darker tones leave narrower strokes; a stroke of its row is a little wider or narrower than the next.
      const tone = ca[k]!;
      const open = clamp01((clear + band - tone) / band) * (0.75 + 0.5 * hash01(line, Math.floor(s), salt));
      const carved = tone < clear ? 1 : smooth((open * taper * 1.15 - across) / 0.12);
      const cut = Math.max(0, carved - contour[k]!);
      const key = (1 - cut) * (nicks[row + Math.floor(ux)]! < 0.003 ? 0 : 1);
      // The colour block is cut as shapes, not strokes: flat where the art had the colour.
      const colour = smooth((cb[k]! - 0.35) / 0.08);
      const a = key * (0.88 + 0.12 * pressA(ux, uy));
      const b = colour * (0.82 + 0.18 * pressB(ux, uy));
      overprint(d, k * 4, paper, la, a, lb, b);
    }
  }
  ctx.putImageData(img, 0, 0);
}

/**
 * Where a shape's edge is (0..1): the tone's change across about four units, so the cutter leaves a black contour
 * round every form instead of carving it away with the light beside it.
 */
function contours(tone: Float32Array, size: number, unit: number): Float32Array {
  const step = Math.max(1, Math.round(2 / unit));
  const out = new Float32Array(tone.length);
  for (let y = step; y < size - step; y++)
    for (let x = step; x < size - step; x++) {
      const k = y * size + x;
      const gx = tone[k + step]! - tone[k - step]!;
      const gy = tone[k + step * size]! - tone[k - step * size]!;
      // A change of a fifth of the tone range over four units is an edge.
      out[k] = clamp01((Math.hypot(gx, gy) - 0.12) / 0.1);
    }
  soften(out, size, Math.max(1, Math.round(1 / unit)));
  return out;
}

/** The tones below which the given fractions of the picture lie (from a sample of it). */
function quantiles(tone: Float32Array, at: readonly [number, number]): [number, number] {
  const n = Math.min(tone.length, 8192);
  const sample = Float32Array.from({ length: n }, (_, i) => tone[Math.floor((i * tone.length) / n)]!).sort();
  const pick = (q: number) => sample[Math.min(n - 1, Math.floor(q * n))]!;
  return [pick(at[0]), pick(at[1])];
}

function clamp01(t: number): number {
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

function smooth(t: number): number {
  const c = t + 0.5;
  return c < 0 ? 0 : c > 1 ? 1 : c * c * (3 - 2 * c);
}
