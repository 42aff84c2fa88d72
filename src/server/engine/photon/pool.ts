/**
 * A swimming pool seen across its width, as someone standing at its edge sees it: the paved deck beyond, the far
 * side's pale coping and tiled waterline running straight across the cover, a ladder's chrome rails curving over it
 * into the water, a rope of floats dividing the lanes, turquoise water lighter where it takes the sky and a net of
 * caustic light on it. A drained pool shows its far wall and floor in pale tiles, the floor falling to the deep end.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { css, lerp, scale, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

/** Focal length and eye height of someone standing at the pool's edge (units per metre at one metre, metres). */
const F = 520;
const EYE = 1.7;
/** Chlorinated water and its tiles: the turquoise every pool is, leaning a little toward the palette's water. */
const CHLORINE: Lin = [0.03, 0.42, 0.55];
const TILE: Lin = [0.55, 0.75, 0.82];

export function drawPool(ctx: SKRSContext2D, w: World): void {
  const rng = w.plan.rng.fork('pool');
  const vy = Math.min(w.horizon, U - 60);
  const vx = 500 + rng.range(-30, 30);
  const far = rng.range(8, 10);
  const drained = w.plan.environment.drained === true;
  const P = (X: number, Y: number, Z: number): [number, number] => [vx + (X * F) / Z, vy - ((Y - EYE) * F) / Z];
  const poly = (points: [number, number][]) => {
    ctx.beginPath();
    points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.closePath();
  };
  const across = (z0: number, z1: number, y0: number, y1: number) =>
    poly([P(-60, y0, z0), P(60, y0, z0), P(60, y1, z1), P(-60, y1, z1)]);
  const night = w.night || w.time === 'dusk';
  const light = night ? 0.45 : 0.85 + w.light.strength * 0.25;

  // The deck: pale stone, in the air's haze far off, its joints a shade darker.
  const stone = scale(lerp(lerp(w.groundCol, [0.8, 0.77, 0.7], 0.6), w.lightTint, 0.15), light);
  const edge = P(0, 0, far)[1];
  const deck = ctx.createLinearGradient(0, vy, 0, edge);
  deck.addColorStop(0, css(lerp(stone, w.haze, 0.45)));
  deck.addColorStop(1, css(scale(stone, 0.9)));
  ctx.fillStyle = deck;
  ctx.fillRect(0, vy - 2, U, edge - vy + 4);
  ctx.strokeStyle = css(scale(stone, 0.7), 0.4);
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let z = far * 1.15; z < 200; z *= 1.2) {
    ctx.moveTo(...P(-60, 0, z));
    ctx.lineTo(...P(60, 0, z));
  }
  ctx.stroke();

  const waterTone = lerp(CHLORINE, w.waterCol, 0.25);
  const tile = scale(lerp(TILE, w.lightTint, 0.1), light);
  if (drained) {
    // The floor falls from 1 m at the shallow end (left) to 2.5 m at the deep end.
    const depth = (X: number) => -1 - 1.5 * Math.min(1, Math.max(0, (X + 6) / 12));
    const floor = ctx.createLinearGradient(0, edge, 0, U);
    floor.addColorStop(0, css(scale(tile, 0.75)));
    floor.addColorStop(1, css(scale(tile, 0.95)));
    ctx.fillStyle = floor;
    ctx.fillRect(0, edge, U, U - edge);
    const wall: [number, number][] = [P(-60, 0, far), P(60, 0, far)];
    for (let X = 60; X >= -60; X -= 1) wall.push(P(X, depth(X), far));
    // The far wall stands in its own shade, darkest where it meets the floor.
    const wallShade = ctx.createLinearGradient(0, edge, 0, P(0, -2.5, far)[1]);
    wallShade.addColorStop(0, css(scale(w.shadowCol, 0.5)));
    wallShade.addColorStop(1, css(scale(tile, 0.45)));
    poly(wall);
    ctx.fillStyle = wallShade;
    ctx.fill();
    // Grout: the wall's courses and joints, then the floor's.
    ctx.strokeStyle = css(scale(tile, 0.45), 0.45);
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let X = -30; X <= 30; X += 0.5) {
      ctx.moveTo(...P(X, 0, far));
      ctx.lineTo(...P(X, depth(X), far));
      ctx.lineTo(...P(X, depth(X), 0.5));
    }
    ctx.stroke();
    ctx.save();
    poly(wall);
    ctx.clip();
    ctx.beginPath();
    for (let Y = -0.5; Y > -2.6; Y -= 0.5) {
      ctx.moveTo(...P(-60, Y, far));
      ctx.lineTo(...P(60, Y, far));
    }
    ctx.stroke();
    ctx.restore();
    // Lane lines on the floor, and a drain at the deep end.
    ctx.fillStyle = css(scale(CHLORINE, 0.5), 0.85);
    for (let z = far - 2.2; z > 2; z -= 2.2)
      for (let X = -30; X < 30; X += 0.5) {
        poly([
          P(X, depth(X), z),
          P(X + 0.5, depth(X + 0.5), z),
          P(X + 0.5, depth(X + 0.5), z - 0.25),
          P(X, depth(X), z - 0.25),
        ]);
        ctx.fill();
      }
    const [dx, dy] = P(5, depth(5), far - 3);
    ctx.beginPath();
    ctx.ellipse(dx, dy, 10, 4, 0, 0, Math.PI * 2);
    ctx.fillStyle = css(scale(tile, 0.25));
    ctx.fill();
  } else {
    // Water: the sky's colour far off (a surface seen at a low angle is a mirror), turquoise near.
    const water = ctx.createLinearGradient(0, edge, 0, U);
    water.addColorStop(0, css(lerp(scale(waterTone, light * 1.3), w.skyHorizon, 0.5)));
    water.addColorStop(0.3, css(scale(waterTone, light * 1.25)));
    water.addColorStop(1, css(scale(waterTone, light * 0.9)));
    ctx.fillStyle = water;
    ctx.fillRect(0, edge, U, U - edge);
    across(far, far, -0.2, 0);
    ctx.fillStyle = css(scale(CHLORINE, 0.4));
    ctx.fill();
    // Caustics: a net of bright wavering cells, finer and closer together far off.
    ctx.strokeStyle = css(lerp(scale(waterTone, 2.2), [1, 1, 1], 0.5), night ? 0.25 : 0.5);
    for (let z = far; z > 0.6; z /= 1.12) {
      ctx.lineWidth = Math.max(0.8, 12 / z);
      ctx.beginPath();
      for (let X = -40; X < 40; X += 0.45) {
        const wob = Math.sin(X * 4.1 + z * 2.3 + rng.range(0, 0.6)) * 0.1;
        ctx.moveTo(...P(X + wob, -0.2, z));
        ctx.quadraticCurveTo(...P(X + 0.22 - wob, -0.2, z / 1.12), ...P(X + 0.45 + wob, -0.2, z));
      }
      ctx.stroke();
    }
    // A rope of floats across the water, red and white.
    const rope = far * 0.55;
    let k = 0;
    for (let X = -30; X < 30; X += 0.3, k++) {
      const [x, y] = P(X, -0.15, rope);
      ctx.beginPath();
      ctx.ellipse(x, y, (0.13 * F) / rope, (0.09 * F) / rope, 0, 0, Math.PI * 2);
      ctx.fillStyle = css(scale(k % 2 ? [0.75, 0.06, 0.05] : [0.9, 0.9, 0.88], light));
      ctx.fill();
    }
  }
  // Coping: a pale kerb along the far side, lit on top.
  across(far, far + 0.4, 0, 0);
  ctx.fillStyle = css(lerp(stone, [1, 1, 1], 0.4));
  ctx.fill();
  across(far, far, 0, 0.08);
  ctx.fillStyle = css(scale(stone, 0.75));
  ctx.fill();
  // A ladder's chrome rails curving over the coping into the pool.
  const X0 = rng.range(4, 6) * (rng.chance(0.5) ? -1 : 1);
  ctx.lineCap = 'round';
  for (const [width, colour] of [
    [7, css(scale(w.shadowCol, 0.6))],
    [3.5, css(lerp(w.skyHorizon, [1, 1, 1], 0.6))],
  ] as const) {
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.beginPath();
    for (const X of [X0, X0 + 0.6]) {
      ctx.moveTo(...P(X, 0, far + 0.5));
      ctx.lineTo(...P(X, 0.9, far + 0.5));
      ctx.quadraticCurveTo(...P(X, 1.1, far - 0.1), ...P(X, 0.7, far - 0.3));
      ctx.lineTo(...P(X, drained ? -1.5 : -0.4, far - 0.3));
    }
    ctx.stroke();
  }
}
