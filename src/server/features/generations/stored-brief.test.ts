import { describe, expect, it } from 'vitest';
import { sceneBriefSchema, type SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../../providers/refine/builtin-refiner.ts';
import { currentBrief, withCurrentBrief } from './stored-brief.ts';
import { OLD_BRIEF } from './testing/old-brief.ts';

describe('currentBrief', () => {
  it('keeps a brief that fits the current schema as it is', () => {
    const { brief } = refineIdea('a red pickup truck in a field at dusk, "Harvest Moon" by June Carter');
    expect(currentBrief(structuredClone(brief), 'anything at all')).toEqual(brief);
  });

  it('re-refines an old-shaped brief from the stored idea, keeping its exact title and artist', () => {
    const idea = 'a lighthouse by the sea under the moon, dream pop';
    const upgraded = currentBrief(OLD_BRIEF, idea);
    expect(sceneBriefSchema.safeParse(upgraded).success).toBe(true);
    const fresh = refineIdea(idea).brief;
    expect(upgraded).toEqual({ ...fresh, title: 'Tidal Hours', artist: 'The Keepers' });
    expect(upgraded.subjects.map((s) => s.noun)).toContain('lighthouse');
  });

  it('letters the upgraded cover only as the old brief did: no title or artist when it had none', () => {
    const { title: _t, artist: _a, ...untitled } = OLD_BRIEF;
    // The idea names a title, but the stored cover was drawn without one.
    const upgraded = currentBrief(untitled, 'night drive, synthwave, titled "Neon Nights" by Kavinsky');
    expect(upgraded.title).toBeUndefined();
    expect(upgraded.artist).toBeUndefined();
    expect(sceneBriefSchema.safeParse(upgraded).success).toBe(true);
  });

  it('upgrades anything unreadable (null, a string, a broken object) and a blank stored idea', () => {
    for (const stored of [null, 'sea', { genre: 42 }, [], { ...OLD_BRIEF, title: 7 }]) {
      expect(sceneBriefSchema.safeParse(currentBrief(stored, 'misty mountains at dawn')).success).toBe(true);
    }
    expect(sceneBriefSchema.safeParse(currentBrief(OLD_BRIEF, '   ')).success).toBe(true);
    expect(sceneBriefSchema.safeParse(currentBrief(OLD_BRIEF, 'x'.repeat(5000))).success).toBe(true);
  });

  it('gives rows a current brief and leaves the rest of the row alone', () => {
    const row = { id: 'g1', prompt: 'a whale in deep water', seed: 7, brief: OLD_BRIEF as unknown as SceneBrief };
    const upgraded = withCurrentBrief(row);
    expect(upgraded).toMatchObject({ id: 'g1', prompt: 'a whale in deep water', seed: 7 });
    expect(sceneBriefSchema.safeParse(upgraded.brief).success).toBe(true);
    expect(upgraded.brief.title).toBe('Tidal Hours');
  });
});
