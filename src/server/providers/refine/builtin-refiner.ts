/**
 * The built-in prompt refiner: reads an idea against the lexicon and writes a scene brief and a refined prompt.
 * Pure and deterministic (no randomness, no clock), so the same idea always yields the same cover brief.
 */
import { ideaSchema } from '../../../shared/contracts/scene-brief.ts';
import type { Composition, Motif, Refinement, SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { findColorMentions } from '../../../shared/lexicon/colors.ts';
import { findLayoutMentions } from '../../../shared/lexicon/compositions.ts';
import { findGenre, findGenreMentions } from '../../../shared/lexicon/genres.ts';
import type { GenreMention } from '../../../shared/lexicon/genres.ts';
import { findMood, findMoodMentions } from '../../../shared/lexicon/moods.ts';
import { findSubjectMentions } from '../../../shared/lexicon/subjects.ts';
import type { PhraseMatch } from '../../../shared/lexicon/text.ts';
import { maskSpans, normalizeText } from '../../../shared/lexicon/text.ts';
import { extractCredits } from './credits.ts';
import { inferGenre } from './infer-genre.ts';
import { isQuotableEnglish } from './language.ts';
import { buildPalette } from './palette.ts';
import { cleanScene, composePrompt } from './prompt.ts';
import type { RefineProvider } from './refine.provider.ts';
import { RefineValidationError } from './refine.provider.ts';

const MAX_SUBJECTS = 5;

/** Umbrella genres: when an idea names one and a more specific genre too ("rock, shoegaze"), the specific wins. */
const BROAD_GENRES: ReadonlySet<string> = new Set([
  'rock',
  'pop',
  'electronic',
  'metal',
  'jazz',
  'folk',
  'hip-hop',
  'punk',
  'indie-rock',
  'classical',
  'latin',
  'world',
  'country',
  'soul',
  'edm',
  'experimental',
]);

/** Words that show an everyday word such as "house" or "rock" is meant as a genre ("house track"). */
const MUSIC_CONTEXT_AFTER: ReadonlySet<string> = new Set(
  `music song songs album albums track tracks beat beats record records ep lp mixtape mix band bands vibe vibes
style genre artist artists producer producers dj anthem anthems single cover covers sound sounds tune tunes
playlist rapper rappers singer singers club rave party festival concert gig release remix jam jams banger bangers
artwork sleeve inspired influenced aesthetic icon legend idol`.split(/\s+/),
);
/** Words that, just before an everyday word, make it a genre: "playing rock", "dark trap", "uk garage". */
const MUSIC_CONTEXT_BEFORE: ReadonlySet<string> = new Set(
  `play plays playing listen listening genre style heavy hard classic alternative alt underground instrumental uk
80s 90s 70s 60s 2000s modern school retro experimental progressive loud dark sad melodic chill soft moody
atmospheric minimal french latin emo indie acoustic`.split(/\s+/),
);
/** A word after these is a thing, not a genre ("a house on a hill"), unless a music word follows. */
const DETERMINERS: ReadonlySet<string> = new Set(
  'a an the my our your his her their its this that these those one some every each old'.split(' '),
);
/** Ideas this short ("rock", "metal cover") are about the genre whatever the words. */
const SHORT_IDEA_WORDS = 3;

/** 32-bit FNV-1a: a stable hash, so choices "at random" are the same for the same idea every time. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const pick = <T>(items: readonly T[], hash: number): T | undefined => items[hash % items.length];

function wordsAround(text: string, start: number, end: number): { before: string | undefined; after: string[] } {
  const tokens = (s: string): string[] => s.split(/[^\p{L}\p{N}&']+/u).filter(Boolean);
  return { before: tokens(text.slice(0, start)).pop(), after: tokens(text.slice(end)).slice(0, 2) };
}

/** Words in the comma-separated part of the idea around a mention: "sunset, palm trees, house" → 1. */
function clauseWords(text: string, start: number, end: number): number {
  const from = Math.max(...[',', '.', ';', '!', '?', '\n'].map((p) => text.lastIndexOf(p, start))) + 1;
  const stops = [',', '.', ';', '!', '?', '\n'].map((p) => text.indexOf(p, end)).filter((i) => i >= 0);
  const to = stops.length ? Math.min(...stops) : text.length;
  return text.slice(from, to).split(/\s+/).filter(Boolean).length;
}

/**
 * Genre mentions that count. An ambiguous word ("house", "rock") counts beside a music word, as a tag of its
 * own ("..., dark trap"), or in a very short idea.
 */
function acceptedGenres(text: string, mentions: PhraseMatch<GenreMention>[]): PhraseMatch<GenreMention>[] {
  const short = text.split(/\s+/).filter(Boolean).length <= SHORT_IDEA_WORDS;
  return mentions.filter((m) => {
    if (!m.value.ambiguous) return true;
    const { before, after } = wordsAround(text, m.start, m.end);
    if (after.some((w) => MUSIC_CONTEXT_AFTER.has(w))) return true;
    if (before !== undefined && DETERMINERS.has(before)) return false;
    return (
      short || clauseWords(text, m.start, m.end) <= 2 || (before !== undefined && MUSIC_CONTEXT_BEFORE.has(before))
    );
  });
}

function distinct<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/**
 * Refines an idea into a prompt and a scene brief. Throws RefineValidationError for a blank idea or one over
 * the length limit; any other text (another language, emoji, nonsense) yields a coherent brief.
 */
export function refineIdea(idea: string): Refinement {
  const parsed = ideaSchema.safeParse(idea);
  if (!parsed.success)
    throw new RefineValidationError(parsed.error.issues[0]?.message ?? 'Describe your album cover idea.');
  const text = parsed.data;
  const hash = stableHash(normalizeText(text));

  const credits = extractCredits(text);
  const norm = normalizeText(credits.matchable);

  const genreMentions = acceptedGenres(norm, findGenreMentions(norm));
  const namedGenres = genreMentions.map((m) => m.value.genre);
  // A genre's name is not a scene: "black metal" asks for no black, "city pop" for no city.
  const withoutGenres = maskSpans(norm, genreMentions);
  const colorMentions = findColorMentions(withoutGenres);
  // "sky blue" or "dark red" names a colour, not a sky or a dark mood.
  const colorNames = colorMentions.filter((m) => m.term.kind === 'color' && m.phrase.includes(' '));
  const moodMentions = findMoodMentions(maskSpans(norm, colorNames));
  const subjectMentions = findSubjectMentions(maskSpans(withoutGenres, colorNames));
  const layoutMentions = findLayoutMentions(norm);

  const motifs: Motif[] = distinct(subjectMentions.map((m) => m.value.motif)).slice(0, MAX_SUBJECTS);
  const moodIds = distinct(moodMentions.map((m) => m.value.mood.id));
  const subjectCompositions = subjectMentions.flatMap((m) => (m.value.composition ? [m.value.composition] : []));
  const layoutCompositions = layoutMentions.map((m) => m.value);

  const named = namedGenres.find((g) => !BROAD_GENRES.has(g.id)) ?? namedGenres[0];
  const genre =
    named ??
    findGenre(
      inferGenre(
        {
          motifs,
          compositions: [...layoutCompositions, ...subjectCompositions],
          moods: moodIds,
          colorHints: colorMentions.flatMap((m) =>
            m.term.kind === 'vocab' && m.term.vocab.genreHint ? [m.term.vocab.genreHint] : [],
          ),
        },
        hash,
      ),
    );
  // inferGenre only returns lexicon ids (the tests hold it to that); this guards the types, not a real path.
  if (!genre) throw new Error('The refiner inferred a genre the lexicon does not know.');

  const spokenMood = moodIds[0] ? findMood(moodIds[0]) : undefined;
  const mood = spokenMood?.id ?? genre.mood;
  const lighting = spokenMood?.lighting ?? genre.lighting;

  // Layout words ask for a composition outright; then the one most subjects imply (the first mentioned
  // on a tie: "desert highway, vintage car" is a road trip); then the genre.
  const pointed = layoutCompositions[0] ?? mostVoted(subjectCompositions);
  const composition: Composition =
    pointed ??
    (named || motifs.length ? genre.compositions[0] : pick(genre.compositions, stableHash(`composition:${hash}`))) ??
    'aura';
  const style = pick(genre.styles, stableHash(`style:${hash}`)) ?? genre.styles[0] ?? `${genre.label} cover art`;

  const { palette, paletteNames } = buildPalette(colorMentions, genre, spokenMood?.tone);

  const brief: SceneBrief = {
    genre: genre.id,
    mood,
    palette,
    paletteNames,
    subjects: motifs,
    style,
    composition,
    lighting,
    medium: genre.medium,
  };
  if (credits.title) brief.title = credits.title;
  if (credits.artist) brief.artist = credits.artist;

  const scene = cleanScene(credits.scene);
  const sceneNorm = normalizeText(scene);
  const refinedPrompt = composePrompt({
    scene: scene && isQuotableEnglish(sceneNorm) ? scene : undefined,
    sceneNamesMotifs: findSubjectMentions(sceneNorm).length > 0,
    motifs,
    genre,
    mood,
    style,
    paletteNames,
    lighting,
    composition,
    medium: genre.medium,
    title: credits.title,
    artist: credits.artist,
  });

  return { refinedPrompt, brief };
}

/** The default RefineProvider: no outside service, no cost, instant. */
export class BuiltinRefiner implements RefineProvider {
  readonly name = 'builtin';

  async refine(idea: string, options?: { signal?: AbortSignal }): Promise<Refinement> {
    options?.signal?.throwIfAborted();
    return refineIdea(idea);
  }
}

function mostVoted<T>(items: readonly T[]): T | undefined {
  const votes = new Map<T, number>();
  for (const item of items) votes.set(item, (votes.get(item) ?? 0) + 1);
  let best: T | undefined;
  for (const [item, n] of votes) if (best === undefined || n > votes.get(best)!) best = item;
  return best;
}

/**
 * The refined prompt for a scene brief someone edited (the Prompt Studio). The brief's words are used as given;
 * a genre outside the lexicon is described by its own name. The idea's scene words, when given, lead the prompt.
 */
export function composeFromBrief(brief: SceneBrief, idea?: string): string {
  const known = findGenre(brief.genre.trim().toLowerCase().replace(/\s+/g, '-'));
  const genre = known ?? { ...findGenre('pop')!, id: brief.genre, label: brief.genre.trim() };
  const scene = idea ? cleanScene(extractCredits(idea).scene) : undefined;
  return composePrompt({
    scene: scene && isQuotableEnglish(normalizeText(scene)) ? scene : undefined,
    sceneNamesMotifs: scene ? findSubjectMentions(normalizeText(scene)).length > 0 : false,
    motifs: brief.subjects,
    genre,
    mood: brief.mood.trim(),
    style: brief.style.trim(),
    paletteNames: brief.paletteNames,
    lighting: brief.lighting.trim(),
    composition: brief.composition,
    medium: brief.medium.trim(),
    title: brief.title,
    artist: brief.artist,
  });
}
