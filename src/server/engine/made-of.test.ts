import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { planCover } from './planner.ts';
import { inkBox, silhouetteMask, shapeBox } from './shape.ts';
import type { PlacedSubject } from './plan.ts';

const plan = (idea: string, seed: number, look: 'sonic' | 'photon' = 'photon') =>
  planCover(refineIdea(idea).brief, seed, look);

/** Whether a point (units) falls on the silhouette of `s` as placed (unrotated). */
function onSilhouette(s: PlacedSubject, x: number, y: number): boolean {
  const px = 64;
  const alpha = silhouetteMask(s.shape, px).getContext('2d').getImageData(0, 0, px, px).data;
  const box = shapeBox(s);
  const side = Math.max(box.w, box.h);
  const u = (s.flip ? s.x - x : x - s.x) / side + 0.5;
  const v = (y - s.y) / side + 0.5;
  const [mx, my] = [Math.floor(u * px), Math.floor(v * px)];
  if (mx < 0 || my < 0 || mx >= px || my >= px) return false;
  // Within a pixel or two of the silhouette: a copy sits in a cell the silhouette mostly covers.
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) {
      const [qx, qy] = [mx + dx, my + dy];
      if (qx >= 0 && qy >= 0 && qx < px && qy < px && alpha[(qy * px + qx) * 4 + 3]! > 128) return true;
    }
  return false;
}

describe('a thing made of many things', () => {
  it.each([1, 2, 3, 4])('packs the bones into the throne they make, over it (seed %i)', (seed) => {
    const { subjects } = plan('death metal, a throne made of bones rising from a swamp', seed);
    const throne = subjects.find((s) => s.noun === 'throne')!;
    const bones = subjects.filter((s) => s.noun === 'bones');
    // Enough to read as a throne of bones, each small beside it, each on the throne's silhouette, drawn after it.
    expect(bones.length).toBeGreaterThanOrEqual(10);
    expect(bones.length).toBeLessThanOrEqual(40);
    for (const bone of bones) {
      expect(bone.w).toBeLessThan(throne.w / 3);
      expect(onSilhouette(throne, bone.x, bone.y)).toBe(true);
      expect(subjects.indexOf(bone)).toBeGreaterThan(subjects.indexOf(throne));
    }
    // Turned their own ways, and in a colour apart from the throne's.
    expect(new Set(bones.map((b) => b.rotation.toFixed(2))).size).toBeGreaterThan(bones.length / 2);
    expect(bones[0]!.color).not.toBe(throne.color);
  });

  it('fills the whole the way it is drawn, in both looks', () => {
    for (const look of ['sonic', 'photon'] as const) {
      const { subjects } = plan('industrial record, a human heart made of rusted gears', 2, look);
      const heart = subjects.find((s) => s.noun === 'human heart')!;
      const gears = subjects.filter((s) => s.noun === 'gears');
      const ink = inkBox(heart);
      // The gears spread over the heart: across most of its width and height, not a row of three beside it.
      const xs = gears.map((g) => g.x);
      const ys = gears.map((g) => g.y);
      expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan((ink.x1 - ink.x0) * 0.6);
      expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan((ink.y1 - ink.y0) * 0.5);
    }
  });
});
