import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { planCover } from './planner.ts';
import { overturn } from './overturned.ts';
import { createRng } from './random.ts';
import { inkBox } from './shape.ts';

describe('an overturned subject', () => {
  it('reads upside down, capsized and overturned as a state of the thing, in its own clause only', () => {
    const states = (idea: string) => refineIdea(idea).brief.subjects.map((s) => [s.noun, s.state ?? '']);
    expect(states('a cop car upside down, safety pins')).toEqual([
      ['cop car', 'upside-down'],
      ['safety pins', ''],
    ]);
    expect(states('a capsized boat on a lake')).toEqual([['boat', 'upside-down']]);
    expect(states('an upside down cross')).toEqual([['cross', 'upside-down']]);
    expect(refineIdea('a car upside down').parts).toEqual([
      { phrase: 'car upside down', as: 'a car, upside down', how: 'exact' },
    ]);
  });

  it.each([1, 2, 3, 4])('is turned over and rests where it stood (seed %i)', (seed) => {
    const upright = planCover(refineIdea('a pickup truck in the desert').brief, seed, 'photon').subjects[0]!;
    expect(upright.grounded).toBe(true);
    const over = { ...upright };
    overturn(over, createRng(`overturn-${seed}`));
    expect(Math.abs(over.rotation - Math.PI)).toBeLessThan(0.08);
    // Its roof, now lowest, is where its wheels were: the drawing turned about its box's centre.
    const before = inkBox(upright);
    const after = inkBox(over);
    expect(Math.abs(2 * over.y - after.y0 - before.y1)).toBeLessThan(0.5);
    // And the plan turns it over when the idea says so.
    const plan = planCover(refineIdea('a pickup truck upside down in the desert').brief, seed, 'photon');
    expect(Math.abs(plan.subjects[0]!.rotation - Math.PI)).toBeLessThan(0.08);
  });
});
