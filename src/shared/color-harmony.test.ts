import { describe, expect, it } from 'vitest';
import { hexToOklch } from './color.ts';
import { harmonyOf, HARMONIES, textContrast } from './color-harmony.ts';

const hueDistance = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('colour harmonies', () => {
  it('turns the hue and keeps the lightness, for every harmony', () => {
    const base = '#d04a2f';
    const { l, h } = hexToOklch(base);
    for (const harmony of Object.keys(HARMONIES) as (keyof typeof HARMONIES)[]) {
      const colours = harmonyOf(base, harmony);
      expect(colours[HARMONIES[harmony].turns.indexOf(0 as never)]).toBe(base);
      HARMONIES[harmony].turns.forEach((turn, i) => {
        const c = hexToOklch(colours[i]!);
        expect(hueDistance(c.h, (h + turn) % 360)).toBeLessThan(3);
        expect(Math.abs(c.l - l)).toBeLessThan(0.02);
      });
    }
    // The complement of an orange-red is a blue-green.
    const [, complement] = harmonyOf(base, 'complementary');
    const { h: ch } = hexToOklch(complement!);
    expect(ch).toBeGreaterThan(180);
    expect(ch).toBeLessThan(240);
  });

  it('judges text contrast by WCAG AA', () => {
    expect(textContrast('#ffffff', '#000000')).toEqual({ ratio: 21, text: true, large: true });
    expect(textContrast('#777777', '#ffffff')).toMatchObject({ text: false, large: true });
    expect(textContrast('#bbbbbb', '#ffffff')).toMatchObject({ text: false, large: false });
  });
});
