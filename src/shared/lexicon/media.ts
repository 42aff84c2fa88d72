/**
 * Print media a cover can be made in, and the words that ask for one ("photocopy style", "a linocut"). An idea that
 * names its medium gets it on every version; a genre's own medium ("photocopied zine collage" for punk) is read from
 * the same words and leans the look toward it.
 */
import { findColorMentions, type PaletteMode } from './colors.ts';
import { findGenre } from './genres.ts';
import { createPhraseMatcher, normalizeText } from './text.ts';
import type { PhraseMatch, PhraseMatcher } from './text.ts';

export const PRINT_MEDIA = ['photocopy', 'duotone', 'risograph', 'linocut', 'screen-print'] as const;
export type PrintMedium = (typeof PRINT_MEDIA)[number];

/** How each medium reads in a brief and a prompt. */
export const PRINT_MEDIUM_DESCRIPTIONS: Readonly<Record<PrintMedium, string>> = {
  photocopy: 'high-contrast photocopy with toner grain',
  duotone: 'duotone print in a dark ink and one colour',
  risograph: 'risograph print',
  linocut: 'linocut print',
  'screen-print': 'screen print',
};

/**
 * Words that name a medium, in an idea or in a medium description. A duotone is asked for with the colour lexicon's
 * palette words ("black and white", "sepia", "monochrome", "duotone", "noir"), which also set the palette.
 */
export const MEDIUM_WORDS: readonly (readonly [phrase: string, medium: PrintMedium])[] = [
  ['xerox', 'photocopy'],
  ['xeroxed', 'photocopy'],
  ['photocopy', 'photocopy'],
  ['photocopied', 'photocopy'],
  ['photocopier', 'photocopy'],
  ['zine', 'photocopy'],
  ['fanzine', 'photocopy'],
  ['risograph', 'risograph'],
  ['riso', 'risograph'],
  ['riso print', 'risograph'],
  ['linocut', 'linocut'],
  ['lino cut', 'linocut'],
  ['lino print', 'linocut'],
  ['woodcut', 'linocut'],
  ['woodblock', 'linocut'],
  ['wood engraving', 'linocut'],
  ['block print', 'linocut'],
  ['engraving', 'linocut'],
  ['etching', 'linocut'],
  ['etched', 'linocut'],
  ['screen print', 'screen-print'],
  ['screen printed', 'screen-print'],
  ['screenprint', 'screen-print'],
  ['screenprinted', 'screen-print'],
  ['silkscreen', 'screen-print'],
  ['silk screen', 'screen-print'],
  ['gig poster', 'screen-print'],
];

let matcher: PhraseMatcher<PrintMedium> | undefined;

/** Medium words in normalised text, left to right. */
export function findMediumMentions(normalizedText: string): PhraseMatch<PrintMedium>[] {
  matcher ??= createPhraseMatcher(MEDIUM_WORDS);
  return matcher.find(normalizedText);
}

/** The print medium a medium description names, if any ("degraded photocopy" → photocopy). */
export function printMediumOf(medium: string): PrintMedium | undefined {
  const text = normalizeText(medium);
  return findMediumMentions(text)[0]?.value ?? (paletteModeOf(text) ? 'duotone' : undefined);
}

/** The palette mode (black and white, sepia, monochrome, duotone, noir) the words ask for, if any. */
export function paletteModeOf(normalizedText: string): PaletteMode | undefined {
  for (const m of findColorMentions(normalizedText))
    if (m.term.kind === 'vocab' && m.term.vocab.mode) return m.term.vocab.mode;
  return undefined;
}

/**
 * The print medium a brief asks for, and whether the idea named it (its medium is not its genre's own, which only
 * leans the look) or the genre brought it.
 */
export function briefMedium(brief: {
  genre: string;
  medium: string;
}): { medium: PrintMedium; named: boolean } | undefined {
  const medium = printMediumOf(brief.medium);
  return medium && { medium, named: brief.medium !== findGenre(brief.genre)?.medium };
}
