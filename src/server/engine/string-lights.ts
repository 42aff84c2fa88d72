/**
 * Lights strung overhead (string lights, fairy lights, bare bulbs on a wire, a festoon over a yard): two or three
 * strands hanging across the top of the frame in catenary sags, from edge to edge or edge to a point inside, bulbs
 * spaced evenly along each. The looks draw the wire and bulbs each their own way (a glow in Photon, a printed bulb
 * with a halo in Sonic); the geometry is shared so both hang the same strands for a seed.
 */
import type { Rng } from './random.ts';
import { U } from './planner.ts';

export interface Strand {
  /** The wire, as points along it in the 1000-unit square. */
  wire: [number, number][];
  /** Where each bulb hangs on it, and its size (nearer strands have bigger bulbs). */
  bulbs: { x: number; y: number; r: number }[];
}

export function lightStrands(rng: Rng, horizon: number): Strand[] {
  const count = rng.int(2, 3);
  // Overhead: above the horizon's line where there is one, never below the upper half.
  const low = Math.min(480, Math.max(220, horizon - 60));
  return Array.from({ length: count }, (_, i) => {
    const near = i === 0;
    const x0 = near ? -30 : rng.range(-30, 300);
    const x1 = near ? U + 30 : rng.range(700, U + 30);
    const y0 = rng.range(30, low * 0.55);
    const y1 = rng.range(30, low * 0.55);
    const sag = rng.range(60, 150) * (near ? 1.3 : 1);
    const steps = 48;
    const wire: [number, number][] = Array.from({ length: steps + 1 }, (_, k) => {
      const t = k / steps;
      // A hanging wire's curve: the straight line between its ends, dropped most in the middle.
      const drop = (sag * (Math.cosh((t - 0.5) * 2.2) - Math.cosh(1.1))) / (1 - Math.cosh(1.1));
      return [x0 + (x1 - x0) * t, Math.min(low, y0 + (y1 - y0) * t + drop)];
    });
    const spacing = near ? rng.range(48, 64) : rng.range(34, 46);
    const r = near ? rng.range(6.5, 8.5) : rng.range(4, 5.5);
    const bulbs: Strand['bulbs'] = [];
    let since = spacing / 2;
    for (let k = 1; k < wire.length; k++) {
      const [ax, ay] = wire[k - 1]!;
      const [bx, by] = wire[k]!;
      const seg = Math.sqrt((bx - ax) ** 2 + (by - ay) ** 2);
      since += seg;
      while (since >= spacing) {
        since -= spacing;
        const f = 1 - since / seg;
        bulbs.push({ x: ax + (bx - ax) * f, y: ay + (by - ay) * f + r * 1.2, r });
      }
    }
    return { wire, bulbs };
  });
}

/** One pennant on a strand: the two points where its top edge is sewn to the cord, and its tip. */
export type Pennant = readonly [readonly [number, number], readonly [number, number], readonly [number, number]];

/**
 * Bunting: pennants sewn edge to edge along each strand's cord with a gap between, each a triangle hanging from the
 * cord, tip down. Nearer strands (the first) have bigger flags.
 */
export function pennantsAlong(strands: readonly Strand[]): Pennant[][] {
  return strands.map((s, i) => {
    const width = i === 0 ? 46 : 30;
    const gap = width * 0.35;
    const flags: Pennant[] = [];
    // Walk the cord, marking where each flag starts and ends.
    let start: [number, number] | undefined;
    let run = gap;
    for (let k = 1; k < s.wire.length; k++) {
      const [ax, ay] = s.wire[k - 1]!;
      const [bx, by] = s.wire[k]!;
      const seg = Math.hypot(bx - ax, by - ay);
      let along = 0;
      while (seg - along >= (start ? width : gap) - run) {
        along += (start ? width : gap) - run;
        run = 0;
        const f = along / seg;
        const p: [number, number] = [ax + (bx - ax) * f, ay + (by - ay) * f];
        if (!start) start = p;
        else {
          const [mx, my] = [(start[0] + p[0]) / 2, (start[1] + p[1]) / 2];
          const len = Math.hypot(p[0] - start[0], p[1] - start[1]) || 1;
          // Tip down, square to the cord.
          const [nx, ny] = [-(p[1] - start[1]) / len, (p[0] - start[0]) / len];
          const down = ny >= 0 ? 1 : -1;
          flags.push([start, p, [mx + nx * down * width * 1.05, my + ny * down * width * 1.05]]);
          start = undefined;
        }
      }
      run += seg - along;
    }
    return flags;
  });
}
