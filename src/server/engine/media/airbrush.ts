/**
 * An airbrush painting: "airbrushed", "70s airbrush", "like an airbrushed van mural", synthwave's and city pop's
 * paintings. What the spray gun does that a print or a render does not: every tone is sprayed on in a smooth ramp
 * (no dots, no grain, no hard pixel edge), paint drifts past each mask as a soft haze of overspray, colour is laid on
 * rich and glossy, and the painter finishes with a few white star glints on what shines. Cells and glints sit on the
 * 1000-unit square, so the preview and the download show the same painting.
 *
 * Runs on the finished art, before the type layer.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { enlarge, shrink } from './resample.ts';

/**
 * The spray's finest ramp: cells of 2 units average away a render's grain and soften every edge a little. (Cells of 5
 * units read as a low-resolution picture blown up, round 64: "low-res pixel blur".)
 */
const SPRAY_CELLS = 500;
/** The overspray's haze, worked out on a coarse grid and laid back smoothly. */
const HAZE_CELLS = 36;
/** The grid the glints are looked for on, and the most a cover gets. */
const GLINT_CELLS = 40;
const MAX_GLINTS = 4;

export function airbrush(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const spray = enlarge(shrink(canvas, SPRAY_CELLS), size);
  const haze = enlarge(shrink(canvas, HAZE_CELLS), size);
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    let r = spray[i]! / 255;
    let g = spray[i + 1]! / 255;
    let b = spray[i + 2]! / 255;
    // Overspray: the haze screened over the sprayed tones, so light drifts softly past every edge.
    r = 1 - (1 - r) * (1 - 0.28 * (haze[i]! / 255));
    g = 1 - (1 - g) * (1 - 0.28 * (haze[i + 1]! / 255));
    b = 1 - (1 - b) * (1 - 0.28 * (haze[i + 2]! / 255));
    // Rich, glossy colour: saturation up a fifth, a gentle S-curve for the sheen.
    const l = 0.299 * r + 0.587 * g + 0.114 * b;
    d[i] = 255 * sheen(l + (r - l) * 1.2);
    d[i + 1] = 255 * sheen(l + (g - l) * 1.2);
    d[i + 2] = 255 * sheen(l + (b - l) * 1.2);
  }
  ctx.putImageData(img, 0, 0);
  drawGlints(canvas, plan, size);
}

/** A smooth S-curve about mid-grey: deeper shadows, brighter highlights, no clipping. */
function sheen(v: number): number {
  const c = v < 0 ? 0 : v > 1 ? 1 : v;
  return c + 0.18 * c * (1 - c) * (2 * c - 1);
}

/**
 * Four-pointed star glints on the brightest places of the painting, one per part of it (no two within a fifth of
 * the cover), each only where the paint is already near white, so they catch light rather than float on a shadow.
 */
function drawGlints(canvas: Canvas, plan: CoverPlan, size: number): void {
  const small = shrink(canvas, GLINT_CELLS);
  const s = small.getContext('2d').getImageData(0, 0, GLINT_CELLS, GLINT_CELLS).data;
  const cells: { x: number; y: number; l: number }[] = [];
  for (let y = 1; y < GLINT_CELLS - 1; y++)
    for (let x = 1; x < GLINT_CELLS - 1; x++) {
      const i = (y * GLINT_CELLS + x) * 4;
      const l = (0.299 * s[i]! + 0.587 * s[i + 1]! + 0.114 * s[i + 2]!) / 255;
      if (l > 0.72) cells.push({ x, y, l });
    }
  cells.sort((a, b) => b.l - a.l || a.y - b.y || a.x - b.x);
  const chosen: { x: number; y: number; l: number }[] = [];
  for (const c of cells) {
    if (chosen.length === MAX_GLINTS) break;
    if (chosen.some((o) => Math.hypot(o.x - c.x, o.y - c.y) < GLINT_CELLS / 5)) continue;
    chosen.push(c);
  }
  const rng = plan.rng.fork('airbrush');
  const ctx = canvas.getContext('2d');
  const k = size / 1000;
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  for (const c of chosen) {
    const cx = ((c.x + 0.5) * 1000) / GLINT_CELLS;
    const cy = ((c.y + 0.5) * 1000) / GLINT_CELLS;
    const reach = rng.range(38, 70) * (0.6 + c.l * 0.4);
    star(ctx, cx * k, cy * k, reach * k, rng.range(-0.25, 0.25));
  }
  ctx.restore();
}

type Ctx = ReturnType<Canvas['getContext']>;

/** One glint: a soft white core and four tapering rays, the long pair upright. */
function star(ctx: Ctx, x: number, y: number, reach: number, turn: number): void {
  const core = ctx.createRadialGradient(x, y, 0, x, y, reach * 0.35);
  core.addColorStop(0, 'rgba(255,255,255,0.95)');
  core.addColorStop(0.35, 'rgba(255,255,255,0.35)');
  core.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = core;
  ctx.fillRect(x - reach, y - reach, reach * 2, reach * 2);
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(turn);
  for (const [angle, length] of [
    [0, 1],
    [Math.PI / 2, 0.62],
    [Math.PI, 1],
    [(3 * Math.PI) / 2, 0.62],
  ] as const) {
    const tip = reach * length;
    const w = reach * 0.045;
    const g = ctx.createLinearGradient(0, 0, Math.cos(angle) * tip, Math.sin(angle) * tip);
    g.addColorStop(0, 'rgba(255,255,255,0.9)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(-Math.sin(angle) * w, Math.cos(angle) * w);
    ctx.lineTo(Math.cos(angle) * tip, Math.sin(angle) * tip);
    ctx.lineTo(Math.sin(angle) * w, -Math.cos(angle) * w);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}
