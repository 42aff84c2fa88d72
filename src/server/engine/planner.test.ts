import { describe, expect, it } from 'vitest';
import { deltaE, hexToOklch } from '../../shared/color.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { ideaColours } from './idea-colours.ts';
import { planCover } from './planner.ts';
import { inkBox } from './shape.ts';

const SEEDS = Array.from({ length: 40 }, (_, i) => 101 + i * 7919);

describe('staging the subjects', () => {
  it('frames a lone hero closer or farther from one seed to the next, and close up lets the frame crop it', () => {
    for (const idea of [
      'a lighthouse at dusk',
      'a red tractor in a wheat field',
      'an old pickup truck in the desert',
    ]) {
      const { brief } = refineIdea(idea);
      const heroes = SEEDS.map((seed) => planCover(brief, seed, 'photon').subjects[0]!);
      const sizes = heroes.map((h) => h.w);
      // Some versions fill most of the cover, others keep the hero at a third to a half of it.
      expect(Math.max(...sizes), idea).toBeGreaterThan(600);
      expect(Math.min(...sizes), idea).toBeLessThan(500);
      // The close ones are cut by the frame's bottom edge rather than standing whole on the horizon.
      for (const h of heroes.filter((s) => s.w > 600)) expect(h.y + h.h / 2, idea).toBeGreaterThan(1000);
    }
  });

  it('stands a grounded thing on its drawing, not on its box, and a bird perched on it on the ground', () => {
    const { brief } = refineIdea('folk album, a crow on a fence post');
    // Perched on something that does not fly: the cover has ground, not an empty sky.
    expect(brief.environment.setting).not.toBe('sky');
    for (const seed of SEEDS) {
      const plan = planCover(brief, seed, 'sonic');
      const fence = plan.subjects.find((s) => s.noun.includes('fence'))!;
      expect(fence.grounded).toBe(true);
      // The fence's pickets fill the middle of their square: the lowest ink, not the square, is what stands low on
      // the ground, where the box bottom used to be (below the horizon by the depth's share of 110).
      const foot = inkBox(fence).y1;
      expect(foot, `seed ${seed}`).toBeGreaterThan(plan.horizon + 40);
      expect(fence.y + fence.h / 2 - foot, `seed ${seed}`).toBeGreaterThan(30);
    }
  });

  it('keeps a hero with company at a size that leaves the others in view', () => {
    const { brief } = refineIdea('a saxophone and a cocktail glass on a bar');
    for (const seed of SEEDS) {
      const { subjects } = planCover(brief, seed, 'sonic');
      expect(subjects.length).toBe(2);
      for (const s of subjects) expect(s.w).toBeLessThan(620);
    }
  });

  it('stages several of one thing as a group with depth: nearer ones larger and lower, not a line-up', () => {
    for (const idea of ['two horses in a misty field', 'three deer in a snowy forest', 'four cows on a hill']) {
      const { brief } = refineIdea(idea);
      expect(brief.composition, idea).toBe('row');
      for (const seed of SEEDS.slice(0, 10)) {
        const group = [...planCover(brief, seed, 'photon').subjects].sort((a, b) => a.depth - b.depth);
        expect(group.length, idea).toBe(brief.subjects[0]!.count);
        for (let i = 1; i < group.length; i++) {
          const [near, far] = [group[i - 1]!, group[i]!];
          expect(far.depth, idea).toBeGreaterThan(near.depth);
          expect(far.w, idea).toBeLessThan(near.w);
          // Farther back stands higher on the ground: its foot is above the nearer one's.
          expect(far.y + far.h / 2, idea).toBeLessThan(near.y + near.h / 2);
        }
        // The group is centred in the cover, give or take.
        const left = Math.min(...group.map((s) => s.x - s.w / 2));
        const right = Math.max(...group.map((s) => s.x + s.w / 2));
        expect(Math.abs((left + right) / 2 - 500), idea).toBeLessThan(60);
      }
    }
  });
});

describe('things the idea makes larger than life', () => {
  const height = (s: Parameters<typeof inkBox>[0]) => {
    const b = inkBox(s);
    return b.y1 - b.y0;
  };

  it.each([1, 2, 3])(
    'stages things at their natural scale: a ferris wheel over a choir, goats by a tower (seed %i)',
    (seed) => {
      // Round 52: "a tiny ferris icon beside grounded figures", goats as tall as the bell tower.
      const choir = planCover(
        refineIdea('gospel, a choir singing beside a ferris wheel at golden hour').brief,
        seed,
        'photon',
      );
      const singer = choir.subjects.find((s) => s.noun === 'choir')!;
      const wheel = choir.subjects.find((s) => s.noun === 'ferris wheel')!;
      expect(wheel.large).toBe(true);
      expect(height(wheel)).toBeGreaterThan(height(singer) * 1.5);
      const hill = planCover(refineIdea('dub, a bell tower on a hillside, goats grazing').brief, seed, 'sonic');
      const tower = hill.subjects.find((s) => s.noun === 'bell tower')!;
      for (const goat of hill.subjects.filter((s) => s.noun === 'goats')) expect(goat.w).toBeLessThan(tower.w * 0.3);
      // Things of one size keep the usual staging: a fox beside a dog is no smaller for it.
      const pair = planCover(refineIdea('a fox and a dog in the snow').brief, seed, 'sonic');
      expect(pair.subjects.find((s) => s.noun === 'dog')!.w).toBeGreaterThan(pair.subjects[0]!.w * 0.4);
    },
  );

  it('marks the giant thing, and fills the frame only when the giant is the hero', () => {
    const beside = refineIdea('a little girl standing beside a huge robot in a wheat field').brief;
    expect(beside.subjects.map((s) => s.large ?? false)).toEqual([false, true]);
    expect(beside.composition).not.toBe('hero');
    expect(refineIdea('a giant robot in a wheat field').brief.composition).toBe('hero');
  });

  it.each([1, 2, 3, 4])('stands a giant beside the hero twice its height, behind it (seed %i)', (seed) => {
    for (const idea of [
      'a little girl standing beside a huge robot in a wheat field',
      'a lone kayaker paddling between two enormous container ships',
    ]) {
      const plan = planCover(refineIdea(idea).brief, seed, 'photon');
      const hero = plan.subjects.find((s) => !s.large)!;
      const giants = plan.subjects.filter((s) => s.large);
      expect(giants.length, idea).toBeGreaterThan(0);
      for (const g of giants) {
        expect(height(g), idea).toBeGreaterThan(height(hero) * 1.5);
        expect(g.depth, idea).toBeGreaterThan(hero.depth);
      }
    }
  });

  it('stages metal symmetrically: the hero on the middle line, what is beside it mirrored either side', () => {
    const { brief } = refineIdea('black metal, a wolf on a frozen ridge under a full moon, two ravens');
    expect(brief.composition).toBe('hero');
    for (const seed of SEEDS.slice(0, 8)) {
      const plan = planCover(brief, seed, 'sonic');
      const wolf = plan.subjects.find((s) => s.noun === 'wolf')!;
      const ravens = plan.subjects.filter((s) => s.noun === 'ravens');
      expect(wolf.x).toBe(500);
      expect(ravens).toHaveLength(2);
      expect(ravens[0]!.x + ravens[1]!.x).toBeCloseTo(1000, 0);
      expect(ravens[0]!.w).toBeCloseTo(ravens[1]!.w, 3);
    }
    // Another genre keeps its thirds and its low horizons.
    expect(refineIdea('folk, a wolf on a frozen ridge under a full moon').brief.composition).not.toBe('hero');
  });

  it('runs Photon’s sky from the first named colour to the second, so both are seen', () => {
    const idea = 'post-hardcore, a capsized dinghy in a storming harbour, navy and signal red';
    const { brief } = refineIdea(idea);
    const [navy, red] = [brief.palette[0]!, brief.palette[1]!];
    for (const seed of [1, 2, 3]) {
      const { colors } = planCover(brief, seed, 'photon');
      // (A storm greys the horizon a little, never into another colour.)
      expect(deltaE(colors.skyHorizon, red)).toBeLessThan(0.2);
      expect(deltaE(colors.skyTop, navy)).toBeLessThan(0.2);
    }
    // Unnamed, the horizon is still a lighter blend of the genre's colours.
    const plain = planCover(refineIdea('post-hardcore, a capsized dinghy').brief, 1, 'photon').colors;
    expect(plain.skyHorizon).not.toBe(refineIdea('post-hardcore, a capsized dinghy').brief.palette[1]);
  });

  it('keeps a named sky colour recognisable at night: darker, the same colour', () => {
    // A teal sky at night had gone near black (ΔE 0.14 from the teal named).
    const { brief } = refineIdea('dub record, a rowing boat stacked with speakers at night, teal and orange');
    const teal = brief.palette[0]!;
    for (const look of ['sonic', 'photon'] as const) {
      const { colors } = planCover(brief, 1, look);
      expect(deltaE(colors.skyTop, teal)).toBeLessThan(0.1);
      expect(deltaE(colors.skyTop, teal)).toBeGreaterThan(0);
    }
  });

  it('never lights a night sky in a white the idea names: the white shines in the night, the next colour is the sky', () => {
    // Round 87's snowy pier at night, a plum kimono and white lanterns, had a white sky: a day.
    const { brief } = refineIdea(
      'enka, a woman in a plum kimono on a snowy pier at night, a boat with its rows of white lanterns blazing',
    );
    expect(brief.paletteNames[0]).toBe('white');
    for (const look of ['sonic', 'photon'] as const) {
      const { colors } = planCover(brief, 1, look);
      expect(hexToOklch(colors.skyTop).l, look).toBeLessThan(0.5);
    }
    // By day the white named first is still the sky.
    const day = refineIdea('a woman in a plum kimono on a pier at noon, white and plum').brief;
    expect(hexToOklch(planCover(day, 1, 'sonic').colors.skyTop).l).toBeGreaterThan(0.8);
  });

  it('keeps a named sky colour through a storm: darker, still that colour', () => {
    // "sodium orange and ice blue" in sleet at 2am had a dark brown sky, no orange anywhere (round 52).
    const { brief } = refineIdea(
      'uk drill, three hoods in a car park in a thunderstorm at 2am, sodium orange and ice blue',
    );
    const orange = brief.palette[0]!;
    expect(brief.environment.weather).toBe('storm');
    for (const look of ['sonic', 'photon'] as const) {
      const sky = hexToOklch(planCover(brief, 1, look).colors.skyTop);
      expect(sky.c).toBeGreaterThan(hexToOklch(orange).c * 0.6);
      expect(Math.abs(sky.h - hexToOklch(orange).h)).toBeLessThan(5);
    }
  });

  it("counts a colour named like one of the genre's own swatches as the idea's", () => {
    // The Latin palette has a marigold swatch of its own; "marigold and cobalt" names the lexicon's.
    const { brief } = refineIdea('cumbia, a papier mache bull charging through a plaza at night, marigold and cobalt');
    expect(brief.paletteNames.slice(0, 2)).toEqual(['marigold', 'cobalt']);
    expect(ideaColours(brief)).toEqual(brief.palette.slice(0, 2));
  });

  it('gives a third named colour the ground when the things take the second', () => {
    const { brief } = refineIdea(
      'doom, a mammoth by a roadside diner at noon, coffee brown, asphalt black and mustard',
    );
    const [, black, mustard] = brief.palette;
    for (const look of ['sonic', 'photon'] as const) {
      const plan = planCover(brief, 1, look);
      expect(plan.subjects.find((s) => s.noun === 'mammoth')?.color).toBe(black);
      expect(deltaE(plan.colors.ground, mustard!)).toBeLessThan(0.1);
    }
  });

  it('frames a face as a portrait: head and shoulders filling the cover, cut by its bottom edge', () => {
    for (const idea of ["shoegaze, a girl's face seen through a jar of honey", "an old man's face lit by a match"]) {
      const { brief } = refineIdea(idea);
      expect(brief.subjects[0]?.asset, idea).toBe('sleeve:profile-head');
      for (const seed of SEEDS.slice(0, 8)) {
        const face = planCover(brief, seed, 'sonic').subjects.find((s) => s.noun.endsWith('face'))!;
        expect(face.w, idea).toBeGreaterThan(650);
        expect(inkBox(face).y1, idea).toBeGreaterThanOrEqual(995);
      }
    }
  });

  it.each([1, 2, 3])('puts the small thing under a giant one, not a cap on a giant hero (seed %i)', (seed) => {
    const plan = planCover(refineIdea('a tiny frog under a giant mushroom').brief, seed, 'photon');
    const frog = plan.subjects.find((s) => s.noun === 'frog')!;
    const mushroom = plan.subjects.find((s) => s.noun === 'mushroom')!;
    expect(height(mushroom)).toBeGreaterThan(height(frog) * 1.5);
    expect(inkBox(mushroom).y0).toBeLessThan(inkBox(frog).y0);
  });
});
