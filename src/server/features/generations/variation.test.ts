import { describe, expect, it } from 'vitest';
import { refineIdea } from '../../providers/refine/builtin-refiner.ts';
import { strongBrief } from './variation.ts';

describe('strongBrief', () => {
  it('moves one hero to another framing and keeps everything else', () => {
    const { brief } = refineIdea('a lone wolf howling at the moon, titled "North"');
    const seen = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const varied = strongBrief(brief, seed);
      expect(varied.composition).not.toBe(brief.composition);
      expect({ ...varied, composition: brief.composition }).toEqual(brief);
      seen.add(varied.composition);
    }
    expect([...seen].sort()).toEqual(['frame', 'hero', 'low-horizon', 'thirds'].filter((c) => c !== brief.composition));
  });

  it('keeps two to four things that many: a row, or one large with the others beside it', () => {
    const { brief } = refineIdea('three koi fish in a dark pond');
    expect(brief.composition).toBe('row');
    for (let seed = 0; seed < 6; seed++)
      expect(['hero', 'thirds', 'low-horizon']).toContain(strongBrief(brief, seed).composition);
  });

  it('keeps many things many: a pattern, or a grid in a studio, a new seed alone over ground', () => {
    const field = refineIdea('a swarm of twenty bees over a field').brief;
    expect(field.composition).toBe('pattern');
    expect(strongBrief(field, 3)).toEqual(field);
    const studio = refineIdea('twelve lemons on a studio backdrop').brief;
    expect(studio.composition).toBe('pattern');
    expect(strongBrief(studio, 3).composition).toBe('grid');
  });
});
