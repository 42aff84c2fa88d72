import { describe, expect, it } from 'vitest';
import { refineIdea } from '../../providers/refine/builtin-refiner.ts';
import type { CoverPlan } from '../plan.ts';
import { planCover } from '../planner.ts';
import { renderCover } from '../render.ts';
import { drawPlan } from '../testing/draw-plan.ts';
import { directionFor } from './direction.ts';
import { photonLook } from './index.ts';

const SIZE = 192;

/** Decoded pixels of a Photon cover of an idea. */
function pixels(idea: string): Uint8ClampedArray {
  const { brief } = refineIdea(idea);
  const { canvas } = renderCover({ brief, seed: 5, look: 'photon', size: SIZE });
  return canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
}

/** Decoded pixels of a plan drawn by Photon's layers in the pipeline's order. */
function drawn(plan: CoverPlan): Uint8ClampedArray {
  return drawPlan(plan, photonLook, SIZE).getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
}

/** Mean chroma (max − min channel) and the spread of luma (standard deviation), over every pixel. */
function measure(d: Uint8ClampedArray): { chroma: number; spread: number; red: number } {
  let chroma = 0;
  let sum = 0;
  let sq = 0;
  let red = 0;
  const n = d.length / 4;
  for (let i = 0; i < d.length; i += 4) {
    const [r, g, b] = [d[i]!, d[i + 1]!, d[i + 2]!];
    chroma += Math.max(r, g, b) - Math.min(r, g, b);
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    sum += y;
    sq += y * y;
    if (r > 90 && r > 2 * g && r > 2 * b) red++;
  }
  const mean = sum / n;
  return { chroma: chroma / n, spread: Math.sqrt(sq / n - mean * mean), red: red / n };
}

describe('Photon art direction per genre', () => {
  it("greys post-punk's own palette and hardens it, where the same picture as indie rock keeps its colour", () => {
    const brief = refineIdea('a lone tree on a hill, post-punk').brief;
    const plan = planCover(brief, 5, 'photon');
    const punk = measure(drawn(plan));
    const indie = measure(drawn({ ...plan, family: 'indie', brief: { ...brief, genre: 'indie-rock' } }));
    expect(punk.chroma).toBeLessThan(indie.chroma * 0.4);
    expect(punk.spread).toBeGreaterThan(indie.spread);
  });

  it('never greys a colour the idea names, whatever the genre', () => {
    expect(directionFor({ brief: refineIdea('a wolf, black metal').brief, family: 'metal' }).saturate).toBe(0);
    const named = refineIdea('a blood red sky over a lone tree, black metal').brief;
    expect(directionFor({ brief: named, family: 'metal' }).saturate).toBeGreaterThanOrEqual(1);
    expect(measure(pixels('a blood red sky over a lone tree, black metal')).red).toBeGreaterThan(0.25);
  });

  it('saturates hyperpop beyond the same idea in the genre family defaults of folk', () => {
    const pop = directionFor({ brief: refineIdea('a wolf on a hill, hyperpop').brief, family: 'pop' });
    const folk = directionFor({ brief: refineIdea('a wolf on a hill, folk').brief, family: 'folk' });
    expect(pop.saturate).toBeGreaterThan(folk.saturate);
    expect(pop.air).toBeLessThan(folk.air);
  });
});
