import { adjust, contrastRatio, hexToOklch } from './color.ts';

/**
 * The Color Tone Assistant's colour theory, in OKLCH so that a hue turned by 180° is the complement a designer
 * means and a harmony keeps the base colour's lightness and strength (colours outside sRGB lose chroma, not hue).
 */
export const HARMONIES = {
  complementary: { name: 'Complementary', turns: [0, 180] },
  analogous: { name: 'Analogous', turns: [-30, 0, 30] },
  triadic: { name: 'Triadic', turns: [0, 120, 240] },
  'split-complementary': { name: 'Split complementary', turns: [0, 150, 210] },
  tetradic: { name: 'Tetradic', turns: [0, 90, 180, 270] },
} as const satisfies Record<string, { name: string; turns: readonly number[] }>;

export type Harmony = keyof typeof HARMONIES;

/** The colours of `harmony` built from `base`: its hue turned, lightness and chroma kept. */
export function harmonyOf(base: string, harmony: Harmony): string[] {
  return HARMONIES[harmony].turns.map((turn) => (turn === 0 ? base.toLowerCase() : adjust(base, { h: turn })));
}

/** WCAG 2.2's minimum contrast: 4.5 for body text, 3 for large text (24 px, or 18.66 px bold). */
export const WCAG_AA = { text: 4.5, large: 3 } as const;

/** How text in `ink` reads on `ground`: the ratio, rounded to two places, and the WCAG AA levels it passes. */
export function textContrast(ink: string, ground: string) {
  const ratio = Math.round(contrastRatio(ink, ground) * 100) / 100;
  return { ratio, text: ratio >= WCAG_AA.text, large: ratio >= WCAG_AA.large };
}

/** True when a colour has too little chroma for its hue to mean anything (a grey): harmonies of it are greys. */
export const isNeutralColour = (hex: string) => hexToOklch(hex).c < 0.03;
