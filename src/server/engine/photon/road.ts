/**
 * An open road through open country: asphalt running to the vanishing point, fading into the haze, with its centre
 * dashes and edge lines, and telegraph poles along one side whose wires sag between them. The land on either side is
 * the field's plain, drawn before it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { clamp01, css, lerp, scale, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

export function drawRoad(ctx: SKRSContext2D, w: World): void {
  const rng = w.plan.rng.fork('road');
  const vy = Math.min(w.horizon, U - 60);
  const vx = 500 + rng.range(-60, 60);
  const W = 420; // half the road's width at depth 1
  const G = 420; // camera height at depth 1
  const xAt = (side: number, d: number) => vx + (side * W) / d;
  const yAt = (height: number, d: number) => vy + (G - height) / d;
  const farthest = 400;
  // Asphalt, darker than the verges, melting into the haze toward the horizon.
  const tar: Lin = scale(lerp(w.groundCol, w.shadowCol, 0.65), w.night ? 0.45 : 0.7);
  const asphalt = ctx.createLinearGradient(0, vy, 0, U);
  asphalt.addColorStop(0, css(lerp(tar, w.haze, 0.85)));
  asphalt.addColorStop(0.25, css(lerp(tar, w.haze, 0.35)));
  asphalt.addColorStop(1, css(tar));
  ctx.fillStyle = asphalt;
  ctx.beginPath();
  ctx.moveTo(xAt(-1, 0.9), yAt(0, 0.9));
  ctx.lineTo(xAt(1, 0.9), yAt(0, 0.9));
  ctx.lineTo(xAt(1, farthest), yAt(0, farthest));
  ctx.lineTo(xAt(-1, farthest), yAt(0, farthest));
  ctx.closePath();
  ctx.fill();
  // Paint: pale lines, faded with distance.
  const paint: Lin = lerp(w.haze, [0.9, 0.88, 0.8], 0.7);
  const strip = (x0: number, x1: number, d0: number, d1: number) => {
    const far = clamp01(Math.log(d0) / Math.log(farthest));
    ctx.fillStyle = css(lerp(paint, w.haze, far * 0.8), 0.85);
    ctx.beginPath();
    ctx.moveTo(xAt(x0, d0), yAt(0, d0));
    ctx.lineTo(xAt(x1, d0), yAt(0, d0));
    ctx.lineTo(xAt(x1, d1), yAt(0, d1));
    ctx.lineTo(xAt(x0, d1), yAt(0, d1));
    ctx.closePath();
    ctx.fill();
  };
  for (let d = 1; d < 120; d *= 1.5) strip(-0.025, 0.025, d, d * 1.2);
  for (const side of [-1, 1]) for (let d = 0.9; d < 200; d *= 1.25) strip(side * 0.93, side * 0.95, d, d * 1.25);
  // Telegraph poles on one side, shrinking to the horizon.
  const side = rng.chance(0.5) ? -1 : 1;
  const X = side * 1.9;
  const pole: Lin = scale(w.shadowCol, w.night ? 0.5 : 0.8);
  const tops: [number, number][][] = [[], []];
  for (let d = 3; d < 90; d *= 1.3) {
    const far = clamp01(Math.log(d) / Math.log(90));
    ctx.fillStyle = css(lerp(pole, w.haze, far * 0.85));
    const x = xAt(X, d);
    const half = 22 / d;
    ctx.fillRect(x - half, yAt(1850, d), half * 2, (1850 - 0) / d);
    ctx.fillRect(xAt(X - 0.35, d), yAt(1760, d), (2 * 0.35 * W) / d, 40 / d);
    tops[0]!.push([xAt(X - 0.3, d), yAt(1760, d)]);
    tops[1]!.push([xAt(X + 0.3, d), yAt(1760, d)]);
  }
  ctx.strokeStyle = css(lerp(pole, w.haze, 0.3), 0.8);
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  for (const line of tops)
    for (let k = 1; k < line.length; k++) {
      const [a, b] = [line[k - 1]!, line[k]!];
      ctx.moveTo(a[0], a[1]);
      ctx.quadraticCurveTo((a[0] + b[0]) / 2, Math.max(a[1], b[1]) + Math.abs(a[0] - b[0]) * 0.12, b[0], b[1]);
    }
  ctx.stroke();
}
