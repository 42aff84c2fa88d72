import { describe, expect, it } from 'vitest';
import { coverEditSchema, plateRect } from './cover-edit.ts';

describe('plateRect', () => {
  const pad = { padX: 30, padY: 24 };
  it('pads a plain plate around the text', () => {
    expect(plateRect({ x: 200, y: 100, w: 600, h: 150 }, pad)).toEqual({ x: 170, y: 76, w: 660, h: 198 });
  });

  it('runs a bleeding plate across the cover, to the edge the text is near', () => {
    const bleed = { ...pad, bleed: true };
    expect(plateRect({ x: 200, y: 90, w: 600, h: 150 }, bleed)).toEqual({ x: 0, y: 0, w: 1000, h: 264 });
    expect(plateRect({ x: 200, y: 780, w: 600, h: 140 }, bleed)).toEqual({ x: 0, y: 756, w: 1000, h: 244 });
    // Text in the middle (moved there in the editor) keeps a band across, never a plate over the whole cover.
    expect(plateRect({ x: 200, y: 450, w: 600, h: 100 }, bleed)).toEqual({ x: 0, y: 426, w: 1000, h: 148 });
  });

  it('accepts the bleed in a saved edit, and refuses it as anything but true or false', () => {
    const plate = (bleed: unknown) =>
      coverEditSchema.shape.text.shape.plate.safeParse({ color: '#000000', padX: 30, padY: 24, bleed }).success;
    expect(plate(true)).toBe(true);
    expect(plate(undefined)).toBe(true);
    expect(plate('yes')).toBe(false);
  });
});
