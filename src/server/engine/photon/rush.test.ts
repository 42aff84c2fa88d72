import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { refineIdea } from '../../providers/refine/builtin-refiner.ts';
import { isLoud } from '../loud.ts';
import type { CoverPlan } from '../plan.ts';
import { planCover } from '../planner.ts';
import { photonLook } from './index.ts';
import { rush } from './rush.ts';

const SIZE = 256;

/** Upright stripes 4 px wide: beside the focus a radial smear runs across them and lowers the contrast of neighbours. */
function stripes() {
  const canvas = createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.fillStyle = '#000000';
  for (let x = 0; x < SIZE; x += 8) ctx.fillRect(x, 0, 4, SIZE);
  return canvas;
}

/** The spread of the red channel in a square of the picture: smeared stripes turn grey and the spread falls. */
function contrast(data: Uint8ClampedArray, x0: number, y0: number, w: number): number {
  const values: number[] = [];
  for (let y = y0; y < y0 + w; y++) for (let x = x0; x < x0 + w; x++) values.push(data[(y * SIZE + x) * 4]!);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
}

const planOf = (mood: string) => ({ brief: { mood }, subjects: [] }) as unknown as CoverPlan;

describe('rush', () => {
  it("streaks a loud record's photograph toward its edges and keeps its centre sharp", () => {
    const canvas = stripes();
    const before = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    rush(canvas.getContext('2d'), planOf('aggressive'), SIZE);
    const after = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    // The left edge, level with the focus, loses most of its contrast; the focus (a little above the middle) keeps it.
    expect(contrast(after, 0, 95, 40)).toBeLessThan(0.5 * contrast(before, 0, 95, 40));
    expect(contrast(after, 108, 95, 40)).toBeGreaterThan(0.9 * contrast(before, 108, 95, 40));
  });

  it('leaves a quiet record as it is', () => {
    const canvas = stripes();
    const before = Buffer.from(canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data);
    rush(canvas.getContext('2d'), planOf('melancholic'), SIZE);
    expect(Buffer.from(canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data).equals(before)).toBe(true);
  });
});

describe("a loud photograph's subjects", () => {
  it('are not streaked by the finish: the rush runs on the place before they are drawn', () => {
    const plan = planCover(refineIdea('thrash metal, a wolf howling on a hill').brief, 1, 'photon');
    expect(isLoud(plan.brief)).toBe(true);
    // Stripes standing for the subjects drawn over the place; the finish grades and grains them but must not smear.
    const canvas = stripes();
    const before = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    const ctx = canvas.getContext('2d');
    ctx.scale(SIZE / 1000, SIZE / 1000);
    photonLook.finish(ctx, canvas, plan, SIZE);
    const after = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    expect(contrast(after, 0, 95, 40)).toBeGreaterThan(0.8 * contrast(before, 0, 95, 40));
  });
});
