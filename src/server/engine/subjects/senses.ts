/**
 * Choosing which meaning of a noun the idea means, from the words around it.
 *
 * Each WordNet sense gets a signature: its synonyms, its definition and its ancestors ('mouse' the device is
 * an 'electronic device' used with a 'computer'). The sense whose signature shares most words with the idea
 * wins; with no evidence, concrete senses (things one can draw) come first, in WordNet's frequency order.
 */
import { baseForms, hypernymChain, type Sense, type Synset } from './wordnet.ts';

/** Lexicographer files of things with a visible form. Others (acts, feelings, times…) cannot be drawn as such. */
const CONCRETE = new Set([
  'noun.animal',
  'noun.artifact',
  'noun.body',
  'noun.food',
  'noun.object',
  'noun.person',
  'noun.phenomenon',
  'noun.plant',
  'noun.shape',
  'noun.substance',
]);

/**
 * Among senses WordNet orders arbitrarily (never counted in its tagged corpus), the likelier subject of a cover
 * first: an 'ostrich' is the bird before the person who will not face facts.
 */
const COVER_PRIORITY = [
  'noun.animal',
  'noun.artifact',
  'noun.plant',
  'noun.object',
  'noun.food',
  'noun.phenomenon',
  'noun.body',
  'noun.person',
];

/** Broad kinds, to keep an icon of one kind from standing for a sense of the other (a computer mouse for the animal). */
export type Kind = 'living' | 'made';
const LEX_KINDS: Record<string, Kind> = {
  'noun.animal': 'living',
  'noun.plant': 'living',
  'noun.person': 'living',
  'noun.body': 'living',
  'noun.artifact': 'made',
};

const STOPWORDS = new Set(
  (
    'a an the of in on at to for from with by and or but as is are was were be been being it its this that these ' +
    'those his her their our your my me we you they he she him them there here over under into onto out up down ' +
    'off about above below behind between through across near far very so than then just only some any all each ' +
    'every no not one two three few many much more most other such own same too can will would could should ' +
    'made make like while when where who which what whose how why album cover art single record ep lp mixtape tape ' +
    'release sleeve artwork'
  ).split(' '),
);

/** Ancestors this close or closer describe a sense; further ones ('object', 'entity') describe everything. */
const SIGNATURE_DEPTH = 4;

const signatures = new Map<number, Set<string>>();
const chains = new Map<number, Set<string>>();

/** Roots of WordNet (noun.Tops) that still have a form: a figure, a creature, a plant. */
const DRAWABLE_ROOTS = new Set(['person', 'animal', 'plant']);

/** Whether a sense is a thing with a visible form, which a cover could draw. */
export function isConcrete(sense: Synset): boolean {
  return (
    CONCRETE.has(sense.lexFile) ||
    (sense.lexFile === 'noun.Tops' && DRAWABLE_ROOTS.has(sense.words[0]!)) ||
    (sense.lexFile === 'noun.communication' && PAPER.test(sense.gloss.split(/[;"]/)[0]!)) ||
    (sense.lexFile === 'noun.possession' && MONEY_IN_HAND.test(sense.gloss.split(/[;"]/)[0]!))
  );
}

/** WordNet files a coin or a banknote under possession, with wealth and debts; defined as a piece, they can be drawn. */
const MONEY_IN_HAND = /\b(?:piece|metal|disc|disk)\b/;

/**
 * WordNet files a ticket, a postcard or a label under communication, with songs and messages; the ones defined as a
 * document, card or slip of paper are things one can hold and draw.
 */
const PAPER = /\b(?:document|card|cardboard|slip|sheet|paper|label|pamphlet|leaflet|booklet|placard)\b/;

/** Living thing or made object, when the sense is clearly one of them. */
export function senseKind(sense: Synset): Kind | undefined {
  return LEX_KINDS[sense.lexFile];
}

/** Words of a text, lowercased, with plurals reduced where WordNet knows the singular. */
export function contentWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (word.length < 3 || STOPWORDS.has(word)) continue;
    words.push(word, ...baseForms(word).filter((form) => form !== word));
  }
  return words;
}

/** Every word of the sense's synonyms and ancestors (split at underscores), for matching a sense key. */
export function chainWords(sense: Synset): Set<string> {
  let words = chains.get(sense.offset);
  if (!words) {
    words = new Set();
    for (const s of [sense, ...hypernymChain(sense.offset).map((h) => h.synset)]) {
      for (const lemma of s.words) {
        words.add(lemma);
        for (const part of lemma.split('_')) words.add(part);
      }
    }
    chains.set(sense.offset, words);
  }
  return words;
}

/** What a sense is about: synonyms, definition and near ancestors with their definitions. */
function signature(sense: Synset): Set<string> {
  let words = signatures.get(sense.offset);
  if (!words) {
    const near = hypernymChain(sense.offset)
      .filter((h) => h.depth <= SIGNATURE_DEPTH)
      .map((h) => h.synset);
    const text = [sense, ...near].map((s) => `${s.words.join(' ')} ${s.gloss}`).join(' ');
    words = new Set(contentWords(text.replace(/_/g, ' ')));
    signatures.set(sense.offset, words);
  }
  return words;
}

/** How many of the context words the sense's signature contains. */
export function contextScore(sense: Synset, context: readonly string[]): number {
  const words = signature(sense);
  let score = 0;
  for (const word of new Set(context)) if (words.has(word)) score++;
  return score;
}

/** Where an arbitrarily ordered sense goes: by cover priority, unlisted files last. */
function priority(sense: Sense): number {
  const at = COVER_PRIORITY.indexOf(sense.lexFile);
  return at < 0 ? COVER_PRIORITY.length : at;
}

/**
 * Senses best first: most context evidence, then the kind the words before the noun say it is (`prefer`), then
 * concrete before abstract, then WordNet's frequency order for the senses it counted, then cover priority for the rest.
 */
export function rankSenses(senses: readonly Sense[], context: readonly string[], prefer?: Kind): Sense[] {
  const scored = senses.map((sense, order) => ({
    sense,
    score: context.length > 0 ? contextScore(sense, context) : 0,
    kind: prefer !== undefined && senseKind(sense) === prefer ? 1 : 0,
    concrete: isConcrete(sense) ? 1 : 0,
    // Tagged senses lead WordNet's list, so their order alone ranks them ahead of untagged ones.
    order: sense.tagged ? order : senses.length + priority(sense) * senses.length + order,
  }));
  scored.sort((a, b) => b.score - a.score || b.kind - a.kind || b.concrete - a.concrete || a.order - b.order);
  return scored.map((s) => s.sense);
}
