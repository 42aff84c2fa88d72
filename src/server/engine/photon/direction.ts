/**
 * Art direction per genre for Photon: how much air the picture has, how hard its contrast is, how saturated its
 * colour, how much it glows, how dark its corners and how coarse its grain. Released covers are told apart by
 * exactly this before anyone reads a subject: black metal is stark and colourless, drill and trap are low-key and
 * hard, hyperpop is bright and saturated, ambient and folk stay soft and airy.
 *
 * A genre entry wins over its family's; colours the idea named are never greyed (saturation stays ≥ 1 then) nor
 * darkened into the corners (vignette ≤ 0.3).
 */
import type { GenreFamily } from '../../../shared/contracts/scene-brief.ts';
import { findGenre } from '../../../shared/lexicon/genres.ts';
import { ideaColours } from '../idea-colours.ts';
import type { CoverPlan } from '../plan.ts';

export interface Direction {
  /** × the world's haze: how much air softens distance (fog stays fog whatever the genre). */
  air: number;
  /** Contrast about mid-grey (1 = as lit). */
  contrast: number;
  /** Saturation (1 = as lit, 0 = black and white). */
  saturate: number;
  /** Exposure (1 = as lit). */
  exposure: number;
  /** How strongly bright parts glow into the picture around them. */
  bloom: number;
  /** How far the corners fall toward the shadow colour. */
  vignette: number;
  /** Film grain's strength. */
  grain: number;
  /** The print's black point, of 255: what is darker goes to black. */
  black: number;
}

const SOFT: Direction = {
  air: 1,
  contrast: 1,
  saturate: 1,
  exposure: 1,
  bloom: 1,
  vignette: 0.5,
  grain: 0.06,
  black: 14,
};

const BY_FAMILY: Readonly<Partial<Record<GenreFamily, Partial<Direction>>>> = {
  metal: { air: 0.7, contrast: 1.3, saturate: 0.55, vignette: 0.85, grain: 0.13, black: 24 },
  punk: { air: 0.5, contrast: 1.35, saturate: 1.1, vignette: 0.6, grain: 0.12, black: 26 },
  hiphop: { air: 0.55, contrast: 1.25, saturate: 0.9, vignette: 0.75, grain: 0.1, black: 22 },
  electronic: { air: 0.6, contrast: 1.2, saturate: 1.1, bloom: 1.3, vignette: 0.6, black: 18 },
  synth: { air: 0.6, contrast: 1.12, saturate: 1.35, bloom: 1.5, grain: 0.05 },
  pop: { air: 0.4, contrast: 1.1, saturate: 1.3, exposure: 1.05, vignette: 0.2, grain: 0.03 },
  latin: { air: 0.6, contrast: 1.15, saturate: 1.3, vignette: 0.4 },
  reggae: { air: 0.7, contrast: 1.05, saturate: 1.2 },
  rock: { air: 0.8, contrast: 1.15, vignette: 0.6, grain: 0.09, black: 18 },
  soul: { contrast: 1.08, saturate: 1.1, vignette: 0.65, grain: 0.08 },
  jazz: { contrast: 1.1, saturate: 0.85, vignette: 0.7, grain: 0.09, black: 18 },
  experimental: { air: 0.8, contrast: 1.15, saturate: 1.15, grain: 0.08 },
};

const BY_GENRE: Readonly<Record<string, Partial<Direction>>> = {
  'black-metal': { saturate: 0, contrast: 1.45, grain: 0.16, black: 30 },
  'death-metal': { saturate: 0.45, contrast: 1.4 },
  doom: { saturate: 0.7, air: 1, grain: 0.15 },
  industrial: { saturate: 0.35, contrast: 1.35 },
  hardcore: { saturate: 1.2, contrast: 1.35, grain: 0.12, black: 24 },
  'post-punk': { saturate: 0.15, contrast: 1.4 },
  goth: { saturate: 0.5, contrast: 1.25, vignette: 0.85 },
  drill: { saturate: 0.7, contrast: 1.3 },
  phonk: { saturate: 0.8, grain: 0.14 },
  hyperpop: { saturate: 1.55, contrast: 1.15, exposure: 1.08, bloom: 1.4 },
  'lo-fi': { air: 1, contrast: 0.95, saturate: 0.85, grain: 0.1, black: 10 },
  shoegaze: { air: 1.3, contrast: 0.9, bloom: 1.6, grain: 0.09, black: 8 },
  'dream-pop': { air: 1.2, contrast: 0.95, bloom: 1.4 },
  vaporwave: { saturate: 1.25, contrast: 1, bloom: 1.3 },
};

/** The direction for a plan's genre, with the idea's own colours kept at full strength. */
export function directionFor(plan: Pick<CoverPlan, 'brief' | 'family'>): Direction {
  const genre = findGenre(plan.brief.genre);
  const d: Direction = { ...SOFT, ...BY_FAMILY[plan.family], ...(genre ? BY_GENRE[genre.id] : undefined) };
  if (ideaColours(plan.brief).length) {
    d.saturate = Math.max(1, d.saturate);
    // Dark corners muddied named colours into one murky gradient (the panel, round 21): keep them light.
    d.vignette = Math.min(d.vignette, 0.3);
  }
  return d;
}
