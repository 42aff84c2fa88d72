import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { planCover } from './planner.ts';
import { shapeBox } from './shape.ts';

const plan = (idea: string, look: 'photon' | 'sonic') => planCover(refineIdea(idea).brief, 7, look);

describe('things on fire', () => {
  it('draws a burning piano as a piano with flames rising from its top, glowing in Photon', () => {
    const cover = plan('burning piano in a snowy field, post-rock', 'photon');
    const piano = cover.subjects.find((s) => s.noun === 'piano')!;
    expect(piano.shape.key).toBe('sleeve:grand-piano');
    // The piano itself is drawn as a piano (from its drawing), not as a body of fire.
    expect(piano.material).toBeUndefined();
    const flames = cover.subjects.filter((s) => s.noun === 'fire');
    expect(flames.length).toBe(3);
    const box = shapeBox(piano);
    for (const f of flames) {
      expect(f.material).toBe('fire');
      expect(f.x).toBeGreaterThan(box.x0);
      expect(f.x).toBeLessThan(box.x0 + box.w);
      // Standing on the piano: their centres above its lower half, nearer than it (drawn after).
      expect(f.y).toBeLessThan(box.y0 + box.h / 2);
      expect(f.depth).toBeLessThan(piano.depth);
    }
  });

  it('burns a one-colour icon and a thing said to be "on fire" the same way: itself, flames on top', () => {
    for (const look of ['photon', 'sonic'] as const) {
      const cover = plan('an ice cream truck on fire under an overpass at night', look);
      const truck = cover.subjects.find((s) => s.noun === 'ice cream truck')!;
      expect(truck.shape.art).toBeUndefined();
      expect(truck.material).toBeUndefined();
      expect(cover.subjects.filter((s) => s.noun === 'fire').length).toBe(3);
      expect(cover.environment.effects).not.toContain('fire');
    }
  });

  it('prints the flames in Sonic from their drawing, with a fire ink', () => {
    const cover = plan('burning piano in a snowy field, post-rock', 'sonic');
    const flames = cover.subjects.filter((s) => s.noun === 'fire');
    expect(flames.length).toBe(3);
    expect(flames.every((f) => f.material === undefined && f.shape.art)).toBe(true);
  });

  it('keeps the flame a bonfire or a match is drawn with, glowing in Photon only', () => {
    const photon = plan('a bonfire on a beach at night, reggae', 'photon');
    expect(photon.subjects.map((s) => s.noun).sort()).toEqual(['bonfire', 'fire']);
    expect(photon.subjects.find((s) => s.noun === 'fire')!.material).toBe('fire');
    const sonic = plan('a burning match in the dark, minimal techno', 'sonic');
    expect(sonic.subjects.map((s) => [s.noun, s.material])).toEqual([['match', undefined]]);
    // A carried lantern is lit: its flame glows in its globe, inside the lantern's drawing.
    const lantern = plan('doom metal, a hooded monk holding a lantern in a dead forest', 'photon');
    const flame = lantern.subjects.find((s) => s.noun === 'fire')!;
    const body = lantern.subjects.find((s) => s.noun === 'lantern')!;
    expect(flame.material).toBe('fire');
    expect(Math.abs(flame.x - body.x)).toBeLessThan(body.w * 0.1);
    expect(flame.w).toBeLessThan(body.w * 0.4);
  });

  it('leaves subjects that are not on fire alone', () => {
    const cover = plan('a golden trumpet on a piano, big band swing', 'photon');
    expect(cover.subjects.some((s) => s.noun === 'fire')).toBe(false);
  });
});
