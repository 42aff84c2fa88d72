/**
 * What a room the idea names has on its walls, placed once for both looks (`sonic/land.ts` prints it, `photon/room.ts`
 * lights it): a hall's strip lights under the ceiling, a bar's bottles on two shelves. In units of the 1000 square;
 * `wallFoot` is where the back wall meets the floor.
 */
import type { Rng } from './random.ts';

/** A hall's strip lights: three rows under the ceiling, shorter and closer together toward the back wall. */
export function stripLights(wallFoot: number): { x: number; y: number; length: number }[] {
  const rows = [
    [0.07, 150, 250],
    [0.2, 110, 190],
    [0.3, 80, 140],
  ] as const;
  return rows.flatMap(([at, length, gap]) =>
    [-3, -2, -1, 0, 1, 2, 3].map((k) => ({ x: 500 + k * gap, y: wallFoot * at, length })),
  );
}

/** A strip light's tube, in units. */
export const TUBE = 14;

/** A bar's two shelves along the back wall, and the bottles standing on each, left to right. */
export function barShelves(
  wallFoot: number,
  rng: Rng,
): { y: number; bottles: { x: number; w: number; h: number }[] }[] {
  return [0.34, 0.6].map((at) => {
    const bottles: { x: number; w: number; h: number }[] = [];
    let x = rng.range(-10, 20);
    while (x < 1000) {
      const w = rng.range(26, 40);
      bottles.push({ x, w, h: rng.range(70, 110) });
      x += w + rng.range(8, 30);
    }
    return { y: wallFoot * at, bottles };
  });
}

/** A bottle's outline standing at `y`: its body and its neck. */
export function bottlePath(
  c: { roundRect: (...a: number[]) => void; rect: (...a: number[]) => void },
  b: { x: number; w: number; h: number },
  y: number,
): void {
  c.roundRect(b.x, y - b.h * 0.62, b.w, b.h * 0.62, 6);
  c.rect(b.x + b.w * 0.35, y - b.h, b.w * 0.3, b.h * 0.4);
}

type Point = readonly [x: number, y: number];

/**
 * A corridor seen down its length (a hospital's, a hotel's, a school's): one-point perspective to a far end, its
 * walls, floor and ceiling running from the frame's edges to a small back wall around the vanishing point, with
 * strip lights down the ceiling, doors along both walls and a rail at hand height. A hall's flat back wall under
 * strip lights read as a gym (round 111's "endless hospital corridor" was an empty green wall with a coat rack).
 */
export interface Corridor {
  vanishing: Point;
  /** The far end: left, top, right, bottom. */
  end: { x0: number; y0: number; x1: number; y1: number };
  /** Where a depth `k` (1 at the frame, `FAR` at the far end) puts a point of the frame. */
  at: (k: number, frame: Point) => Point;
  left: Point[];
  right: Point[];
  floor: Point[];
  ceiling: Point[];
  /** Strip lights down the ceiling's middle, nearest first: each a quad. */
  lights: Point[][];
  /** Doors along the side walls, nearest first: each a quad with its side. */
  doors: { side: -1 | 1; quad: Point[] }[];
  /** The rail along each wall at hand height, as a quad from the frame to the far end. */
  rails: Point[][];
}

/** How far the far end sits: its size as a share of the frame's. */
const FAR = 0.2;

export function corridor(wallFoot: number): Corridor {
  // The far end's foot is the scene's floor line (where the planner stands subjects), so the vanishing point is
  // wherever a quarter-size copy of the frame around it puts its foot there.
  const vy = (wallFoot - FAR * 1000) / (1 - FAR);
  const vanishing: Point = [500, vy];
  const at = (k: number, [x, y]: Point): Point => [500 + k * (x - 500), vy + k * (y - vy)];
  const [x0, y0] = at(FAR, [0, 0]);
  const [x1, y1] = at(FAR, [1000, 1000]);
  const quad = (k0: number, k1: number, a: Point, b: Point): Point[] => [at(k0, a), at(k0, b), at(k1, b), at(k1, a)];
  // Depths evenly spaced in distance (1/k), so lights and doors close up toward the far end as they should.
  const depth = (d: number) => 1 / (1 + d);
  const lights = [0.35, 1.2, 2.05, 2.9, 3.6].map((d) => {
    const [k0, k1] = [depth(d), depth(d + 0.45)];
    return quad(k0, k1, [410, 0], [590, 0]);
  });
  const doors = [0.55, 1.6, 2.65].flatMap((d, i) =>
    ([-1, 1] as const).map((side) => {
      const x = side < 0 ? 0 : 1000;
      const [k0, k1] = [depth(d + (side > 0 ? 0.25 : 0)), depth(d + (side > 0 ? 0.25 : 0) + 0.42)];
      const top = 1000 - 1000 * 0.62;
      return { side, quad: [at(k0, [x, 1000]), at(k0, [x, top]), at(k1, [x, top]), at(k1, [x, 1000])], i };
    }),
  );
  const rail = (x: number): Point[] => [at(1, [x, 520]), at(1, [x, 560]), at(FAR, [x, 560]), at(FAR, [x, 520])];
  return {
    vanishing,
    end: { x0, y0, x1, y1 },
    at,
    left: [
      [0, 0],
      [x0, y0],
      [x0, y1],
      [0, 1000],
    ],
    right: [
      [1000, 0],
      [x1, y0],
      [x1, y1],
      [1000, 1000],
    ],
    floor: [
      [0, 1000],
      [x0, y1],
      [x1, y1],
      [1000, 1000],
    ],
    ceiling: [
      [0, 0],
      [x0, y0],
      [x1, y0],
      [1000, 0],
    ],
    lights,
    doors: doors.map(({ side, quad: q }) => ({ side, quad: q })),
    rails: [rail(0), rail(1000)],
  };
}

/** A closed path through the points. */
export function polygon(
  c: { moveTo: (x: number, y: number) => void; lineTo: (x: number, y: number) => void; closePath: () => void },
  points: readonly Point[],
): void {
  points.forEach(([x, y], i) => (i ? c.lineTo(x, y) : c.moveTo(x, y)));
  c.closePath();
}
