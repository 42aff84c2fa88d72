/** How each composition reads in a prompt, and the words that ask for one outright ("a repeating pattern"). */
import type { Composition, GenreFamily } from '../contracts/scene-brief.ts';
import { createPhraseMatcher } from './text.ts';
import type { PhraseMatch, PhraseMatcher } from './text.ts';

/** Phrased to follow "composed as". */
export const COMPOSITION_DESCRIPTIONS: Readonly<Record<Composition, string>> = {
  hero: 'a single striking subject centred in the frame',
  thirds: 'the subject on a third line with open space around it',
  'low-horizon': 'a wide scene with a low horizon and a big sky',
  frame: 'the subject framed inside a bold arch or circle',
  row: 'the subjects side by side',
  grid: 'a tidy grid of repeated subjects',
  pattern: 'a pattern of many subjects across the frame',
  typographic: 'a bold typographic layout with the lettering as the hero',
};

/**
 * Genre families whose covers are symmetrical, one thing in the middle at cover scale (metal's altar-like
 * compositions): the refiner gives them no rule of thirds (a lone one keeps its low horizon, a vast empty field), and
 * the planner centres them exactly.
 */
export const CENTRED_FAMILIES: ReadonlySet<GenreFamily> = new Set(['metal']);

/** Words that ask for lettering and no picture at all: nothing the idea names besides is drawn. */
export const NO_PICTURE: readonly string[] = [
  'text only',
  'only text',
  'just text',
  'just the text',
  'only the text',
  'type only',
  'just type',
  'just the type',
  'only type',
  'lettering only',
  'only lettering',
  'just lettering',
  'just the lettering',
  'typography only',
  'just typography',
  'only typography',
  'words only',
  'no picture',
  'no image',
  'no images',
];

/** Words that name a layout rather than a thing in it; they outrank the refiner's own choice. */
export const LAYOUT_WORDS: readonly (readonly [phrase: string, composition: Composition])[] = [
  ['typography', 'typographic'],
  ['typographic', 'typographic'],
  ['lettering', 'typographic'],
  ...NO_PICTURE.map((phrase) => [phrase, 'typographic'] as const),
  ['just the title', 'typographic'],
  ['only the title', 'typographic'],
  ['just the name', 'typographic'],
  ['only the name', 'typographic'],
  ['the word', 'typographic'],
  ['the words', 'typographic'],
  ['just the word', 'typographic'],
  ['just the words', 'typographic'],
  ['only the word', 'typographic'],
  ['only the words', 'typographic'],
  ['blank cover', 'typographic'],
  ['cover blank', 'typographic'],
  ['the rest blank', 'typographic'],
  ['left blank', 'typographic'],
  ['the number', 'typographic'],
  ['just the number', 'typographic'],
  ['only the number', 'typographic'],
  ['plain cover', 'typographic'],
  ['empty cover', 'typographic'],
  ['blank background', 'typographic'],
  ['plain background', 'typographic'],
  ['nothing but the title', 'typographic'],
  ['wordmark', 'typographic'],
  ['swiss poster', 'typographic'],
  ['swiss style', 'typographic'],
  ['swiss design', 'typographic'],
  ['international style', 'typographic'],
  ['bauhaus', 'frame'],
  ['constructivist', 'frame'],
  ['geometric', 'frame'],
  ['geometric shapes', 'frame'],
  ['framed', 'frame'],
  ['frame', 'frame'],
  ['portal', 'frame'],
  ['archway', 'frame'],
  ['circle frame', 'frame'],
  ['minimal', 'hero'],
  ['minimalist', 'hero'],
  ['minimalistic', 'hero'],
  ['still life', 'hero'],
  ['centered', 'hero'],
  ['centred', 'hero'],
  ['close up', 'hero'],
  ['closeup', 'hero'],
  ['portrait', 'hero'],
  ['rule of thirds', 'thirds'],
  // Room around the subject, not outer space.
  ['empty space', 'thirds'],
  ['negative space', 'thirds'],
  ['white space', 'thirds'],
  ['blank space', 'thirds'],
  ['open space', 'thirds'],
  ['lots of space', 'thirds'],
  ['plenty of space', 'thirds'],
  ['off center', 'thirds'],
  ['off centre', 'thirds'],
  ['wide shot', 'low-horizon'],
  ['panorama', 'low-horizon'],
  ['panoramic', 'low-horizon'],
  ['vast', 'low-horizon'],
  ['landscape', 'low-horizon'],
  ['in the distance', 'low-horizon'],
  ['side by side', 'row'],
  // How people stand together: a row of them, never shoulders, arms or backs to draw.
  ['shoulder to shoulder', 'row'],
  ['arm in arm', 'row'],
  ['back to back', 'row'],
  ['lineup', 'row'],
  ['line up', 'row'],
  ['grid', 'grid'],
  ['grid of', 'grid'],
  ['tiled', 'grid'],
  ['pattern', 'pattern'],
  ['repeating pattern', 'pattern'],
  ['repeated', 'pattern'],
  ['wallpaper', 'pattern'],
];

let matcher: PhraseMatcher<Composition> | undefined;

/** Layout words in normalised text, left to right. */
/** "I write the words", "sing the words": a song's words, no lettering asked for alone (round 111). */
const SONGS_WORDS_BEFORE =
  /\b(?:write|writes|writing|wrote|written|sing|sings|singing|sang|sung|say|says|saying|said|know|knows|knew|learn|learns|learnt|learned|forget|forgets|forgot|mean|means|meant|hear|hears|heard|find|found)\s+$/;

/**
 * "only the title small at the top": which lettering the cover carries and where, under the picture the idea
 * describes, not lettering alone (round 112's klapa singers on the riva became a title on a plain ground).
 */
const PLACED_AFTER =
  /^\s+(?:set\s+|written\s+|in\s+)?(?:small|tiny|little|at|along|across|up|down|in\s+the\s+(?:corner|top|bottom))\b/;

export function findLayoutMentions(normalizedText: string): PhraseMatch<Composition>[] {
  matcher ??= createPhraseMatcher(LAYOUT_WORDS);
  return matcher
    .find(normalizedText)
    .filter(
      (m) =>
        !/^the words?$/.test(m.phrase) ||
        !SONGS_WORDS_BEFORE.test(normalizedText.slice(Math.max(0, m.start - 16), m.start)),
    )
    .filter(
      (m) =>
        !/^(?:just|only) the (?:title|name)$/.test(m.phrase) ||
        !PLACED_AFTER.test(normalizedText.slice(m.end, m.end + 30)),
    );
}

/** "nothing else", "and nothing more": the idea names all the cover shows. */
export function findNothingElse(normalizedText: string): { start: number; end: number; phrase: string }[] {
  return [...normalizedText.matchAll(/\b(?:and\s)?nothing\s(?:else|more)\b/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    phrase: m[0],
  }));
}
