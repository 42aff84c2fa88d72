import { describe, expect, it } from 'vitest';
import { materialOfNoun } from './material.ts';

describe('materialOfNoun', () => {
  it.each([
    ['driftwood', 'wood'],
    ['teak', 'wood'],
    ['obsidian', 'stone'],
    ['concrete', 'stone'],
    ['copper', 'gold'],
    ['iron', 'silver'],
    ['scrap metal', 'silver'],
    ['quartz', 'crystal'],
    ['cardboard', 'paper'],
  ])('follows "%s" up to the substance it renders as (%s)', (noun, material) => {
    expect(materialOfNoun(noun)).toBe(material);
  });

  it.each(['leaves', 'roses', 'stars', 'receipts', 'amber', 'hospital', 'zzzz'])(
    'finds no substance in "%s", whose commonest meaning is not one',
    (noun) => {
      expect(materialOfNoun(noun)).toBeUndefined();
    },
  );
});
