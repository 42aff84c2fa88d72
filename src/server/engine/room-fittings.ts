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
