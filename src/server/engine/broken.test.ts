import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { planCover } from './planner.ts';
import { renderCover } from './render.ts';

/** Where a polygon's edge crosses the row y (units), leftmost and rightmost. */
function crossings(polygon: readonly (readonly [number, number])[], y: number): number[] {
  const xs: number[] = [];
  polygon.forEach(([x0, y0], i) => {
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    if ((y0 <= y && y < y1) || (y1 <= y && y < y0)) xs.push(x0 + ((y - y0) / (y1 - y0)) * (x1 - x0));
  });
  return xs.sort((a, b) => a - b);
}

describe('a broken thing', () => {
  it('is read for made things and hearts, never for people or animals', () => {
    const state = (idea: string) => refineIdea(idea).brief.subjects[0]?.state;
    expect(state('trap single, piggy bank smashed on a marble floor')).toBe('broken');
    expect(state('punk, a guitar snapped in half')).toBe('broken');
    expect(state('a broken man on a bench')).not.toBe('broken');
    expect(state('a cracked cat on a wall')).not.toBe('broken');
  });

  it.each(['sonic', 'photon'] as const)('is drawn as two pieces apart along a crack (%s)', (look) => {
    const brief = refineIdea('trap single, piggy bank smashed on a marble floor, emerald and white').brief;
    for (const seed of [1, 2, 3]) {
      const pieces = planCover(brief, seed, look).subjects.filter((s) => s.noun === 'piggy bank');
      expect(pieces).toHaveLength(2);
      const [left, right] = pieces as [(typeof pieces)[0], (typeof pieces)[0]];
      expect(left.clip && right.clip).toBeTruthy();
      // At the drawing's middle the left piece ends before the right one begins: a gap, not an overlap.
      const y = (left.y + right.y) / 2;
      const leftEdge = Math.max(...crossings(left.clip!, y).filter((x) => Math.abs(x) < 2000));
      const rightEdge = Math.min(...crossings(right.clip!, y).filter((x) => Math.abs(x) < 2000));
      expect(rightEdge - leftEdge).toBeGreaterThan(10);
      // The report says so.
      expect(refineIdea('trap single, piggy bank smashed').parts.some((p) => /broken in two/.test(p.as))).toBe(true);
    }
    // And it renders, the same pixels for the same seed.
    const a = renderCover({ brief, seed: 4, look, size: 96 }).canvas.toBuffer('image/png');
    const b = renderCover({ brief, seed: 4, look, size: 96 }).canvas.toBuffer('image/png');
    expect(a.equals(b)).toBe(true);
  });
});
