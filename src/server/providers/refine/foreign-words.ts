/**
 * Things and colours named in another language, beyond the hand-made tables of intl-nouns.ts and colors.ts: the words
 * about 125 languages use for what emoji show ("badekar" 🛁, "caora" 🐑, "бүркіт" 🦅) and for the basic colours
 * ("dearg", "қызыл", "ਲਾਲ"), written by scripts/write-foreign-words.ts from CLDR's emoji names. Each word leads to its
 * emoji, which the refiner already reads as a thing.
 *
 * Words are looked up only in the idea's own language: the same spelling is a cover in Portuguese and a shark in
 * Hungarian ("capa"), a girl in Catalan and a nose in Finnish. franc (MIT; trigram profiles of 187 languages) tells
 * the language; where it cannot (Scottish Gaelic, Welsh and Irish are not among its 187), the table that knows most of
 * the idea's words does.
 *
 * Each language's table (700 to 2,300 words) is looked up by the idea's runs of one to three words (in Chinese and
 * Japanese by substrings; in scripts whose vowels are marks, Thai or Gurmukhi, by the words ICU's segmenter finds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { francAll } from 'franc';
import { normalizeText, type PhraseMatch } from '../../../shared/lexicon/text.ts';
import { knownWord } from '../../engine/subjects/wordnet.ts';

/** Source and build read the same file: both sit four folders below the project root. */
const FILE = path.resolve(import.meta.dirname, '../../../../src/shared/generated/foreign-words.json');

const MAX_WORDS = 3;
/** Function words of its own an idea needs before it is read as another language. */
const MIN_FUNCTION_WORDS = 3;
/** Things and colours of its language, none an English word, that tell an idea is written in it. */
const MIN_NAMED_WORDS = 2;
/** Words of its table an idea needs before a language franc does not know is read as its language. */
const MIN_KNOWN_WORDS = 2;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** The longest unspaced key tried at each position, in characters. */
const MAX_UNSPACED = 6;
/**
 * Scripts whose vowels and tones are marks on a letter: normalising strips them, and then Thai ปก (a cover) reads as
 * ปีก (a wing) and Gurmukhi ਪੀਲਾ (yellow) as ਪਲ. Their keys keep the marks, and their ideas are looked up as written.
 */
const MARKED_SCRIPT =
  /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}]/u;

interface Language {
  /** ISO 639-3 codes franc gives for it. */
  franc: string[];
  words: Record<string, string>;
  /** How CLDR spells each word whose marks normalising strips ("tho": "thỏ", the rabbit), as foreignSpelling writes it. */
  spellings?: Record<string, string[]>;
  /** Basic colour names ("red") by the words for them. */
  colours: Record<string, string[]>;
  functionWords: string[];
}

let data: { english: string[]; languages: Record<string, Language> } | undefined;

function load() {
  data ??= JSON.parse(fs.readFileSync(FILE, 'utf8')) as typeof data & object;
  return data;
}

interface Table {
  words: Map<string, string>;
  spellings: Map<string, readonly string[]>;
  functionWords: Set<string>;
  /** Colour words to their basic colour, and their single words by length for inflected forms. */
  colours: Map<string, string>;
}

const tables = new Map<string, Table>();

function tableFor(language: string): Table {
  if (!tables.has(language)) {
    const { words, spellings, functionWords, colours } = load().languages[language]!;
    tables.set(language, {
      words: new Map(Object.entries(words)),
      spellings: new Map(Object.entries(spellings ?? {})),
      functionWords: new Set(functionWords),
      colours: new Map(Object.entries(colours).flatMap(([name, list]) => list.map((w) => [w, name] as const))),
    });
  }
  return tables.get(language)!;
}

let byFranc: Map<string, string> | undefined;

/** The table's language for each of franc's codes ("gla" → "gd", "arb" → "ar"). */
function francLanguages(): Map<string, string> {
  byFranc ??= new Map(
    Object.entries(load().languages).flatMap(([language, l]) => l.franc.map((code) => [code, language] as const)),
  );
  return byFranc;
}

let englishFunctionWords: Set<string> | undefined;

/**
 * The idea's language among those the table has, as franc reads it among them and English; undefined for English or
 * an idea too short to tell.
 */
export function ideaLanguage(idea: string): string | undefined {
  const languages = francLanguages();
  const [[code]] = francAll(idea, { minLength: 10, only: ['eng', ...languages.keys()] }) as [[string, number]];
  return languages.get(code);
}

/**
 * The language of an idea not written in English: franc's reading, unless another table knows clearly more of its
 * words (a Scottish Gaelic idea, which franc cannot tell, reads to it as some other language whose table knows
 * none of them).
 */
function foreignLanguage(idea: string, normalizedText: string): string | undefined {
  const read = ideaLanguage(idea);
  const words = new Set(wordsOf(idea, normalizedText).map((w) => w.key));
  const known = (language: string) => {
    const t = tableFor(language);
    let n = 0;
    const stems = colourStems(t);
    for (const w of words)
      if ([...w].length >= 3 && (t.words.has(w) || t.functionWords.has(w) || colourOf(w, t, stems))) n++;
    return n;
  };
  const own = read ? known(read) : 0;
  let best: string | undefined;
  let most = 0;
  for (const language of Object.keys(load().languages)) {
    const n = known(language);
    if (n > most) [best, most] = [language, n];
  }
  return best && most >= MIN_KNOWN_WORDS && most > own + 1 ? best : read;
}

/**
 * Whether an idea franc reads as one of the table's languages is written in it: it uses more of that language's
 * function words than of English's ("en gammal dam som sover i ett badkar": en, som, i, ett), or names things or
 * colours in it that are no English words ("caora", a sheep, and "dearg", red, in Scottish Gaelic, whose function words
 * no list has and whose "a", "an", "is" and "am" pass for English). A second opinion for ideas whose nouns happen to
 * be English words too (dam, over): franc alone reads one short English idea in ten as Danish or French.
 */
export function writtenInAnotherLanguage(idea: string, normalizedText: string): boolean {
  if (!ideaLanguage(idea)) return false;
  const language = foreignLanguage(idea, normalizedText)!;
  englishFunctionWords ??= new Set(load().english);
  const table = tableFor(language);
  let theirs = 0;
  let english = 0;
  for (const [word] of normalizedText.matchAll(/[\p{L}']+/gu)) {
    if (englishFunctionWords.has(word)) english++;
    else if (table.functionWords.has(word)) theirs++;
  }
  if (theirs >= MIN_FUNCTION_WORDS && theirs > english) return true;
  const named = new Set(
    wordsOf(idea, normalizedText)
      .map((w) => w.key)
      .filter((w) => [...w].length > 3 && (table.words.has(w) || table.colours.has(w)) && !knownWord(w)),
  );
  return named.size >= MIN_NAMED_WORDS;
}

/** The function words of the idea's language that the idea uses ("pie", "uz" in Latvian), as normalised. */
export function foreignFunctionWords(idea: string, normalizedText: string): string[] {
  const language = foreignLanguage(idea, normalizedText);
  if (!language) return [];
  const own = tableFor(language).functionWords;
  return wordsOf(idea, normalizedText)
    .map((w) => w.key)
    .filter((w) => own.has(w));
}

/** How the table writes a word: normalised as the refiner reads text, or as written in a script whose marks count. */
export function foreignKey(raw: string): string {
  return MARKED_SCRIPT.test(raw) ? raw.normalize('NFC').toLowerCase().trim() : normalizeText(raw);
}

/**
 * A word as written, with its marks: lowercase, composed, its apostrophes, dashes and spaces as normalising writes
 * them. (Turkish dotless ı and a cedilla for Romanian's comma below are typed for each other, so they count as one.)
 */
export function foreignSpelling(raw: string): string {
  return raw
    .normalize('NFC')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ş/g, 'ș')
    .replace(/ţ/g, 'ț')
    .replace(/[’‘`´]/g, "'")
    .replace(/[-_‐‑‒–—―/\\|~·•]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Languages whose every word is written with its marks (Vietnamese tones): a word without them is a word of its own
 * ("ghe", a boat, no "ghế", a chair).
 */
const ALWAYS_MARKED = new Set(['vi']);

/**
 * Whether words written with marks are the table's word: marks tell words apart, so "Thơ" (in Cần Thơ) is no "thỏ"
 * (a rabbit) and "träden" (the trees) no "tråden" (the thread), though normalising reads each pair as one. A letter
 * marked in the idea where the table's is plain may be an ending ("pełnią", by the full moon, is "pełnia"), and one
 * plain in the idea may be typed without (people often do), except in a language that always writes them.
 */
function spelledAsTable(table: Table, language: string, key: string, written: string): boolean {
  const spelled = [...foreignSpelling(written)];
  const marked = (ch: string) => normalizeText(ch) !== ch;
  return (table.spellings.get(key) ?? [key]).some((form) => {
    const letters = [...form];
    if (letters.length !== spelled.length) return true;
    return letters.every(
      (ch, i) => ch === spelled[i] || (!ALWAYS_MARKED.has(language) && !(marked(ch) && marked(spelled[i]!))),
    );
  });
}

interface Word {
  /** As the table writes it (foreignKey). */
  key: string;
  /** Where it stands in the normalised text. */
  start: number;
  end: number;
  /** Whether it follows the word before it across one space or none: a comma between them breaks a run. */
  joined: boolean;
}

/**
 * The idea's words at their places in the normalised text. In a script whose marks count, ICU's segmenter finds them
 * in the idea as written (it splits Thai, which has no spaces, into words).
 */
function wordsOf(idea: string, normalizedText: string): Word[] {
  if (!MARKED_SCRIPT.test(idea)) {
    const words: Word[] = [];
    for (const m of normalizedText.matchAll(/[\p{L}\p{N}']+/gu)) {
      const before = words.at(-1);
      const gap = before ? normalizedText.slice(before.end, m.index) : '';
      words.push({ key: m[0], start: m.index, end: m.index + m[0].length, joined: gap === ' ' });
    }
    return words;
  }
  const words: Word[] = [];
  let from = 0;
  let gap = '';
  for (const s of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(idea.normalize('NFC'))) {
    const normal = normalizeText(s.segment);
    const at = normal.trim() ? normalizedText.indexOf(normal, from) : -1;
    if (!s.isWordLike || at < 0) {
      gap += s.segment;
      continue;
    }
    words.push({ key: s.segment.toLowerCase(), start: at, end: at + normal.length, joined: /^ ?$/.test(gap) });
    from = at + normal.length;
    gap = '';
  }
  return words;
}

/** The words that stand inside a hyphenated compound of the idea, as the table writes them. */
function compoundWords(idea: string): Set<string> {
  return new Set(
    [...idea.matchAll(/[\p{L}\p{M}]+(?:[-‐‑][\p{L}\p{M}]+)+/gu)].flatMap((m) =>
      m[0].split(/[-‐‑]/).map((w) => foreignKey(w)),
    ),
  );
}

/** A run of words as the table writes it: Thai's words join with nothing between them, others' with a space. */
function runKey(run: readonly Word[], normalizedText: string): string {
  return run
    .map((w, i) => (i === 0 ? '' : normalizedText.slice(run[i - 1]!.end, w.start) === ' ' ? ' ' : '') + w.key)
    .join('');
}

/**
 * Things named in the language of `idea` (not written in English), found in its normalised text (normalizeText),
 * each with its emoji; the longest run wins at each place and matches never overlap.
 */
export function findForeignWords(
  idea: string,
  normalizedText: string,
  /** The words as the idea wrote them at a span of the normalised text, where the caller can tell. */
  writtenAt?: (start: number, end: number) => string,
): PhraseMatch<string>[] {
  const language = foreignLanguage(idea, normalizedText);
  if (!language) return [];
  const table = tableFor(language);
  const map = table.words;
  const words = wordsOf(idea, normalizedText);
  const compounded = compoundWords(idea);
  const found: PhraseMatch<string>[] = [];
  for (let i = 0; i < words.length;) {
    let hit: PhraseMatch<string> | undefined;
    for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1 && !hit; n--) {
      const run = words.slice(i, i + n);
      if (run.slice(1).some((w) => !w.joined)) continue;
      const key = runKey(run, normalizedText);
      // One word of a hyphenated compound is not a thing of its own: "puirt-à-beul" (mouth music) draws no mouth.
      if (n === 1 && compounded.has(key)) continue;
      const [start, end] = [run[0]!.start, run.at(-1)!.end];
      // Spelled as the table's word (or, for a stem, as its letters): keys in a script whose marks count were looked
      // up with their marks already.
      const written = writtenAt && !MARKED_SCRIPT.test(key) ? [...foreignSpelling(writtenAt(start, end))] : undefined;
      const spelledAs = (k: string) =>
        !written || spelledAsTable(table, language, k, written.slice(0, [...k].length).join(''));
      const exact = map.get(key);
      if (exact !== undefined && !spelledAs(key)) continue;
      const value =
        exact ?? (n === 1 ? (singular(key, map, spelledAs) ?? replacedEnding(key, language, map)) : undefined);
      if (value) hit = { start, end, phrase: normalizedText.slice(start, end), value };
    }
    if (hit) {
      found.push(hit);
      i = words.findIndex((w) => w.start >= hit.end);
      if (i < 0) break;
      continue;
    }
    const word = words[i]!;
    if (UNSPACED.test(word.key)) found.push(...unspaced(word.key, word.start, map));
    i++;
  }
  return found;
}

/** Letters an inflected colour word shares with the table's form ("czerwony" with "czerwone", "красная" with "красный"). */
const MIN_COLOUR_STEM = 4;
/** Letters after the shared stem each may have. */
const MAX_COLOUR_ENDING = 3;

/**
 * Basic colours named in the language of `idea` (not written in English): "dearg" (red) in Scottish Gaelic, "ਪੀਲਾ"
 * (yellow) in Punjabi, "czerwony" in Polish, whose table has the neuter "czerwone". Each match's value is the
 * English colour name ("red").
 */
export function findForeignColours(idea: string, normalizedText: string): PhraseMatch<string>[] {
  const language = foreignLanguage(idea, normalizedText);
  if (!language) return [];
  const table = tableFor(language);
  const stems = colourStems(table);
  const words = wordsOf(idea, normalizedText);
  const found: PhraseMatch<string>[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = words[i + 1]?.joined ? runKey(words.slice(i, i + 2), normalizedText) : undefined;
    const two = pair === undefined ? undefined : table.colours.get(pair);
    const word = words[i]!;
    const one = two ? undefined : colourOf(word.key, table, stems);
    const name = two ?? one;
    if (!name) continue;
    const end = two ? words[i + 1]!.end : word.end;
    found.push({ start: word.start, end, phrase: normalizedText.slice(word.start, end), value: name });
    if (two) i++;
  }
  return found;
}

/** A table's one-word colour names long enough to be read in another form, with their colours. */
function colourStems(table: Table): (readonly [string, string])[] {
  return [...table.colours].filter(([w]) => !w.includes(' ') && [...w].length >= MIN_COLOUR_STEM);
}

/** The colour one word names in a table's language, as written or in another form of its name. */
function colourOf(word: string, table: Table, stems: readonly (readonly [string, string])[]): string | undefined {
  // A thing's name is no colour however like one it is ("violon", a violin, beside "violet").
  return table.colours.get(word) ?? (table.words.has(word) ? undefined : inflected(word, stems));
}

/** The colour whose word `word` is another form of: the same stem, each with a short ending of its own. */
function inflected(word: string, stems: readonly (readonly [string, string])[]): string | undefined {
  const letters = [...word];
  for (const [form, name] of stems) {
    const other = [...form];
    let shared = 0;
    while (shared < letters.length && shared < other.length && letters[shared] === other[shared]) shared++;
    if (
      shared >= MIN_COLOUR_STEM &&
      letters.length - shared <= MAX_COLOUR_ENDING &&
      other.length - shared <= MAX_COLOUR_ENDING
    )
      return name;
  }
  return undefined;
}

/**
 * Endings that inflect a noun in the table's languages, as normalised: plurals (-s, -er, -ar, -or, -en, -es; Italian
 * -i for -e or -o; Hungarian -k, -ok, -ek, -ak) and Slavic cases (-і, -и, -у, -а, -я, -е, -ю, -ів, -ей, -ом, -ах).
 * Only these, only once: cutting letters at random finds other words ("esquina", a corner, is no "esqui").
 */
const ENDINGS = ['er', 'ar', 'or', 'en', 'es', 'ok', 'ek', 'ak', 'ів', 'ей', 'ом', 'ах', 'ям', 'ою', 's', 'n', 'k'];
const CASE_LETTERS = ['і', 'и', 'ы', 'у', 'а', 'я', 'е', 'ю'];
/** The endings a Slavic noun the table has may end in, where a case ending replaced it. */
const NOMINATIVE_ENDINGS = ['а', 'я', 'о', 'е', 'ь', 'й', 'ы', 'и'];

/**
 * An inflected form the table (whose words are singular, nominative) knows by its stem: "kantareller" by "kantarell",
 * "libák" by "liba", "велосипеді" by "велосипед", "lampioni" by "lampione". Only in the idea's own language, only
 * where the word itself is not a key, and never a stem under four letters.
 */
function singular(word: string, map: Map<string, string>, spelledAs: (stem: string) => boolean): string | undefined {
  const stems: string[] = [];
  for (const ending of [...ENDINGS, ...CASE_LETTERS])
    if (word.endsWith(ending)) stems.push(word.slice(0, -ending.length));
  if (word.endsWith('i')) stems.push(`${word.slice(0, -1)}e`, `${word.slice(0, -1)}o`);
  // ("Träden", the trees, is no "tråd", a thread, with an ending.)
  for (const stem of stems) if ([...stem].length >= 4 && map.has(stem) && spelledAs(stem)) return map.get(stem);
  // Cyrillic cases replace the ending of the word the table has: "царквы" is "царква" (a church), "вёскі" "вёска".
  if (/\p{Script=Cyrillic}/u.test(word) && CASE_LETTERS.some((e) => word.endsWith(e)))
    for (const ending of NOMINATIVE_ENDINGS) {
      const form = `${word.slice(0, -1)}${ending}`;
      if ([...form].length >= 5 && map.has(form)) return map.get(form);
    }
  return caseEnding(word, map);
}

/** Letters a stem read through an unlisted ending needs, and the most letters such an ending may have. */
const MIN_STEM = 5;
const MAX_ENDING = 4;

/**
 * Outside the Latin script, a long key with a case ending of up to four letters after it: Kazakh "мотоциклдің" (the
 * motorbike's), Macedonian "чамецот" (the boat), Georgian "ნავში" (in the boat). In Latin letters only the listed
 * endings count, where cutting letters at random finds other words ("esquina", a corner, is no "esqui").
 */
function caseEnding(word: string, map: Map<string, string>): string | undefined {
  const letters = [...word];
  if (/\p{Script=Latin}/u.test(word)) return undefined;
  for (let cut = 1; cut <= MAX_ENDING && letters.length - cut >= MIN_STEM; cut++) {
    const stem = letters.slice(0, -cut).join('');
    if (map.has(stem)) return map.get(stem);
  }
  return undefined;
}

/**
 * Languages written in Latin letters that inflect a noun by replacing its ending: Latvian "saksofonu" is the table's
 * "saksofons" (a saxophone); Lithuanian, the West and South Slavic languages,
 * Albanian and Icelandic alike. (Not languages that add endings to the whole word, Basque, Finnish or Turkish, where a
 * shared start finds other words: Basque "ganbaran", in the attic, is no "ganba", a prawn.)
 */
const REPLACED_ENDINGS: ReadonlySet<string> = new Set([
  'lv',
  'lt',
  'pl',
  'cs',
  'sk',
  'sl',
  'hr',
  'bs',
  'sr',
  'sq',
  'is',
]);
/** Letters the idea's word may have after the stem it shares with a key, and the key after it. */
const MAX_OWN_ENDING = 2;
const MAX_KEY_ENDING = 1;
const keyStems = new Map<Map<string, string>, Map<string, string[]>>();

/**
 * The key a word is another form of in a language that replaces endings: the one key (one word) sharing a stem of
 * five letters or more with the word and all but its last letter, the word's own ending no longer than two. Two keys
 * sharing as much are no reading. (Adjectives share less with the nouns they come from: Czech "dřevěná", wooden, is
 * no "dřevo".)
 */
function replacedEnding(word: string, language: string, map: Map<string, string>): string | undefined {
  const letters = [...word];
  if (!REPLACED_ENDINGS.has(language) || letters.length < MIN_STEM) return undefined;
  if (!keyStems.has(map)) {
    const index = new Map<string, string[]>();
    for (const key of map.keys()) {
      if (key.includes(' ') || [...key].length < MIN_STEM) continue;
      const head = [...key].slice(0, 4).join('');
      index.set(head, [...(index.get(head) ?? []), key]);
    }
    keyStems.set(map, index);
  }
  let best: string[] = [];
  let most = 0;
  for (const key of keyStems.get(map)!.get(letters.slice(0, 4).join('')) ?? []) {
    const other = [...key];
    let shared = 0;
    while (shared < letters.length && shared < other.length && letters[shared] === other[shared]) shared++;
    if (shared < MIN_STEM || other.length - shared > MAX_KEY_ENDING || letters.length - shared > MAX_OWN_ENDING)
      continue;
    if (shared > most) [best, most] = [[key], shared];
    else if (shared === most) best.push(key);
  }
  const values = new Set(best.map((k) => map.get(k)));
  return values.size === 1 ? [...values][0] : undefined;
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
