import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { rollZoom, tiltCanvas } from './camera.ts';
import { planCover } from './planner.ts';
import { renderArt } from './render.ts';

const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);
const rollsOf = (idea: string) => SEEDS.map((seed) => planCover(refineIdea(idea).brief, seed, 'photon').roll);
const degrees = (roll: number) => (Math.abs(roll) * 180) / Math.PI;

describe("the camera's roll", () => {
  it("tips most of a loud idea's versions, 7-12 degrees either way", () => {
    for (const idea of [
      'thrash metal, a skateboarder grinding a rail in front of a burning bus',
      'punk, a girl kicking over a bin in a back alley',
      'a wild horse galloping across the plains at dusk',
    ]) {
      const tipped = rollsOf(idea).filter((r) => r !== 0);
      expect(tipped.length, idea).toBeGreaterThanOrEqual(22);
      expect(tipped.length, idea).toBeLessThan(SEEDS.length);
      for (const r of tipped) {
        expect(degrees(r)).toBeGreaterThanOrEqual(7);
        expect(degrees(r)).toBeLessThanOrEqual(12);
      }
      expect(tipped.some((r) => r > 0) && tipped.some((r) => r < 0), idea).toBe(true);
    }
  });

  it('keeps a quiet idea, lettering alone and the same seed level or tipped alike', () => {
    expect(rollsOf('ambient, a lone heron standing in a misty lake at dawn').every((r) => r === 0)).toBe(true);
    expect(rollsOf('punk, type only: the words NO FUTURE in black on pink, nothing else').every((r) => r === 0)).toBe(
      true,
    );
    expect(rollsOf('punk, a girl kicking over a bin in a back alley')).toEqual(
      rollsOf('punk, a girl kicking over a bin in a back alley'),
    );
  });

  it('turns the picture about its centre and fills every corner', () => {
    const size = 200;
    const canvas = createCanvas(size, size);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size, size / 2);
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, size / 2, size, size / 2);
    const roll = (10 * Math.PI) / 180;
    tiltCanvas(canvas, roll);
    const data = ctx.getImageData(0, 0, size, size).data;
    const edgeAt = (x: number) => {
      for (let y = 0; y < size; y++) if (data[(y * size + x) * 4]! < 128) return y;
      return size;
    };
    // A level horizon now leans: its fall from x=20 to x=180 is tan(10°) of the run, right side lower.
    const fall = edgeAt(180) - edgeAt(20);
    expect(fall).toBeGreaterThan(160 * Math.tan(roll) * 0.85);
    expect(fall).toBeLessThan(160 * Math.tan(roll) * 1.15);
    for (const [x, y] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
      [size - 1, size - 1],
    ] as const)
      expect(data[(y * size + x) * 4 + 3]).toBe(255);
    expect(rollZoom(roll)).toBeCloseTo(Math.cos(roll) + Math.sin(roll), 10);
  });

  it.each(['sonic', 'photon'] as const)('leaves no empty corner on a tipped %s cover', (look) => {
    const brief = refineIdea('thrash metal, a skateboarder grinding a rail in front of a burning bus').brief;
    const seed = SEEDS.find((s) => planCover(brief, s, look).roll !== 0)!;
    const { canvas } = renderArt({ brief, seed, look, size: 120 });
    const data = canvas.getContext('2d').getImageData(0, 0, 120, 120).data;
    for (const i of [0, 119, 120 * 119, 120 * 120 - 1]) expect(data[i * 4 + 3]).toBe(255);
  });
});
