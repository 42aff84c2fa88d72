/**
 * Things named in another language, beyond the hand-made table of intl-nouns.ts: the words 24 languages use for what
 * emoji show ("badekar" 🛁, "kvinna" 👩, "gammel mand" 👴), written by scripts/write-foreign-words.ts from
 * emojibase-data (MIT; CLDR's annotations). Each word leads to its emoji, which the refiner already reads as a thing.
 *
 * Words are looked up only in the idea's own language, told by franc (MIT; trigram profiles of 187 languages): the
 * same spelling is a cover in Portuguese and a shark in Hungarian ("capa"), a girl in Catalan and a nose in Finnish.
 *
 * Each language's table (700 to 1,900 words) is read when an idea in it first arrives, and looked up by the idea's
 * runs of one to three words (in Chinese and Japanese by substrings; Thai by the words ICU's segmenter finds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { franc } from 'franc';
import { normalizeText, type PhraseMatch } from '../../../shared/lexicon/text.ts';

/** Source and build read the same file: both sit four folders below the project root. */
const FILE = path.resolve(import.meta.dirname, '../../../../src/shared/generated/foreign-words.json');

const MAX_WORDS = 3;
/** Function words of its own an idea needs before it is read as another language. */
const MIN_FUNCTION_WORDS = 3;
const RUN = /^[\p{L}\p{N}']+(?: [\p{L}\p{N}']+)*$/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** The longest unspaced key tried at each position, in characters. */
const MAX_UNSPACED = 6;

/** franc's ISO 639-3 codes of the languages the table has, to its (emojibase's) codes. */
const LANGUAGES: Record<string, string> = {
  ben: 'bn',
  cmn: 'zh',
  dan: 'da',
  deu: 'de',
  est: 'et',
  fin: 'fi',
  fra: 'fr',
  hin: 'hi',
  hun: 'hu',
  ita: 'it',
  jpn: 'ja',
  kor: 'ko',
  lit: 'lt',
  nld: 'nl',
  nob: 'nb',
  pol: 'pl',
  por: 'pt',
  rus: 'ru',
  spa: 'es',
  swe: 'sv',
  tha: 'th',
  ukr: 'uk',
  vie: 'vi',
  zlm: 'ms',
};

interface Language {
  words: Record<string, string>;
  functionWords: string[];
}

let data: { english: string[]; languages: Record<string, Language> } | undefined;

function load() {
  data ??= JSON.parse(fs.readFileSync(FILE, 'utf8')) as typeof data & object;
  return data;
}

const tables = new Map<string, { words: Map<string, string>; functionWords: Set<string> }>();

function tableFor(language: string) {
  if (!tables.has(language)) {
    const { words, functionWords } = load().languages[language]!;
    tables.set(language, { words: new Map(Object.entries(words)), functionWords: new Set(functionWords) });
  }
  return tables.get(language)!;
}

let englishFunctionWords: Set<string> | undefined;

/**
 * Languages franc chooses among: the table's, English, and others ideas are written in that would otherwise pass
 * for a neighbour (Catalan for French, Romanian for Italian). Without them, franc's closest pick among all 187 is
 * often a cousin with no table (Swedish read as Nynorsk).
 */
const CANDIDATES = [
  ...Object.keys(LANGUAGES),
  ...['eng', 'cat', 'ron', 'tur', 'ces', 'slk', 'hrv', 'srp', 'slv', 'ind', 'tgl', 'swh', 'afr', 'eus', 'ell'],
  ...['arb', 'heb', 'bul', 'lav', 'als'],
];

/** The idea's language among those the table has, or undefined (English, another language, too short to tell). */
export function ideaLanguage(idea: string): string | undefined {
  return LANGUAGES[franc(idea, { minLength: 10, only: CANDIDATES })];
}

/**
 * Whether an idea franc reads as one of the table's languages uses more of that language's function words than of
 * English's ("en gammal dam som sover i ett badkar": en, som, i, ett): a second opinion for ideas whose nouns
 * happen to be English words too (dam, over). franc alone reads one short English idea in ten as Danish or French.
 */
export function writtenInAnotherLanguage(idea: string, normalizedText: string): boolean {
  const language = ideaLanguage(idea);
  if (!language) return false;
  englishFunctionWords ??= new Set(load().english);
  const own = tableFor(language).functionWords;
  let theirs = 0;
  let english = 0;
  for (const [word] of normalizedText.matchAll(/[\p{L}']+/gu)) {
    if (englishFunctionWords.has(word)) english++;
    else if (own.has(word)) theirs++;
  }
  return theirs >= MIN_FUNCTION_WORDS && theirs > english;
}

/**
 * Things named in `idea`'s language, found in its normalised text (normalizeText), each with its emoji; the longest
 * run wins at each place and matches never overlap. None when the language is not one the table has.
 */
export function findForeignWords(idea: string, normalizedText: string): PhraseMatch<string>[] {
  const language = ideaLanguage(idea);
  if (!language) return [];
  const map = tableFor(language).words;
  if (MARKED.has(language)) return markedWords(idea, normalizedText, language);
  const tokens = [...normalizedText.matchAll(/[\p{L}\p{N}']+/gu)].map((m) => ({ text: m[0], start: m.index }));
  const found: PhraseMatch<string>[] = [];
  for (let i = 0; i < tokens.length;) {
    let hit: PhraseMatch<string> | undefined;
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1 && !hit; n--) {
      const first = tokens[i]!;
      const last = tokens[i + n - 1]!;
      const phrase = normalizedText.slice(first.start, last.start + last.text.length);
      // Words joined by single spaces only: a comma between them breaks the run.
      if (!RUN.test(phrase)) continue;
      const value = map.get(phrase) ?? (n === 1 ? singular(phrase, map) : undefined);
      if (value) hit = { start: first.start, end: last.start + last.text.length, phrase, value };
    }
    if (hit) {
      found.push(hit);
      i = tokens.findIndex((t) => t.start >= hit.end);
      if (i < 0) break;
      continue;
    }
    const token = tokens[i]!;
    if (UNSPACED.test(token.text)) found.push(...unspaced(token.text, token.start, map));
    i++;
  }
  return found;
}

/**
 * Languages whose marks tell words apart: Thai writes vowels and tones as marks, which normalising strips, and then ปก
 * (a cover) reads as ปีก (a wing) and ตัว (a body) as ตั๋ว (a ticket). Their keys keep the marks, and their ideas are
 * looked up word by word as written.
 */
const MARKED = new Set(['th']);

/** How the table writes a language's word: normalised as the refiner reads text, or as written where marks count. */
export function foreignKey(raw: string, language: string): string {
  return MARKED.has(language) ? raw.normalize('NFC').toLowerCase().trim() : normalizeText(raw);
}

/**
 * A marked language's things, word by word as the idea writes them (ICU's dictionary segmenter splits a run with no
 * spaces into words), at their places in the normalised text: runs of one to three whole words, the longest first.
 */
function markedWords(idea: string, normalizedText: string, language: string): PhraseMatch<string>[] {
  const map = tableFor(language).words;
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const words: { written: string; start: number; end: number; like: boolean }[] = [];
  let from = 0;
  for (const s of segmenter.segment(idea.normalize('NFC'))) {
    const normal = normalizeText(s.segment);
    const at = normal.trim() ? normalizedText.indexOf(normal, from) : -1;
    if (at < 0) continue;
    words.push({ written: s.segment.toLowerCase(), start: at, end: at + normal.length, like: Boolean(s.isWordLike) });
    from = at + normal.length;
  }
  const found: PhraseMatch<string>[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!words[i]!.like) continue;
    for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      if (!run.every((w) => w.like)) continue;
      const value = map.get(run.map((w) => w.written).join(''));
      if (!value) continue;
      const [start, end] = [run[0]!.start, run.at(-1)!.end];
      found.push({ start, end, phrase: normalizedText.slice(start, end), value });
      i += n - 1;
      break;
    }
  }
  return found;
}

/**
 * Endings that inflect a noun in the table's languages, as normalised: plurals (-s, -er, -ar, -or, -en, -es; Italian
 * -i for -e or -o; Hungarian -k, -ok, -ek, -ak) and Slavic cases (-і, -и, -у, -а, -я, -е, -ю, -ів, -ей, -ом, -ах).
 * Only these, only once: cutting letters at random finds other words ("esquina", a corner, is no "esqui").
 */
const ENDINGS = ['er', 'ar', 'or', 'en', 'es', 'ok', 'ek', 'ak', 'ів', 'ей', 'ом', 'ах', 'ям', 'ою', 's', 'n', 'k'];
const CASE_LETTERS = ['і', 'и', 'ы', 'у', 'а', 'я', 'е', 'ю'];

/**
 * An inflected form the table (whose words are singular, nominative) knows by its stem: "kantareller" by "kantarell",
 * "libák" by "liba", "велосипеді" by "велосипед", "lampioni" by "lampione". Only in the idea's own language, only
 * where the word itself is not a key, and never a stem under four letters.
 */
function singular(word: string, map: Map<string, string>): string | undefined {
  const stems: string[] = [];
  for (const ending of [...ENDINGS, ...CASE_LETTERS])
    if (word.endsWith(ending)) stems.push(word.slice(0, -ending.length));
  if (word.endsWith('i')) stems.push(`${word.slice(0, -1)}e`, `${word.slice(0, -1)}o`);
  for (const stem of stems) if ([...stem].length >= 4 && map.has(stem)) return map.get(stem);
  return undefined;
}

/** Keys inside a run of an unspaced script, longest first at each position. */
function unspaced(run: string, offset: number, map: Map<string, string>): PhraseMatch<string>[] {
  const found: PhraseMatch<string>[] = [];
  const chars = [...run];
  let at = 0;
  for (let i = 0; i < chars.length;) {
    let length = Math.min(MAX_UNSPACED, chars.length - i);
    for (; length >= 2; length--) {
      const phrase = chars.slice(i, i + length).join('');
      const value = map.get(phrase);
      if (value) {
        found.push({ start: offset + at, end: offset + at + phrase.length, phrase, value });
        break;
      }
    }
    const step = length >= 2 ? length : 1;
    at += chars.slice(i, i + step).join('').length;
    i += step;
  }
  return found;
}
