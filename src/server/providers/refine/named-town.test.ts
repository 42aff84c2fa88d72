import { describe, expect, it } from 'vitest';
import { refineIdea } from './builtin-refiner.ts';
import { townSpans } from './named-town.ts';

const towns = (text: string) => townSpans(text).map(({ start, end }) => text.slice(start, end));

describe('a town the idea names', () => {
  it('is read after a word saying where, longest name first, and only where the place is the word’s first sense', () => {
    expect(towns('a mas band chipping through port of spain at dawn')).toEqual(['port of spain']);
    expect(towns('an empty carriage on the corniche in alexandria at night')).toEqual(['alexandria']);
    expect(towns('our flat in lisbon')).toEqual(['lisbon']);
    // A colour worn, a tub, a box: no town.
    expect(towns('a girl dressed in orange')).toEqual([]);
    expect(towns('a dog in bath water')).toEqual([]);
    expect(towns('a cat in a box')).toEqual([]);
    // A plural is the things ("a pile of tyres" is no Tyre, in Lebanon).
    expect(towns('a cat asleep in tyres')).toEqual([]);
    // Named without a word saying the scene is there, it is someone's name or the record's.
    expect(towns('paris, a cat on a roof')).toEqual([]);
  });

  it('sets a cover with no place of its own in the city, and draws nothing for its name', () => {
    const { brief } = refineIdea('soca, a mas band chipping through port of spain at dawn');
    expect(brief.environment.setting).toBe('city');
    // WordNet's marseille is also a cotton fabric.
    const wolf = refineIdea('thrash, a wolf howling on a car roof through marseille at night').brief;
    expect(wolf.subjects.map((s) => s.noun)).toEqual(['wolf', 'car roof']);
    expect(wolf.environment.setting).toBe('city');
    // A place the idea names itself wins.
    expect(refineIdea('a fox on a beach in lisbon').brief.environment.setting).toBe('beach');
  });
});
