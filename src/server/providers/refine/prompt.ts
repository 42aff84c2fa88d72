/**
 * Writes the refined prompt: one descriptive English sentence naming the scene, style, palette, lighting,
 * composition and medium, ending with PROMPT_SUFFIX.
 */
import { PROMPT_SUFFIX } from '../../../shared/contracts/scene-brief.ts';
import type { Composition, TypePlace, TypeSize } from '../../../shared/contracts/scene-brief.ts';
import { COMPOSITION_DESCRIPTIONS } from '../../../shared/lexicon/compositions.ts';
import type { GenreEntry } from '../../../shared/lexicon/genres.ts';
import { describeTypePlace } from '../../../shared/lexicon/type-words.ts';

/** Refined prompts stay under this length; the idea's own words give way first. */
export const PROMPT_BUDGET = 600;
const MIN_SCENE = 60;
const MAX_SCENE = 220;

export interface PromptParts {
  /** The idea's own words, cleaned; undefined when they cannot be quoted (not English, nonsense). */
  scene: string | undefined;
  /** What the cover shows, in words ("a red pickup truck", "two goldfish"), the hero first. */
  subjects: readonly string[];
  /** An abstract cover's shapes, in words ("bold stripes"), instead of things in a place. */
  shapes?: readonly string[];
  /** The place, light and weather ("a forest at dusk in fog"). */
  place: string;
  genre: GenreEntry;
  mood: string;
  style: string;
  paletteNames: readonly string[];
  lighting: string;
  composition: Composition;
  medium: string;
  title?: string;
  artist?: string;
  typeSize?: TypeSize;
  typePlace?: TypePlace;
}

/** Requests and framing people wrap around an idea, which the prompt states in its own words. */
const LEADING_FILLER: readonly RegExp[] = [
  /^(?:please|pls)\b[\s,]*/i,
  /^(?:can|could|would) you\s+(?:please\s+)?/i,
  /^(?:i want|i'd like|i would like|i need|give me|show me|make me|make|create|generate|design|draw|imagine)\b\s*/i,
  /^(?:an?|the|my|our)?\s*(?:(?:album|record|ep|lp|single|mixtape|cd)\s+(?:cover art|cover|artwork|sleeve|art)|cover art|cover|artwork)\b\s*(?:(?:for|of|with|showing|featuring|about|depicting|that shows)\b)?[\s,:]*/i,
  /^(?:an?|the|my|our)\s+(?:album|record|ep|lp|single|mixtape)\b(?:\s*(?:for|of|with|about|showing|featuring|depicting))?[\s,:]*/i,
  /^(?:album|record|ep|lp|single|mixtape)\b[\s,:]*/i,
  /^(?:on|for)\s+the\s+(?:cover|front|sleeve)\b[\s,:]*/i,
];
const TRAILING_FILLER = /[\s,]*(?:as\s+)?(?:an?\s+)?(?:album cover|cover art|album art|album artwork|record sleeve)$/i;

/** Reduces the idea to words and simple punctuation that read well inside a longer sentence. */
export function cleanScene(text: string): string {
  let s = text
    .replace(/(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/[^\p{L}\p{N}\s,.;:!?'&-]/gu, ' ')
    // Apostrophes only inside words ("don't"); hyphens only between words ("lo-fi").
    .replace(/(?<!\p{L})'|'(?!\p{L})/gu, ' ')
    .replace(/(?<![\p{L}\p{N}])-+|-+(?![\p{L}\p{N}])/gu, ' ')
    .replace(/\s*(?:[;:!?]|\.(?!\d))+\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/\s*,[\s,]*/g, ', ')
    .replace(/^[\s,'&.-]+|[\s,'&.-]+$/g, '');
  for (let changed = true; changed;) {
    const before = s;
    for (const filler of LEADING_FILLER) s = s.replace(filler, '');
    s = s.replace(TRAILING_FILLER, '').replace(/^[\s,'&.-]+|[\s,'&.-]+$/g, '');
    changed = s !== before;
  }
  const letters = s.replace(/[^\p{L}]/gu, '');
  const upper = s.replace(/[^\p{Lu}]/gu, '');
  if (letters.length > 4 && upper.length / letters.length > 0.7) s = s.toLowerCase();
  return s;
}

function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  // At a clause's end where one is near ("… a live album at," read as a broken sentence), else at a word's.
  const clause = cut.lastIndexOf(', ');
  if (clause > max * 0.6) return cut.slice(0, clause);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,'&-]+$/, '');
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const article = (word: string): string => (/^(?:eu|uni|use|one)/i.test(word) || !/^[aeiou]/i.test(word) ? 'a' : 'an');
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The genre as it reads mid-sentence: "synthwave", but "R&B", "K-pop" and "Americana" keep their capitals. */
function genreInSentence(genre: GenreEntry): string {
  const proper =
    /^(?:[A-Z][A-Z&]|[A-Z]-)/.test(genre.label) || ['americana', 'celtic', 'latin', 'afrobeats'].includes(genre.id);
  const label = proper ? genre.label : genre.label.charAt(0).toLowerCase() + genre.label.slice(1);
  return genre.id === 'world' ? `${label} music` : label;
}

function describeScene(subjects: readonly string[], place: string, mood: string, shapes?: readonly string[]): string {
  if (shapes?.length) return `an abstract ${mood} composition of ${listOf(shapes)}`;
  const things = subjects.slice(0, 3);
  return things.length ? `${listOf(things)} in ${place}` : `${place}, an atmospheric ${mood} scene`;
}

function letteringClause(
  title: string | undefined,
  artist: string | undefined,
  typeSize: TypeSize | undefined,
  typePlace: TypePlace | undefined,
): string | undefined {
  const quote = (s: string): string => `"${s.replace(/"/g, "'")}"`;
  const how =
    (typeSize
      ? { small: 'set small in quiet typography', large: 'set huge in bold typography' }[typeSize]
      : 'set in bold typography') + (typePlace ? ` ${describeTypePlace(typePlace)}` : '');
  if (title && artist) return `with the title ${quote(title)} and artist name ${quote(artist)} ${how}`;
  if (title) return `with the title ${quote(title)} ${how}`;
  if (artist) return `with the artist name ${quote(artist)} ${how}`;
  return undefined;
}

/** "for a nostalgic synthwave record", but "for a dream pop record" rather than "a dreamy dream pop record". */
function recordPhrase(mood: string, genre: GenreEntry): string {
  const label = genreInSentence(genre);
  const stem = mood.slice(0, 5).toLowerCase();
  const echoes = label
    .toLowerCase()
    .split(/[\s-]+/)
    .some((w) => w.startsWith(stem));
  const described = echoes ? label : `${mood} ${label}`;
  return `${article(described)} ${described} record`;
}

export function composePrompt(p: PromptParts): string {
  const tail = [
    `${p.style} for ${recordPhrase(p.mood, p.genre)}`,
    `palette of ${listOf(p.paletteNames)}`,
    p.lighting,
    `composed as ${COMPOSITION_DESCRIPTIONS[p.composition]}`,
    p.medium,
    letteringClause(p.title, p.artist, p.typeSize, p.typePlace),
    'square album cover',
    PROMPT_SUFFIX,
  ]
    .filter((part): part is string => Boolean(part))
    .join(', ');

  const budget = Math.min(MAX_SCENE, Math.max(MIN_SCENE, PROMPT_BUDGET - tail.length - 2));
  // The idea's own words lead when they can be quoted; otherwise what the cover shows, described.
  const scene = truncateWords(p.scene || describeScene(p.subjects, p.place, p.mood, p.shapes), budget);
  return `${capitalise(scene)}, ${tail}`
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,(?:\s*,)+/g, ',');
}
