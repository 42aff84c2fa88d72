/**
 * 'A piggy bank smashed', 'a heart broken in two', 'a guitar snapped': the thing is drawn as two pieces along a jagged
 * crack through its middle, pulled a little apart and falling open at the top. Each piece is the whole drawing clipped
 * to its side of the crack (`PlacedSubject.clip`, applied where subjects are drawn), so both looks show the same break
 * in their own medium.
 */
import type { PlacedSubject } from './plan.ts';
import type { Rng } from './random.ts';
import { inkBox } from './shape.ts';

const FAR = 3000;

type Point = readonly [number, number];

function rotateAbout(p: Point, cx: number, cy: number, angle: number): Point {
  const [x, y] = [p[0] - cx, p[1] - cy];
  const [c, s] = [Math.cos(angle), Math.sin(angle)];
  return [cx + x * c - y * s, cy + x * s + y * c];
}

/** The two pieces of `s`, left then right, each a copy clipped to its side of the crack and moved apart. */
export function breakApart(s: PlacedSubject, rng: Rng): [PlacedSubject, PlacedSubject] {
  const ink = inkBox(s);
  const width = ink.x1 - ink.x0;
  const height = ink.y1 - ink.y0;
  // A crack from the top to the bottom of the drawing, leaning a little, zigzagging across its line.
  const steps = 7;
  const lean = rng.range(-0.12, 0.12) * width;
  const crack: Point[] = Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const zig = i === 0 || i === steps ? 0 : (i % 2 ? 1 : -1) * rng.range(0.03, 0.08) * width;
    return [(ink.x0 + ink.x1) / 2 + lean * (t - 0.5) + zig, ink.y0 + t * height];
  });
  // Carried on straight past the drawing's ends, so shadows and reflections split along the same line.
  const top: Point = [crack[0]![0], -FAR];
  const bottom: Point = [crack[steps]![0], FAR];
  const side = (edge: number): Point[] => [[edge, -FAR], top, ...crack, bottom, [edge, FAR]];
  const gap = width * rng.range(0.05, 0.09);
  const open = rng.range(0.05, 0.11);
  const piece = (polygon: Point[], dx: number, turn: number): PlacedSubject => {
    // Turned about the drawing's foot so the pieces fall open at the top and stay standing where it stood.
    const [fx, fy] = [(ink.x0 + ink.x1) / 2, ink.y1];
    const [cx, cy] = rotateAbout([s.x, s.y], fx, fy, turn);
    return {
      ...s,
      x: cx + dx,
      y: cy,
      rotation: s.rotation + turn,
      clip: polygon.map((p) => {
        const [x, y] = rotateAbout(p, fx, fy, turn);
        return [x + dx, y] as const;
      }),
    };
  };
  return [piece(side(-FAR), -gap, -open), piece(side(FAR), gap, open)];
}
