import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { planCover } from './planner.ts';
import { loadShape } from './subjects/index.ts';

/** Whether each drawn subject of the idea's cover keeps its colour drawing. */
const coloured = (idea: string) =>
  Object.fromEntries(
    planCover(refineIdea(idea).brief, 7, 'photon').subjects.map((s) => [s.noun, Boolean(s.shape.art)]),
  );

describe('colour drawings or shapes', () => {
  it('keeps the colour drawing where the idea is light-hearted', () => {
    expect(coloured('a playful pop single, a strawberry and a bumblebee on a sunny day')).toEqual({
      strawberry: true,
      bumblebee: true,
    });
  });

  it('draws shapes alone for a dark, lonely or heavy idea, whatever the subject', () => {
    for (const idea of [
      'doom metal, a goat skull on a table',
      'a lonely deer in the snow',
      'drill track, a rat on a staircase at night',
      'punk record, a dog and a guitar',
    ]) {
      const subjects = coloured(idea);
      expect(Object.keys(subjects).length, idea).toBeGreaterThan(0);
      // Each idea has a subject whose stored drawing is in colour, so leaving it out is the rule at work.
      expect(
        refineIdea(idea).brief.subjects.some((s) => loadShape(s.asset)?.art),
        idea,
      ).toBe(true);
      for (const [noun, art] of Object.entries(subjects)) expect(art, `${idea}: ${noun}`).toBe(false);
    }
  });

  it('never draws a person as an emoji: a figure is its shape', () => {
    for (const idea of ['a happy girl with balloons, k-pop', 'a man on a sunny beach', 'a festive old woman dancing'])
      for (const s of planCover(refineIdea(idea).brief, 3, 'sonic').subjects)
        if (/girl|man|woman/.test(s.noun)) expect(s.shape.art, `${idea}: ${s.noun}`).toBeUndefined();
  });
});
