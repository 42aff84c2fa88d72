import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix, rgba } from '../../shared/color.ts';
import { U, type Scene } from './scene.ts';

/**
 * Drawing helpers whose result depends on the look: Sonic Vision paints flat, stepped colour like a
 * screen print; Photon Studio paints smooth light with soft edges and glow.
 */

/** A vertical sky or field from `top` to `bottom` between y0 and y1. */
export function verticalField(s: Scene, top: string, bottom: string, y0 = 0, y1 = U, x0 = 0, x1 = U) {
  const { ctx } = s;
  if (s.look === 'sonic') {
    // Screen-print banding: a handful of flat steps, slightly uneven like hand-cut stencils.
    const steps = 7;
    let y = y0;
    for (let i = 0; i < steps; i++) {
      const h = ((y1 - y0) / steps) * (i === steps - 1 ? 1 : 1 + (s.rng.next() - 0.5) * 0.25);
      ctx.fillStyle = mix(top, bottom, i / (steps - 1));
      ctx.fillRect(x0, y, x1 - x0, i === steps - 1 ? y1 - y : h + 0.5);
      y += h;
    }
    return;
  }
  const g = ctx.createLinearGradient(0, y0, 0, y1);
  g.addColorStop(0, top);
  g.addColorStop(0.55, mix(top, bottom, 0.6));
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
}

/** Fills the whole square with one colour. */
export function flood(ctx: SKRSContext2D, color: string) {
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, U, U);
}

/** Soft round light: a radial gradient from `color` to transparent. */
export function softLight(ctx: SKRSContext2D, x: number, y: number, r: number, color: string, alpha = 1) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, rgba(color, alpha));
  g.addColorStop(0.4, rgba(color, alpha * 0.45));
  g.addColorStop(1, rgba(color, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
}

/** Runs `draw` with a glow around what it paints (Photon), or as it is (Sonic). */
export function withGlow(s: Scene, color: string, blur: number, draw: () => void) {
  const { ctx } = s;
  if (s.look !== 'photon') {
    draw();
    return;
  }
  ctx.save();
  ctx.shadowColor = rgba(color, 0.85);
  ctx.shadowBlur = blur * (s.size / U);
  draw();
  ctx.restore();
}

/** Fills the current path with a light-to-shade gradient (Photon) or flat colour (Sonic). */
export function fillShape(s: Scene, color: string, y0: number, y1: number, shade?: string) {
  const { ctx } = s;
  if (s.look === 'photon' && shade) {
    const g = ctx.createLinearGradient(0, y0, 0, y1);
    g.addColorStop(0, color);
    g.addColorStop(1, shade);
    ctx.fillStyle = g;
  } else {
    ctx.fillStyle = color;
  }
  ctx.fill();
}

/** A closed ridge line from x=0 to x=U at baseline y, with a seeded silhouette. */
export function ridgePath(
  ctx: SKRSContext2D,
  rng: Scene['rng'],
  baseline: number,
  amplitude: number,
  roughness: number,
  bottom = U,
) {
  const points = 10 + Math.round(roughness * 30);
  const heights: number[] = [];
  // Midpoint-style noise: a few octaves of smoothed random values.
  const octaves = [rng.range(0.5, 1), rng.range(0.2, 0.5), rng.range(0.05, 0.2) * (1 + roughness)];
  const phases = octaves.map(() => rng.range(0, Math.PI * 2));
  const freqs = [rng.range(1, 2.2), rng.range(3, 5), rng.range(8, 14)];
  for (let i = 0; i <= points; i++) {
    const t = i / points;
    let h = 0;
    octaves.forEach((a, k) => (h += a * Math.sin(t * Math.PI * freqs[k]! + phases[k]!)));
    heights.push(h / 1.6);
  }
  ctx.beginPath();
  ctx.moveTo(-10, bottom + 10);
  heights.forEach((h, i) => ctx.lineTo((i / points) * (U + 20) - 10, baseline - h * amplitude));
  ctx.lineTo(U + 10, bottom + 10);
  ctx.closePath();
}

/** A circle path. */
export function circle(ctx: SKRSContext2D, x: number, y: number, r: number) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

/** A smooth closed curve through the points (Catmull-Rom converted to cubic Béziers). */
export function smoothClosedPath(ctx: SKRSContext2D, pts: [number, number][], tension = 0.5) {
  const n = pts.length;
  const p = (i: number) => pts[((i % n) + n) % n]!;
  ctx.beginPath();
  ctx.moveTo(...p(0));
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const k = tension / 3;
    ctx.bezierCurveTo(x1 + (x2 - x0) * k, y1 + (y2 - y0) * k, x2 - (x3 - x1) * k, y2 - (y3 - y1) * k, x2, y2);
  }
  ctx.closePath();
}
