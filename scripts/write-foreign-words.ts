/**
 * Writes src/shared/generated/foreign-words.json, per language: the words about 150 languages use for the things emoji
 * show ("badekar" 🛁, "caora" 🐑, "бүркіт" 🦅), their basic colour words ("dearg", "қызыл"), the codes franc tells the
 * language by, and its function words (stopwords-iso, MIT). The names are CLDR's emoji annotations
 * (cldr-annotations-full, Unicode License v3); which emoji show a thing is read from emojibase-data's English groups
 * (MIT). The refiner reads a foreign idea's subjects and colours through it (providers/refine/foreign-words.ts); a test
 * fails when the file differs from what the installed packages give: run `npm run foreign-words` after upgrading them.
 *
 * A word is kept only when it names one thing in its language (a label, "mand" 👨, a part of one, or a keyword no
 * other emoji has) and is not one of its function words ("sobre", on, is also the Spanish label of the envelope).
 * Each language has its own table: "capa" is a cover in Portuguese and a shark in Hungarian.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { iso6393 } from 'iso-639-3';
import { normalizeText } from '../src/shared/lexicon/text.ts';
import { foreignKey, foreignSpelling } from '../src/server/providers/refine/foreign-words.ts';
import { findEmojiThings } from '../src/server/engine/subjects/emoji.ts';

export const FOREIGN_WORDS_FILE = path.resolve(import.meta.dirname, '../src/shared/generated/foreign-words.json');

const require = createRequire(import.meta.url);
const NAMES = 'cldr-annotations-full';
const GROUPS = 'emojibase-data';

interface Emoji {
  group?: number;
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
 * How surely a word names its emoji: a whole label, then a part of a label, then a keyword. Most keywords are only
 * associated with their emoji ("full", drunk, is a Swedish keyword of the cocktail; "endormi" of the sloth; "las",
 * forest, of the Polish wolf), so a keyword counts only as one word that no other emoji of any kind has and no other
 * thing's label or part uses, naming a person (`keywordWords`): the Indonesian girl's "gadis", the Hungarian
 * grandmother's "nagymama", the Romanian bride's "mireasa".
 */
const TIERS = ['label', 'part', 'keyword'] as const;
type Tier = (typeof TIERS)[number];

/**
 * How the language being read spells each key for each emoji, with the marks the key has lost ("tho": "thỏ" for the
 * rabbit): only the spellings of the emoji the key is kept for count ("trad" is "tråd", the thread, not "träd").
 */
const spellings = new Map<string, Map<string, Set<string>>>();
/** An emoji as the table compares them: without its variation selector or a gendered variant's sign. */
const bareEmoji = (unicode: string) => unicode.replace(/\u200d[\u2640\u2642]\ufe0f?/gu, '').replace(/\ufe0f/gu, '');
function spelled(key: string, raw: string, unicode: string) {
  if (!spellings.has(key)) spellings.set(key, new Map());
  const byEmoji = spellings.get(key)!;
  const emoji = bareEmoji(unicode);
  if (!byEmoji.has(emoji)) byEmoji.set(emoji, new Set());
  byEmoji.get(emoji)!.add(foreignSpelling(raw));
}

/** One locale's words by tier for the emoji that show things (labelled in the locale), each naming one emoji. */
function localeWords(emojis: readonly Emoji[]): Record<Tier, Map<string, string>> {
  const found = Object.fromEntries(TIERS.map((t) => [t, new Map<string, Set<string>>()])) as Record<
    Tier,
    Map<string, Set<string>>
  >;
  const add = (tier: Tier, raw: string, variant: string) => {
    const key = foreignKey(raw);
    // A man or a woman rowing is a person rowing: gendered variants are one thing.
    const unicode = variant.replace(/\u200d[\u2640\u2642]\ufe0f?/gu, '');
    if (!usableKey(key)) return;
    spelled(key, raw, unicode);
    if (!found[tier].has(key)) found[tier].set(key, new Set());
    found[tier].get(key)!.add(unicode);
  };
  for (const emoji of emojis) {
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
  return { label: single(found.label), part: single(found.part), keyword: new Map() };
}

/**
 * emojibase's group of people: the only things a keyword may name. A creature's keywords are as often what it is like
 * ("biyikli", moustached, of the walrus; "nyepesi", light, of the feather; "warna-warni", colourful, of the peacock).
 */
const KEYWORD_GROUPS = new Set([1]);
/**
 * A part of the body, or a person in bed or at their nails: its keywords are what it does ("mirant", looking, of the
 * eyes; "addormentato", asleep, of the person in bed), never a thing to draw.
 */
const BODY_PART =
  /\b(?:hands?|fingers?|fist|thumbs?|eyes?|ears?|nose|mouth|tongue|lips|legs?|foot|feet|arm|biceps|tooth|bone|brain|lungs|heart|nail|bed)\b/;

/**
 * A person doing something ("person rowing boat", "person standing"): its keywords are where and how they do it
 * ("sungai", a river, and "järvi", a lake, of the rower), not who they are.
 */
const DOING = /\b(?!king\b)[a-z]+ing\b/;

/** Keywords of one word, at least this long, are read: shorter ones are too often another word. */
const MIN_KEYWORD = 4;

/**
 * A locale's one-word keywords that name a single thing: each is a keyword of exactly one emoji in the whole locale
 * (things, faces, signs and symbols alike), and that emoji shows a thing (`things`: by its bare code points).
 */
function keywordWords(keywords: Map<string, string[]>, things: ReadonlyMap<string, string>): Map<string, string> {
  const emojiOf = new Map<string, Set<string>>();
  for (const [emoji, words] of keywords) {
    for (const word of words) {
      if (/\s/u.test(word.trim())) continue;
      const key = foreignKey(word);
      if (!usableKey(key) || [...key].length < MIN_KEYWORD) continue;
      spelled(key, word, emoji);
      if (!emojiOf.has(key)) emojiOf.set(key, new Set());
      emojiOf.get(key)!.add(emoji);
    }
  }
  const out = new Map<string, string>();
  for (const [key, set] of emojiOf) {
    const [emoji] = set;
    const thing = set.size === 1 ? things.get(emoji!) : undefined;
    if (thing) out.set(key, thing);
  }
  return out;
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

/**
 * franc's codes for the individual languages it tells apart inside a macrolanguage CLDR names by its two letters
 * (franc reads Standard Arabic as "arb", CLDR files it under "ar").
 */
const INDIVIDUAL: Record<string, string[]> = {
  ar: ['arb'],
  az: ['azj'],
  et: ['ekk'],
  fa: ['pes', 'prs'],
  lv: ['lvs'],
  mg: ['plt'],
  mn: ['khk'],
  ms: ['zlm'],
  ne: ['npi'],
  no: ['nob'],
  ps: ['pbu'],
  qu: ['quy', 'quz', 'qug'],
  sq: ['als'],
  sw: ['swh'],
  uz: ['uzn'],
  yi: ['ydd'],
  zh: ['cmn'],
};

/** The ISO 639-3 codes franc may give for a CLDR language ("gd" → "gla", "ar" → "arb"). */
function francCodes(language: string): string[] {
  if (INDIVIDUAL[language]) return INDIVIDUAL[language];
  const entry = iso6393.find((l) => l.iso6391 === language || (language.length === 3 && l.iso6393 === language));
  return entry ? [entry.iso6393] : [];
}

/** The colours a language's basic colour words are read as, by the emoji named for them. */
const BASIC = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'brown', 'black', 'white'] as const;

/**
 * Words a language's table needs to be kept: CLDR names only a few emoji in some (Asturian, Nynorsk), and franc would
 * then read ideas in a neighbour with a full table (Swedish, Norwegian) as the language whose table knows nothing.
 */
const MIN_TABLE = 500;

const SHAPES = ['circle', 'square', 'large square', 'heart'] as const;

/**
 * A language's basic colour words, read off its names of the coloured circles, squares and hearts: a name less the
 * words every colour's name of that shape has ("cearcall dearg" less "cearcall": dearg, red; "қызғылт сары шеңбер"
 * less "шеңбер": қызғылт сары, orange). Every form a colour's names use is kept ("roter Kreis", "rotes Herz"), and
 * none another colour's names use too.
 */
function colourWords(names: Map<string, string>, byLabel: Map<string, string>, language: string) {
  const labels = new Map<string, Map<string, string[]>>();
  for (const shape of SHAPES) {
    const byColour = new Map<string, string[]>();
    for (const colour of BASIC) {
      const emoji = byLabel.get(`${colour} ${shape}`);
      const name = emoji ? names.get(emoji) : undefined;
      if (name) byColour.set(colour, foreignKey(name).split(' '));
    }
    labels.set(shape, byColour);
  }
  const remainders = new Map<string, Set<string>>(BASIC.map((c) => [c, new Set<string>()]));
  for (const byColour of labels.values()) {
    const count = new Map<string, number>();
    for (const tokens of byColour.values()) for (const t of new Set(tokens)) count.set(t, (count.get(t) ?? 0) + 1);
    // The shape's own words: in most of its colours' names.
    const shapeWords = new Set([...count].filter(([, n]) => n > BASIC.length / 2).map(([t]) => t));
    for (const [colour, tokens] of byColour) {
      const rest = tokens.filter((t) => !shapeWords.has(t)).join(' ');
      if (rest && rest.split(' ').length <= 2) remainders.get(colour)!.add(rest);
    }
  }
  const colours: Record<string, string[]> = {};
  for (const colour of BASIC) {
    const shared = new Set(BASIC.filter((c) => c !== colour).flatMap((c) => [...remainders.get(c)!]));
    const words = [...remainders.get(colour)!]
      .filter((w) => !shared.has(w) && usableKey(w) && !functionWords(language, w))
      .sort();
    if (words.length) colours[colour] = words;
  }
  return colours;
}

/** A CLDR locale's annotations by emoji, without the variation selector emojibase writes and CLDR leaves out. */
function localeAnnotations(root: string, locale: string): [emoji: string, tts?: string, keywords?: string[]][] {
  const file = path.join(root, 'annotations', locale, 'annotations.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    annotations: { annotations?: Record<string, { tts?: string[]; default?: string[] }> };
  };
  return Object.entries(json.annotations.annotations ?? {}).map(([emoji, a]) => [
    emoji.replace(/\ufe0f/gu, ''),
    a.tts?.[0],
    a.default,
  ]);
}

/** A CLDR locale's names by emoji. */
function localeNames(root: string, locale: string): Map<string, string> {
  return new Map(localeAnnotations(root, locale).flatMap(([emoji, tts]) => (tts ? [[emoji, tts] as const] : [])));
}

/** A CLDR locale's keywords by emoji. */
function localeKeywords(root: string, locale: string): Map<string, string[]> {
  return new Map(localeAnnotations(root, locale).flatMap(([emoji, , k]) => (k ? [[emoji, k] as const] : [])));
}

/**
 * emojibase-data's locales by CLDR's language: its labels join CLDR's names in the 24 languages it has, since it names
 * some things CLDR's short names do not (Portuguese "cozinheiro", a cook).
 */
const emojibaseLanguage = (locale: string) => (locale === 'nb' ? 'no' : locale.split('-')[0]!);

/** CLDR's locales by language: regional and script variants (es-MX, sr-Latn) join their language's table. */
const languageOf = (locale: string) => locale.split('-')[0]!;

const versionOf = (root: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

export function foreignWordsText(): string {
  const root = path.dirname(require.resolve(`${NAMES}/package.json`));
  const groupsRoot = path.dirname(require.resolve(`${GROUPS}/package.json`));
  const english = JSON.parse(fs.readFileSync(path.join(groupsRoot, 'en', 'compact.json'), 'utf8')) as Emoji[];
  const things = english.filter((e) => e.group !== undefined && THING_GROUPS.has(e.group) && showsAThing(e.unicode));
  const byLabel = new Map(english.map((e) => [e.label, e.unicode.replace(/\ufe0f/gu, '')]));
  const thingSet = new Set(things.map((e) => e.unicode));
  // People by their code points without the variation selector, as CLDR writes them: the only things a keyword may
  // name, since a made thing's or a place's keywords are as often what it is like ("antigua", old, of the old key;
  // "vacía", empty, of the house; "sierra", a mountain range, of the saw).
  const keywordThings = new Map(
    things
      .filter((e) => KEYWORD_GROUPS.has(e.group!) && !BODY_PART.test(e.label) && !DOING.test(e.label))
      .map((e) => [e.unicode.replace(/\ufe0f/gu, ''), e.unicode]),
  );
  const emojibaseLocales = fs
    .readdirSync(groupsRoot)
    .filter((l) => !l.startsWith('en') && fs.existsSync(path.join(groupsRoot, l, 'compact.json')))
    .sort();
  const locales = fs
    .readdirSync(path.join(root, 'annotations'))
    .filter((l) => !['en', 'und'].includes(languageOf(l)))
    .sort();
  const languages: Record<
    string,
    {
      franc: string[];
      words: Record<string, string>;
      spellings: Record<string, string[]>;
      colours: Record<string, string[]>;
      functionWords: string[];
    }
  > = {};
  for (const language of [...new Set(locales.map(languageOf))]) {
    spellings.clear();
    // Within a language a surer word wins: a whole label beats the same word as part of another's label.
    const byTier = Object.fromEntries(TIERS.map((t) => [t, new Map<string, Set<string>>()])) as Record<
      Tier,
      Map<string, Set<string>>
    >;
    let colours: Record<string, string[]> = {};
    // Sources in order of trust, the first to name a word keeping it: emojibase's labels (what the table read before
    // CLDR's), then the language's own CLDR locale, then its regional variants ("cozinheiro" is a man cook in Brazil's
    // names and any cook in Portugal's).
    const sources: (readonly Emoji[])[] = [];
    for (const locale of emojibaseLocales.filter((l) => emojibaseLanguage(l) === language)) {
      const emojis = JSON.parse(fs.readFileSync(path.join(groupsRoot, locale, 'compact.json'), 'utf8')) as Emoji[];
      sources.push(emojis.filter((e) => thingSet.has(e.unicode)));
    }
    for (const locale of locales.filter((l) => languageOf(l) === language)) {
      const names = localeNames(root, locale);
      sources.push(
        things.flatMap((e) => {
          const label = names.get(e.unicode.replace(/\ufe0f/gu, ''));
          return label ? [{ ...e, label }] : [];
        }),
      );
      // The language's own locale names its colours; a regional variant only where it has none.
      if (!Object.keys(colours).length) colours = colourWords(names, byLabel, language);
    }
    for (const source of sources) {
      const words = localeWords(source);
      for (const tier of TIERS)
        for (const [key, unicode] of words[tier]) if (!byTier[tier].has(key)) byTier[tier].set(key, new Set([unicode]));
    }
    // Keywords from the language's own locale only (a regional variant's keywords are its own idiom).
    const own = locales.find((l) => l === language);
    if (own) {
      const thingKeys = new Set([...byTier.label.keys(), ...byTier.part.keys()]);
      for (const [key, unicode] of keywordWords(localeKeywords(root, own), keywordThings))
        if (!thingKeys.has(key)) byTier.keyword.set(key, new Set([unicode]));
    }
    const words: Record<string, string> = {};
    const keys = new Set(TIERS.flatMap((t) => [...byTier[t].keys()]));
    for (const key of [...keys].sort()) {
      const set = TIERS.map((t) => byTier[t].get(key)).find(Boolean)!;
      if (set.size === 1 && !functionWords(language, key)) words[key] = [...set][0]!;
    }
    if (Object.keys(words).length < MIN_TABLE) continue;
    // Only the words some source spells with marks the key has lost: the rest are spelled as their key.
    const marked: Record<string, string[]> = {};
    for (const key of Object.keys(words)) {
      const forms = [...(spellings.get(key)?.get(bareEmoji(words[key]!)) ?? [])];
      if (forms.some((f) => f !== key)) marked[key] = forms.sort();
    }
    languages[language] = {
      franc: francCodes(language),
      words,
      spellings: marked,
      colours,
      functionWords: [...functionWordSet(language)].sort(),
    };
  }
  const source = `${NAMES}@${versionOf(root)}, ${GROUPS}@${versionOf(groupsRoot)}`;
  return `${JSON.stringify({ source, english: [...functionWordSet('en')].sort(), languages })}\n`;
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(FOREIGN_WORDS_FILE, foreignWordsText());
  console.log(`wrote ${path.relative(process.cwd(), FOREIGN_WORDS_FILE)}`);
}
