import { describe, expect, it } from 'vitest';
import type { CoverPlan, LookRenderer } from './plan.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { photonLook } from './photon/index.ts';
import { planCover } from './planner.ts';
import { renderArt } from './render.ts';
import { inkBox } from './shape.ts';
import { sonicLook } from './sonic/index.ts';
import { drawPlan } from './testing/draw-plan.ts';

const SIZE = 256;

describe('a sinking subject', () => {
  // In a medium with no pass over the finished art (its genre's film would grain both pictures differently), so the
  // picture with the piano and the one without differ only by the piano.
  const brief = { ...refineIdea('a grand piano sinking in a still lake').brief, medium: 'digital painting' };

  it.each([1, 2, 3, 4])('goes part under the surface in front of the horizon, tilted (seed %i)', (seed) => {
    const plan = planCover(brief, seed, 'photon');
    const piano = plan.subjects.find((s) => s.noun === 'grand piano')!;
    expect(piano.surface).toBeGreaterThan(plan.horizon);
    const ink = inkBox(piano);
    const under = (ink.y1 - piano.surface!) / (ink.y1 - ink.y0);
    expect(under).toBeGreaterThan(0.3);
    expect(under).toBeLessThan(0.6);
    expect(Math.abs(piano.rotation)).toBeGreaterThan(0.05);
    expect(piano.grounded).toBe(false);
  });

  it.each([
    ['photon', photonLook],
    ['sonic', sonicLook],
  ] as const)('is drawn by %s above the surface only', (look, renderer: LookRenderer) => {
    const { canvas, plan } = renderArt({ brief, seed: 2, look, size: SIZE });
    const piano = plan.subjects.find((s) => s.noun === 'grand piano')!;
    // The same picture without the piano: every pixel well below the surface and its ring is the same.
    const without: CoverPlan = { ...plan, subjects: plan.subjects.filter((s) => s !== piano) };
    const bare = drawPlan(without, renderer, SIZE);
    const a = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    const b = bare.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    const ink = inkBox(piano);
    const k = SIZE / 1000;
    const above = { sum: 0, n: 0 };
    const below = { sum: 0, n: 0 };
    for (let y = 0; y < SIZE; y++)
      for (let x = Math.floor(ink.x0 * k); x < Math.ceil(ink.x1 * k); x++) {
        const i = (y * SIZE + x) * 4;
        const d = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
        const into =
          y < piano.surface! * k - 2 && y > ink.y0 * k ? above : y > (piano.surface! + 40) * k ? below : null;
        if (into && y < ink.y1 * k) [into.sum, into.n] = [into.sum + d, into.n + 1];
      }
    // Photon's grade follows the whole picture's tone, so the water differs by a level or two; the piano by far more.
    expect(above.sum / above.n).toBeGreaterThan(30);
    expect(below.sum / below.n).toBeLessThan(6);
  });
});

describe('a flooded thing', () => {
  it('stands upright in flood water, less of it under, with what stands on it carried down', () => {
    const { brief } = refineIdea('bluegrass, four old men picking banjos on the roof of a flooded general store');
    const store = brief.subjects.find((s) => s.noun === 'general store')!;
    expect(store.state).toBe('flooded');
    expect(brief.environment.setting).toBe('lake');
    // Whoever handles the banjos is where the banjos are: on the roof.
    expect(brief.subjects.find((s) => s.noun === 'old men')?.relation).toEqual({ kind: 'on', to: 2 });
    for (const seed of [1, 2, 3]) {
      const plan = planCover(brief, seed, 'sonic');
      const placed = plan.subjects.find((s) => s.noun === 'general store')!;
      expect(placed.rotation).toBe(0);
      const ink = inkBox(placed);
      const under = (ink.y1 - placed.surface!) / (ink.y1 - ink.y0);
      expect(under).toBeGreaterThan(0.15);
      expect(under).toBeLessThan(0.4);
      // The men still stand on its roof: their feet within its top part, above the water.
      for (const man of plan.subjects.filter((s) => s.noun === 'old men')) {
        const feet = inkBox(man).y1;
        expect(feet).toBeLessThan(placed.surface!);
        expect(feet).toBeLessThan(ink.y0 + (ink.y1 - ink.y0) * 0.35);
      }
    }
  });

  it('makes a flooded field water to the horizon, and never floods a person', () => {
    expect(refineIdea('a red phone box in a flooded field, dawn').brief.environment.setting).toBe('lake');
    expect(refineIdea('a flooded man on a bench').brief.subjects[0]?.state).not.toBe('flooded');
  });
});

describe('a floating thing', () => {
  it('is lifted off the ground in the air, but lies on water it floats in', () => {
    const brief = refineIdea('folk, a red armchair floating over a wheat field').brief;
    expect(brief.subjects[0]?.state).toBe('floating');
    const still = { ...brief, subjects: brief.subjects.map((s) => ({ ...s, state: undefined })) };
    for (const seed of [1, 2, 3]) {
      const up = planCover(brief, seed, 'photon').subjects[0]!;
      const down = planCover(still, seed, 'photon').subjects[0]!;
      expect(up.grounded).toBe(false);
      expect(inkBox(down).y1 - inkBox(up).y1).toBeGreaterThan((inkBox(down).y1 - inkBox(down).y0) * 0.25);
    }
    expect(refineIdea('a shoe floating in the canal').brief.subjects[0]?.state).toBeUndefined();
    // Hanging from something is off the ground, under it.
    const banjo = refineIdea('bluegrass, a banjo hanging from a tree branch').brief.subjects[0]!;
    expect(banjo.state).toBe('floating');
    expect(banjo.relation).toEqual({ kind: 'under', to: 1 });
  });
});
