/**
 * A city or town the idea names as where it happens ("chipping through port of spain at dawn", "an empty carriage
 * on the corniche in alexandria"): the scene parser sets the cover in the city, not on a bare hill or a studio floor
 * (round 82's carnival band in Port of Spain stood in a desert), and draws no thing for its name ("through marseille"
 * was a fabric). Only places WordNet knows as cities, towns and ports, after a word that says where.
 */
import { baseForms, hypernymChain, senses, toLemma } from '../../engine/subjects/wordnet.ts';

/** Words before a place name that say the scene is there. */
const WHERE = new Set(['in', 'through', 'across', 'around', 'round', 'at', 'outside', 'near', 'downtown']);
/** A named quarter after a word saying where, then a comma: the town's name follows. */
const QUARTER_BEFORE = /(?:^|\s)(?:in|at|near|outside|through)\s+[\p{L}'-]+(?:\s+[\p{L}'-]+){0,2},\s+$/iu;
/** Kinds of place whose named instances are built-up streets. */
const TOWN_KINDS = new Set(['city', 'town', 'port', 'national_capital', 'state_capital', 'provincial_capital']);

/** A place name whose first sense is the place ("orange" is a fruit first, "in orange" a colour worn). */
function isTown(phrase: string): boolean {
  // Written as the place's own name, not a plural of something ("a stack of tyres" is no Tyre).
  if (baseForms(phrase)[0] !== toLemma(phrase)) return false;
  const all = senses(phrase);
  return (
    all[0]?.instance === true &&
    all.some(
      (sense) =>
        sense.instance &&
        sense.lexFile === 'noun.location' &&
        hypernymChain(sense.offset)
          .slice(0, 4)
          .some(({ synset }) => synset.words.some((w) => TOWN_KINDS.has(w))),
    )
  );
}

/** Where the idea names a city or town WordNet knows, after a word saying the scene is there: start and end offsets. */
export function townSpans(text: string): { start: number; end: number }[] {
  const words = [...text.matchAll(/[\p{L}'-]+/gu)];
  const spans: { start: number; end: number }[] = [];
  for (let i = 0; i < words.length - 1; i++) {
    // (Or after a quarter of it: "a smoky azmari bet in Kazanchis, Addis Ababa", round 117's drawn on bare hills.)
    const quarter = QUARTER_BEFORE.test(text.slice(0, words[i + 1]!.index));
    if (!WHERE.has(words[i]![0].toLowerCase()) && !quarter) continue;
    // Longest first: "port of spain" before "port".
    for (let n = 3; n >= 1; n--) {
      const run = words.slice(i + 1, i + 1 + n);
      if (run.length < n) continue;
      const [first, last] = [run[0]!, run.at(-1)!];
      // One phrase: nothing but spaces between its words.
      if (/[^\s\p{L}'-]/u.test(text.slice(first.index, last.index + last[0].length))) continue;
      if (!isTown(run.map((w) => w[0].toLowerCase()).join(' '))) continue;
      spans.push({ start: first.index, end: last.index + last[0].length });
      i += n;
      break;
    }
  }
  return spans;
}

/** Words before a place's name that say the idea is there. */
const PLACE_BEFORE = new Set('in on at near from off outside around across round through'.split(' '));

/**
 * One capitalised word after a word that says where, which WordNet names first as a place ("the postie on Yell in
 * Shetland"): where the idea happens, not the sheepdog WordNet also calls Shetland. Read in the idea as written, where
 * capitals still tell a name.
 */
export function placeNameSpans(written: string): { start: number; end: number }[] {
  const words = [...written.matchAll(/[\p{L}'-]+/gu)];
  const spans: { start: number; end: number }[] = [];
  for (let i = 1; i < words.length; i++) {
    const [before, word] = [words[i - 1]!, words[i]!];
    if (!/^\p{Lu}\p{Ll}/u.test(word[0]) || !PLACE_BEFORE.has(before[0].toLowerCase())) continue;
    if (!/^\s+$/.test(written.slice(before.index + before[0].length, word.index))) continue;
    const first = senses(word[0].toLowerCase())[0];
    if (first?.instance !== true || (first.lexFile !== 'noun.location' && first.lexFile !== 'noun.object')) continue;
    // (A city is left to `townSpans`, which sets the cover in its streets.)
    if (isTown(word[0].toLowerCase())) continue;
    spans.push({ start: word.index, end: word.index + word[0].length });
  }
  return spans;
}

/** Kinds of region a town's name is followed by: "galax, virginia", "orgosolo, sardinia", "kingston, ontario". */
const REGION_KINDS = new Set(['state', 'country', 'province', 'american_state', 'canadian_province']);
/** A where-word, up to three words of a name, a comma and a region: "in galax, virginia". */
const NAME_THEN_REGION =
  /(?<![\p{L}])(?:in|at|near|outside|from|around|through|round)\s+((?:(?!(?:a|an|the|my|our|his|her|their)\s)[\p{L}'-]+\s+){0,2}[\p{L}'-]+),\s+([\p{L}]+(?:\s+[\p{L}]+)?)(?=[\s,.;:!?)]|$)/giu;

function isRegion(phrase: string): boolean {
  // (Not a state's short form that is also a word: "… hooks, me a tiny figure" is no Maine.)
  if (phrase.length < 4) return false;
  const first = senses(phrase.toLowerCase())[0];
  return (
    first?.instance === true &&
    first.lexFile === 'noun.location' &&
    hypernymChain(first.offset)
      .slice(0, 3)
      .some(({ synset }) => synset.words.some((w) => REGION_KINDS.has(w)))
  );
}

/**
 * The name of a town followed by its state, province or country ("the fiddlers convention in galax, virginia"): a
 * place whatever WordNet says the name is (round 100 drew galax, a plant, for the town). Start and end offsets.
 */
export function regionTownSpans(written: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const m of written.matchAll(NAME_THEN_REGION)) {
    const region = [m[2]!, m[2]!.split(/\s+/)[0]!].find(isRegion);
    if (!region) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    spans.push({ start, end: start + m[1]!.length });
  }
  return spans;
}
