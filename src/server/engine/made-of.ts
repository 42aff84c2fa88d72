/**
 * "A throne made of bones", "a heart built from rusted gears", "a swan made of barbed wire": a thing made of many
 * smaller things is drawn as its own silhouette packed with them, each a small copy turned its own way, so both the
 * whole and what it is made of read at a glance (the relation 'forms'). Round 106 drew a barbed-wire swan as a swan
 * with a strand of wire beside it; a throne of bones was a marble throne.
 */
import type { PlacedSubject } from './plan.ts';
import type { Rng } from './random.ts';
import { shapeBox, silhouetteMask } from './shape.ts';

/** Pixels a side of the whole's silhouette the cells are counted on. */
const MASK = 48;
/** The most copies packed into one whole: beyond this each is too small to read, and each costs a drawing. */
const MOST = 40;
/** The finest and coarsest grids tried, in cells across the whole's box. */
const FINEST = 9;
const COARSEST = 4;
/** The share of a cell the silhouette must cover for a copy to sit in it. */
const COVERED = 0.45;
/** A copy's box against its cell: drawings leave room in their square, so copies overlap into a solid mass. */
const OVERLAP = 1.55;

/**
 * The cells of a grid `across` a side that the silhouette covers, each as the middle of its covered pixels (0..1 of
 * the mask): a copy sits on the silhouette even in a cell it only mostly covers.
 */
function coveredCells(alpha: Uint8ClampedArray, across: number): [number, number][] {
  const cell = MASK / across;
  const cells: [number, number][] = [];
  for (let row = 0; row < across; row++)
    for (let col = 0; col < across; col++) {
      let [on, all, sx, sy] = [0, 0, 0, 0];
      for (let y = Math.floor(row * cell); y < Math.floor((row + 1) * cell); y++)
        for (let x = Math.floor(col * cell); x < Math.floor((col + 1) * cell); x++) {
          all++;
          if (alpha[(y * MASK + x) * 4 + 3]! <= 128) continue;
          on++;
          sx += x + 0.5;
          sy += y + 0.5;
        }
      if (all && on / all >= COVERED) cells.push([sx / on / MASK, sy / on / MASK]);
    }
  return cells;
}

/**
 * Copies of `part` filling the silhouette of `whole` as placed: on the finest grid that needs no more than MOST
 * copies, one to a covered cell, jittered, turned and mirrored at random, drawn just in front of the whole.
 */
export function packInto(whole: PlacedSubject, part: PlacedSubject, rng: Rng): PlacedSubject[] {
  const alpha = silhouetteMask(whole.shape, MASK).getContext('2d').getImageData(0, 0, MASK, MASK).data;
  // The mask spans the drawing's viewBox at its longer side, centred: as shapeBox lays it in the whole's box.
  const box = shapeBox(whole);
  const side = Math.max(box.w, box.h);
  let across = FINEST;
  let cells = coveredCells(alpha, across);
  while (cells.length > MOST && across > COARSEST) cells = coveredCells(alpha, --across);
  const step = side / across;
  const [cos, sin] = [Math.cos(whole.rotation), Math.sin(whole.rotation)];
  return cells.map(([u, v], k) => {
    const dx = (u - 0.5) * side + rng.range(-0.12, 0.12) * step;
    const dy = (v - 0.5) * side + rng.range(-0.12, 0.12) * step;
    const ox = whole.flip ? -dx : dx;
    return {
      ...part,
      x: whole.x + ox * cos - dy * sin,
      y: whole.y + ox * sin + dy * cos,
      w: step * OVERLAP,
      h: step * OVERLAP,
      rotation: whole.rotation + rng.range(-0.7, 0.7),
      flip: rng.chance(0.5),
      // Just in front of the whole, later copies over earlier ones.
      depth: Math.max(0, whole.depth - 0.01 - k * 0.0001),
      grounded: false,
    };
  });
}
