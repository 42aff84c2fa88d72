import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { planCover } from './planner.ts';
import { layDown, overturn } from './overturned.ts';
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

  it('lays people and made things down when asleep, lying or tipped; a vehicle tipped over lands wheels up', () => {
    const states = (idea: string) => refineIdea(idea).brief.subjects.map((s) => [s.noun, s.state ?? '']);
    // Asleep in a chair is asleep sitting up; on a bench, lying down.
    expect(states('a dentist asleep in his own chair')).toEqual([
      ['dentist', 'sitting'],
      ['chair', ''],
    ]);
    expect(states('a dentist asleep on the floor')[0]).toEqual(['dentist', 'lying']);
    // One is in a chair by sitting or lying on it.
    expect(refineIdea('a dentist asleep in his own chair').brief.subjects[0]!.relation).toEqual({ kind: 'on', to: 1 });
    expect(states('a sleeping girl on a bench')[0]).toEqual(['girl', 'lying']);
    expect(states('a toppled bottle')).toEqual([['bottle', 'lying']]);
    expect(states('a school bus tipped on its side')[0]).toEqual(['school bus', 'upside-down']);
    // An animal asleep keeps its drawing, and the report says the sleep is not drawn.
    const cat = refineIdea('a sleeping cat');
    expect(cat.brief.subjects[0]!.state).toBeUndefined();
    expect(cat.parts).toContainEqual({ phrase: 'sleeping', as: '', how: 'dropped' });
    // "a sleeping bag" is a bag.
    expect(states('a sleeping bag in a tent')[0]).toEqual(['sleeping bag', '']);
  });

  it.each([1, 2, 3, 4])('lies on its side where its feet were (seed %i)', (seed) => {
    const upright = planCover(refineIdea('a man in a field').brief, seed, 'photon').subjects[0]!;
    const lying = { ...upright };
    layDown(lying, createRng(`lay-${seed}`));
    expect(Math.abs(Math.abs(lying.rotation) - Math.PI / 2)).toBeLessThan(0.06);
    // Turned about its centre, its lowest point is where its feet were (to 1 unit).
    const ink = inkBox(upright);
    const clockwise = lying.rotation > 0;
    const bottom = clockwise ? lying.y + (ink.x1 - upright.x) : lying.y + (upright.x - ink.x0);
    expect(Math.abs(bottom - ink.y1)).toBeLessThan(1);
    const plan = planCover(refineIdea('a man asleep in a field').brief, seed, 'photon');
    expect(Math.abs(Math.abs(plan.subjects[0]!.rotation) - Math.PI / 2)).toBeLessThan(0.06);
  });
});
