/**
 * A city or town the idea names as where it happens ("chipping through port of spain at dawn", "an empty carriage
 * on the corniche in alexandria"): the cover is in its streets, not on a bare hill or a studio floor (round 82's
 * carnival band in Port of Spain stood in a desert). Only places WordNet knows as cities, towns and ports, after a word
 * that says where.
 */
import { hypernymChain, senses } from '../../engine/subjects/wordnet.ts';

/** Words before a place name that say the scene is there. */
const WHERE = new Set(['in', 'through', 'across', 'around', 'round', 'at', 'outside', 'near', 'downtown', 'of']);
/** Kinds of place whose named instances are built-up streets. */
const TOWN_KINDS = new Set(['city', 'town', 'port', 'national_capital', 'state_capital', 'provincial_capital']);

/** A place name whose first sense is the place ("orange" is a fruit first, "in orange" a colour worn). */
function isTown(phrase: string): boolean {
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

/** Whether the idea (normalised: lowercase, single spaces) says it happens in a city or town WordNet knows. */
export function namesTown(text: string): boolean {
  const words = text.split(/[^\p{L}'-]+/u).filter(Boolean);
  for (let i = 0; i < words.length - 1; i++) {
    if (!WHERE.has(words[i]!)) continue;
    // Longest first: "port of spain" before "port".
    for (let n = 3; n >= 1; n--) {
      const phrase = words.slice(i + 1, i + 1 + n);
      if (phrase.length === n && isTown(phrase.join(' '))) return true;
    }
  }
  return false;
}
