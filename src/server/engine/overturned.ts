/**
 * Subjects turned from upright: overturned (a car on its roof, a capsized boat, a cross upside down), laid on their
 * side (a person asleep, a school bus tipped over), or lifted off the ground (floating). Each is turned about its box's centre, a little off true, and
 * rests on what is now its lowest edge where its feet were, on the ground or on what it stood on.
 */
import type { PlacedSubject } from './plan.ts';
import type { Rng } from './random.ts';
import { inkBox } from './shape.ts';

export function overturn(s: PlacedSubject, rng: Rng): void {
  const ink = inkBox(s);
  s.rotation = Math.PI + (rng.chance(0.5) ? 1 : -1) * rng.range(0.02, 0.07);
  // Turned about its box's centre, the drawing's top comes down to 2y - y0: set that where its bottom was.
  if (s.grounded) s.y += ink.y1 - (2 * s.y - ink.y0);
}

/** Lays a subject on its side, head toward the middle of the cover, lying where its feet were. */
export function layDown(s: PlacedSubject, rng: Rng): void {
  const ink = inkBox(s);
  // A quarter turn clockwise (+) takes the drawing's right edge to the bottom and its top to the left.
  const clockwise = s.x < 500;
  const tilt = rng.range(0.01, 0.05) * (rng.chance(0.5) ? 1 : -1);
  s.rotation = (clockwise ? Math.PI / 2 : -Math.PI / 2) + tilt;
  // Lying, it is as wide as it was tall: where its ends are, turned about the centre; keep all of it on the cover.
  const left = clockwise ? s.x - (ink.y1 - s.y) : s.x + (ink.y0 - s.y);
  const right = left + (ink.y1 - ink.y0);
  const bottom = clockwise ? s.y + (ink.x1 - s.x) : s.y + (s.x - ink.x0);
  s.y += ink.y1 - bottom;
  if (left < 30) s.x += 30 - left;
  else if (right > 970) s.x -= right - 970;
}

/** Lifts a subject off what it stood on, a third or more of its height, a little askew: floating in the air. */
/**
 * Turns a figure head over heels in the air, a backflip caught at its top: turned a half turn or so either way,
 * lifted off the ground by half its height.
 */
export function flipOver(s: PlacedSubject, rng: Rng): void {
  const ink = inkBox(s);
  s.rotation = (rng.chance(0.5) ? 1 : -1) * rng.range(0.75 * Math.PI, 1.2 * Math.PI);
  s.y -= (ink.y1 - ink.y0) * rng.range(0.4, 0.55);
  // Never out of the top of the frame.
  const top = s.y - (ink.y1 - ink.y0) / 2;
  if (top < 20) s.y += 20 - top;
  s.grounded = false;
}

export function lift(s: PlacedSubject, rng: Rng): void {
  const ink = inkBox(s);
  s.y -= (ink.y1 - ink.y0) * rng.range(0.3, 0.45);
  s.rotation += rng.range(-0.08, 0.08);
  s.grounded = false;
}
