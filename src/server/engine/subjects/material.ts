/**
 * What a thing is made of when the idea says so in a word no material list holds ("made of driftwood", "carved from
 * obsidian", "made of copper"): the word's commonest senses are followed up WordNet's hypernyms to a substance the
 * looks can render (driftwood is wood, obsidian is glass, copper is a warm metal).
 */
import type { Material } from '../../../shared/contracts/scene-brief.ts';
import { hypernymChain, senses } from './wordnet.ts';

/** WordNet head words of substances, with the material each renders as; the nearest ancestor wins. */
const SUBSTANCES: ReadonlyMap<string, Material> = new Map([
  ['wood', 'wood'],
  ['stone', 'stone'],
  ['rock', 'stone'],
  ['marble', 'marble'],
  ['glass', 'glass'],
  ['crystal', 'crystal'],
  ['gem', 'crystal'],
  ['ice', 'ice'],
  ['paper', 'paper'],
  ['gold', 'gold'],
  ['copper', 'gold'],
  ['bronze', 'gold'],
  ['brass', 'gold'],
  ['silver', 'silver'],
  ['metal', 'silver'],
  ['alloy', 'silver'],
  ['smoke', 'smoke'],
  ['flame', 'fire'],
  ['ink', 'ink'],
  ['building_material', 'stone'],
  ['ceramic', 'stone'],
]);

/** Where substances live in WordNet: a plant, a colour or a feeling is not one. */
const SUBSTANCE_FILES = new Set(['noun.substance', 'noun.artifact']);

/**
 * The material a noun is a kind of, from its commonest senses while they are substances or artefacts, or undefined
 * when it is no substance the looks draw.
 */
export function materialOfNoun(phrase: string): Material | undefined {
  const words = phrase.trim().split(/\s+/);
  // "scrap metal", "rough granite": a phrase WordNet does not list is made of what its head word is.
  return substanceOf(phrase) ?? (words.length > 1 ? substanceOf(words.at(-1)!) : undefined);
}

function substanceOf(phrase: string): Material | undefined {
  for (const [i, sense] of senses(phrase).slice(0, 2).entries()) {
    const chain = hypernymChain(sense.offset).map((h) => h.synset);
    // The commonest sense if it is a substance or an artefact (WordNet files timber under plants: "teak" is wood);
    // a second sense only if it is a substance itself (a leaf's second sense is a sheet of paper, not what it is).
    const substance = chain.some((h) => h.words[0] === 'substance' || h.words[0] === 'material');
    if (!(i === 0 ? substance || SUBSTANCE_FILES.has(sense.lexFile) : sense.lexFile === 'noun.substance')) continue;
    for (const synset of [sense, ...chain]) {
      const found = synset.words.map((w) => SUBSTANCES.get(w)).find(Boolean);
      if (found) return found;
    }
  }
  return undefined;
}
