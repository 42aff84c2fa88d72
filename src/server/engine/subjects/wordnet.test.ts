import { describe, expect, it } from 'vitest';
import { baseForms, hypernymChain, isNoun, senses, toLemma } from './wordnet.ts';

describe('the WordNet reader', () => {
  it('normalises written nouns to lemmas', () => {
    expect(toLemma(' Pickup  Truck ')).toBe('pickup_truck');
    expect(isNoun('pickup_truck')).toBe(true);
    expect(isNoun('xqzvbl')).toBe(false);
  });

  it('finds singulars of regular and irregular plurals, keeping nouns that are plural in form first', () => {
    expect(baseForms('wolves')).toEqual(['wolf']);
    expect(baseForms('geese')).toEqual(['goose']);
    expect(baseForms('churches')).toEqual(['church']);
    expect(baseForms('butterflies')).toEqual(['butterfly']);
    expect(baseForms('palm trees')).toEqual(['palm_tree']);
    expect(baseForms('goldfish')).toEqual(['goldfish']);
    expect(baseForms('glasses')).toEqual(['glasses', 'glass']);
    expect(baseForms('bones')).toEqual(['bones', 'bone']);
  });

  it('lists senses in WordNet order with their domain, words and gloss', () => {
    const [animal] = senses('wolf');
    expect(animal).toMatchObject({ lexFile: 'noun.animal', words: ['wolf'], tagged: true });
    expect(animal!.gloss).toMatch(/canine/);
    expect(senses('mouse').map((s) => s.lexFile)).toContain('noun.artifact');
  });

  it('walks hypernyms nearest first', () => {
    const chain = hypernymChain(senses('marlin')[0]!.offset).map((h) => h.synset.words[0]);
    expect(chain[0]).toBe('billfish');
    expect(chain).toContain('fish');
    expect(chain.indexOf('fish')).toBeLessThan(chain.indexOf('animal'));
  });
});
