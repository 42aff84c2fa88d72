/**
 * How big a thing is in the world, roughly (its longest side, in metres), so a cover stages things at their natural
 * scale: a bell tower stands over the goats on its steps, a ferris wheel over the choir in it. Panels kept finding
 * "a tiny ferris icon beside grounded figures" and "goats as tall as the tower": every supporting thing was drawn at
 * one size, whatever it was.
 *
 * Read from WordNet: the nearest ancestor of the noun's first concrete meaning that this table sizes. Coarse on
 * purpose; it only orders things by an order of magnitude.
 */
import { isConcrete } from './senses.ts';
import { hypernymChain, senses } from './wordnet.ts';

/** Longest side in metres, by WordNet synset head word (the nearest one on a noun's ancestry wins). */
const METRES: Readonly<Record<string, number>> = {
  // Buildings and other constructions.
  skyscraper: 150,
  tower: 30,
  building: 15,
  mill: 15,
  bridge: 40,
  monument: 10,
  structure: 8,
  ride: 30,
  // Vehicles and craft.
  ship: 80,
  // (Craft, not "vessel": a bottle and a bathtub are vessels too.)
  craft: 30,
  boat: 5,
  small_boat: 4,
  aircraft: 30,
  train: 60,
  locomotive: 20,
  bus: 12,
  truck: 8,
  motor_vehicle: 4.5,
  car: 4.5,
  bicycle: 1.8,
  // Living things.
  person: 1.8,
  whale: 15,
  elephant: 5,
  equine: 2.4,
  bovid: 1.6,
  bear: 2,
  big_cat: 2,
  canine: 0.9,
  feline: 0.5,
  primate: 0.8,
  bird: 0.4,
  fish: 0.5,
  insect: 0.03,
  arachnid: 0.05,
  tree: 15,
  flower: 0.4,
  // Made things at hand's reach.
  furniture: 1.5,
  musical_instrument: 1,
  garment: 1,
  food: 0.2,
  tableware: 0.2,
  container: 0.5,
  device: 0.5,
  implement: 0.6,
};

/**
 * Our drawings of things WordNet sizes by a bigger kin: a jaw harp is no concert harp, a harmonica no metre-long
 * instrument (round 89's jaw harp stood as tall as its player).
 */
const DRAWING_METRES: Readonly<Record<string, number>> = {
  'sleeve:jaw-harp': 0.1,
  'sleeve:harmonica': 0.12,
  'sleeve:kalimba': 0.2,
  'sleeve:hammock': 2.8,
  'sleeve:hay-bale': 1.5,
  'sleeve:heap': 4,
  'sleeve:boxing-ring': 6,
  'sleeve:arcade-cabinet': 1.8,
  'sleeve:pinata': 0.8,
  'sleeve:diving-board': 3,
  'sleeve:termite-mound': 4,
  'sleeve:photocopier': 1.2,
  'sleeve:cowrie': 0.08,
};

const cache = new Map<string, number | undefined>();

/** Our figure drawings: whoever the noun names ("a choir", "the verger"), a person's size. */
const FIGURE = /^sleeve:(?:.*-)?(?:figure|couple)$/;

/**
 * The thing's rough size in metres, or undefined when WordNet does not place it: by the noun, else its head word,
 * else the name of the drawing it is drawn as ("lift" is an elevator).
 */
export function stature(noun: string, asset: string): number | undefined {
  if (FIGURE.test(asset)) return METRES.person;
  const drawn = DRAWING_METRES[asset];
  if (drawn) return drawn;
  const key = `${noun.toLowerCase().trim()}|${asset}`;
  if (cache.has(key)) return cache.get(key);
  const phrase = noun.toLowerCase().trim();
  const drawing = asset
    .replace(/^[^:]*:/, '')
    .replace(/-(?:fill|outline|variant|solid)$/, '')
    .replace(/-/g, ' ');
  const size = measure(phrase) ?? measure(phrase.split(/\s+/).at(-1)!) ?? measure(drawing);
  cache.set(key, size);
  return size;
}

function measure(phrase: string): number | undefined {
  const sense = senses(phrase).find(isConcrete);
  if (!sense) return undefined;
  const own = METRES[sense.words[0]!];
  if (own) return own;
  for (const { synset } of hypernymChain(sense.offset)) {
    const size = METRES[synset.words[0]!];
    if (size) return size;
  }
  return undefined;
}
