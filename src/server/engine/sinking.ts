/**
 * 'A grand piano sinking in a lake': the thing goes part under the surface it is in, tilted as a sinking thing
 * tilts, its lower part hidden by the surface and a ring of disturbed water or ground where it enters. The planner
 * places it (`sink`); the pipeline clips the look's drawing at the surface and draws the ring (`drawSurfaceRing`), so
 * both looks show the same state.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { CoverPlan, PlacedSubject } from './plan.ts';
import type { Rng } from './random.ts';
import { inkBox } from './shape.ts';

const U = 1000;

/**
 * Moves a sinking subject so that between about two fifths and a half of its drawing lies under the surface, the
 * surface a little way in front of the horizon, and tilts it; a flooded one stands upright, less of it under.
 */
export function sink(s: PlacedSubject, horizon: number, rng: Rng, flooded = false): void {
  const floor = Math.min(horizon, U);
  const surface = horizon < U ? floor + (U - floor) * rng.range(0.3, 0.45) : rng.range(600, 700);
  // Flood water stands round a thing up to a third of it or so; a sinking thing goes nearer half under, tilted.
  const under = flooded ? rng.range(0.22, 0.35) : rng.range(0.38, 0.52);
  const ink = inkBox(s);
  s.y += surface - (ink.y0 + (1 - under) * (ink.y1 - ink.y0));
  s.rotation = flooded ? 0 : (rng.chance(0.5) ? 1 : -1) * rng.range(0.06, 0.14);
  // Half under water it casts no shadow on the ground and stands in no reflection of its own feet.
  s.grounded = false;
  s.surface = surface;
}

/** The ring where a sinking subject enters the surface: a bright lip of disturbed water and its shade below. */
export function drawSurfaceRing(ctx: SKRSContext2D, plan: CoverPlan, s: PlacedSubject): void {
  if (s.surface === undefined) return;
  const ink = inkBox(s);
  const cx = (ink.x0 + ink.x1) / 2;
  const rx = (ink.x1 - ink.x0) * 0.62;
  const ry = Math.max(6, rx * 0.09);
  ctx.save();
  ctx.globalAlpha = 0.35;
  ctx.fillStyle = plan.colors.shadow;
  ctx.beginPath();
  ctx.ellipse(cx, s.surface + ry * 0.6, rx * 0.95, ry, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 0.7;
  ctx.strokeStyle = plan.colors.light;
  ctx.lineWidth = Math.max(2, ry * 0.35);
  for (const [k, a] of [
    [1, 0.7],
    [1.3, 0.35],
  ] as const) {
    ctx.globalAlpha = a;
    ctx.beginPath();
    ctx.ellipse(cx, s.surface, rx * k, ry * k, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
}
