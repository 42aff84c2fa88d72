import { describe, expect, it } from 'vitest';
import { refineIdea } from '../../providers/refine/builtin-refiner.ts';
import { planCover } from '../planner.ts';
import { toolOfAct, toolOfTrade } from './trades.ts';

describe('people known by what they work with', () => {
  it('reads the tool from the person’s definition: held, played, stood before or ridden', () => {
    const tool = (noun: string) => {
      const t = toolOfTrade(noun);
      return t && `${t.relation} ${t.noun}`;
    };
    expect(tool('fisherman')).toBe('holding fish');
    expect(tool('lighthouse keeper')).toBe('before lighthouse');
    expect(tool('violinist')).toBe('playing violin');
    expect(tool('pianist')).toBe('playing piano');
    expect(tool('sailor')).toBe('before ship');
    expect(tool('blacksmith')).toBe('holding hammer');
    expect(tool('jockey')).toBe('on horses');
    // The definition's verb ("someone who works in a mine") and its adjectives ("a female sorcerer") are not things.
    expect(tool('miner')).toBe('before mine');
    expect(tool('witch')).toBeUndefined();
    expect(tool('monk')).toBeUndefined();
    // Nobody is defined by a tool they do not have: a girl, a man, a grandmother.
    for (const plain of ['girl', 'man', 'grandmother', 'king']) expect(tool(plain)).toBeUndefined();
  });

  it('gives the figure its tool in the brief, and says so in the report', () => {
    const r = refineIdea('bossa nova, a fisherman at sunset');
    expect(r.brief.subjects.map((s) => [s.noun, s.asset, s.relation?.kind ?? '', s.relation?.to ?? -1])).toEqual([
      ['fisherman', 'sleeve:figure', 'holding', 1],
      ['fish', 'mdi:fish', '', -1],
    ]);
    expect(r.parts[1]).toEqual({ phrase: 'fisherman', as: 'a person holding a fish', how: 'approximate' });
    // Asleep, he holds nothing; a keeper asleep still lies before the lighthouse, and the report says both.
    expect(refineIdea('a fisherman asleep').brief.subjects.map((s) => s.noun)).toEqual(['fisherman']);
    expect(refineIdea('a lighthouse keeper asleep').parts[0]).toEqual({
      phrase: 'lighthouse keeper asleep',
      as: 'a person before a lighthouse, lying down',
      how: 'approximate',
    });
    // The lighthouse keeper was a guardian's shield; now our figure before a lighthouse.
    const keeper = refineIdea('a lighthouse keeper in a storm').brief.subjects;
    expect(keeper.map((s) => s.asset)).toEqual(['sleeve:figure', 'mdi:lighthouse']);
    expect(keeper[0]!.relation).toEqual({ kind: 'before', to: 1 });
  });

  it('leaves a person alone who already has something, several people, and a full scene', () => {
    expect(refineIdea('a fisherman with a fish').brief.subjects.map((s) => s.noun)).toEqual(['fisherman', 'fish']);
    expect(refineIdea('a fisherman asleep on a boat').brief.subjects.map((s) => s.noun)).toEqual(['fisherman', 'boat']);
    expect(refineIdea('three fishermen on a beach').brief.subjects.map((s) => s.noun)).toEqual(['fishermen']);
  });

  it.each([1, 2, 3])('keeps a player of a violin the hero, holding it (seed %i)', (seed) => {
    const plan = planCover(refineIdea('a violinist in the rain').brief, seed, 'sonic');
    const player = plan.subjects.find((s) => s.noun === 'violinist');
    const violin = plan.subjects.find((s) => s.noun === 'violin');
    expect(violin!.w).toBeLessThan(player!.w * 0.6);
    // A piano is still the hero's place, its player at its end.
    const placed = planCover(refineIdea('a man playing a grand piano').brief, seed, 'sonic').subjects;
    const man = placed.find((s) => s.noun === 'man');
    const piano = placed.find((s) => s.noun === 'grand piano');
    expect(piano!.w).toBeGreaterThan(man!.w);
  });

  it('gives the hero their tool even in a full scene, in place of the last thing named, and says so', () => {
    // (By the barn: in it, the barn is the room the scene is in.)
    const { brief, parts } = refineIdea('a cellist practising by a hay barn while swallows swoop through the rafters');
    expect(brief.subjects.map((s) => s.asset)).toEqual(['sleeve:figure', 'sleeve:cello', 'mdi:barn']);
    expect(brief.subjects[0]!.relation).toEqual({ kind: 'playing', to: 1 });
    expect(parts.find((p) => p.phrase === 'swallows')?.how).toBe('dropped');
  });

  it('reads a word for someone by the thing they use that WordNet does not list, drawn as one person', () => {
    expect(toolOfTrade('kayaker')).toMatchObject({ noun: 'kayak', relation: 'on', withPerson: true });
    expect(toolOfTrade('banjoer')).toMatchObject({ noun: 'banjo', relation: 'playing', withPerson: false });
    // Words WordNet lists are read as it defines them, never by their letters ("winter" is no wint, "water" no wat).
    expect(toolOfTrade('winter')).toBeUndefined();
    // The kayak's drawing has its paddler in it: no second person beside it.
    const kayak = refineIdea('a lone kayaker paddling between two container ships').brief.subjects;
    expect(kayak.map((s) => s.asset)).toEqual(['mdi:kayaking', 'mdi:cargo-ship']);
  });

  it.each([1, 2, 3])('stands a cello on the floor in front of its player, shorter than them (seed %i)', (seed) => {
    const plan = planCover(refineIdea('a cellist on a hill').brief, seed, 'photon');
    const player = plan.subjects.find((s) => s.noun === 'cellist')!;
    const cello = plan.subjects.find((s) => s.noun === 'violoncello')!;
    const height = (s: typeof player) => s.h * (s.shape.viewBox[3] / Math.max(s.shape.viewBox[2], s.shape.viewBox[3]));
    expect(cello.h).toBeLessThan(player.h);
    expect(height(cello)).toBeLessThan(height(player));
    expect(Math.abs(cello.x - player.x)).toBeLessThan(player.w * 0.3);
    expect(cello.depth).toBeLessThanOrEqual(player.depth);
  });
});

describe('acts named after a hand tool', () => {
  it('gives the tool an -ing word is named after, and nothing for acts of no tool or of a creature', () => {
    expect(toolOfAct('ironing')).toMatchObject({ noun: 'iron', asset: 'mdi:iron' });
    expect(toolOfAct('raking')).toMatchObject({ noun: 'rake', how: 'exact' });
    expect(toolOfAct('mopping')).toMatchObject({ noun: 'mop', how: 'exact' });
    expect(toolOfAct('hammering')).toMatchObject({ noun: 'hammer', how: 'exact' });
    // No tool: flying is no tent fly, singing no tool, and a word that is no -ing word is no act.
    expect(toolOfAct('flying')).toBeUndefined();
    expect(toolOfAct('singing')).toBeUndefined();
    expect(toolOfAct('iron')).toBeUndefined();
  });

  it('gives the thing an act is done with when it is not named after it, and how the one doing it stands to it', () => {
    expect(toolOfAct('sweeping')).toMatchObject({ noun: 'broom', relation: 'holding', how: 'exact' });
    expect(toolOfAct('fishing')).toMatchObject({ noun: 'fishing rod', relation: 'holding' });
    expect(toolOfAct('digging')).toMatchObject({ noun: 'shovel', relation: 'holding' });
    expect(toolOfAct('skateboarding')).toMatchObject({ noun: 'skateboard', relation: 'on' });
    expect(toolOfAct('mowing')).toMatchObject({ noun: 'lawn mower', relation: 'before' });
    expect(toolOfAct('strumming')).toMatchObject({ relation: 'playing' });
    expect(toolOfAct('ironing')).toMatchObject({ relation: 'holding' });
  });
});
