import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GenreFamily, Look, Motif, SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { adjust, deltaE, hexToOklch, mix, oklchToHex, withLightness } from '../../shared/color.ts';
import type { Rng } from './random.ts';

/** All drawing happens in a 1000 × 1000 unit square, scaled to the output size. */
export const U = 1000;

export interface Roles {
  /** The dominant field colour (the brief's first colour). */
  bg: string;
  /** A deeper (dark scheme) or paler (light scheme) variant of bg, for gradients. */
  bgDeep: string;
  /** Horizon or glow colour: the second palette colour, brightened. */
  glow: string;
  primary: string;
  secondary: string;
  accent: string;
  /** Silhouette colour: darker than anything else in the picture. */
  shadow: string;
  /** Near-white tinted by the palette, for highlights and stars. */
  light: string;
  /** The palette's own lightest colour (a named cream or ivory, say), for daylight skies. */
  lightest: string;
  dark: boolean;
  all: string[];
}

export interface Scene {
  ctx: SKRSContext2D;
  size: number;
  look: Look;
  rng: Rng;
  brief: SceneBrief;
  family: GenreFamily;
  motifs: Motif[];
  colors: Roles;
}

/** Where the eye goes, and the bands where type can sit without covering it. */
export interface Layout {
  focal: { x: number; y: number; r: number };
  /** Candidate text bands, best first: y range in units (0 top .. 1000 bottom). */
  textBands?: { y0: number; y1: number; align?: 'left' | 'center' | 'right' }[];
}

function ensureSeparation(color: string, against: string, minDelta: number, dark: boolean): string {
  let c = color;
  for (let i = 0; i < 8 && deltaE(c, against) < minDelta; i++) c = adjust(c, { l: dark ? 0.07 : -0.07 });
  return c;
}

/**
 * Assigns palette colours to roles. The first colour stays the dominant field, so a prompt that names
 * colours sees them dominate; the others are nudged just enough to stand apart from it.
 */
export function paletteRoles(palette: string[], rng: Rng, look: Look): Roles {
  const p = palette.map((c) => c.toLowerCase());
  const bg = p[0]!;
  const bgL = hexToOklch(bg).l;
  const dark = bgL < 0.6;
  const rest = p.slice(1);
  // Palette order carries meaning (named colours first, then the genre's accents), so roles follow it;
  // a colour too close to the field moves behind the distinct ones.
  const ordered = [...rest.filter((c) => deltaE(c, bg) >= 0.1), ...rest.filter((c) => deltaE(c, bg) < 0.1)];
  let primary = ordered[0] ?? adjust(bg, { h: 180, l: dark ? 0.4 : -0.4 });
  let secondary = ordered[1] ?? adjust(primary, { h: 35 });
  let accent = ordered[2] ?? oklchToHex({ ...hexToOklch(primary), h: (hexToOklch(primary).h + 150) % 360 });
  primary = ensureSeparation(primary, bg, 0.16, dark);
  secondary = ensureSeparation(secondary, bg, 0.12, dark);
  accent = ensureSeparation(accent, bg, 0.16, dark);

  const o = hexToOklch(bg);
  const bgDeep = dark
    ? oklchToHex({ l: Math.max(0.06, o.l * 0.55), c: o.c * 0.8, h: o.h })
    : oklchToHex({ l: Math.min(0.97, o.l + 0.08), c: o.c * 0.6, h: o.h });
  const glowBase = rest[0] ?? primary;
  const glow = dark
    ? withLightness(glowBase, Math.max(0.62, hexToOklch(glowBase).l))
    : adjust(glowBase, { cScale: 0.8 });
  const shadow = dark
    ? oklchToHex({ l: Math.max(0.04, o.l * 0.35), c: Math.min(0.05, o.c), h: o.h })
    : oklchToHex({ l: 0.16, c: Math.min(0.05, hexToOklch(primary).c), h: hexToOklch(primary).h });
  const light = mix('#fbf7ef', glowBase, look === 'photon' ? 0.12 : 0.06);
  const lightest = [...p].sort((a, b) => hexToOklch(b).l - hexToOklch(a).l)[0]!;
  return { bg, bgDeep, glow, primary, secondary, accent, shadow, light, lightest, dark, all: p };
}
