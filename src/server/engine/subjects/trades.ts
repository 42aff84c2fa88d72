/**
 * People known by what they work with. The library has no drawing of a fisherman, a lighthouse keeper or a
 * violinist, and a bare figure (or a look-alike icon: a guardian's shield for the keeper) loses the idea. WordNet's
 * definition of the person names the thing ("someone whose occupation is catching fish", "the keeper of a
 * lighthouse", "a musician who plays the violin"); the first thing in it the library draws exactly goes with our
 * figure: played if it is an instrument, stood before if it is a building, a vehicle or a tree, held otherwise. Acts
 * named after a hand tool ("ironing", "raking") give the one doing them the tool to hold (`toolOfAct`).
 */
import type { RelationKind } from '../../../shared/contracts/scene-brief.ts';
import { MATERIAL_WORDS } from '../../../shared/lexicon/attributes.ts';
import { INSTRUMENT_ART } from './drawn-instruments.ts';
import { isInstrument, resolveNoun, thingOfAgent, type Resolution } from './resolve.ts';
import { assetsNamed } from './asset-names.ts';
import { hypernymChain, knownVerb, mostlyModifier, senses, toLemma, type Synset } from './wordnet.ts';

export interface TradeTool extends Resolution {
  /** The word the definition names it by. */
  noun: string;
  /** How the person stands to it. */
  relation: Extract<RelationKind, 'holding' | 'playing' | 'before' | 'on'>;
  /** Its drawing already shows someone using it (a paddler in a kayak): the person is drawn by it alone. */
  withPerson: boolean;
}

/** Drawings of a thing in use, with its person: a figure beside them would be a second person. */
const DRAWN_IN_USE = /^mdi:(?:kayaking|rowing|skateboarding|horse-riding|hiking)$/;

/** Kinds of thing one stands before rather than holds. */
const STOOD_BEFORE = new Set([
  'structure',
  'building',
  'vehicle',
  'craft',
  'vessel',
  'facility',
  'tree',
  'geological_formation',
  'excavation',
  'workplace',
]);
/** Verbs in a definition that put the person on the thing ("a person who rides a bicycle"). */
const MOUNTED = /^(?:ride|rides|riding|drive|drives|driving|sail|sails|sailing)$/;
/** Verbs whose object can be an act, not a thing: "keeps watch", "takes care", "stands guard". */
const LIGHT_VERB = /^(?:keep|keeps|kept|keeping|take|takes|took|taking|make|makes|made|making|stand|stands|standing)$/;
/** The acts those verbs make ("keeps watch" is no wristwatch, "stands guard" no fencing guard). */
const ACTS = new Set(['watch', 'guard', 'vigil', 'track', 'time', 'order', 'care', 'charge', 'note', 'notes', 'stock']);
/** The kinds of thing a definition's tool may be: a person is never the tool ("caring for young children"). */
const TOOL_FILES = new Set(['noun.artifact', 'noun.animal', 'noun.plant', 'noun.food', 'noun.object']);
const SKIP = new Set([
  'someone',
  'person',
  'one',
  'man',
  'woman',
  'member',
  'who',
  'whose',
  'occupation',
  'work',
  'male',
  'female',
  'young',
]);

const cache = new Map<string, TradeTool | null>();

/** What a person named by `noun` works with, if they are a person WordNet defines by a thing the library draws. */
export function toolOfTrade(noun: string): TradeTool | undefined {
  const lemma = toLemma(noun);
  const hit = cache.get(lemma);
  if (hit !== undefined) return hit ?? undefined;
  // A named person (Lucille Ball behind "ball") is never the trade a common word names.
  const person = senses(lemma).find((s) => s.lexFile === 'noun.person' && !s.instance);
  const tool =
    fromEnsemble(lemma) ??
    fromPlayer(lemma) ??
    (person ? fromDefinition(person) : (fromCompound(lemma) ?? fromAgentWord(lemma)));
  const found = tool && { ...tool, withPerson: DRAWN_IN_USE.test(tool.asset) };
  cache.set(lemma, found ?? null);
  return found;
}

type Tool = Omit<TradeTool, 'withPerson'>;

/**
 * Bands named for what they play, by the word before "band" or "corps": a pipe band plays bagpipes, not a plumbing
 * pipe (round 87 drew one), a steel band steelpans, a brass band trumpets.
 */
const ENSEMBLE_INSTRUMENTS: Readonly<Record<string, string>> = {
  pipe: 'bagpipes',
  steel: 'steelpan',
  brass: 'trumpet',
  string: 'fiddle',
  drum: 'drum',
  fife: 'flute',
  mariachi: 'guitar',
};

/**
 * "a djembe player", "sabar drummers", "a taiko drummer", "a banjo guy": the instrument the player is named by, before the drummer's
 * own drum (round 87's taiko drummers beat a toy snare). Only an instrument: a record player is a machine.
 */
function fromPlayer(lemma: string): Tool | undefined {
  const words = lemma.split('_');
  // ("a banjo guy", "the accordion man": named by the instrument too.)
  if (
    words.length < 2 ||
    !/^(?:player|players|drummer|drummers|guy|guys|man|men|woman|women|girl|girls|boy|boys|lady|dude)$/.test(
      words.at(-1)!,
    )
  )
    return undefined;
  // The instrument is the word or two before: "an old bandoneon player" (round 90 drew him empty-handed), "a slack
  // key guitar player"; the longest that names one.
  for (const n of [2, 1]) {
    if (words.length < n + 1) continue;
    const instrument = words.slice(-1 - n, -1).join(' ');
    const found = resolveNoun(instrument);
    // (Two words only as one name: "an old bandoneon player" plays a bandoneon, not an "old bandoneon".)
    if (n === 2 && found?.how !== 'exact') continue;
    const drawnInstrument = found?.asset.startsWith('sleeve:') && Object.hasOwn(INSTRUMENT_ART, found.asset.slice(7));
    // (An instrument WordNet does not know, drawn as its nearest kin: an erhu as a fiddle.)
    const kin = found && isInstrument(found.asset.split(':')[1]!.replace(/-/g, ' '));
    if (found && (drawnInstrument || isInstrument(instrument) || kin))
      return { ...found, noun: instrument, relation: 'playing' };
  }
  return undefined;
}

function fromEnsemble(lemma: string): Tool | undefined {
  const [kind, group, ...rest] = lemma.split('_');
  const instrument = rest.length === 0 && /^(?:band|bands|corps)$/.test(group ?? '') && ENSEMBLE_INSTRUMENTS[kind!];
  const found = instrument ? resolveNoun(instrument) : undefined;
  return found && { ...found, noun: instrument as string, relation: 'playing' };
}

function fromDefinition(person: Synset): Tool | undefined {
  // The definition proper: before its examples and its asides.
  const words = person.gloss
    .split(/[;"(]/)[0]!
    .toLowerCase()
    .match(/[a-z]+/g);
  if (!words) return undefined;
  // The person's own head word is not their tool (the keeper of a lighthouse is no keeper's tool; the lighthouse is).
  const own = new Set(person.words.map((w) => w.split('_').at(-1)!));
  for (let i = 0; i < words.length; i++) {
    // The word after "who" is the definition's verb ("who works in a mine", "who watches over"), not a thing.
    if (i > 0 && /^(?:who|that|which)$/.test(words[i - 1]!)) continue;
    // Nor a word a verb makes an act of: a watchman "keeps watch" (round 57 gave him a wristwatch); a beekeeper
    // "keeps bees".
    if (i > 0 && LIGHT_VERB.test(words[i - 1]!) && ACTS.has(words[i]!)) continue;
    // A two-word thing WordNet knows is that thing or nothing ("a motor vehicle" is not a motor).
    const pair = words.slice(i, i + 2).join(' ');
    const known = i + 1 < words.length && senses(pair).length > 0;
    for (const phrase of known ? [pair] : [words[i]!]) {
      if (phrase.split(' ').some((w) => SKIP.has(w) || own.has(w) || mostlyModifier(w))) continue;
      const sense = senses(phrase)[0];
      if (!sense || !TOOL_FILES.has(sense.lexFile)) continue;
      const resolved = resolveNoun(phrase);
      if (resolved?.how !== 'exact') continue;
      const mounted = words.slice(Math.max(0, i - 2), i).some((w) => MOUNTED.test(w));
      return { ...resolved, noun: phrase, relation: mounted ? 'on' : relationTo(sense) };
    }
  }
  return undefined;
}

/**
 * A person named by what they work with and a word for a person WordNet does not list together: "a trumpet player",
 * "an ice cream seller", "a tuk-tuk driver". The words before the person are the tool.
 */
function fromCompound(lemma: string): Tool | undefined {
  const words = lemma.split('_');
  if (words.length < 2) return undefined;
  const head = senses(words.at(-1)!)[0];
  if (head?.lexFile !== 'noun.person') return undefined;
  const noun = words.slice(0, -1).join(' ');
  // "a stone saint", "a bronze soldier": what the person is made of (a statue), not what they hold.
  if (MATERIAL_WORDS[noun]) return undefined;
  // Its first meaning that is a thing, never a named one: a "sax player" plays a sax, not Adolphe Sax.
  const sense = senses(noun).find((s) => !s.instance);
  if (!sense || !TOOL_FILES.has(sense.lexFile)) return undefined;
  const resolved = resolveNoun(noun);
  if (resolved?.how !== 'exact') return undefined;
  const relation = /^(?:driver|rider|pilot|jockey)$/.test(words.at(-1)!) ? 'on' : relationTo(sense);
  return { ...resolved, noun, relation };
}

/** A person named by the thing with -er or -ist, a word WordNet does not list: "a kayaker" is in a kayak. */
function fromAgentWord(lemma: string): Tool | undefined {
  const agent = thingOfAgent(lemma);
  if (!agent) return undefined;
  const sense = senses(agent.noun)[0]!;
  const kinds = new Set([sense, ...hypernymChain(sense.offset).map((h) => h.synset)].flatMap((s) => s.words));
  const relation = kinds.has('vehicle') || kinds.has('craft') || kinds.has('vessel') ? 'on' : relationTo(sense);
  return { ...agent.resolution, noun: agent.noun, relation };
}

function relationTo(sense: Synset): Exclude<TradeTool['relation'], 'on'> {
  const kinds = new Set([sense, ...hypernymChain(sense.offset).map((h) => h.synset)].flatMap((s) => s.words));
  if (kinds.has('musical_instrument')) return 'playing';
  if ([...STOOD_BEFORE].some((k) => kinds.has(k))) return 'before';
  return 'holding';
}

/** Kinds of made thing a hand works with: an act named after one ("ironing", "mopping") is done with it. */
const HAND_TOOLS = new Set(['implement', 'tool', 'device', 'appliance', 'utensil']);
/** The words that point a tool's name at the tool (an iron the appliance, not the metal). */
const TOOL_CONTEXT = 'hand tool implement appliance';

/** The verb an -ing word is ("mopping" mop, "whittling" whittle, "ironing" iron), if WordNet knows it. */
function verbOf(ing: string): string | undefined {
  const stem = ing.slice(0, -3);
  const doubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : undefined;
  return [stem, doubled, `${stem}e`].find((v): v is string => v !== undefined && v.length >= 3 && knownVerb(v));
}

/**
 * Acts done with a thing not named after it: what someone sweeping, digging or fishing has in their hands, and the
 * board someone skateboarding stands on. The verb, the thing, and how the one doing it stands to it.
 */
const ACT_TOOLS: Readonly<Record<string, readonly [noun: string, relation: Tool['relation']]>> = {
  sweep: ['broom', 'holding'],
  dig: ['shovel', 'holding'],
  fish: ['fishing rod', 'holding'],
  paint: ['paintbrush', 'holding'],
  cook: ['frying pan', 'holding'],
  fry: ['frying pan', 'holding'],
  smoke: ['cigarette', 'holding'],
  box: ['boxing glove', 'holding'],
  knit: ['yarn', 'holding'],
  write: ['pen', 'holding'],
  photograph: ['camera', 'holding'],
  film: ['camera', 'holding'],
  water: ['watering can', 'holding'],
  drink: ['cup', 'holding'],
  read: ['book', 'holding'],
  row: ['oar', 'holding'],
  paddle: ['canoe', 'on'],
  bowl: ['bowling ball', 'holding'],
  chop: ['axe', 'holding'],
  shave: ['razor', 'holding'],
  vacuum: ['vacuum cleaner', 'holding'],
  hoover: ['vacuum cleaner', 'holding'],
  text: ['mobile phone', 'holding'],
  phone: ['mobile phone', 'holding'],
  mow: ['lawn mower', 'before'],
  type: ['typewriter', 'before'],
  grill: ['barbecue', 'before'],
  barbecue: ['barbecue', 'before'],
  strum: ['guitar', 'playing'],
  busk: ['guitar', 'playing'],
  drum: ['drum', 'playing'],
  skateboard: ['skateboard', 'on'],
};

/**
 * The thing an act is done with, when the library draws it exactly: one named in ACT_TOOLS ("sweeping" a broom,
 * "skateboarding" a skateboard, stood on), else the hand tool the act is named after ("ironing" an iron, "raking" a
 * rake, "microwaving" a microwave). The one doing it holds it unless ACT_TOOLS says otherwise.
 */
export function toolOfAct(ing: string): (Resolution & { noun: string; relation: Tool['relation'] }) | undefined {
  const verb = /ing$/.test(ing) ? verbOf(ing) : undefined;
  if (!verb) return undefined;
  const listed = ACT_TOOLS[verb];
  if (listed) {
    const found = resolveNoun(listed[0]);
    return found?.how === 'exact' ? { ...found, noun: listed[0], relation: listed[1] } : undefined;
  }
  const handTool = senses(verb).some(
    (s) => s.lexFile === 'noun.artifact' && hypernymChain(s.offset).some((h) => HAND_TOOLS.has(h.synset.words[0]!)),
  );
  const found = handTool ? resolveNoun(verb, TOOL_CONTEXT) : undefined;
  // The drawing must be of the made thing: "flying" has a tent's fly among its meanings, but the library's fly buzzes.
  const living = assetsNamed(verb).some((a) => a.key === found?.asset && a.kind === 'living');
  return found?.how === 'exact' && !living && !/figure$/.test(found.asset)
    ? { ...found, noun: verb, relation: 'holding' }
    : undefined;
}
