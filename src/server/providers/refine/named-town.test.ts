import { describe, expect, it } from 'vitest';
import { refineIdea } from './builtin-refiner.ts';
import { regionTownSpans, townSpans } from './named-town.ts';

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

  it("reads a name before its state, province or country as a town's, whatever else the name means", () => {
    const names = (text: string) => regionTownSpans(text).map(({ start, end }) => text.slice(start, end));
    // WordNet's galax is a plant; followed by its state it is the town (round 100 drew the plant).
    expect(names('the fiddlers convention in galax, virginia, five pickers')).toEqual(['galax']);
    expect(names('a fisherman at Treasure Beach, Jamaica at first light')).toEqual(['Treasure Beach']);
    expect(names('a shepherd in Orgosolo, Sardinia')).toEqual(['Orgosolo']);
    // A state's short form that is also a word is no state; a thing named with an article is no town.
    expect(names('headlamps hung from old rusted hooks, me a tiny figure')).toEqual([]);
    expect(names('a fox in the barn, virginia creeper on the wall')).toEqual([]);
    const { brief } = refineIdea('bluegrass, the fiddlers convention in galax, virginia, a lantern on a tailgate');
    expect(brief.subjects.map((s) => s.noun)).not.toContain('galax');
  });

  it('draws nothing for a day off or a jam session', () => {
    const lido = refineIdea('britpop, the lido on a grey bank holiday, pensioners swimming').brief;
    expect(lido.subjects.map((s) => s.noun)).toEqual(['pensioners']);
    const jam = refineIdea('bluegrass, a jam session at the barn, five pickers round a lantern').brief;
    expect(jam.subjects.map((s) => s.noun)).not.toContain('jam');
  });
});

describe('a town named after one of its quarters', () => {
  it('sets the scene in the town: "in Kazanchis, Addis Ababa", "in Boedo, Buenos Aires"', () => {
    // Round 117 drew an azmari bet in Addis Ababa on bare hills.
    expect(
      refineIdea('azmari record, a smoky azmari bet in Kazanchis, Addis Ababa around midnight').brief.environment
        .setting,
    ).toBe('city');
    expect(
      refineIdea('tango album: a milonga in a sports club in Boedo, Buenos Aires at 3am').brief.environment.setting,
    ).toBe('city');
    // A word that is no town after the comma is no town.
    expect(townSpans('a girl in her kitchen, reading by the window')).toEqual([]);
  });
});
