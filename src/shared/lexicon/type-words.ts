/**
 * Words about the cover's lettering rather than things on it: "in tiny lowercase letters", "huge block capitals",
 * "a bold serif title". They set the lettering's size and are never drawn as subjects (letters the person means to
 * read are the cover's type, not envelopes).
 */
import type { TypeSize } from '../contracts/scene-brief.ts';

const SMALL = ['tiny', 'small', 'little', 'minute', 'micro', 'miniature', 'discreet', 'subtle', 'delicate'];
const LARGE = ['huge', 'giant', 'big', 'massive', 'large', 'enormous', 'oversized', 'oversize', 'gigantic', 'towering'];
/** How letters are cut or cased: these alone before a lettering word make it type ("lowercase letters"). */
const FORM = [
  'lowercase',
  'lower case',
  'uppercase',
  'upper case',
  'capital',
  'block',
  'bold',
  'thin',
  'light',
  'heavy',
  'condensed',
  'serif',
  'sans serif',
  'sans',
  'handwritten',
  'hand drawn',
  'hand lettered',
  'chunky',
  'stencil',
  'gothic',
  'blackletter',
  'monospace',
  'typewriter',
];
/** Words that name lettering outright; "title", "name" and "text" need a size or form word before them. */
const LETTERING = ['letters', 'lettering', 'type', 'typeface', 'font', 'caps', 'capitals', 'characters', 'wordmark'];
const NEEDS_A_WORD_BEFORE = ['title', 'name', 'text', 'word', 'words', 'print'];

const alternatives = (words: readonly string[]) => words.map((w) => w.replace(/ /g, '\\s')).join('|');
const TYPE_PHRASE = new RegExp(
  `\\b(?:(${alternatives([...SMALL, ...LARGE])})\\s)?((?:(?:${alternatives(FORM)})\\s){0,2})` +
    `(${alternatives([...LETTERING, ...NEEDS_A_WORD_BEFORE])})\\b`,
  'g',
);
/** "lowercase" or "all caps" on their own, or how letters are stacked, still speak of the lettering. */
const CASE_ALONE =
  /\b(?:all\s(?:caps|lowercase|uppercase)|in\slowercase|in\suppercase|in\scaps|(?:one\s)?letter\sper\sline|(?:one\s)?letter\sa\sline)\b/g;

export interface TypeMention {
  start: number;
  end: number;
  phrase: string;
  /** The size asked for, when a size word was given. */
  size?: TypeSize;
}

/** Lettering phrases in normalised text, left to right. */
export function findTypeMentions(normalizedText: string): TypeMention[] {
  const out: TypeMention[] = [];
  for (const m of normalizedText.matchAll(TYPE_PHRASE)) {
    const [phrase, sizeWord, form = '', noun = ''] = m;
    // "a type of bird" is a kind, not lettering.
    if (noun === 'type' && normalizedText.startsWith(' of ', m.index + phrase.length)) continue;
    // "letters" with nothing before it can be a pile of letters; "the title" is the text itself.
    if (!sizeWord && !form && (NEEDS_A_WORD_BEFORE.includes(noun) || noun === 'letters' || noun === 'characters'))
      continue;
    // "a big name" or "little type" of thing read as a size only before words that are lettering outright.
    if (sizeWord && !form && NEEDS_A_WORD_BEFORE.includes(noun) && noun !== 'title') continue;
    const size = sizeWord ? (SMALL.includes(sizeWord) ? 'small' : 'large') : undefined;
    out.push({ start: m.index, end: m.index + phrase.length, phrase, ...(size ? { size } : {}) });
  }
  for (const m of normalizedText.matchAll(CASE_ALONE)) {
    if (out.some((o) => o.start < m.index + m[0].length && m.index < o.end)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, phrase: m[0] });
  }
  return out.sort((a, b) => a.start - b.start);
}
