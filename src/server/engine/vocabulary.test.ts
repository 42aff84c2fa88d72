import { describe, expect, it } from 'vitest';
import { howDrawn, tagCountedNouns } from './vocabulary.ts';

describe('the vocabulary sample', () => {
  const nouns = tagCountedNouns();
  const named = new Set(nouns.map((n) => n.noun));

  it('holds common concrete nouns of the sampled kinds and no names', () => {
    for (const noun of ['guitar', 'fox', 'oak', 'mountain', 'violin']) expect(named, noun).toContain(noun);
    // Instances (named places, seas, people) are not common nouns: 'pacific' and 'bulgaria' are tagged, yet left out.
    for (const name of ['pacific', 'bulgaria', 'paris']) expect(named, name).not.toContain(name);
    // Senses the tagged corpus never saw stay out, however concrete ('aardwolf').
    expect(named).not.toContain('aardwolf');
    expect(new Set(nouns.map((n) => n.lexFile))).toEqual(
      new Set(['animal', 'artifact', 'location', 'object', 'plant']),
    );
  });

  it("counts a noun by what the idea's report says of it", () => {
    expect(howDrawn('lighthouse')).toEqual({ drawn: 'exact', as: 'a lighthouse' });
    expect(howDrawn('marlin').drawn).toBe('stand-in');
  });
});
