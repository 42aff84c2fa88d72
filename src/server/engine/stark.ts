/**
 * How stark a genre's covers are: how much their subjects show as silhouettes rather than as lit or coloured
 * drawings. Black metal, doom and drill covers cut their subject as a dark shape against light (or a pale one
 * against black); a coloured drawing with eyes and markings read as a cute sticker there (the panel, rounds 45-48:
 * "cute reindeer, zero black metal"). One home for both looks: Photon floors its silhouette amount at it, Sonic
 * prints a stark subject as one solid ink.
 */
import type { GenreFamily } from '../../shared/contracts/scene-brief.ts';
import { findGenre } from '../../shared/lexicon/genres.ts';

// Punk's stencil and photocopy, phonk's Memphis photocopy: the same hard cut.
const BY_FAMILY: Readonly<Partial<Record<GenreFamily, number>>> = { metal: 0.8, punk: 0.7 };
const BY_GENRE: Readonly<Record<string, number>> = {
  'black-metal': 0.95,
  drill: 0.7,
  industrial: 0.7,
  'post-punk': 0.7,
  goth: 0.7,
  darkwave: 0.7,
  phonk: 0.7,
};

/** 0 (subjects as lit or printed drawings) .. 1 (every subject a silhouette). */
export function starkness(plan: { brief: { genre: string }; family: GenreFamily }): number {
  const genre = findGenre(plan.brief.genre);
  return (genre && BY_GENRE[genre.id]) ?? BY_FAMILY[plan.family] ?? 0;
}

/** Whether a look prints the subjects as silhouettes: stark enough that markings and colours would soften it. */
export const printsSilhouettes = (plan: { brief: { genre: string }; family: GenreFamily }): boolean =>
  starkness(plan) >= 0.7;
