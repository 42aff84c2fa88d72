/**
 * Colours a treatment derives from the one ink a person picks. A logo is exported on a transparent background and
 * lands on black shirts and white posters alike, so:
 *
 * - single-ink treatments default to a mid-tone that keeps at least 3:1 contrast (the large-text legibility
 *   threshold) against both black and white; a person who knows the background picks white or black;
 * - treatments that carry their own background (a keyline, a sticker border, paper patches, an extrusion) pair the
 *   ink with `partner(ink)`, the black or white that stands out most from it, so they read on anything.
 */
import { adjust, contrastRatio } from '../../../shared/color.ts';

export const NEAR_BLACK = '#111111';
export const NEAR_WHITE = '#fbfbf8';

/** The near-black or near-white with the most contrast against the ink. */
export const partner = (ink: string) =>
  contrastRatio(ink, NEAR_BLACK) >= contrastRatio(ink, NEAR_WHITE) ? NEAR_BLACK : NEAR_WHITE;

/** The ink lighter (positive) or darker (negative) by `dl` in OKLCH lightness. */
export const shade = (ink: string, dl: number) => adjust(ink, { l: dl });

/** The smaller of its contrasts against black and white: what a default ink must keep at 3 or more. */
export const worstContrast = (c: string) => Math.min(contrastRatio(c, '#000000'), contrastRatio(c, '#ffffff'));
