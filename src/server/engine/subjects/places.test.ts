import { describe, expect, it } from 'vitest';
import { settingOfNoun } from './places.ts';

describe('settingOfNoun', () => {
  it.each([
    ['town', 'city'],
    ['ghetto', 'city'],
    ['suburb', 'city'],
    ['attic', 'interior'],
    ['kitchen', 'interior'],
    ['park', 'field'],
    ['prairie', 'field'],
    ['alley', 'street'],
    ['estuary', 'lake'],
    ['fjord', 'sea'],
    ['gorge', 'hills'],
    ['dune', 'desert'],
    ['supper club', 'interior'],
    ['laundromat', 'interior'],
    ['farmyard', 'field'],
    ['weir', 'lake'],
    // A spot first, a plot of ground second.
    ['patch', 'field'],
    // One word WordNet writes as two.
    ['hillside', 'hills'],
    ['flowerbed', 'field'],
  ])('draws "%s" as %s, the kind of place it is', (noun, setting) => {
    expect(settingOfNoun(noun)).toBe(setting);
  });

  // A gun barrel is a tube, which WordNet files under passage: a thing, no room.
  it.each(['piano', 'wolf', 'house', 'paradise', 'zzzz', 'shrubbery', 'furnace', 'barrel', 'pipe'])(
    'finds no setting in "%s"',
    (noun) => {
      expect(settingOfNoun(noun)).toBeUndefined();
    },
  );
});
