import { describe, expect, it } from 'vitest';
import { adjust, contrastRatio, deltaE, hexToOklch, mix, oklchToHex } from './color.ts';

describe('colour', () => {
  it('round-trips sRGB through OKLCH', () => {
    for (const hex of ['#000000', '#ffffff', '#ff5b3a', '#1e90ff', '#7cfc00', '#4b0082']) {
      expect(deltaE(oklchToHex(hexToOklch(hex)), hex)).toBeLessThan(0.004);
    }
  });
  it('maps out-of-gamut colours back into sRGB, keeping lightness', () => {
    const hex = oklchToHex({ l: 0.7, c: 0.4, h: 150 });
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(hexToOklch(hex).l).toBeCloseTo(0.7, 1);
  });
  it('lightens and darkens perceptually', () => {
    expect(hexToOklch(adjust('#336699', { l: 0.2 })).l).toBeGreaterThan(hexToOklch('#336699').l + 0.15);
  });
  it('mixes in OKLab and measures contrast like WCAG', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mix('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });
});
