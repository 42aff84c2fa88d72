/**
 * A courtyard seen from inside: a paved floor running to a far wall, walled in on three sides by two storeys, round
 * arches of a shaded arcade along the ground floor and windows above, the sky open overhead. The wall on the light's
 * side stands in shade, the other takes the light; at night the arcade and the windows glow from within.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { clamp01, css, lerp, scale, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

/** Focal length and eye height of a person standing in the courtyard (units per metre at one metre, metres). */
const F = 520;
const EYE = 1.7;

export function drawCourtyard(ctx: SKRSContext2D, w: World): void {
  const rng = w.plan.rng.fork('courtyard');
  const vy = Math.min(w.horizon, U - 60);
  const vx = 500 + rng.range(-50, 50);
  const half = rng.range(5, 6.5);
  const far = rng.range(8, 11);
  const tall = rng.range(4.6, 5.6);
  const P = (X: number, Y: number, Z: number): [number, number] => [vx + (X * F) / Z, vy - ((Y - EYE) * F) / Z];
  const poly = (points: [number, number][]) => {
    ctx.beginPath();
    points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.closePath();
  };
  const night = w.night || w.time === 'dusk';
  const stone = scale(lerp(w.groundCol, w.haze, 0.35), night ? 0.55 : 1.1);
  const lit = scale(lerp(stone, w.lightTint, 0.25), 1 + w.light.strength * 0.35);
  const shaded = lerp(scale(stone, 0.55), w.ambient, 0.15);
  // At night the arcade glows from within; by day it is the deepest shade in the courtyard.
  const glow: Lin = night ? [1.0, 0.66, 0.32] : scale(shaded, 0.3);

  // Paving, darker toward us and fading into the air at the far wall, its joints a shade darker.
  const floor = ctx.createLinearGradient(0, vy, 0, U);
  floor.addColorStop(0, css(lerp(scale(w.groundCol, 0.9), w.haze, 0.35)));
  floor.addColorStop(1, css(scale(w.groundCol, night ? 0.45 : 0.8)));
  ctx.fillStyle = floor;
  ctx.fillRect(0, vy - 2, U, U - vy + 2);
  ctx.strokeStyle = css(scale(w.groundCol, 0.55), 0.35);
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  for (let X = -half; X <= half + 0.01; X += (2 * half) / 10) {
    ctx.moveTo(...P(X, 0, 0.3));
    ctx.lineTo(...P(X, 0, far));
  }
  for (let z = 0.6; z < far; z *= 1.28) {
    ctx.moveTo(...P(-half, 0, z));
    ctx.lineTo(...P(half, 0, z));
  }
  ctx.stroke();

  const bay = 1.7;
  const spring = 2.1;
  /** A round arch's outline: `at` places a point along the wall (u) at a height (y). */
  const arch = (at: (u: number, y: number) => [number, number], u0: number, u1: number): [number, number][] => {
    const r = (u1 - u0) / 2;
    const points: [number, number][] = [at(u0, 0), at(u0, spring)];
    for (let k = 1; k < 12; k++) {
      const t = Math.PI - (k / 12) * Math.PI;
      points.push(at((u0 + u1) / 2 + r * Math.cos(t), spring + r * Math.sin(t)));
    }
    points.push(at(u1, spring), at(u1, 0));
    return points;
  };
  const opening = (points: [number, number][], depth: number) => {
    const [, top] = points.reduce((a, b) => (b[1] < a[1] ? b : a));
    const [, bottom] = points[0]!;
    const g = ctx.createLinearGradient(0, top, 0, bottom);
    const fade = clamp01(depth / (far * 1.5)) * (night ? 0.5 : 0.25);
    g.addColorStop(0, css(lerp(scale(glow, night ? 0.35 : 0.6), w.haze, fade)));
    g.addColorStop(1, css(lerp(scale(glow, night ? 0.9 : 1), w.haze, fade)));
    poly(points);
    ctx.fillStyle = g;
    ctx.fill();
  };
  const windowsAt = (at: (u: number, y: number) => [number, number], u0: number, u1: number, depth: number) => {
    const fade = clamp01(depth / (far * 1.5)) * 0.5;
    const on = night ? rng.chance(0.55) : false;
    poly([at(u0, tall - 2.2), at(u1, tall - 2.2), at(u1, tall - 0.9), at(u0, tall - 0.9)]);
    ctx.fillStyle = css(lerp(on ? scale(glow, 0.9) : scale(w.shadowCol, 0.5), w.haze, fade), 0.9);
    ctx.fill();
  };

  // The far wall, in the air's haze.
  // (Only a little of the air's haze: a far wall the colour of the sky behind it reads as no wall.)
  const back = lerp(lerp(lit, shaded, 0.55), w.haze, 0.08 + w.hazeAmount * 0.3);
  poly([P(-half, -0.1, far), P(half, -0.1, far), P(half, tall, far), P(-half, tall, far)]);
  ctx.fillStyle = css(back);
  ctx.fill();
  const across = Math.max(2, Math.round((2 * half) / bay));
  for (let k = 0; k < across; k++) {
    const u0 = -half + ((k + 0.18) * 2 * half) / across;
    const u1 = -half + ((k + 0.82) * 2 * half) / across;
    opening(
      arch((u, y) => P(u, y, far), u0, u1),
      far,
    );
    windowsAt(
      (u, y) => P(u, y, far),
      -half + ((k + 0.35) * 2 * half) / across,
      -half + ((k + 0.65) * 2 * half) / across,
      far,
    );
  }
  // The side walls: the one facing the light takes it.
  const lightFrom = w.light.x < vx ? -1 : 1;
  for (const side of [-1, 1]) {
    const X = side * half;
    const face = side === lightFrom ? shaded : lit;
    const g = ctx.createLinearGradient(...P(X, 0, 0.3), ...P(X, 0, far));
    g.addColorStop(0, css(scale(face, 0.85)));
    g.addColorStop(1, css(lerp(face, w.haze, 0.3)));
    poly([P(X, -0.1, 0.25), P(X, -0.1, far), P(X, tall, far), P(X, tall, 0.25)]);
    ctx.fillStyle = g;
    ctx.fill();
    for (let z = far - bay; z > 0.9; z -= bay) {
      opening(
        arch((u, y) => P(X, y, u), z + 0.25, z + bay - 0.25),
        z,
      );
      windowsAt((u, y) => P(X, y, u), z + 0.55, z + bay - 0.55, z);
    }
    // A cornice along the wall's top.
    poly([P(X, tall - 0.25, 0.25), P(X, tall - 0.25, far), P(X, tall, far), P(X, tall, 0.25)]);
    ctx.fillStyle = css(scale(face, 0.6));
    ctx.fill();
  }
  poly([P(-half, tall - 0.25, far), P(half, tall - 0.25, far), P(half, tall, far), P(-half, tall, far)]);
  ctx.fillStyle = css(scale(back, 0.7));
  ctx.fill();
}
