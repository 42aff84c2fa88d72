import { describe, expect, it } from 'vitest';
import { LOOKS, type SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { describePlace, refineIdea } from '../providers/refine/builtin-refiner.ts';
import { renderArt } from './render.ts';

const SIZE = 200;

/** The share of the upper half, where a room's back wall is, that two renders of a scene draw differently. */
function wallChange(a: SceneBrief, b: SceneBrief, look: (typeof LOOKS)[number]): number {
  const pixels = (brief: SceneBrief) =>
    renderArt({ brief, seed: 1, look, size: SIZE })
      .canvas.getContext('2d')
      .getImageData(0, 0, SIZE, SIZE / 2).data;
  const [x, y] = [pixels(a), pixels(b)];
  let changed = 0;
  for (let i = 0; i < x.length; i += 4)
    if (Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!) > 30) changed++;
  return changed / (x.length / 4);
}

describe('rooms the idea names', () => {
  it('reads which room a scene indoors is in, by the first the picture names', () => {
    const room = (idea: string) => refineIdea(idea).brief.environment.room;
    expect(room('sean-nós singing, turf smoke in the kitchen')).toBe('tiled');
    expect(room('a fiddle trio playing in a barn at night')).toBe('wooden');
    expect(room('bingo in a church hall, nans dancing on the tables')).toBe('hall');
    expect(room('an old man asleep at the bar of a pub')).toBe('bar');
    expect(room('a girl reading in her bedroom')).toBeUndefined();
    // Outdoors no room is dressed, whatever is said ("the kitchen window" seen from the garden).
    expect(room('a fox in the snow under a full moon')).toBeUndefined();
    // Said back as the room it is.
    expect(describePlace(refineIdea('a fiddle trio playing in a barn at night').brief.environment)).toBe(
      'a room of wooden boards at night',
    );
  });

  for (const look of LOOKS)
    it(`dresses the walls as the room named: tiles, boards, strip lights, shelves of bottles (${look})`, () => {
      for (const idea of [
        'a man singing in the kitchen at dusk',
        'a fiddle trio playing in a barn at night',
        'bingo in a church hall, three nans dancing',
        'an old man asleep at the bar of a pub',
      ]) {
        const { brief } = refineIdea(idea);
        expect(brief.environment.room, idea).toBeDefined();
        const plain: SceneBrief = { ...brief, environment: { ...brief.environment, room: undefined } };
        expect(wallChange(brief, plain, look), idea).toBeGreaterThan(0.02);
      }
    });

  it('reads a hall or a corridor named where the scene opens as the place, not as a thing in it (round 111)', () => {
    const read = (idea: string) => {
      const { brief } = refineIdea(idea);
      return { ...brief.environment, drawn: brief.subjects.map((s) => s.asset) };
    };
    const wedding = read('a wedding hall in a village at 3am, the band in white suits, a disco ball');
    expect(wedding).toMatchObject({ setting: 'interior', room: 'hall' });
    expect(wedding.drawn).not.toContain('mdi:hallway');
    const corridor = read('Cover: an endless hospital corridor at night, an empty trolley and a seagull');
    expect(corridor).toMatchObject({ setting: 'interior', room: 'corridor' });
    expect(corridor.drawn).not.toContain('mdi:hallway');
    expect(read('a ghost floating down a dark hallway').room).toBe('corridor');
    // A room word qualifying a thing or a person is no place: "a ballroom dancer", "office workers", "hallway light".
    expect(read('a ballroom dancer riding a tandem down the middle lane of a motorway at night').setting).toBe('road');
    expect(read('a crowd on the platform, office workers staring at their phones').setting).not.toBe('interior');
    expect(read('a gown hanging in a wardrobe, half lit by the hallway light').room).not.toBe('corridor');
    expect(describePlace(refineIdea('an empty hospital corridor at night').brief.environment)).toBe(
      'a corridor seen down its length at night',
    );
  });

  for (const look of LOOKS)
    it(`draws a corridor down its length, not a hall's back wall (${look})`, () => {
      const { brief } = refineIdea('an empty hospital corridor at night, strip lights');
      expect(brief.environment.room).toBe('corridor');
      const hall: SceneBrief = { ...brief, environment: { ...brief.environment, room: 'hall' } };
      expect(wallChange(brief, hall, look)).toBeGreaterThan(0.2);
    });
});
