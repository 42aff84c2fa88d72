/**
 * An overturned subject (a car on its roof, a capsized boat, a cross upside down): turned over, a little off true, and,
 * if it stood on the ground, resting on what was its top where its feet were.
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
