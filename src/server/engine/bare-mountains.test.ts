import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { photonLook } from './photon/index.ts';
import { planCover } from './planner.ts';
import { createRng } from './random.ts';
import { sonicLook } from './sonic/index.ts';
import { drawPlan } from './testing/draw-plan.ts';

/** Pixels of snow: light and nearly grey, in a drawing of the plan with and without `environment.bare`. */
function snowPixels(look: 'sonic' | 'photon', bare: boolean): number {
  const plan = planCover(refineIdea('folk, mountains at dusk').brief, 1, look);
  const environment = { ...plan.environment, ...(bare ? { bare: true as const } : {}) };
  const variant = { ...plan, environment, brief: { ...plan.brief, environment }, rng: createRng('bare') };
  const size = 256;
  const d = drawPlan(variant, look === 'sonic' ? sonicLook : photonLook, size)
    .getContext('2d')
    .getImageData(0, 0, size, size).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) {
    const [lo, hi] = [Math.min(d[i]!, d[i + 1]!, d[i + 2]!), Math.max(d[i]!, d[i + 1]!, d[i + 2]!)];
    if (lo > 200 && hi - lo < 40) n++;
  }
  return n;
}

describe('mountains bare of snow', () => {
  it('are drawn without snow caps in both looks when the brief says so (round 109)', () => {
    for (const look of ['sonic', 'photon'] as const) {
      const capped = snowPixels(look, false);
      expect(capped, look).toBeGreaterThan(60);
      expect(snowPixels(look, true), look).toBeLessThan(capped / 3);
    }
  });
});
