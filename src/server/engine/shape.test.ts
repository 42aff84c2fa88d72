import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { silhouetteMask } from './shape.ts';
import { loadShape } from './subjects/index.ts';
import { shapeInk } from './testing/shape-ink.ts';

const PX = 96;

/** Pixels of the shape's own ink and of its silhouette mask, at the same size. */
function coverage(key: string): { ink: number; mask: number } {
  const shape = loadShape(key)!;
  const mask = silhouetteMask(shape, PX).getContext('2d').getImageData(0, 0, PX, PX).data;
  const own = shapeInk(shape, PX);
  let ink = 0;
  let solid = 0;
  for (let i = 3; i < own.length; i += 4) {
    if (own[i]! > 128) ink++;
    if (mask[i]! > 128) solid++;
  }
  return { ink, mask: solid };
}

describe('silhouettes', () => {
  it('fill an outline drawing into a body, but leave the sky between a bare tree’s branches', () => {
    // A birdcage's bars enclose its body: filled, it prints as one solid thing.
    const cage = coverage('sleeve:birdcage');
    expect(cage.mask / cage.ink).toBeGreaterThan(1.5);
    // A bare tree's crossing branches enclose air: filled, it printed as a blob with white patches.
    const tree = coverage('sleeve:bare-tree');
    expect(tree.mask / tree.ink).toBeLessThan(1.05);
  });

  it('give a bare tree no leaf green of its own', () => {
    const tree = refineIdea('doom metal, a dead oak tree on a hill under a blood red moon').brief.subjects[0]!;
    expect(tree.asset).toBe('sleeve:bare-tree');
    expect(tree.color).toBeUndefined();
    expect(refineIdea('a lone oak tree on a hill').brief.subjects[0]?.colorName).toBe('green');
  });

  it('are kept apart for a drawing bare and in colour, whichever is drawn first', () => {
    // A stark cover's taxi is its bare shape, a cheerful one's its colour drawing with a wider outline: cached by name
    // alone, whichever the process drew first stood in for the other, so a cover hung on what came before it.
    const art = loadShape('fluent-emoji-high-contrast:taxi')!;
    expect(art.art).toBeDefined();
    const { art: _art, ...bare } = art;
    const solid = (shape: typeof art) => {
      const d = silhouetteMask(shape, 88).getContext('2d').getImageData(0, 0, 88, 88).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i]! > 128) n++;
      return n;
    };
    const bareFirst = solid(bare);
    expect(solid(art)).not.toBe(bareFirst);
    expect(solid(bare)).toBe(bareFirst);
  });
});
