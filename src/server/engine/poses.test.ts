import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { planCover } from './planner.ts';
import { inkBox } from './shape.ts';

const subjectOf = (idea: string, noun: string) => refineIdea(idea).brief.subjects.find((s) => s.noun === noun);

describe('people running and jumping', () => {
  it('draws a person running mid-stride and one jumping in the air; an animal keeps its own drawing', () => {
    expect(subjectOf('punk, a girl running down an alley at night', 'girl')).toMatchObject({ state: 'running' });
    expect(subjectOf('a man jumping for joy on a rooftop', 'man')).toMatchObject({ state: 'jumping' });
    expect(subjectOf('a boy leaping off a jetty into a lake', 'boy')).toMatchObject({ state: 'jumping' });
    expect(refineIdea('a man jumping for joy on a rooftop').parts.map((p) => p.as)).toContain('a man, mid-jump');
    // A dog running is in motion (speed lines), not a person's stride; a horse has no jump drawn.
    expect(subjectOf('a dog running on the beach', 'dog')?.state).toBe('moving');
    expect(subjectOf('a horse jumping a fence', 'horse')?.state).toBeUndefined();
  });

  it("keeps a jumper's feet off the ground and a runner's legs inside the frame", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const runner = planCover(refineIdea('a girl running across a field').brief, seed, 'sonic').subjects[0]!;
      expect(runner.shape.key).toBe('sleeve:woman-figure-running');
      expect(inkBox(runner).y1, `seed ${seed}`).toBeLessThan(1000);
    }
    const standing = planCover(refineIdea('a man standing on a beach').brief, 2, 'photon').subjects[0]!;
    const jumping = planCover(refineIdea('a man jumping on a beach').brief, 2, 'photon').subjects[0]!;
    const lift = (s: typeof standing) => (s.y + s.h / 2 - inkBox(s).y1) / s.h;
    expect(lift(jumping)).toBeGreaterThan(lift(standing) + 0.05);
  });

  it('turns a person doing a backflip or a cartwheel head over heels in the air, inside the frame', () => {
    expect(subjectOf('northern soul, a lad mid backflip on a sprung dance floor', 'lad')).toMatchObject({
      state: 'flipping',
    });
    expect(subjectOf('a boy doing a backflip off a pier', 'boy')).toMatchObject({ state: 'flipping' });
    expect(subjectOf('kids cartwheeling on a beach at dusk', 'kids')).toMatchObject({ state: 'flipping' });
    // A dance known by its own name is dancing, without the word dance.
    expect(
      subjectOf('hardstyle, a whole festival crowd doing the shuffle in the mud', 'whole festival crowd'),
    ).toMatchObject({ state: 'dancing' });
    expect(subjectOf('a man doing the twist at a wedding', 'man')).toMatchObject({ state: 'dancing' });
    // A stage dive is a leap caught in the air; headbanging is dancing.
    expect(subjectOf('hardcore demo tape, kid stage diving off a pool table', 'kid')).toMatchObject({
      state: 'jumping',
    });
    expect(subjectOf('metal, a man headbanging in a field', 'man')).toMatchObject({ state: 'dancing' });
    const standing = planCover(refineIdea('a man standing on a dance floor').brief, 3, 'sonic').subjects[0]!;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const flip = planCover(refineIdea('a man mid backflip on a dance floor').brief, seed, 'sonic').subjects[0]!;
      expect(flip.shape.key).toBe('sleeve:figure-jumping');
      expect(Math.abs(flip.rotation), `seed ${seed}`).toBeGreaterThan(0.74 * Math.PI);
      expect(Math.abs(flip.rotation), `seed ${seed}`).toBeLessThan(1.21 * Math.PI);
      // Off the ground: its lowest ink well above a standing man's feet, and none of it out of the top.
      expect(inkBox(flip).y1, `seed ${seed}`).toBeLessThan(inkBox(standing).y1 - 0.2 * standing.h);
      expect(inkBox(flip).y0, `seed ${seed}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('stages a crowd of people across the bottom of the frame, the front row large and cropped by its edge', () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const look of ['sonic', 'photon'] as const) {
        const plan = planCover(refineIdea('house, a crowd dancing in a warehouse at 4am').brief, seed, look);
        const crowd = plan.subjects.filter((s) => s.noun === 'crowd');
        expect(crowd.length, `seed ${seed} ${look}`).toBeGreaterThanOrEqual(5);
        const boxes = crowd.map(inkBox);
        // Shoulder to shoulder across the cover, the nearest cut by its bottom edge, none floating in the top half.
        expect(Math.max(...boxes.map((b) => b.x1)) - Math.min(...boxes.map((b) => b.x0))).toBeGreaterThan(800);
        expect(boxes.filter((b) => b.y1 > 1000).length).toBeGreaterThanOrEqual(2);
        expect(Math.min(...boxes.map((b) => b.y1))).toBeGreaterThan(500);
      }
    }
  });

  it('stages a person leaping over a row of things in the air above them, at a person’s size', () => {
    const plan = planCover(
      refineIdea('hardstyle, a pole vaulter leaping over burning cars in a car park').brief,
      1,
      'photon',
    );
    const vaulter = plan.subjects.find((s) => s.noun === 'pole vaulter')!;
    const cars = plan.subjects.filter((s) => s.noun === 'cars');
    expect(cars.length).toBeGreaterThan(1);
    const box = inkBox(vaulter);
    expect(box.x1 - box.x0).toBeLessThan(700);
    expect(box.y1).toBeLessThan(Math.min(...cars.map((c) => inkBox(c).y0)));
  });

  it("moves a loud record's people the idea gives no pose, where a quiet record's stand still", () => {
    const posed = (idea: string, seed: number) =>
      planCover(refineIdea(idea).brief, seed, 'sonic')
        .subjects.filter((s) => s.shape.key.startsWith('sleeve:') && s.shape.key.includes('figure'))
        .map((s) => s.shape.key);
    for (const seed of [1, 2, 3]) {
      const crowd = posed('punk, a crowd of kids in a basement', seed);
      expect(crowd.length, `seed ${seed}`).toBeGreaterThanOrEqual(5);
      // Every one of them in a pose of a gig, and not all in the same one.
      expect(
        crowd.every((k) => /-(?:arms-up|jumping|dancing)$/.test(k)),
        crowd.join(),
      ).toBe(true);
      expect(new Set(crowd).size, `seed ${seed}`).toBeGreaterThan(1);
      expect(posed('ambient, a crowd of people in a basement', seed).every((k) => k.endsWith('figure'))).toBe(true);
      // A playful record's people move too, without the loud record's tipped camera.
      const happy = refineIdea('happy hardcore rave, a crowd under lasers in a field at dawn').brief;
      expect(
        posed('happy hardcore rave, a crowd under lasers in a field at dawn', seed).some((k) =>
          /-(?:arms-up|jumping|dancing)$/.test(k),
        ),
      ).toBe(true);
      expect(planCover(happy, seed, 'sonic').roll).toBe(0);
    }
    // A pose the idea names is kept (one said to stand, or to sit where no seat is drawn, stands still), and one
    // holding a thing keeps the drawing its hold is staged for.
    expect(posed('punk, a man sitting on a bench', 1)).toEqual(['sleeve:figure-sitting']);
    expect(posed('punk, a man standing in the rain', 1)).toEqual(['sleeve:figure']);
    expect(posed('punk, a man sitting on a kerb', 1)).toEqual(['sleeve:figure']);
    expect(posed('punk, a man holding a guitar', 1)).toEqual(['sleeve:figure']);
  });
});
