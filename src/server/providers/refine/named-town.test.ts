import { describe, expect, it } from 'vitest';
import { refineIdea } from './builtin-refiner.ts';
import { namesTown } from './named-town.ts';

describe('a town the idea names', () => {
  it('is read after a word saying where, longest name first, and only where the place is the word’s first sense', () => {
    expect(namesTown('a mas band chipping through port of spain at dawn')).toBe(true);
    expect(namesTown('an empty carriage on the corniche in alexandria at night')).toBe(true);
    expect(namesTown('our flat in lisbon')).toBe(true);
    // A colour worn, a tub, a box: no town.
    expect(namesTown('a girl dressed in orange')).toBe(false);
    expect(namesTown('a dog in bath water')).toBe(false);
    expect(namesTown('a cat in a box')).toBe(false);
    // Named without a word saying the scene is there, it is someone's name or the record's.
    expect(namesTown('paris, a cat on a roof')).toBe(false);
  });

  it('puts a cover with no place of its own in the streets', () => {
    const { brief } = refineIdea('dembow single, a guy on a motorbike carrying a mirror through santo domingo traffic');
    expect(brief.environment.setting).toBe('street');
    // A place the idea names itself wins.
    expect(refineIdea('a fox on a beach in lisbon').brief.environment.setting).toBe('beach');
  });
});
