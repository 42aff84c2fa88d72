/**
 * A cyanotype: "cyanotype", "sun print", "photogram". The picture is printed in the one colour the process makes,
 * Prussian blue, on watercolour paper: the lights of the art left paper white, its darks the deepest blue, the
 * tones between a clean cyan-blue ramp. The sensitiser is brushed on by hand, so the blue stops short of the paper's
 * edge in ragged brush marks with streaks along the strokes, and it soaks in a little unevenly. What makes the
 * medium recognisable is that frame of bare paper and the single blue, not a blue tint over a render (the panel,
 * round 73: "cyanotype, prussian blue and paper white" came out as an ordinary blue scene).
 *
 * Distances are in units of the 1000-unit square, so the preview and the download are the same print. Runs on the
 * finished art, before the type layer.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { hash01 } from './hash.ts';
import { darkness, drumUnevenness, soften } from './print-inks.ts';

type Rgb = readonly [number, number, number];

const PAPER: Rgb = [243, 240, 230];
/** The blue at full exposure, and the paler blue the ramp passes through. */
const PRUSSIAN: Rgb = [14, 47, 92];
const CYAN: Rgb = [70, 128, 178];
/** How far in from the paper's edge the brushed sensitiser reaches, and how far its ragged edge wanders. */
const MARGIN = 42;
const RAG = 16;
/** Brush strokes run across the cover in bands this tall. */
const STROKE = 26;

/** Reprints the art on `canvas` (size × size px) as a cyanotype, in place. */
export function cyanotype(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const unit = 1000 / size;
  const tone = darkness(d, size * size);
  // Contact printing spreads light a little under the negative: no render grain, soft small detail.
  soften(tone, size, Math.max(1, Math.round(1.2 / unit)));
  const rng = plan.rng.fork('cyanotype');
  const salt = Math.floor(rng.next() * 0x7fffffff);
  const soak = drumUnevenness(Math.floor(rng.next() * 0x7fffffff));
  // Each side's edge wanders smoothly with the brush (value noise over strokes), frayed finely by its bristles.
  const edge = (side: number, along: number) => {
    const c = along / STROKE;
    const c0 = Math.floor(c);
    const f = c - c0;
    const w = f * f * (3 - 2 * f);
    const wander = hash01(c0, side, salt) * (1 - w) + hash01(c0 + 1, side, salt) * w;
    const fray = hash01(Math.floor(along / 2.5), side + 8, salt);
    return MARGIN + RAG * (wander - 0.5) * 2 + 5 * (fray - 0.5);
  };
  for (let y = 0; y < size; y++) {
    const uy = y * unit;
    const left = edge(1, uy);
    const right = 1000 - edge(2, uy);
    // Dry-brush streaks: thin lines along the horizontal strokes where the brush ran out, near its ends.
    const streak = hash01(Math.floor(uy * 1.3), 5, salt) < 0.55 ? 1 : 0;
    for (let x = 0; x < size; x++) {
      const ux = x * unit;
      const k = y * size + x;
      const top = edge(3, ux);
      const bottom = 1000 - edge(4, ux);
      const across = Math.min(ux - left, right - ux);
      const down = Math.min(uy - top, bottom - uy);
      // Past the edge the paper is bare; over the last stretch before it, the strokes thin into streaks.
      const side = across >= 14 ? 1 : across <= -10 ? 0 : streak * Math.min(1, (across + 10) / 24);
      const coat = Math.min(side, down >= 6 ? 1 : down <= 0 ? 0 : down / 6);
      const exposure = coat * (0.9 + 0.1 * soak(ux, uy));
      // The paper's fibres: a faint grain that shows most in the lights.
      const fibre = 0.97 + 0.03 * hash01(Math.floor(ux * 2), Math.floor(uy * 0.7), salt ^ 0x1f2e3d);
      const t = tone[k]! * exposure;
      const c = blue(t);
      const i = k * 4;
      d[i] = c[0] * fibre;
      d[i + 1] = c[1] * fibre;
      d[i + 2] = c[2] * fibre;
      d[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** The colour of a cyanotype at darkness `t` (0: paper white, 1: full Prussian blue), through a cyan-blue middle. */
function blue(t: number): Rgb {
  const s = t < 0 ? 0 : t > 1 ? 1 : t;
  // Cyanotypes have short, bright highlights and a long run of blues: most of the ramp is blue, not grey.
  const v = Math.pow(s, 0.7);
  if (v < 0.45) return mix(PAPER, CYAN, v / 0.45);
  return mix(CYAN, PRUSSIAN, (v - 0.45) / 0.55);
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}
