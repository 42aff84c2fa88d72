import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import type { CoverPlan } from './plan.ts';
import { planCover } from './planner.ts';
import { photonLook } from './photon/index.ts';
import { sonicLook } from './sonic/index.ts';
import { drawPlan } from './testing/draw-plan.ts';

/** Where (as shares of the width), between columns `from` and `to`, two pictures differ by more than a little. */
function changedColumns(
  a: Uint8ClampedArray,
  b: Uint8ClampedArray,
  size: number,
  from: number,
  to: number,
): { min: number; max: number; n: number; strong: number } {
  let [min, max, n, strong] = [size, -1, 0, 0];
  for (let i = 0; i < a.length; i += 4) {
    const d = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    if (d < 60) continue;
    const x = (i / 4) % size;
    if (x < from * size || x >= to * size) continue;
    [min, max, n] = [Math.min(min, x), Math.max(max, x), n + 1];
    if (d > 95) strong++;
  }
  return { min: min / size, max: max / size, n, strong };
}

describe('rain seen from a room', () => {
  it.each([
    ['sonic', sonicLook],
    ['photon', photonLook],
  ] as const)('falls on the window only in %s, not across the room', (look, renderer) => {
    // Round 55: "my grandmas abacus on the kitchen table, rain on the window" rained across the kitchen.
    const plan = planCover(refineIdea('lofi, an abacus on the kitchen table, slow afternoon').brief, 2, look);
    expect(plan.environment.setting).toBe('interior');
    const rainy: CoverPlan = { ...plan, environment: { ...plan.environment, weather: 'rain' } };
    const size = 240;
    const dry = drawPlan(plan, renderer, size).getContext('2d').getImageData(0, 0, size, size).data;
    const wet = drawPlan(rainy, renderer, size).getContext('2d').getImageData(0, 0, size, size).data;
    const all = changedColumns(dry, wet, size, 0, 1);
    const sides = [changedColumns(dry, wet, size, 0, 0.3), changedColumns(dry, wet, size, 0.7, 1)];
    if (look === 'sonic') {
      // Ruled rain in the window cut by the frame at one side, and nothing else changed: no rain across the room.
      expect(Math.max(...sides.map((c) => c.n))).toBeGreaterThan(60);
      expect(all.max - all.min).toBeLessThan(0.3);
    } else {
      // Photon's room is lit more dully in the rain, a little everywhere; the runs of water on the glass change it a lot.
      expect(Math.max(...sides.map((c) => c.strong))).toBeGreaterThan(30);
    }
  });
});
