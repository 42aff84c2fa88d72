import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { CoverPlan } from '../plan.ts';
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
    rush(canvas.getContext('2d'), canvas, planOf('aggressive'), SIZE);
    const after = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    // The left edge, level with the focus, loses most of its contrast; the focus (a little above the middle) keeps it.
    expect(contrast(after, 0, 95, 40)).toBeLessThan(0.5 * contrast(before, 0, 95, 40));
    expect(contrast(after, 108, 95, 40)).toBeGreaterThan(0.9 * contrast(before, 108, 95, 40));
  });

  it('leaves a quiet record as it is', () => {
    const canvas = stripes();
    const before = Buffer.from(canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data);
    rush(canvas.getContext('2d'), canvas, planOf('melancholic'), SIZE);
    expect(Buffer.from(canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data).equals(before)).toBe(true);
  });
});
