import type { Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import type { CoverPlan } from './plan.ts';
import { planCover } from './planner.ts';
import { photonLook } from './photon/index.ts';
import { inkBox } from './shape.ts';
import { sonicLook } from './sonic/index.ts';
import { drawPlan } from './testing/draw-plan.ts';

const stateOf = (idea: string, noun: string) => refineIdea(idea).brief.subjects.find((s) => s.noun === noun)?.state;

describe('things moving fast', () => {
  it('reads a creature, a person or a vehicle charging, racing or galloping as moving, never a river running', () => {
    expect(stateOf('cumbia, a bull charging through a village plaza at night', 'bull')).toBe('moving');
    expect(stateOf('a taxi speeding down an empty motorway, black and yellow', 'taxi')).toBe('moving');
    expect(stateOf('a wild horse galloping across the plains at dusk', 'wild horse')).toBe('moving');
    expect(refineIdea('a river running through a quiet valley').brief.subjects.map((s) => s.state)).not.toContain(
      'moving',
    );
  });

  it('says so in the report of what is drawn', () => {
    expect(refineIdea('a wild horse galloping across the plains at dusk').parts.map((p) => p.as)).toContain(
      'a horse, in motion',
    );
  });

  it('trails a thing drawn side on, in the direction it faces; not one drawn head-on', () => {
    const horse = planCover(refineIdea('a wild horse galloping across the plains').brief, 1, 'sonic').subjects[0]!;
    expect(horse.motion).toBe(horse.flip ? 1 : -1);
    // The taxi is drawn from the front: speed lines behind it would run out of its sides.
    expect(planCover(refineIdea('a taxi speeding down a motorway').brief, 1, 'sonic').subjects[0]!.motion).toBe(
      undefined,
    );
  });

  it.each([
    ['sonic', sonicLook],
    ['photon', photonLook],
  ] as const)('draws the trail behind it in %s, and nothing ahead of it', (_, look) => {
    const plan = planCover(refineIdea('country, a wild horse galloping across the plains at dusk').brief, 3, 'sonic');
    const horse = plan.subjects[0]!;
    const still: CoverPlan = { ...plan, subjects: [{ ...horse, motion: undefined }, ...plan.subjects.slice(1)] };
    const size = 200;
    const moving = pixels(drawPlan(plan, look, size), size);
    const standing = pixels(drawPlan(still, look, size), size);
    const box = inkBox(horse);
    const behind = -(horse.motion ?? -1);
    // A band as tall as the horse's middle, beside it on each side.
    const band = (side: number) => {
      const x0 = side > 0 ? box.x1 : box.x0 - (box.x1 - box.x0) * 0.6;
      return {
        x0,
        x1: x0 + (box.x1 - box.x0) * 0.6,
        y0: box.y0 + (box.y1 - box.y0) * 0.3,
        y1: box.y1 - (box.y1 - box.y0) * 0.3,
      };
    };
    expect(changed(moving, standing, band(behind), size)).toBeGreaterThan(0.05);
    expect(changed(moving, standing, band(-behind), size)).toBeLessThan(0.02);
  });
});

function pixels(canvas: Canvas, size: number): Uint8ClampedArray {
  return canvas.getContext('2d').getImageData(0, 0, size, size).data;
}

/** Share of a region (in cover units) whose pixels differ by more than a little between two pictures. */
function changed(
  a: Uint8ClampedArray,
  b: Uint8ClampedArray,
  r: { x0: number; x1: number; y0: number; y1: number },
  size: number,
): number {
  let n = 0;
  let diff = 0;
  const k = size / 1000;
  for (let y = Math.max(0, Math.floor(r.y0 * k)); y < Math.min(size, Math.ceil(r.y1 * k)); y++)
    for (let x = Math.max(0, Math.floor(r.x0 * k)); x < Math.min(size, Math.ceil(r.x1 * k)); x++) {
      const i = (y * size + x) * 4;
      n++;
      if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 24) diff++;
    }
  return n ? diff / n : 0;
}
