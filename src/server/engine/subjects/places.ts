/**
 * Where a place noun sets the cover when no drawing names it ("a town", "a ghetto", "a pantry", "the steppe"): its
 * commonest sense is followed up WordNet's hypernyms to a kind of place the environment draws (a town is a
 * municipality, an urban area: the city; a pantry is a room: an interior; a steppe is a plain: a field).
 */
import type { Setting } from '../../../shared/contracts/scene-brief.ts';
import { hypernymChain, senses } from './wordnet.ts';

/** WordNet head words of kinds of place, with the setting each is drawn as; the nearest ancestor wins. */
const PLACES: ReadonlyMap<string, Setting> = new Map([
  ['urban_area', 'city'],
  ['municipality', 'city'],
  ['city', 'city'],
  ['city_district', 'city'],
  ['residential_district', 'city'],
  ['neighborhood', 'city'],
  ['slum', 'city'],
  ['room', 'interior'],
  ['floor', 'interior'],
  ['storeroom', 'interior'],
  ['tract', 'field'],
  ['plain', 'field'],
  ['grassland', 'field'],
  ['field', 'field'],
  ['meadow', 'field'],
  ['forest', 'forest'],
  ['woodland', 'forest'],
  ['desert', 'desert'],
  ['mountain', 'mountains'],
  ['range', 'mountains'],
  ['hill', 'hills'],
  ['beach', 'beach'],
  ['shore', 'beach'],
  ['ocean', 'sea'],
  ['sea', 'sea'],
  ['lake', 'lake'],
  ['pond', 'lake'],
  ['river', 'lake'],
  ['wetland', 'lake'],
  ['street', 'street'],
  // A road, a highway, a lane or a trail runs through open country; a street is the one lined with buildings.
  ['road', 'road'],
  ['path', 'road'],
  // Ways in town all the same: a driveway, a zebra crossing, a promenade; a ski run is a slope of snow.
  ['driveway', 'street'],
  ['crossing', 'street'],
  ['walk', 'street'],
  ['ski_run', 'snow'],
  ['thoroughfare', 'street'],
  ['paved_surface', 'street'],
  ['passage', 'interior'],
  ['stop', 'street'],
  // Open places in town: a petrol station's forecourt is the street's; a square is walled in by buildings; a dock or a
  // quay is the sea's. (WordNet's "court" is also a motel, a courtroom and a forecourt: a courtyard is said by its
  // words, in environment.ts.)
  ['service_station', 'street'],
  ['public_square', 'courtyard'],
  ['court', 'street'],
  // (A tennis court is a flat green ground with a net; a basketball court a town's asphalt; a food court is a
  // mall's, indoors.)
  ['tennis_court', 'field'],
  ['basketball_court', 'street'],
  ['food_court', 'interior'],
  ['pier', 'sea'],
  // A boardwalk runs along a shore or over a lake's water (round 89's at Plitvice Lakes was a street).
  ['boardwalk', 'beach'],
  ['dock', 'sea'],
  // Water and land WordNet files as objects: an estuary is a body of water, a gorge a valley, a dune a ridge.
  ['inlet', 'sea'],
  ['bay', 'sea'],
  ['body_of_water', 'lake'],
  ['marsh', 'lake'],
  ['dam', 'lake'],
  ['ice', 'snow'],
  ['junction', 'street'],
  ['dune', 'desert'],
  ['barren', 'field'],
  ['valley', 'hills'],
  ['natural_elevation', 'hills'],
  ['geological_formation', 'hills'],
  // Places one goes into: a gym, a supper club, a launderette are rooms, drawn from inside. (Not every "area": a
  // shrubbery is one.)
  ['establishment', 'interior'],
  ['facility', 'interior'],
  ['workplace', 'interior'],
  // Open ones among them: a farmyard, a racecourse, a drive-in.
  ['yard', 'field'],
  ['course', 'field'],
  ['drive-in', 'field'],
]);

/** Where places are filed: a place word whose commonest sense is a feeling or a group is not one. */
const PLACE_FILES = new Set(['noun.location', 'noun.object', 'noun.artifact']);

/** Games that are a sports meeting held outdoors, not things played with ("board games" and "video games" are). */
export const SPORTS_MEETING =
  /^(?!(?:board|video|card|computer|arcade|party|word|drinking|parlour|parlor)_)[a-z]+_games$/;

/** The setting a place noun is drawn as, from its commonest sense, or undefined when it is no place we draw. */
export function settingOfNoun(phrase: string): Setting | undefined {
  // A sports meeting ("a highland games") is held on a field.
  if (SPORTS_MEETING.test(phrase.replace(/\s+/g, '_'))) return 'field';
  const found = senses(phrase);
  const compound = found.length ? undefined : closedCompoundSense(phrase);
  // The commonest sense, or the next where the commonest is no thing at all ("a rhubarb patch": a spot, then a plot).
  const [first, second] = compound ? [compound] : found;
  const sense = first && !PLACE_FILES.has(first.lexFile) && second && !THING_FILES.has(first.lexFile) ? second : first;
  if (!sense || !PLACE_FILES.has(sense.lexFile)) return undefined;
  for (const synset of [sense, ...hypernymChain(sense.offset).map((h) => h.synset)]) {
    if (synset.words.some((w) => THINGS_BEFORE_PLACES.has(w))) return undefined;
    const setting = synset.words.map((w) => PLACES.get(w)).find(Boolean);
    if (setting) return setting;
  }
  return undefined;
}

/**
 * Kinds of thing WordNet files under a place word: a gun barrel is a tube, a conduit, a "passage", and no room; a fort
 * is a military post, a "facility", and stands out in the open (round 96 drew Jaisalmer's from inside, as a room).
 */
const THINGS_BEFORE_PLACES = new Set(['conduit', 'tube', 'pipe', 'container', 'vessel', 'military_post']);

/** Where things one can see are filed: a place word whose commonest sense is one of them is that thing. */
const THING_FILES = new Set(['noun.animal', 'noun.plant', 'noun.person', 'noun.food', 'noun.body']);

/**
 * A place written as one word WordNet writes as two ("lakebed", "quarryside"): the sense of its last part, when both
 * parts are nouns.
 */
function closedCompoundSense(word: string) {
  if (word.includes(' ')) return undefined;
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const [head, tail] = [word.slice(0, cut), word.slice(cut)];
    // Common nouns only: a word of another language is no compound of a name ("koštýře" is no "kos" in Tyre, and
    // Indonesian "sementara" no Tara: round 89 set both in a city).
    const [first, last] = [senses(head)[0], senses(tail)[0]];
    if (first && last && !first.instance && !last.instance) return last;
  }
  return undefined;
}

/** Whether a noun names a room ("a locker room", "a boiler room"): never drawn but from inside it. */
export function isRoom(phrase: string): boolean {
  const sense = senses(phrase)[0];
  return (
    sense !== undefined &&
    [sense, ...hypernymChain(sense.offset).map((h) => h.synset)].some((s) => s.words.includes('room'))
  );
}

/**
 * Kinds of thing that stand outdoors on the ground, with the ground they stand on when the idea names no place: a
 * hearse on the open road, a volcano among hills, an iceberg at sea, a tree in a field. (A skull, a perfume bottle or a
 * disco ball keeps the studio's plain backdrop: a still life has no ground to stand on.)
 */
const GROUNDS: ReadonlyMap<string, Setting> = new Map([
  ['motor_vehicle', 'road'],
  ['skyscraper', 'city'],
  ['ice_mass', 'sea'],
  ['geological_formation', 'hills'],
  ['building', 'hills'],
  ['memorial', 'field'],
  ['tree', 'field'],
]);

/** Kinds of thing that are found indoors: an armchair, a desk, a washing machine, a lift, a photocopier. */
const INDOOR = new Set(['furniture', 'room', 'home_appliance', 'elevator', 'furnishing', 'bathtub', 'duplicator']);

/** The commonest sense of `noun` that is a thing, and its hypernyms ("a calculator" is a person first). */
function thingChain(noun: string): string[] {
  // (A fruit is food before it is its tree: an apple is no orchard.)
  const sense = senses(noun).find((s) => !s.instance && /^noun\.(?:artifact|object|plant|food)$/.test(s.lexFile));
  return sense ? [sense, ...hypernymChain(sense.offset).map((h) => h.synset)].flatMap((s) => s.words) : [];
}

/** The ground the thing `noun` stands on outdoors, or undefined when it is no such thing. */
export function groundOfThing(noun: string): Setting | undefined {
  const chain = thingChain(noun);
  return [...GROUNDS].find(([kind]) => chain.includes(kind))?.[1];
}

/** Whether `noun` names a thing found indoors (furniture, a room, an appliance): no outdoor ground under it. */
export function indoorThing(noun: string): boolean {
  return thingChain(noun).some((w) => INDOOR.has(w));
}
