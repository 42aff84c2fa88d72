/**
 * Writes src/shared/generated/foreign-words.json, per language: the words 24 languages use for the things emoji show
 * ("badekar" 🛁, "kvinna" 👩), from emojibase-data's CLDR-derived labels (MIT), and the language's function words
 * (stopwords-iso, MIT), by which an idea is told to be written in it. The refiner reads
 * a foreign idea's subjects through it (providers/refine/foreign-words.ts); a test fails when the file differs from
 * what the installed package gives: run `npm run foreign-words` after upgrading emojibase-data.
 *
 * A word is kept only when it names one thing in its language (a label, "mand" 👨, or a part of one) and is not
 * one of its function words ("sobre", on, is also the Spanish label of the envelope).
 * Each language has its own table: "capa" is a cover in Portuguese and a shark in Hungarian.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { normalizeText } from '../src/shared/lexicon/text.ts';
import { foreignKey } from '../src/server/providers/refine/foreign-words.ts';
import { findEmojiThings } from '../src/server/engine/subjects/emoji.ts';

export const FOREIGN_WORDS_FILE = path.resolve(import.meta.dirname, '../src/shared/generated/foreign-words.json');

const require = createRequire(import.meta.url);
const PACKAGE = 'emojibase-data';

interface Emoji {
  group?: number;
  hexcode: string;
  label: string;
  unicode: string;
}

/** emojibase's groups that show things: people, animals and nature, food, travel and places, activities, objects. */
const THING_GROUPS = new Set([1, 3, 4, 5, 6, 7]);

/** Words for the record itself: a foreign idea names its album, disc or cover ("capa do meu disco"); none is a subject. */
const COVER_WORDS = new Set(
  [
    'album|albun|albumi|cd|cover|disc|disco|disque|dvd|lp|music|musica|musik|musique|plade|plata|plyta|skiva|vinyl',
    'capa|copertina|cubierta|hulle|kansi|obal|okladka|omslag|pochette|portada|borito|vircelis|viersel',
  ]
    .join('|')
    .split('|'),
);

/** Spaced scripts: a key shorter than this is a function word somewhere ("en", "et", "la"). */
const MIN_LETTERS = 3;
/** Unspaced scripts match inside words: one character is too likely to be part of another word. */
const MIN_UNSPACED = 2;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

function usableKey(key: string): boolean {
  if (!key || COVER_WORDS.has(key) || /\d/.test(key) || key.split(' ').length > 3) return false;
  const letters = [...key.replace(/[\s']/g, '')].length;
  return letters >= (UNSPACED.test(key) ? MIN_UNSPACED : MIN_LETTERS);
}

/**
 * How surely a word names its emoji: a whole label, then a part of a label. Keywords are left out: they are only
 * associated with it ("full", drunk, is a Swedish keyword of the cocktail; "endormi" of the sloth).
 */
const TIERS = ['label', 'part'] as const;
type Tier = (typeof TIERS)[number];

/** One language's words by tier, each naming one emoji of the language. */
function localeWords(emojis: readonly Emoji[], language: string): Record<Tier, Map<string, string>> {
  const found = Object.fromEntries(TIERS.map((t) => [t, new Map<string, Set<string>>()])) as Record<
    Tier,
    Map<string, Set<string>>
  >;
  const add = (tier: Tier, raw: string, variant: string) => {
    const key = foreignKey(raw, language);
    // A man or a woman rowing is a person rowing: gendered variants are one thing.
    const unicode = variant.replace(/\u200d[\u2640\u2642]\ufe0f?/gu, '');
    if (!usableKey(key)) return;
    if (!found[tier].has(key)) found[tier].set(key, new Set());
    found[tier].get(key)!.add(unicode);
  };
  for (const emoji of emojis) {
    if (emoji.group === undefined || !THING_GROUPS.has(emoji.group) || !showsAThing(emoji.unicode)) continue;
    // A label with a colon is a variant ("familj: man, kvinna, pojke") whose parts name other emoji.
    if (emoji.label.includes(':')) continue;
    add('label', emoji.label, emoji.unicode);
    // Some locales list alternatives in one label ("ट्रेन, बिजली वाली ट्रेन"); in others a comma opens a clause
    // ("mand, der mader baby"), so a part counts for less than a whole label.
    for (const part of emoji.label.split(/[,،、]/).slice(1)) add('part', part, emoji.unicode);
    add('part', emoji.label.split(/[,،、]/)[0]!, emoji.unicode);
  }
  const single = (map: Map<string, Set<string>>) =>
    new Map([...map].filter(([, set]) => set.size === 1).map(([key, set]) => [key, [...set][0]!] as const));
  return { label: single(found.label), part: single(found.part) };
}

/** Only emoji the refiner draws as a thing (not a hand, a face or a sign), as findEmojiThings reads them. */
function showsAThing(unicode: string): boolean {
  const things = findEmojiThings(unicode);
  return things.length === 1 && things[0]!.emoji === unicode;
}

const stopwords = require('stopwords-iso') as Record<string, string[]>;
const stopSets = new Map<string, Set<string>>();

/** A language's function words, normalised as the refiner reads text. */
function functionWordSet(language: string): Set<string> {
  if (!stopSets.has(language)) {
    const words = (stopwords[language] ?? []).map(normalizeText).filter((w) => w && !/\s/.test(w));
    stopSets.set(language, new Set(words));
  }
  return stopSets.get(language)!;
}

/** A key made only of the language's function words ("des", "sobre", "em cima"). */
function functionWords(language: string, key: string): boolean {
  const stop = functionWordSet(language);
  return key.split(' ').every((word) => stop.has(word));
}

/** emojibase's locales by language: regional variants (es-mx, zh-hant) join their language's table. */
const languageOf = (locale: string) => locale.split('-')[0]!;

export function foreignWordsText(): string {
  const root = path.dirname(require.resolve(`${PACKAGE}/package.json`));
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const locales = fs
    .readdirSync(root)
    .filter((l) => !l.startsWith('en') && fs.existsSync(path.join(root, l, 'compact.json')))
    .sort();
  const languages: Record<string, { words: Record<string, string>; functionWords: string[] }> = {};
  for (const language of [...new Set(locales.map(languageOf))]) {
    // Within a language a surer word wins: a whole label beats the same word as part of another's label.
    const byTier = Object.fromEntries(TIERS.map((t) => [t, new Map<string, Set<string>>()])) as Record<
      Tier,
      Map<string, Set<string>>
    >;
    for (const locale of locales.filter((l) => languageOf(l) === language)) {
      const emojis = JSON.parse(fs.readFileSync(path.join(root, locale, 'compact.json'), 'utf8')) as Emoji[];
      const words = localeWords(emojis, language);
      for (const tier of TIERS) {
        for (const [key, unicode] of words[tier]) {
          if (!byTier[tier].has(key)) byTier[tier].set(key, new Set());
          byTier[tier].get(key)!.add(unicode);
        }
      }
    }
    const words: Record<string, string> = {};
    const keys = new Set(TIERS.flatMap((t) => [...byTier[t].keys()]));
    for (const key of [...keys].sort()) {
      const set = TIERS.map((t) => byTier[t].get(key)).find(Boolean)!;
      if (set.size === 1 && !functionWords(language, key)) words[key] = [...set][0]!;
    }
    languages[language] = { words, functionWords: [...functionWordSet(language)].sort() };
  }
  return `${JSON.stringify({ source: `${PACKAGE}@${version}`, english: [...functionWordSet('en')].sort(), languages })}\n`;
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(FOREIGN_WORDS_FILE, foreignWordsText());
  console.log(`wrote ${path.relative(process.cwd(), FOREIGN_WORDS_FILE)}`);
}
