/**
 * The built-in prompt refiner: reads an idea against the lexicon and writes a scene brief and a refined prompt.
 * Pure and deterministic (no randomness, no clock), so the same idea always yields the same cover brief.
 */
import pluralize from 'pluralize';
import { ideaSchema } from '../../../shared/contracts/scene-brief.ts';
import { fnv1a32 } from '../../../shared/hash.ts';
import type {
  Composition,
  Effect,
  IdeaPart,
  Refinement,
  SceneBrief,
  Setting,
  Shape,
  TimeOfDay,
  PrintedEffect,
  Room,
  TypeArrangement,
  TypeSurface,
  Weather,
} from '../../../shared/contracts/scene-brief.ts';
import { findColorMentions, isSchemeTone, type ColorMention, type ColorTerm } from '../../../shared/lexicon/colors.ts';
import { hexToOklch } from '../../../shared/color.ts';
import {
  CENTRED_FAMILIES,
  COMPOSITION_DESCRIPTIONS,
  findLayoutMentions,
  findNothingElse,
  NO_PICTURE,
} from '../../../shared/lexicon/compositions.ts';
import {
  findNothingNameable,
  findShapeMentions,
  MATERIALS,
  SURFACE_ONLY,
  SHAPE_DESCRIPTIONS,
} from '../../../shared/lexicon/shapes.ts';
import { TYPEFACE_CATALOG } from '../../../shared/typefaces.ts';
import { findMediumMentions, MEDIUM_DESCRIPTIONS, mediumOf } from '../../../shared/lexicon/media.ts';
import {
  describeTypePlace,
  findTypeMentions,
  findTypeArrangement,
  findTypeEffect,
  FACE_OF_EFFECT,
  madeOf,
  NEON_TUBE_WORDS,
  writtenOn,
  groundMaterial,
  typeSurfaceOf,
  findTypePlace,
  saidOfLettering,
  sizeWordBefore,
} from '../../../shared/lexicon/type-words.ts';
import { FLOOD, findEnvironmentMentions, roomOf, stoppedInTime } from '../../../shared/lexicon/environment.ts';
import { findIntlNouns } from '../../../shared/lexicon/intl-nouns.ts';
import { findForeignWords, foreignFunctionWords, ideaLanguage, writtenInAnotherLanguage } from './foreign-words.ts';
import { SCENE_DEFAULTS } from '../../../shared/lexicon/genre-scenes.ts';
import { composerNamed } from '../../../shared/lexicon/composers.ts';
import { artistSaid, sayArtist } from './artist-in-scene.ts';
import { findGenre, genreMood, findGenreMentions } from '../../../shared/lexicon/genres.ts';
import type { GenreMention } from '../../../shared/lexicon/genres.ts';
import { FESTIVE_OCCASIONS, findMood, findMoodMentions } from '../../../shared/lexicon/moods.ts';
import type { PhraseMatch } from '../../../shared/lexicon/text.ts';
import {
  escapeRegExp,
  maskSpans,
  normalizeText,
  normalizeWithOffsets,
  originalSpan,
} from '../../../shared/lexicon/text.ts';
import { BUILT_FROM } from '../../../shared/lexicon/letter-materials.ts';
import {
  findEmojiThings,
  groundOfThing,
  headMeantOtherwise,
  indoorThing,
  resolveNoun,
  settingOfNoun,
} from '../../engine/subjects/index.ts';
import { knownWord, senses } from '../../engine/subjects/wordnet.ts';
import { stature } from '../../engine/subjects/stature.ts';
import { isLoud } from '../../engine/loud.ts';
import { unsettableCharacters } from '../../engine/type-fallback.ts';
import { extractLettering, type Lettering } from './lettering.ts';
import { geometricCover, reportGeometric } from './geometric-cover.ts';
import { findGeometricFigures, namesGeometry } from '../../../shared/lexicon/figures.ts';
import { inferGenre } from './infer-genre.ts';
import { inOldTown } from './old-town.ts';
import { bareOfSnow } from './bare-land.ts';
import { FOREIGN_LOOKALIKES, isQuotableEnglish } from './language.ts';
import {
  colourish,
  inColourList,
  marksOf,
  usedAsColour,
  withForeignColours,
  withWiderColours,
} from './colour-words.ts';
import { buildPalette } from './palette.ts';
import { placeNameSpans, regionTownSpans } from './named-town.ts';
import { cleanScene, composePrompt } from './prompt.ts';
import type { RefineProvider } from './refine.provider.ts';
import { REFINER_NAMES, RefineValidationError } from './refine.provider.ts';
import { isFigure, LEFT_OUT } from './staging.ts';
import {
  describeSubject,
  standInFlood,
  ensembleAtWork,
  SUN_MADE,
  MAX_SUBJECTS,
  parseScene,
  partOfBuilding,
  type Claim,
  type ParsedScene,
  type ParsedSubject,
  pictureAt,
  pictureText,
} from './scene-parser.ts';

/** Umbrella genres: when an idea names one and a more specific genre too ("rock, shoegaze"), the specific wins. */
const BROAD_GENRES: ReadonlySet<string> = new Set([
  'rock',
  'pop',
  'electronic',
  'metal',
  'jazz',
  'folk',
  'hip-hop',
  'punk',
  'indie-rock',
  'classical',
  'latin',
  'world',
  'country',
  'soul',
  'edm',
  'experimental',
]);

/** A record or a band right after a genre's name: what the idea says it is ("a pop punk band", "folk ep"). */
const RECORD_OR_BAND_AFTER = /^\s+(?:band|ep|lp|album|record|single|mixtape|tape|group|duo|trio|outfit|project)\b/;

/** Words that show an everyday word such as "house" or "rock" is meant as a genre ("house track"). */
const MUSIC_CONTEXT_AFTER: ReadonlySet<string> = new Set(
  `music song songs album albums track tracks beat beats record records ep lp mixtape mix band bands vibe vibes
style genre artist artists producer producers dj anthem anthems single cover covers sound sounds tune tunes
playlist rapper rappers singer singers club rave party festival concert gig release remix jam jams banger bangers
artwork sleeve inspired influenced aesthetic icon legend idol tape tapes demo demos`.split(/\s+/),
);
/** Words that, just before an everyday word, make it a genre: "playing rock", "dark trap", "uk garage". */
const MUSIC_CONTEXT_BEFORE: ReadonlySet<string> = new Set(
  `play plays playing listen listening genre style heavy hard classic alternative alt underground instrumental uk
80s 90s 70s 60s 2000s modern school retro experimental progressive loud dark sad melodic chill soft moody
atmospheric minimal french latin emo indie acoustic disco disque platte skiva plyty album`.split(/\s+/),
);
/** A word after these is a thing, not a genre ("a house on a hill"), unless a music word follows. */
const DETERMINERS: ReadonlySet<string> = new Set(
  'a an the my our your his her their its this that these those one some every each old'.split(' '),
);
/** Ideas this short ("rock", "metal cover") are about the genre whatever the words. */
const SHORT_IDEA_WORDS = 3;

const pick = <T>(items: readonly T[], hash: number): T | undefined => items[hash % items.length];

/** What parts an idea's clauses, a listing's bars and middle dots too ("KILO DEACON | atlanta trap."). */
// (A colon or a dash ends a tag too: "Desert psych: a silver Airstream", "yacht rock — a flamingo", round 98.)
const CLAUSE_ENDS = [',', '.', ';', ':', '!', '?', '\n', '|', '·', '•', '—', '–'];
/** Words that make an everyday word a genre a few words on: "we play slow instrumental space rock" (round 98). */
const PLAYED_BEFORE: ReadonlySet<string> = new Set('play plays playing played instrumental'.split(' '));
/** How many words back PLAYED_BEFORE reaches. */
const PLAYED_REACH = 4;
/** Words that start a place or a thing after "playing" ("kids playing on a big rock"). */
const NOT_PLAYED_STYLE: ReadonlySet<string> = new Set(
  'on in at by with under over near into onto cards games'.split(' '),
);

/** Whether the words just before a genre word say what is played: a play word, then only describing words. */
function playedJustBefore(earlier: readonly string[]): boolean {
  const at = earlier.findLastIndex((w) => PLAYED_BEFORE.has(w));
  return at >= 0 && earlier.slice(at + 1).every((w) => !DETERMINERS.has(w) && !NOT_PLAYED_STYLE.has(w));
}

function wordsAround(
  text: string,
  start: number,
  end: number,
): { before: string | undefined; earlier: string[]; after: string[] } {
  const tokens = (s: string): string[] => s.split(/[^\p{L}\p{N}&']+/u).filter(Boolean);
  const clause = text.slice(Math.max(...CLAUSE_ENDS.map((p) => text.lastIndexOf(p, start))) + 1, start);
  const earlier = tokens(clause).slice(-PLAYED_REACH);
  return { before: tokens(text.slice(0, start)).pop(), earlier, after: tokens(text.slice(end)).slice(0, 2) };
}

/** Words in the comma-separated part of the idea around a mention: "sunset, palm trees, house" → 1. */
function clauseWords(text: string, start: number, end: number): number {
  const from = Math.max(...CLAUSE_ENDS.map((p) => text.lastIndexOf(p, start))) + 1;
  const stops = CLAUSE_ENDS.map((p) => text.indexOf(p, end)).filter((i) => i >= 0);
  const to = stops.length ? Math.min(...stops) : text.length;
  return text.slice(from, to).split(/\s+/).filter(Boolean).length;
}

/**
 * Genre mentions that count. An ambiguous word ("house", "rock") counts beside a music word, as a tag of its
 * own ("..., dark trap"), or in a very short idea.
 */
function acceptedGenres(text: string, mentions: PhraseMatch<GenreMention>[]): PhraseMatch<GenreMention>[] {
  const short = text.split(/\s+/).filter(Boolean).length <= SHORT_IDEA_WORDS;
  return mentions.filter((m) => {
    const { before, earlier, after } = wordsAround(text, m.start, m.end);
    // "a disco ball", "a country road": a genre word that starts a thing the library draws is that thing.
    if (after[0] && resolveNoun(`${text.slice(m.start, m.end)} ${after[0]}`)?.how === 'exact') return false;
    // "an adobe house", "an opera house": a genre word that ends a thing WordNet lists is that thing.
    if (endsNamedThing(text, { start: m.start, phrase: text.slice(m.start, m.end) })) return false;
    // "Mi disco de bachata", "il nostro disco jazz": in Spanish, Italian and Portuguese a disco is the record.
    if (text.slice(m.start, m.end) === 'disco' && before !== undefined && RECORD_DISCO_BEFORE.has(before)) return false;
    if (!m.value.ambiguous) return true;
    if (after.some((w) => MUSIC_CONTEXT_AFTER.has(w))) return true;
    if (before !== undefined && DETERMINERS.has(before)) return false;
    // A short aside in brackets is a credit's tag: "artist: Dolores Kasprzak (bar band soul, Youngstown OH)" (round
    // 110 drew a ghost for the soul).
    if (IN_BRACKETS_BEFORE.test(text.slice(0, m.start)) && IN_BRACKETS_AFTER.test(text.slice(m.end))) return true;
    return (
      short ||
      clauseWords(text, m.start, m.end) <= 2 ||
      (before !== undefined && MUSIC_CONTEXT_BEFORE.has(before)) ||
      playedJustBefore(earlier)
    );
  });
}

/** Within a short bracketed aside: at most a few words since the bracket opened, and its close a few words on. */
const IN_BRACKETS_BEFORE = /\((?:[^()\s]+\s+){0,3}$/;
const IN_BRACKETS_AFTER = /^(?:\s*[^()\s]+){0,5}\s*\)/;

/** Words before "disco" that make it the record in Spanish, Italian or Portuguese ("de disco", "nostro disco"). */
const RECORD_DISCO_BEFORE: ReadonlySet<string> = new Set(
  'mi mio mia tu tuo su suo nuestro nostro vostro vuestro meu nosso seu el il un um o del de do da nuevo nuovo novo primer primo'.split(
    ' ',
  ),
);

/** What may follow a genre's name when the clause names only the genre: "chamber folk, …", "new jack swing cover". */
const GENRE_TAG_END =
  /^(?:\s+(?:ep|lp|album|record|single|cover|tape|mixtape|track|tune|song|thing|project|release|artwork|sleeve))*\s*(?:[,.;:!?]|$)/;
/** Words that end a genre's name on the left: "a cover for my grime tune" names grime, not "a cover for my grime". */
const NOT_GENRE_WORDS: ReadonlySet<string> = new Set(
  `a an the my our your his her their its this that for of in on at to with and or but so i im we it is was like
some just cover album record ep single track`.split(/\s+/),
);
/** Words before a genre that may belong to its name: up to this many. */
const GENRE_NAME_WORDS = 3;

/**
 * A genre tag widened to the subgenre's whole name: "chamber folk", "new jack swing", "liquid drum and bass" are one
 * name, and its first words are no subject (no vault for "chamber", no fish for "new jack"). Only where the clause is
 * the tag alone (from its start to a comma or a release word), and never over a place or colour the idea names
 * ("outback country" keeps the outback).
 */
function withSubgenreNames(
  text: string,
  mentions: PhraseMatch<GenreMention>[],
  kept: readonly { start: number; end: number }[],
): PhraseMatch<GenreMention>[] {
  return mentions.map((m) => {
    if (!GENRE_TAG_END.test(text.slice(m.end))) return m;
    const from =
      Math.max(...[',', '.', ';', ':', '!', '?', '"', '(', ')'].map((p) => text.lastIndexOf(p, m.start))) + 1;
    const words = [...text.slice(from, m.start).matchAll(/[\p{L}\p{N}&']+/gu)];
    if (words.length === 0 || words.length > GENRE_NAME_WORDS) return m;
    if (words.some((w) => NOT_GENRE_WORDS.has(w[0]!) || /\d/.test(w[0]!))) return m;
    // The name starts after the last word the idea names as a place or colour.
    const keptEnd = Math.max(from, ...kept.filter((k) => k.start < m.start && k.end > from).map((k) => k.end));
    const first = words.find((w) => from + w.index! >= keptEnd);
    if (!first) return m;
    const start = from + first.index!;
    return start < m.start ? { ...m, start, phrase: text.slice(start, m.end) } : m;
  });
}

function distinct<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

const TIME_MOODS: Readonly<Partial<Record<TimeOfDay, string>>> = {
  night: 'nocturnal',
  dawn: 'hopeful',
  golden: 'warm',
  dusk: 'bittersweet',
};
/** A hard record's moods, kept at a festival or a wedding reception: a wall of death or a shredder is no party. */
const HARD_MOODS: ReadonlySet<string> = new Set(['aggressive', 'rebellious']);

/**
 * Moods the weather can carry alone: a scene's own mood said after one of them leads. (The hour's, nocturnal, gives
 * way only to a party: "a Saturday night in a juke joint, couples dancing".)
 */
const AIR_MOODS: ReadonlySet<string> = new Set(['cold', 'warm']);

/** The light a mood asks for when the idea names no time of day: a dark forest is not in daylight. */
const MOOD_TIMES: Readonly<Record<string, TimeOfDay>> = {
  dark: 'night',
  eerie: 'night',
  nocturnal: 'night',
  mysterious: 'dusk',
  melancholic: 'dusk',
  lonely: 'dusk',
  romantic: 'golden',
  warm: 'golden',
  nostalgic: 'golden',
  hopeful: 'dawn',
  serene: 'dawn',
};
/**
 * The light a named genre's covers are usually in, from the genre's own mood, when the idea names no time and no
 * mood: trap, drill and doom at night, club and metal records at night too, synthwave at golden hour. A genre only
 * the idea's nouns suggested does not change the light (a cat on records is not put in the dark by a guess).
 */
const GENRE_TIMES: Readonly<Record<string, TimeOfDay>> = {
  ...MOOD_TIMES,
  hypnotic: 'night',
  aggressive: 'night',
  euphoric: 'night',
  cold: 'night',
};
/** Settings with open ground a synthwave grid can run across to the horizon. */
const GRID_GROUND: ReadonlySet<Setting> = new Set(['desert', 'field', 'hills']);
const WEATHER_MOODS: Readonly<Partial<Record<Weather, string>>> = {
  storm: 'dark',
  fog: 'mysterious',
  rain: 'melancholic',
  snow: 'cold',
};
/** The light a place and its weather give, when the idea names no mood of its own. */
const WEATHER_LIGHTING: Readonly<Partial<Record<Weather, string>>> = {
  storm: 'dramatic storm light under heavy clouds, lightning on the horizon',
  fog: 'diffused light through drifting fog',
  rain: 'wet reflections and soft light through rain',
  snow: 'cold soft light over falling snow',
};
const TIME_LIGHTING: Readonly<Record<TimeOfDay, string>> = {
  day: 'clear daylight',
  golden: 'low golden sun with long shadows',
  dusk: 'fading dusk light with a glowing horizon',
  night: 'moonlight and deep night shadows',
  dawn: 'first light of dawn over the horizon',
};

/** Effects that can carry a cover alone: a beam of light or an aurora is a picture; stars or sparks are not. */
const LIGHT_PICTURES: ReadonlySet<Effect> = new Set(['light-rays', 'spotlight', 'aurora', 'rainbow']);

/** Words after a colour that make it the colour of the whole picture's sky or ground. */
const FIELD_AFTER = /^\s+(?:sky|skies|background|backdrop|ground)\b/;
/**
 * Between two colours, says the first is printed on the second: "yellow on brick red", and with a word the colour
 * lexicon does not know before the ground's colour ("smoked salmon on aeruginous green").
 */
const INK_ON_GROUND = /^\s+on\s+(?:a\s+|an\s+)?(?:[a-z]+\s+)?$/;

/** Subjects that live in water or the sky, which choose their place when the idea names none. */
const SEA_CREATURES =
  /\b(fish|goldfish|whale|octopus|shark|dolphin|jellyfish|seahorse|squid|turtle|starfish|submarine|diver|coral|crab|lobster|seal|mermaid|stingray|orca)\b/;
const VESSELS =
  /\b(ship|boat|sailboat|sailing ship|yacht|ferry|steamship|tugboat|trawler|galleon|pirate ship|warship|catamaran)$/;
/** Boats paddled, rowed or poled: on still inland water when no place is named. */
const SMALL_BOATS = /\b(canoe|kayak|rowboat|rowing boat|dinghy|raft|gondola|punt|dugout)$/;
/** Times named by the sun in the sky ("at sunset", 🌅): a picture with a sky, so outdoors when no place is named. */
const SUN_IN_THE_SKY = /^(?:sunrise|sunset|sundown|sunup|daybreak|🌅|🌄|🌇|🌆)$/u;
const FLYERS =
  /\b(bird|birds|eagle|crow|raven|owl|dove|pigeon|balloon|kite|airplane|plane|helicopter|parachute|dragon|butterfly|hummingbird|angel|whale)\b/;
const BIG_THINGS =
  /\b(house|barn|cabin|castle|church|cathedral|tower|windmill|lighthouse|tree|horse|deer|stag|wolf|car|truck|train|bus|tractor|motel|station|bicycle|motorcycle|tent|robot|person|man|woman|girl|boy|cowboy|samurai|knight|elephant|giraffe|bear|fox|lion|tiger|bridge|statue|scarecrow|fence|fence post|gate|post|pole|telephone pole|signpost|bench|well|swing|mailbox|heap|colliery|quarry|volcano|pavilion|bandstand|gazebo)\b/;

/** An ink said right after its colour, perhaps by how it prints: "purple ink", "rust-red letterpress ink". */
const INK_AFTER_COLOUR =
  /^\s+(?:(?:letterpress|printing|printer['’]?s|stamp|stamping|screen[- ]?print(?:ing)?|block[- ]?print(?:ing)?|risograph|riso)\s+)?inks?\b/;
/**
 * What may stand between a colour and the letters it is the ink of: nothing, or a word or two of what they are made
 * of ("white vinyl letters", "gold plastic magnet letters"; round 95's white vinyl was set in black).
 */
const INK_BEFORE_LETTERS = /^\s*(?:(?!(?:and|or|with|on|in|of|at|to|the|a|an)\b)[a-z'-]+\s+){0,2}$/;

/** How each ground of lettering alone is drawn worn, in the words an idea says it with. */
const SURFACE_WEAR: Readonly<Record<TypeSurface, RegExp>> = {
  chalkboard: /^(?:smudged|smudges?|smeared|wiped|chalk dust|dusty)$/i,
  cloth: /^(?:puckered|puckering|creased|creases|folds?|folded|crumpled|wrinkled|sheen|shiny)$/i,
  wall: /^(?:chipped|chipping|peeling|flaking|crumbling|paint|chipped paint|peeling paint|weathered|faded)$/i,
  wood: /^(?:grain|wood grain|knots?|knotty|weathered|scorched|planks?)$/i,
  glass: /^(?:steamed|steamed up|misted|fogged|condensation|dirty|grimy|smeared|reflections?|reflected)$/i,
};

/** A pool with no water in it: skateboarders' empty pools, drained hotel pools. */
const DRAINED_POOL =
  /\b(?:empty|emptied|drained|dry|disused|abandoned|derelict|cracked)\s+(?:[a-z-]+\s+){0,3}?pools?\b|\bpools?\s+(?:\w+\s+)?(?:drained|emptied|with no water)\b/;

/** Words for something drifting loose on open water. */
const ADRIFT = /\b(?:adrift|cast adrift|lost at sea|afloat at sea)\b/;

/**
 * Whether a weather mention is what something is out in ("in the rain", "through the fog", "struck by lightning")
 * rather than what it is seen through or beats on ("rain on the window").
 */
function outInThe(text: string, m: { start: number; end: number; phrase: string }): boolean {
  const before = text.slice(Math.max(0, m.start - 40), m.start);
  return (
    (/^(?:in|into|under|through)\s/.test(m.phrase) ||
      /\b(?:in|into|under|through|out in|caught in|lost in|struck by|hit by)\s+(?:(?:the|a|an|heavy|pouring|thick|driving|freezing|summer|winter|spring|autumn|first|light|soft|sudden)\s+)*$/.test(
        before,
      )) &&
    !/^\s+(?:on|against|through|outside)\s+(?:the|a|my|our)\s+(?:window|windows|windscreen|glass|roof|pane)/.test(
      text.slice(m.end, m.end + 30),
    )
  );
}

/** Things at the sea's edge. */
const SHORE_THINGS =
  /\b(?:sea wall|seawall|harbour wall|harbor wall|breakwater|pier|jetty|groyne|groin|sea stack|buoy|wave|breaker)$/;

const PLACED_BY_KIND: readonly (readonly [RegExp, Setting])[] = [
  [/\b(?:igloo|snowman|snow man|sled|sledge|sleigh|snowmobile|snowplough|snowplow|penguin|polar bear|husky)$/, 'snow'],
  [/\b(?:camel|dromedary|cactus|tumbleweed|pyramid|sphinx|oasis)$/, 'desert'],
  [/\b(?:sandcastle|sand castle|beach umbrella|beach ball|deckchair|deck chair|parasol|lifeguard tower)$/, 'beach'],
];

/** Things that stand on a pavement. */
const STREET_FURNITURE =
  /^(?:street ?lamp|street ?light|lamp ?post|traffic light|fire hydrant|hydrant|post ?box|pillar box|mailbox|phone box|telephone box|bus shelter|bus stop|parking meter|bollard|newspaper box)$/;

function defaultSetting(
  nouns: readonly string[],
  effects: readonly Effect[],
  inTheSky: boolean,
  hold: { perched: boolean; carriedUp: boolean; inside: boolean; aboard: boolean },
  leftOut: readonly string[],
  heroAsset: string | undefined,
  outInWeather: boolean,
): Setting | undefined {
  // "two foxes" is about foxes: the lists name things in the singular.
  const hero = nouns[0] && pluralize.singular(nouns[0]);
  if (!hero) return undefined;
  // A whale carried by balloons is in the sky they carry it into.
  if (hold.carriedUp) return 'sky';
  // (A crab on a ferry's railing is at the surface with the ferry.)
  if (SEA_CREATURES.test(hero) && !(hold.aboard && nouns.slice(1).some((n) => VESSELS.test(pluralize.singular(n)))))
    return 'underwater';
  // A crow on a fence post is on the ground with it, not in an empty sky.
  if (FLYERS.test(hero) && !hold.perched) return 'sky';
  // A house on a whale's back, a girl riding a dolphin, a ship in a storm: at the sea's surface, not on a hill.
  if (nouns.some((n) => SEA_CREATURES.test(pluralize.singular(n)) || VESSELS.test(pluralize.singular(n)))) return 'sea';
  if (nouns.some((n) => SMALL_BOATS.test(pluralize.singular(n)))) return 'lake';
  // A couple on a sea wall, a pier, a breaking wave: at the sea's edge, whoever stands there (round 57's sea wall stood
  // on a studio floor).
  if (nouns.some((n) => SHORE_THINGS.test(pluralize.singular(n)))) return 'sea';
  // A moon, a sun or stars are seen outdoors: a studio backdrop has no sky to put them in; nor has it room for a
  // church or a bridge that anything in the idea stands before or under.
  // Some things say where they are: an igloo stands in snow, a camel in desert, a sandcastle on a beach.
  const home = PLACED_BY_KIND.find(([kind]) => kind.test(hero))?.[1];
  if (home) return home;
  // A bus stop, a petrol station, a courtyard drawn as a thing still stands where it is: in the street, not on a hill.
  // (Of kinds of thing only: "hippo" is also an ancient city.) A place the cover had no room to draw still says where
  // it is ("parked at a gas station").
  const town = [...nouns, ...leftOut]
    .filter((n) => senses(n)[0]?.instance !== true)
    .map((n) => settingOfNoun(pluralize.singular(n)))
    .find((s) => s === 'street' || s === 'road' || s === 'courtyard' || s === 'city');
  if (town) return town;
  // Street furniture stands in a street: four men under a streetlamp are on a corner, not in dunes.
  if (nouns.some((n) => STREET_FURNITURE.test(pluralize.singular(n)))) return 'street';
  if (nouns.some((n) => BIG_THINGS.test(pluralize.singular(n))) || inTheSky) return 'hills';
  if (effects.includes('spotlight')) return 'stage';
  // A person, a vehicle, a building or a tree stands on ground: in the studio's empty backdrop it is a sticker on a
  // gradient (what every round's judges named first). Small things keep the studio, a still life, and so does anything
  // beside furniture or an appliance, which are indoors.
  // (Nor is there ground under someone inside a thing: a bottle, a teacup, a lift.)
  const indoors = (n: string) => indoorThing(pluralize.singular(n));
  if (hold.inside || [...nouns.slice(1), ...leftOut].some(indoors)) return 'studio';
  const figure = heroAsset !== undefined && isFigure(heroAsset);
  // Out in the weather is outdoors, under the sky it falls from, even an armchair or a typewriter: round 94's silo
  // struck by lightning and its typewriter in the rain stood on a studio floor with no storm or rain to be seen.
  // (A small made thing left out in it is left in a street; a creature, a plant or a building is out in open country.
  // An abstract idea's "felt left out in the rain" is no place.)
  if (outInWeather && !figure && heroAsset !== undefined)
    return (
      nouns
        .slice(0, 2)
        .map((n) => groundOfThing(pluralize.singular(n)))
        .find(Boolean) ??
      (senses(hero)[0]?.lexFile === 'noun.artifact' && (stature(hero, heroAsset) ?? 1) < 3 ? 'street' : 'hills')
    );
  if (indoors(hero)) return 'studio';
  if (figure) return 'field';
  return (
    nouns
      .slice(0, 2)
      .map((n) => groundOfThing(pluralize.singular(n)))
      .find(Boolean) ?? 'studio'
  );
}

/**
 * What holds the first subject: something that does not fly, which it is on, in or under ("a crow on a fence
 * post"), or things that fly, which it hangs under ("a whale carried by balloons").
 */
function heroHold(subjects: readonly ParsedSubject[]): {
  perched: boolean;
  carriedUp: boolean;
  inside: boolean;
  aboard: boolean;
} {
  const relation = subjects[0]?.relation;
  const flies = relation !== undefined && FLYERS.test(pluralize.singular(relation.to.noun));
  return {
    perched: relation !== undefined && !flies,
    carriedUp: relation?.kind === 'under' && flies,
    inside: relation?.kind === 'inside',
    aboard: relation?.kind === 'on',
  };
}

/** The first setting named wins; snow named beside another place is snow on the ground there ("frozen forest"). */
function chooseSetting(settings: readonly Setting[]): { setting?: Setting; snowCover: boolean } {
  const other = settings.find((s) => s !== 'snow');
  return { setting: other ?? settings[0], snowCover: Boolean(other) && settings.includes('snow') };
}

interface AbstractCover {
  shapes: Shape[];
  mentions: PhraseMatch<Shape>[];
  /** Subjects the abstract cover does not draw: the shape words read as things, or all when it names nothing. */
  leavesOut: Set<ParsedSubject>;
  nothingNameable: boolean;
}

/** Surfaces a material makes the whole of: "marbled paper", "a sheet of galvanised steel", "terrazzo floor". */
const MATERIAL_GROUNDS =
  /(?:^|\s)(?:paper|papers|endpapers?|sheet|sheets|floor|cloth|fabric|cotton|linen|silk|steel|metal|iron|foil|lacquer|texture|surface|pattern|water|canvas)$/;

/**
 * An abstract cover, when the idea asks for one: it says it names nothing ("nothing you can name", "purely
 * abstract"), or the only things it names are shapes ("uneven stripes trying to line up", "a soft warm grid") and it
 * names no place (waves on a beach are the sea).
 */
function abstractShapes(
  text: string,
  colours: readonly { start: number; end: number }[],
  scene: ParsedScene,
  namedSetting: Setting | undefined,
  noPicture = false,
): AbstractCover | undefined {
  const patterns = findShapeMentions(maskSpans(text, colours));
  // A material's name may hold a colour's ("gold leaf", "indigo dye"): materials are read in the text as written.
  const materials = findShapeMentions(text).filter(
    (m) => MATERIALS.has(m.value) && !patterns.some((p) => p.start < m.end && m.start < p.end),
  );
  const mentions = [...patterns, ...materials].sort((a, b) => a.start - b.start);
  const nothingNameable =
    noPicture ||
    findNothingNameable(text).length > 0 ||
    // (So does a pattern an idea asks for alone: "pattern only …: the red, white and blue checked plastic of a laundry
    // bag" is its checks, not a bag and a tooth across the frame, round 103.)
    (SURFACE_ONLY.test(text) && mentions.length > 0);
  // A material said of a thing is what the thing is made of ("a galvanised bucket"); of a surface, it is the cover.
  const ofShape = (s: ParsedSubject) =>
    mentions.some(
      (m) =>
        m.start < s.end &&
        s.start < m.end &&
        (!MATERIALS.has(m.value) || m.end >= s.end || MATERIAL_GROUNDS.test(s.noun)),
    );
  const setting = (s: ParsedSubject) => s.asset.startsWith('sky:') || s.asset.startsWith('land:');
  const onlyShapes = mentions.length > 0 && !namedSetting && scene.subjects.every((s) => !setting(s) && ofShape(s));
  if (!nothingNameable && !onlyShapes) return undefined;
  const named = distinct(mentions.map((m) => m.value));
  const material = named.find((shape) => MATERIALS.has(shape));
  const shapes = material ? [material] : named.slice(0, 3);
  return {
    shapes: shapes.length ? shapes : ['gradient'],
    mentions,
    leavesOut: new Set(scene.subjects.filter((s) => nothingNameable || ofShape(s))),
    nothingNameable,
  };
}

/**
 * The shape a mention is drawn as: itself, or the material that covers the frame and holds it ("combed swirls" of
 * marbled paper are the marbling's).
 */
const drawnAs = (abstract: AbstractCover, shape: Shape): Shape =>
  abstract.shapes.includes(shape) || !MATERIALS.has(abstract.shapes[0]!) ? shape : abstract.shapes[0]!;

/** The report of an abstract cover: its shapes drawn as a design, and the things it leaves out said so. */
function reportAbstract(abstract: AbstractCover, scene: ParsedScene, parts: (IdeaPart & { start: number })[]): void {
  for (const s of abstract.leavesOut) {
    const part = parts.find((p) => p.start === s.start && p.how !== 'dropped');
    if (!part) continue;
    const shape = abstract.mentions.find((m) => m.start < s.end && s.start < m.end);
    Object.assign(
      part,
      shape
        ? { as: `${SHAPE_DESCRIPTIONS[drawnAs(abstract, shape.value)]}, an abstract design`, how: 'exact' }
        : { as: 'not drawn: the idea asks for nothing nameable', how: 'dropped' },
    );
  }
  for (const m of abstract.mentions) {
    const overlaps = (p: { start: number; phrase: string }) => p.start < m.end && p.start + p.phrase.length > m.start;
    if (parts.some((p) => overlaps(p) && p.how !== 'dropped')) continue;
    for (let k = parts.length - 1; k >= 0; k--)
      if (parts[k]!.start >= m.start && parts[k]!.start < m.end) parts.splice(k, 1);
    parts.push({
      phrase: m.phrase,
      as: `${SHAPE_DESCRIPTIONS[drawnAs(abstract, m.value)]}, an abstract design`,
      how: 'exact',
      start: m.start,
    });
  }
  if (abstract.mentions.length === 0)
    parts.push({ phrase: '', as: `${SHAPE_DESCRIPTIONS.gradient}, an abstract design`, how: 'exact', start: 0 });
}

function chooseComposition(
  layout: Composition | undefined,
  subjects: readonly { count: number; asset: string; state?: string }[],
  setting: Setting,
  solitude: boolean,
  scale: boolean,
  fallback: Composition,
  centred = false,
): Composition {
  if (layout) return layout;
  const drawn = subjects.filter((s) => !s.asset.startsWith('sky:'));
  const hero = drawn[0];
  if (!hero) return subjects.length ? 'hero' : fallback;
  const wide = [
    'field',
    'road',
    'hills',
    'mountains',
    'desert',
    'sea',
    'beach',
    'lake',
    'snow',
    'sky',
    'city',
  ].includes(setting);
  // A stack is one thing, however many it piles up.
  const count = hero.state === 'stacked' ? 1 : hero.count;
  // Many of a thing are a crowd with depth, near ones large and far ones small; a grid of identical stickers read as
  // clip-art to every panel (a strong variation may still choose one in a studio).
  if (count >= 5) return 'pattern';
  // Several of one thing line up; different things get a hero with the others beside it, smaller (the planner
  // places them), as a designer ranks them; many of a second thing ("a field of sunflowers") surround the hero.
  if (count >= 2) return 'row';
  if (solitude && wide) return 'low-horizon';
  // Metal stages one thing in the middle, symmetrical, whatever the landscape (a lone one keeps its low horizon).
  if (scale || centred) return 'hero';
  return wide ? 'thirds' : 'hero';
}

/** How the report says the title is arranged. */
/** Words after "neon" that make it the lettering's tube rather than the neon palette ("red neon letters"). */
const NEON_MADE = new RegExp(`^\\s+(?:${NEON_TUBE_WORDS})\\b`);

/** Chalk's own colour, when the idea names none. */
const CHALK_WHITE = '#f2efe8';
/** Plain royal icing, when the idea names no colour for it. */
const ICING_WHITE = '#fbf6ee';
/** Words that say a deboss is blind: pressed without ink. */
const BLIND = /\b(?:blind|no ink|without ink|uninked|inkless|un inked)\b/;
/** A departure board's characters, printed on its flaps. */
const FLAP_WHITE = '#f1efe8';
/** A plane's smoke in the sky. */
const SMOKE_WHITE = '#fbfbf8';
/** Letters burned into wood with a hot pen. */
const SCORCHED = '#3a2416';

/** The lettering's printed finish, said back to the person. */
const EFFECT_DESCRIPTIONS: Readonly<Record<PrintedEffect, string>> = {
  foil: 'the lettering in metal foil',
  letterpress: 'the lettering in letterpress ink',
  deboss: 'the lettering pressed into the board',
  chalk: 'the lettering in chalk',
  stitched: 'the lettering stitched in thread',
  'cross-stitch': 'the lettering cross-stitched on the cloth',
  balloon: 'the lettering blown up as foil balloons',
  neon: 'the lettering in glowing neon tube',
  cutout: 'the lettering in letters cut from magazines',
  tape: 'the lettering embossed on label-maker tape',
  piped: 'the lettering piped in icing',
  'split-flap': 'the lettering on the flaps of a split-flap board',
  stencil: 'the lettering spray-painted through a stencil',
  skywriting: 'the lettering written in smoke across the sky by a plane',
  rope: 'the lettering laid in rope',
  wire: 'the lettering bent from wire',
  'barbed-wire': 'the lettering twisted from barbed wire',
  pipe: 'the lettering bent from pipe',
  chain: 'the lettering laid in chain',
  pieces: 'the lettering laid out in small pieces',
  sticks: 'the lettering laid out in sticks',
  block: 'the lettering carved from solid blocks',
};

/** What lettering in a finish is said to be: a material's own name where the idea built the letters from one. */
function effectDescription(effect: { effect: PrintedEffect; material?: { name: string } }): string {
  return effect.material ? `the lettering made of ${effect.material.name}` : EFFECT_DESCRIPTIONS[effect.effect];
}

/** The colour lettering is asked in: a named colour, or a palette word that is one colour ("gold", "chrome"). */
function inkHex(term: ColorTerm): string | undefined {
  if (term.kind === 'color') return term.color.hex.toLowerCase();
  return term.vocab.colors?.length === 1 ? term.vocab.colors[0]!.hex.toLowerCase() : undefined;
}

/** The first light colour named, a neon tube's: one a sign could glow in, not the dark it is seen against. */
function neonTube(mentions: readonly ColorMention[]): string | undefined {
  return mentions.map((m) => inkHex(m.term)).find((hex) => hex !== undefined && hexToOklch(hex).l > 0.55);
}

/** The colour of metal letters named without a colour: chrome and steel are silver, brass and foil gold. */
function metalOf(phrase: string): string {
  return /\b(?:chrome|steel|metal|metallic)\b/.test(phrase) ? '#dfe3e8' : '#d4af37';
}

const ARRANGEMENT_DESCRIPTIONS: Readonly<Record<TypeArrangement, string>> = {
  stacked: 'the title stacked a word a line, edge to edge',
  repeated: 'the title repeated in rows over the whole sleeve',
  fading: 'the title echoed down the sleeve, each line fainter',
};

/** Layout words that ask for lettering and no picture at all. */
const TEXT_ONLY: ReadonlySet<string> = new Set(NO_PICTURE);
/** Any of them said anywhere in an idea (before its layout is read). */
const TEXT_ONLY_SAID = new RegExp(`\\b(?:${[...TEXT_ONLY].join('|')})\\b`);

/** The thing that shows which room or place a cover is in, by its name (a graveyard by a headstone). */
const ROOM_FURNITURE: Readonly<Record<string, string>> = {
  kitchen: 'stove',
  diner: 'jukebox',
  bar: 'cocktail',
  'bar counter': 'cocktail',
  cafe: 'coffee cup',
  laundromat: 'washing machine',
  classroom: 'chalkboard',
  library: 'bookshelf',
  bathroom: 'bathtub',
  bedroom: 'bed',
  'hotel room': 'bed',
  'motel room': 'bed',
  office: 'desk',
  lounge: 'armchair',
  'living room': 'armchair',
  nightclub: 'disco ball',
  'night club': 'disco ball',
  graveyard: 'headstone',
  cemetery: 'headstone',
  churchyard: 'headstone',
  boneyard: 'headstone',
  'burial ground': 'headstone',
  // Places outdoors that are what grows in them.
  orchard: 'orchard',
  vineyard: 'grapes',
};

/** Weather and light named in another language ("i tåge", 🌫️): the environment's words, at the foreign word. */
function foreignEnvironment(
  idea: string,
  text: string,
  known: readonly { start: number; end: number }[],
  writtenAt: (start: number, end: number) => string,
) {
  return findForeignWords(idea, text, writtenAt).flatMap((m) => {
    const noun = findEmojiThings(m.value)[0]?.noun;
    const env = noun === undefined ? undefined : findEnvironmentMentions(noun).find((e) => e.phrase === noun);
    const free = !known.some((k) => k.start < m.end && m.start < k.end);
    return env && free ? [{ ...env, start: m.start, end: m.end, phrase: m.phrase }] : [];
  });
}

/**
 * The words before what lettering is made of ("written in strips of", "spelled out in", "made from") or the colour it is
 * in ("chunky pixel letters in cyan and magenta", round 116 stitched them black).
 */
const LETTERS_MADE_OF =
  /\b(?:(?:written|spelled|spelt|made|formed|laid|stuck|taped|lettered|cut)\s+(?:out\s+)?(?:in|with|from|of)\s+(?:(?:strips?|pieces?|lengths?|bits?|scraps?)\s+of\s+)?|(?:letters|lettering|letterforms|capitals|caps|type)\s+(?:all\s+)?in\s+)$/;

/**
 * The languages intl-nouns.ts was written in (Spanish, French, German, Italian, Portuguese, Dutch, Swedish, Polish,
 * Turkish, Japanese, Korean, Chinese) and those that share most of its words with them (Tagalog its Spanish ones).
 */
const INTL_TABLE_LANGUAGES: ReadonlySet<string> = new Set(
  'es fr de it pt nl sv pl tr ja ko zh yue ca gl oc da no nb nn af lb rm ro sc fil'.split(' '),
);

/**
 * Subjects named in another language: the hand-made table (intl-nouns.ts) and, in an idea not written in English, the
 * words its language uses for what emoji show (foreign-words.ts). Where both read the same words the longer reading
 * wins ("gammel mand", an old man, over the table's "mand"); on a tie, the table's.
 */
function foreignSubjects(
  idea: string,
  text: string,
  english: boolean,
  writtenAt: (start: number, end: number) => string,
) {
  // The table's words are read in its own languages and their neighbours only: in Vietnamese "trên" (on) is no
  // Spanish "tren" once its marks are gone (round 106 drew a train, an ox and a rabbit for a floating market).
  const language = english ? undefined : ideaLanguage(idea);
  const table =
    language && !INTL_TABLE_LANGUAGES.has(language)
      ? []
      : findIntlNouns(text, english).map((m) => ({ ...m, noun: m.value }));
  const more = english
    ? []
    : findForeignWords(idea, text, writtenAt).flatMap((m) => {
        const noun = findEmojiThings(m.value)[0]?.noun;
        // Weather and light are the environment's ("tåge" 🌫️ is fog over the scene, not a thing in it).
        const weather = noun !== undefined && findEnvironmentMentions(noun).some((e) => e.phrase === noun);
        return noun && !weather ? [{ ...m, noun }] : [];
      });
  const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.start < b.end && b.start < a.end;
  const longer = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.end - a.start > b.end - b.start;
  const kept = [
    ...table.filter((t) => !more.some((m) => overlaps(m, t) && longer(m, t))),
    ...more.filter((m) => !table.some((t) => overlaps(m, t) && !longer(m, t))),
  ];
  return kept.flatMap((m) => {
    // An emoji's name may be a phrase no drawing has ("man dancing" 🕺): then its first word that is drawn.
    const resolved =
      resolveNoun(m.noun) ??
      m.noun
        .split(' ')
        .filter((w) => w.length > 2)
        .map((w) => resolveNoun(w))
        .find(Boolean);
    return resolved
      ? [{ start: m.start, end: m.end, phrase: m.phrase, kind: 'subject' as const, asset: resolved.asset, as: m.noun }]
      : [];
  });
}

/**
 * Refines an idea into a prompt, a scene brief and a report of how each part of the idea is drawn. Throws
 * RefineValidationError for a blank idea or one over the length limit; any other text (another language, emoji,
 * nonsense) yields a coherent brief.
 */
export function refineIdea(idea: string): Refinement {
  const parsed = ideaSchema.safeParse(idea);
  if (!parsed.success)
    throw new RefineValidationError(parsed.error.issues[0]?.message ?? 'Describe your album cover idea.');
  const text = parsed.data;
  const hash = fnv1a32(normalizeText(text));
  const lettering = extractLettering(text);
  const first = refineScene(hash, lettering, text);
  if (!first.empty || !lettering.title) return first.refinement;
  // An idea that is only a title and an artist: the title's words are the picture, as a designer would read them
  // ("Nobody Calls the Lighthouse" shows a lighthouse). A title with nothing to draw keeps the genre's scene.
  const fromTitle = refineScene(hash, { ...lettering, scene: `${lettering.scene} ${lettering.title}` }, text);
  return fromTitle.empty ? first.refinement : fromTitle.refinement;
}

/**
 * "Santa Marija", "Santa Monica": a saint's or a place's name, no Santa Claus (round 92 drew his face for a festa).
 * "the Royal Victoria", "Imperial College": a hospital's or a school's name, no royal colours (round 111).
 */
const SAINTS_NAME =
  /(?<![\p{L}])(?:Santa(?=\s+(?!Claus(?![\p{L}]))\p{Lu})|(?:Royal|Imperial|Regal)(?=\s+(?!(?:Blue|Purple|Gold|Red|Navy|Colou?rs?)(?![\p{L}]))\p{Lu}))/gu;

/**
 * A dash between spaced words parts clauses as a comma does ("industrial — hedgehog curled up inside a jet engine"),
 * but normalising drops it: read as a comma, of the same length, so neither the genre's tag nor a subject runs across
 * it (round 103 drew an "industrial hedgehog" for a serene ambient record).
 */
const SPACED_DASH = /(?<=[\p{L}\p{N}.!?)"'’”]) [-–—](?= )/gu;

/** The refinement of the scene the lettering left, and whether the idea named nothing to draw or no place. */
function refineScene(hash: number, lettering: Lettering, idea: string): { refinement: Refinement; empty: boolean } {
  const artist = artistSaid(lettering.scene, lettering.artist);
  const written = [...placeNameSpans(lettering.scene), ...regionTownSpans(lettering.scene)].reduce(
    (t, { start, end }) => t.slice(0, start) + ' '.repeat(end - start) + t.slice(end),
    artist.scene.replace(SAINTS_NAME, (name) => ' '.repeat(name.length)).replace(SPACED_DASH, ', '),
  );
  const offsets = normalizeWithOffsets(written);
  const norm = offsets?.text ?? normalizeText(written);
  // The idea's own spelling of what stands at a span of `norm`, marks and all (up to where the next letter kept begins,
  // so a mark written after its letter stays with it).
  const writtenAt = (start: number, end: number) =>
    offsets
      ? written.slice(offsets.source[start], offsets.source[end] ?? written.length).trim()
      : norm.slice(start, end);
  const titleNorm = lettering.title ? normalizeText(lettering.title) : '';
  const lettered = Boolean(lettering.title || lettering.artist);

  const genreMentions = withSubgenreNames(norm, acceptedGenres(norm, findGenreMentions(norm)), [
    ...findEnvironmentMentions(norm),
    ...findColorMentions(norm),
  ]);
  const titleGenres = genreMentions.length ? [] : acceptedGenres(titleNorm, findGenreMentions(titleNorm));
  const namedGenres = [...genreMentions, ...titleGenres].map((m) => m.value.genre);
  // A genre's name is not a scene: "black metal" asks for no black, "city pop" for no city.
  const withoutGenres = maskSpans(norm, genreMentions);
  // "sky blue" names a colour, not a sky; but "sunset" or "forest" is a place and time before it is a palette.
  // In an idea in another language, an English place word spelt like one of its nouns is that noun ("mesa", a table).
  // Function words tell a Swedish idea whose nouns are English words too ("en gammal dam som sover").
  const foreign = !isQuotableEnglish(norm) || writtenInAnotherLanguage(lettering.scene, norm);
  const lexiconColors = withWiderColours(withoutGenres, findColorMentions(withoutGenres));
  const allColors = foreign ? withForeignColours(lettering.scene, withoutGenres, lexiconColors) : lexiconColors;
  const colorNames = allColors.filter((m) => m.term.kind === 'color' && m.phrase.includes(' '));
  // "a fire escape", "a snow globe", "rain boots": the weather word starts the name of a made thing, which is drawn.
  // "a truck on fire" is a burning truck (flames from its top), read by the scene parser, not a fire in the scene.
  const onFireAfterAWord = (m: { start: number; phrase: string }) =>
    m.phrase === 'on fire' && /[a-z]\s+$/.test(withoutGenres.slice(0, m.start));
  // "sand and sea green": a place word listed among colours is a colour.
  const namedColors = allColors.filter((m) => m.term.kind === 'color');
  // Its list partners may be words with colours of their own ("cocoa and dirty gold").
  const listedColors = namedColors.filter((m) =>
    inColourList(withoutGenres, m, allColors.filter(colourish), () => true),
  );
  // "lots of empty space" is room around the subject, a layout, not outer space.
  const layoutWords = findLayoutMentions(withoutGenres);
  // "Wet concrete" is a material lettering is pressed into, not rain.
  const materialSaid = groundMaterial(withoutGenres);
  // "a tilted black bar" among a Bauhaus cover's figures is a shape, no pub (geometric-cover.ts).
  const figures = findGeometricFigures(withoutGenres);
  const envMentions = findEnvironmentMentions(maskSpans(withoutGenres, [...colorNames, ...listedColors])).filter(
    (m) =>
      !figures?.some((f) => f.start < m.end && m.start < f.end) &&
      !layoutWords.some((l) => l.start <= m.start && m.end <= l.end && l.end - l.start > m.end - m.start) &&
      !(materialSaid && materialSaid.start <= m.start && m.end < materialSaid.end) &&
      !startsMadeThing(withoutGenres, m, true) &&
      !(m.value.setting === 'interior' && namesFurnitureAfter(withoutGenres, m)) &&
      !endsNamedThing(withoutGenres, m) &&
      !onFireAfterAWord(m) &&
      // "sun bleached tapes", "sun-faded": what the sun did to a thing, no sun in the sky.
      !(
        /^(?:sun|sunlight)$/.test(m.phrase) && SUN_MADE.test(/^\s+([a-z]+)/.exec(withoutGenres.slice(m.end))?.[1] ?? '')
      ) &&
      !partOfBuilding(withoutGenres, m) &&
      // "bubble letters" are a lettering's shape, no soap bubbles (round 84).
      !(
        m.value.effect === 'bubbles' && /^\s+(?:letters|lettering|font|type|writing)\b/.test(withoutGenres.slice(m.end))
      ) &&
      !(foreign && FOREIGN_LOOKALIKES.has(m.phrase)) &&
      // Nor an English place word the idea spelt with letters English lacks: Swedish "bär" (wears) is no bar.
      !(foreign && knownWord(m.phrase) && /[^\p{ASCII}]/u.test(writtenAt(m.start, m.end))),
  );
  if (foreign) envMentions.push(...foreignEnvironment(lettering.scene, withoutGenres, envMentions, writtenAt));
  const burningSaid = findEnvironmentMentions(withoutGenres).some(onFireAfterAWord);
  // A one-word colour that is also a thing is the thing where it stands as a noun ("in the snow", "a rose", "ice
  // cream"); the phrase matchers cannot tell, so the words around it decide.
  // Letterpress said of the lettering is how its letters are printed (type-words.ts), not a linocut of the picture.
  const allMedia = findMediumMentions(withoutGenres);
  const letterMedia = allMedia.filter(
    (m) =>
      lettered &&
      /\bletterpress/.test(m.phrase) &&
      (TEXT_ONLY_SAID.test(withoutGenres) ||
        findNothingElse(withoutGenres).length > 0 ||
        saidOfLettering(withoutGenres, m)),
  );
  const mediumMentions = allMedia.filter((m) => !letterMedia.includes(m));
  // A colour word inside a longer name of a medium is the medium's: "chalk pastel", "oil pastels" are sticks of colour.
  const inMedium = (m: { start: number; end: number }) =>
    mediumMentions.some((d) => d.start <= m.start && m.end <= d.end && d.end - d.start > m.end - m.start);
  const colorMentions = allColors.filter(
    (m) =>
      !inMedium(m) &&
      // "Red neon letters", "pink neon tubes": what the letters are made of, not the neon palette.
      !(m.term.kind !== 'color' && m.phrase === 'neon' && NEON_MADE.test(withoutGenres.slice(m.end))) &&
      !stoppedInTime(withoutGenres, m) &&
      !(m.term.kind === 'color' && placeNamedByColour(withoutGenres, m)) &&
      (listedColors.includes(m) ||
        (!startsCompound(withoutGenres, m) &&
          !startsMadeThing(withoutGenres, m) &&
          // A palette word that ends the name of a thing is the thing: an electric fire is a heater, no fire colours.
          !(m.term.kind === 'vocab' && endsNamedThing(withoutGenres, m)) &&
          !(INTL_NOUN_COLORS.test(m.phrase) && ARTICLE_BEFORE.test(withoutGenres.slice(0, m.start))) &&
          !(
            m.term.kind === 'color' &&
            (nounUse(withoutGenres, m, allColors) ||
              // "in the snow" is the place; "a black background" is the place in that colour.
              (!m.phrase.includes(' ') &&
                envMentions.some(
                  (e) => e.start <= m.start && m.end <= e.end && !/ (?:background|backdrop)$/.test(e.phrase),
                )))
          ))),
  );
  // Moods are read in genre names too: "dark techno" is dark.
  // (Not a decade that is someone's age: "a couple in their eighties dancing" is no nostalgic record, round 117.)
  const moodMentions = findMoodMentions(maskSpans(norm, colorNames)).filter(
    (m) =>
      !/ties$/.test(m.phrase) ||
      !/\bin\s+(?:their|his|her|my|our|your)\s+(?:early\s+|late\s+|mid\s+)?$/.test(norm.slice(0, m.start)),
  );
  // (Not a mood the title denies: "NO FUTURE HERE" is no futuristic record.)
  const titleMoods = findMoodMentions(titleNorm).filter(
    (m) => !/\b(?:no|not|never|without|anti)\s+$/.test(titleNorm.slice(0, m.start)),
  );
  // How the idea arranges its title ("repeated over and over", "each line fainter"): words about the lettering, so
  // neither things ("line") nor a pattern of subjects ("repeated").
  const arrangementWords = lettered ? findTypeArrangement(withoutGenres) : undefined;
  const inArrangement = (m: { start: number; end: number }) =>
    Boolean(arrangementWords && m.start < arrangementWords.end && arrangementWords.start < m.end);
  const layoutMentions = findLayoutMentions(maskSpans(withoutGenres, colorMentions)).filter((m) => !inArrangement(m));
  // "cursive script lettering" is one lettering phrase: it keeps its words, and its "lettering" still asks for a
  // type-led layout.
  // Read with the colours masked, so "thin silver letters" is lettering (in silver), not three silver envelopes.
  // ("No big letters" asks for none: its size is not the lettering's.)
  const nothingElse = findNothingElse(withoutGenres);
  // Lettering asked for alone (read before the subjects are: see typeAlone below): its bare "letters" are the
  // cover's own, and how big they are may be said after them.
  const typeLed = lettered && (nothingElse.length > 0 || layoutMentions.some((m) => m.value === 'typographic'));
  const typeMentions = findTypeMentions(maskSpans(withoutGenres, colorMentions), typeLed).filter(
    (m) =>
      // With no words to set, "covered in sharpie signatures" speaks of a pen, not of the lettering.
      (lettered || !m.writtenWith) &&
      !layoutMentions.some((l) => l.start < m.end && m.start < l.end && !(m.start <= l.start && l.end <= m.end)) &&
      !REFUSED_TYPE.test(withoutGenres.slice(Math.max(0, m.start - 12), m.start)),
  );
  const insideType = (l: { start: number; end: number }) =>
    typeMentions.some((m) => m.start <= l.start && l.end <= m.end);
  // "Handwritten in blue biro" is in the pen's thin hand, not a marker's.
  const facedBy = typeMentions.find((m) => m.writtenWith) ?? typeMentions.find((m) => m.face);
  const typeface = facedBy?.face;
  // "huge cherry red serif letters": a colour right before the lettering's words is the lettering's, and a size word
  // before that colour its size.
  // "yellow on brick red", "pale teal on black": the first is the ink of the letters, the second their ground.
  const inkOn = colorMentions.find(
    (c, i) =>
      inkHex(c.term) !== undefined &&
      colorMentions[i + 1]?.term.kind === 'color' &&
      INK_ON_GROUND.test(withoutGenres.slice(c.end, colorMentions[i + 1]!.start)),
  );
  const typeColorMention =
    colorMentions.find(
      (c) =>
        (inkHex(c.term) !== undefined &&
          typeMentions.some(
            (t) =>
              (t.start >= c.end && INK_BEFORE_LETTERS.test(withoutGenres.slice(c.end, t.start))) ||
              (t.start <= c.start && c.end <= t.end),
          )) ||
        // "in pale gold italic": the face has no italic to set, but the colour is still the letters'.
        /^\s+italics?\b/.test(withoutGenres.slice(c.end)) ||
        // Lettering alone "stamped in smudged purple ink" or "with rust-red letterpress ink" (round 114 printed it
        // black): the ink's colour is the letters'; so is what they are
        // "written in strips of black gaffer tape" (round 109's were white).
        (typeLed &&
          inkHex(c.term) !== undefined &&
          (INK_AFTER_COLOUR.test(withoutGenres.slice(c.end)) ||
            LETTERS_MADE_OF.test(withoutGenres.slice(Math.max(0, c.start - 48), c.start)))),
    ) ?? inkOn;
  // How the lettering is printed ("stamped in gold foil", "debossed"), where the idea is about its lettering: a cover
  // of type alone, or the words said of the lettering itself.
  const effectWords = lettered ? findTypeEffect(withoutGenres, typeLed) : undefined;
  // (Said of it in the idea as written too: "the title "Birthday Girl" stitched in red thread" leaves the scene
  // "the stitched in red thread".)
  const whole = normalizeText(idea);
  const saidInIdea = (w: { phrase: string }) => {
    const at = whole.indexOf(w.phrase);
    return at >= 0 && saidOfLettering(whole, { start: at, end: at + w.phrase.length });
  };
  // "NO BRAKES built from rusty bicycle chain links": the title, as the idea writes it, is what is built.
  const titleBuilt =
    lettering.title !== undefined &&
    effectWords?.material !== undefined &&
    new RegExp(String.raw`${escapeRegExp(lettering.title)}\s+${BUILT_FROM}\s`, 'u').test(idea);
  const typeEffect =
    effectWords &&
    (typeLed || titleBuilt || effectWords.spans.some((w) => saidOfLettering(withoutGenres, w) || saidInIdea(w)))
      ? effectWords
      : undefined;
  // "Stitched in undyed linen thread": the colour of what the letters are made of is their ink.
  // Letters built from a material take a colour said with it: "knotted in cream macramé cord", "spelled in sea
  // glass, aqua and bottle-green pieces" (not what they lie on: "laid out on wet black pebbles").
  const builtFrom = typeEffect?.material;
  const materialInk =
    typeEffect &&
    colorMentions.find((c) =>
      builtFrom
        ? inkHex(c.term) &&
          ((builtFrom.start <= c.start && c.end <= builtFrom.end) ||
            /^[\s,:;(–—-]*$/.test(withoutGenres.slice(builtFrom.end, c.start)))
        : inkHex(c.term) && madeOf(typeEffect.effect, withoutGenres.slice(c.end)),
    );
  // Foil with no colour named is gold foil; metal letters are the metal's colour; chalk is white.
  // Lettering alone pressed, burned or carved into a material that names no colour of its own is on that material:
  // "pressed into wet concrete" is concrete grey, "burned into a pine plank" pine.
  // ("Into wet sand" names a colour too, the material's own; "piped in mint green icing across a chocolate cake"
  // names the icing's, and the cake is still the ground.)
  const groundAt = typeLed ? groundMaterial(withoutGenres) : undefined;
  const material =
    groundAt &&
    !colorMentions.some(
      (m) =>
        m.term.kind === 'color' &&
        m !== typeColorMention &&
        m !== materialInk &&
        // (A colour that only starts with the material's word is the ground named: "yellow on brick red".)
        !(groundAt.start <= m.start && m.end <= groundAt.end),
    )
      ? groundAt
      : undefined;
  const typeColor =
    (typeColorMention && inkHex(typeColorMention.term)) ??
    (materialInk && inkHex(materialInk.term)) ??
    (typeEffect?.effect === 'foil' || typeEffect?.effect === 'balloon'
      ? metalOf(typeEffect.spans.map((w) => w.phrase).join(' '))
      : undefined) ??
    (typeEffect?.effect === 'chalk' ? CHALK_WHITE : undefined) ??
    (typeEffect?.effect === 'piped' ? ICING_WHITE : undefined) ??
    (typeEffect?.effect === 'split-flap' ? FLAP_WHITE : undefined) ??
    (typeEffect?.effect === 'skywriting' ? SMOKE_WHITE : undefined) ??
    // A neon tube glows in the first light colour named ("neon script, candy pink and ice blue, on black"): the dark
    // one is what it hangs against (round 75 drew dark outlines on ice blue).
    (typeEffect?.effect === 'neon' ? neonTube(colorMentions) : undefined) ??
    // Pressed into it, the letters are the material's own colour; burned in, scorched brown.
    (material && typeEffect?.effect === 'deboss' ? material.hex : undefined) ??
    (material && typeEffect?.effect === 'letterpress' ? SCORCHED : undefined) ??
    // Letters built from a material are its colour: barbed wire's grey, matchsticks' pale wood, ice's glassy blue.
    typeEffect?.material?.hex;
  // Read with the colours masked: "in blue biro in the bottom corner" places the lettering whatever its colour.
  const typePlace = findTypePlace(maskSpans(withoutGenres, colorMentions));
  const typeSize =
    typeMentions.find((m) => m.size)?.size ??
    (typeColorMention ? sizeWordBefore(withoutGenres.slice(0, typeColorMention.start)) : undefined) ??
    typePlace?.size;
  const inEnvironment = (m: { start: number; end: number }) =>
    envMentions.some((e) => e.start < m.end && m.start < e.end);

  const claims: Claim[] = [
    ...genreMentions.map((m) => ({
      start: m.start,
      end: m.end,
      phrase: m.phrase,
      kind: 'genre' as const,
      genre: m.value.genre.id,
      // (Its words are read for the picture too: the quartet is drawn.)
      ...(ensembleAtWork(m.phrase, norm.slice(m.end)) && { soft: true }),
      as: `${m.value.genre.label} style`,
    })),
    ...colorMentions
      .filter((m) => m.term.kind === 'color' || !inEnvironment(m))
      .map((m) => ({
        start: m.start,
        end: m.end,
        phrase: m.phrase,
        kind: 'color' as const,
        color: m.term.kind === 'color' ? m.term.color : undefined,
        as: m.term.kind === 'color' ? m.term.color.name : `${m.phrase.replace(/ colou?rs?$/, '')} colours`,
      })),
    // What the lettering alone is pressed into or piped onto is its ground ("a chocolate cake": chocolate).
    ...(material && !colorMentions.some((m) => m.start < material.end && material.start < m.end)
      ? [
          {
            start: material.start,
            end: material.end,
            phrase: material.phrase,
            kind: 'color' as const,
            as: `a ground of ${material.name}`,
          },
        ]
      : []),
    ...envMentions
      .filter((m) => !colorNames.some((c) => c.start < m.end && m.start < c.end))
      .map((m) => ({
        start: m.start,
        end: m.end,
        phrase: m.phrase,
        kind: 'environment' as const,
        asset: m.value.asset,
        as: m.value.as,
      })),
    ...moodMentions
      .filter((m) => !inEnvironment(m))
      .map((m) => ({
        start: m.start,
        end: m.end,
        phrase: m.phrase,
        kind: 'mood' as const,
        soft: true,
        as: `a ${m.value.mood.id} mood`,
      })),
    ...layoutMentions
      .filter((m) => !insideType(m))
      .map((m) => ({
        start: m.start,
        end: m.end,
        phrase: m.phrase,
        kind: 'layout' as const,
        as:
          lettered || m.value !== 'typographic'
            ? COMPOSITION_DESCRIPTIONS[m.value]
            : 'no picture of anything: an abstract design in the colours',
      })),
    // A word that is both the hand and the finish ("in chalk") is said once, as both; lettering inside the finish's
    // words ("neon letters") is said by the finish.
    ...typeMentions
      .filter(
        (m) =>
          !typeEffect?.spans.some((w) => w.start <= m.start && m.end <= w.end && w.end - w.start > m.end - m.start),
      )
      .map((m) => {
        const finish = typeEffect?.spans.find((w) => w.start === m.start && w.end === m.end);
        const face = m.face && m === facedBy ? ` in ${TYPEFACE_CATALOG[m.face].label}` : '';
        return {
          start: m.start,
          end: m.end,
          phrase: withoutGenres.slice(m.start, m.end),
          kind: 'layout' as const,
          as: finish
            ? `${effectDescription(typeEffect!)}${m.size || face ? `, set${m.size ? ` ${m.size}` : ''}${face}` : ''}`
            : `the lettering${m.size ? ` set ${m.size}` : ''}${face}`,
        };
      }),
    ...(typeEffect?.spans ?? [])
      .filter((w) => !typeMentions.some((m) => w.start === m.start && w.end === m.end))
      .map((w) => ({
        ...w,
        kind: 'layout' as const,
        as: effectDescription(typeEffect!),
      })),
    ...(arrangementWords
      ? [
          {
            start: arrangementWords.start,
            end: arrangementWords.end,
            phrase: arrangementWords.phrase,
            kind: 'layout' as const,
            as: ARRANGEMENT_DESCRIPTIONS[arrangementWords.arrangement],
          },
        ]
      : []),
    ...(typePlace
      ? [
          {
            start: typePlace.start,
            end: typePlace.end,
            phrase: withoutGenres.slice(typePlace.start, typePlace.end),
            kind: 'layout' as const,
            as: `the lettering ${describeTypePlace(typePlace.place)}`,
          },
        ]
      : []),
    ...nothingElse.map((m) => ({
      start: m.start,
      end: m.end,
      phrase: m.phrase,
      kind: 'layout' as const,
      as: 'nothing more on the cover',
    })),
    ...mediumMentions
      .filter((m) => !colorMentions.some((c) => c.start < m.end && m.start < c.end))
      .map((m) => ({
        start: m.start,
        end: m.end,
        phrase: m.phrase,
        kind: 'medium' as const,
        as: `${/^[aeiou]/.test(MEDIUM_DESCRIPTIONS[m.value]) ? 'an' : 'a'} ${MEDIUM_DESCRIPTIONS[m.value]}`,
      })),
    ...foreignSubjects(
      lettering.scene,
      maskSpans(withoutGenres, [...colorMentions, ...envMentions]),
      !foreign,
      writtenAt,
    ),
    // Emoji that show a thing ("🐍" a snake); those another lexicon reads (🌙 the moon, 🔥 fire) are its.
    ...findEmojiThings(norm).flatMap((m) => {
      const taken = [...envMentions, ...colorMentions, ...moodMentions].some((e) => e.start < m.end && m.start < e.end);
      const resolved = taken ? undefined : resolveNoun(m.noun);
      return resolved
        ? [{ start: m.start, end: m.end, phrase: m.emoji, kind: 'subject' as const, asset: resolved.asset, as: m.noun }]
        : [];
    }),
  ];
  // Words the idea spelt with accents or letters English lacks ("måge"), as normalised, and its language's function
  // words ("pie", at, in Latvian): never English lookalikes.
  const notEnglish = new Set([
    ...(lettering.scene.match(/[\p{L}']+/gu) ?? []).flatMap((w) => (/[^\p{ASCII}]/u.test(w) ? [normalizeText(w)] : [])),
    ...(foreign ? foreignFunctionWords(lettering.scene, norm) : []),
  ]);
  // Where the idea joined two words with a hyphen ("keep-warm", "wood-fired"), at the space that stands for it.
  const hyphens = new Set(
    [...norm].flatMap((ch, i) => (ch === ' ' && lettering.scene[offsets?.source[i] ?? -1] === '-' ? [i] : [])),
  );
  // Where the idea capitalised a word inside a sentence ("Avi in an open white shirt"), at its first letter: a name.
  const capitalised = new Set(
    [...norm].flatMap((ch, i) => {
      const at = offsets?.source[i] ?? -1;
      const cased = lettering.scene[at] ?? '';
      return (i === 0 || norm[i - 1] === ' ') && /\p{Lu}/u.test(cased) && /\p{Ll}/u.test(lettering.scene[at + 1] ?? '')
        ? [i]
        : [];
    }),
  );
  const scene = parseScene(norm, claims, !foreign, notEnglish, hyphens, capitalised);

  // A long idea's picture sets its place, light and weather; its story's ("we play on stage", "every saturday night
  // growing up") only where the picture says none (round 88: a bakkie on the Okavango floodplain was drawn on a stage).
  const turnAt = pictureAt(norm);
  const inPicture = (at: number) => turnAt === undefined || at >= turnAt;
  const pictured = envMentions.filter((m) => inPicture(m.start));
  const ofPicture = <T>(pick: (m: (typeof envMentions)[number]) => T[]) =>
    pictured.flatMap(pick).length ? pictured.flatMap(pick) : envMentions.flatMap(pick);
  const env = envMentions.map((m) => m.value);
  // Settings the environment lexicon names first, then places the parser found in WordNet ("a town": the city).
  // "A dead tree, blood red sky" colours the sky over the tree's ground; only a thing that flies, or an idea that
  // says so ("above the clouds"), is set in the open sky.
  const heroNoun = scene.subjects[0] && pluralize.singular(scene.subjects[0].as.replace(/^(?:an?|many|\d+) /, ''));
  const grounded = heroNoun !== undefined && !FLYERS.test(heroNoun) && !SEA_CREATURES.test(heroNoun);
  const skyOverGround = (m: (typeof envMentions)[number]) =>
    grounded && m.value.setting === 'sky' && /^(?:sky|skies)$/.test(m.phrase);
  // (The picture's places first, then the story's; a wall something leans on only after any room of either.)
  const placesSaid: { setting: Setting; at: number; weak?: boolean }[] = [
    ...envMentions.flatMap((m) =>
      !m.value.setting || skyOverGround(m) ? [] : [{ setting: m.value.setting, at: m.start, weak: m.value.support }],
    ),
    ...scene.settings,
  ];
  const placeRank = (p: (typeof placesSaid)[number]) => (p.weak ? 2 : 0) + (inPicture(p.at) ? 0 : 1);
  const { setting: namedSetting, snowCover } = chooseSetting(
    turnAt === undefined
      ? placesSaid.map((p) => p.setting)
      : placesSaid
          .map((p, i) => ({ p, i }))
          .sort((a, b) => placeRank(a.p) - placeRank(b.p) || a.i - b.i)
          .map(({ p }) => p.setting),
  );
  const times = ofPicture((m) => (m.value.time ? [m.value.time] : []));
  const weathers = ofPicture((m) => (m.value.weather ? [m.value.weather] : []));
  // "On fire" after a word no subject took ("everything on fire") is a fire in the scene after all.
  const unburnt = burningSaid && !scene.subjects.some((s) => s.material === 'fire') ? ['fire' as const] : [];
  // What the air holds is the picture's alone: round 96's story boiled brunost "over the fire", and the fire burned in
  // front of the hut the picture asked for.
  const effects = distinct([...pictured.flatMap((m) => (m.value.effect ? [m.value.effect] : [])), ...unburnt]).slice(
    0,
    4,
  );
  // A mood word that turned out to be part of a subject ("robot", "grand piano") is not a mood.
  const inSubject = (m: { start: number; end: number }) =>
    scene.subjects.some((s) => s.start < m.end && m.start < s.end);
  // (A crowd's celebrating is drawn on them and is the scene's mood too: "the whole family celebrating", "a street
  // party".)
  const spokenMoods = moodMentions.filter(
    (m) => FESTIVE_OCCASIONS.includes(m.phrase) || (!inSubject(m) && !inEnvironment(m)),
  );
  const moodIds = distinct([...spokenMoods, ...titleMoods].map((m) => m.value.mood.id));
  // In English, whatever language the idea was written in ("coche" is drawn as a car).
  // The thing itself, without what it is made of or what is happening to it ("a skull on fire" is a skull).
  const nouns = scene.subjects.map(
    (s) => s.as.replace(/^(?:an?|many|\d+) /, '').split(/,| made of | on fire$| of light$| in neon$| in ink wash$/)[0]!,
  );
  const hasMoon = scene.subjects.some((s) => s.asset === 'sky:moon');
  const hasSun = scene.subjects.some((s) => s.asset === 'sky:sun');

  // A record named by its composer ("Dowland songs", "scarlatti sonatas on harpsichord") is classical when the idea
  // names no genre (round 75: a Dowland lute record came out darkwave, Scarlatti's sonatas americana).
  const byComposer =
    lettering.composer !== undefined ||
    [lettering.artist, lettering.title?.split(':')[0]].some(
      (name) => name !== undefined && composerNamed(name.trim()) !== undefined,
    );
  // A specific genre wins over a broad one, unless its word is an everyday one and the broad genre is what the record
  // or band is said to be ("we're a pop punk band … the noise covers the drums" was noise, round 84).
  const specific = genreMentions.find((m) => !BROAD_GENRES.has(m.value.genre.id));
  const described = genreMentions.find(
    (m) => !m.value.ambiguous && RECORD_OR_BAND_AFTER.test(norm.slice(m.end, m.end + 24)),
  );
  const named =
    (specific?.value.ambiguous && described ? described.value.genre : undefined) ??
    namedGenres.find((g) => !BROAD_GENRES.has(g.id)) ??
    namedGenres[0] ??
    (byComposer ? findGenre('classical') : undefined);
  const genre =
    named ??
    findGenre(
      inferGenre(
        {
          subjects: nouns,
          // (Every instrument the idea names, drawn or left out for room: round 96's Hardanger fiddle was a folk
          // record's however few things the cover stages.)
          written: [
            ...new Set([...scene.subjects.map((s) => s.noun), ...scene.parts.map((p) => p.phrase.toLowerCase())]),
          ],
          settings: env.flatMap((e) => (e.setting ? [e.setting] : [])),
          effects,
          weathers,
          moods: moodIds,
          colorHints: colorMentions.flatMap((m) =>
            m.term.kind === 'vocab' && m.term.vocab.genreHint ? [m.term.vocab.genreHint] : [],
          ),
          night: times.includes('night') || hasMoon,
        },
        hash,
      ),
    );
  // inferGenre only returns lexicon ids (the tests hold it to that); this guards the types, not a real path.
  if (!genre) throw new Error('The refiner inferred a genre the lexicon does not know.');
  // A genre named by one of its festive styles is a festive record ("bhangra" among world music's warm ones).
  const namedAs = named && [...genreMentions, ...titleGenres].find((m) => m.value.genre === named);
  const recordMood = namedAs ? genreMood(genre, namedAs.phrase) : genre.mood;

  // With no place and no subject named, the genre's typical scene is drawn (and said so in the parts).
  const genreScene = SCENE_DEFAULTS[pick(genre.scenes, fnv1a32(`scene:${hash}`)) ?? 'aura'];
  // A light effect named on its own ("a green laser through fog") is the picture: no stand-in subjects around it.
  // So is lettering asked for alone ("just the word 'soft' on a blank cover"): the type is the cover, on a plain ground.
  // Its title "on flat beige, nothing else" is the same ask, when nothing else is named.
  // "No image" with no words to set asks for a picture of nothing one could name: an abstract design, never a blank
  // ground (round 60: "no image, just a slow pulse of orchil purple" was one flat grey).
  const noPicture = layoutMentions.some((m) => TEXT_ONLY.has(withoutGenres.slice(m.start, m.end)));
  const typeAlone =
    (lettered && layoutMentions.some((m) => m.value === 'typographic')) ||
    (Boolean(lettering.title) &&
      !namedSetting &&
      scene.subjects.length === 0 &&
      (nothingElse.length > 0 || arrangementWords !== undefined));
  // "only text, no picture": nothing is drawn, whatever else the idea mentions (a biro, a napkin), and it says so.
  const textOnly = lettered && noPicture;
  const geometric = textOnly ? undefined : geometricCover(withoutGenres, figures, scene, colorMentions);
  const abstract: AbstractCover | undefined = geometric
    ? { shapes: ['geometric'], mentions: [], leavesOut: geometric.leavesOut, nothingNameable: false }
    : textOnly || typeAlone
      ? undefined
      : abstractShapes(withoutGenres, colorMentions, scene, namedSetting, noPicture && !lettered);
  const emptyIdea =
    !namedSetting &&
    scene.subjects.length === 0 &&
    !effects.some((e) => LIGHT_PICTURES.has(e)) &&
    !typeAlone &&
    !abstract;
  // Lettering alone "in chalk on a green blackboard": the board is the ground the letters are on, not a thing drawn.
  const surfaces = new Set(
    typeLed ? scene.subjects.filter((s) => writtenOn(withoutGenres.slice(0, s.start), s.noun)) : [],
  );
  const subjects = textOnly ? [] : scene.subjects.filter((s) => !abstract?.leavesOut.has(s) && !surfaces.has(s));
  // (What the lettering is pressed into or sprayed onto is its ground, said so: "on a brown paper bag".)
  const onMaterial = (p: { start: number }) =>
    material !== undefined && p.start >= material.start && p.start < material.end;
  const parts: (IdeaPart & { start: number })[] = scene.parts.map((p) =>
    onMaterial(p) && scene.subjects.some((s) => s.start === p.start)
      ? { ...p, as: `a ground of ${material!.name}`, how: 'exact' }
      : textOnly && p.how !== 'dropped' && scene.subjects.some((s) => s.start === p.start)
        ? { ...p, as: '', how: 'dropped' }
        : [...surfaces].some((s) => s.start === p.start)
          ? { ...p, as: 'the ground the lettering is on', how: 'exact' }
          : p,
  );
  if (geometric) reportGeometric(geometric, parts);
  if (abstract && !geometric) reportAbstract(abstract, scene, parts);
  if (emptyIdea) {
    for (const noun of genreScene.subjects) {
      const r = resolveNoun(noun);
      if (r)
        subjects.push({ noun, asset: r.asset, count: 1, how: r.how, as: r.as, start: norm.length, end: norm.length });
    }
  }

  // A room is shown by what furnishes it ("in the kitchen": its stove), when the idea leaves room for one more thing.
  // (Not a room the scene is only outside of: "a skip outside the council office" has no desk.)
  for (const m of typeAlone ? [] : envMentions.filter((e) => e.value.setting !== 'street')) {
    const room = withoutGenres.slice(m.start, m.end);
    const noun = ROOM_FURNITURE[room];
    const r = noun && subjects.length < 3 ? resolveNoun(noun) : undefined;
    if (!noun || !r || subjects.some((s) => s.asset === r.asset)) continue;
    subjects.push({ noun, asset: r.asset, count: 1, how: r.how, as: r.as, start: norm.length, end: norm.length });
    const claim = claims.find((c) => c.kind === 'environment' && c.start === m.start);
    if (claim) claim.as = `${claim.as} with ${r.as}`;
  }

  const weather: Weather = weathers.includes('storm')
    ? 'storm'
    : (weathers[0] ?? (snowCover ? 'snow' : emptyIdea ? genreScene.environment.weather : 'clear'));
  // A time the idea names, then what its sky shows (a moon or stars is night whatever the mood), then the mood's.
  const time: TimeOfDay =
    times[0] ??
    (hasMoon || effects.includes('stars') ? 'night' : undefined) ??
    MOOD_TIMES[moodMentions.find((m) => !inEnvironment(m))?.value.mood.id ?? ''] ??
    (hasSun ? 'golden' : emptyIdea ? genreScene.environment.time : undefined) ??
    (named ? GENRE_TIMES[recordMood] : undefined) ??
    (weather === 'storm' ? 'dusk' : 'day');
  // Text only is set on a plain ground, wherever the words were to be written.
  // A pattern asked for alone is printed on a plain ground: round 109's Formica tabletop pattern was a tiled kitchen.
  const patternAlone = SURFACE_ONLY.test(withoutGenres) && layoutMentions.some((m) => m.value === 'pattern');
  const setting: Setting =
    textOnly || patternAlone
      ? 'studio'
      : (namedSetting ??
        (emptyIdea
          ? genreScene.environment.setting
          : // Something sinking sinks into water unless the idea says into what; a flooded thing stands in it.
            scene.subjects.some((s) => s.state === 'sinking' || s.state === 'flooded')
            ? 'lake'
            : // Something adrift drifts on open water ("a tin bath adrift in a gale": round 94's was on a studio floor).
              ADRIFT.test(withoutGenres)
              ? 'sea'
              : (defaultSetting(
                  nouns,
                  effects,
                  hasMoon ||
                    hasSun ||
                    effects.includes('stars') ||
                    envMentions.some((m) => skyOverGround(m) || SUN_IN_THE_SKY.test(m.phrase)),
                  heroHold(scene.subjects),
                  scene.parts.filter((p) => p.as === LEFT_OUT).map((p) => p.phrase),
                  abstract ? undefined : scene.subjects[0]?.asset,
                  envMentions.some((m) => m.value.weather && m.value.weather !== 'clear' && outInThe(withoutGenres, m)),
                ) ?? 'studio')));
  // What stands in a flooded place stands in its water (round 109's dentist chair stood on dry tarmac).
  if (
    setting === 'lake' &&
    envMentions.some((m) => m.value === FLOOD && /^flooded /.test(m.phrase) && inPicture(m.start))
  )
    for (const s of scene.subjects) standInFlood(s, scene.parts);
  // Indoors, the room the picture names dresses its walls (tiles in a kitchen, boards in a barn, a bar's shelves).
  const room = setting === 'interior' ? (roomOf(norm.slice(turnAt ?? 0)) ?? roomOf(norm)) : undefined;
  const environment = {
    setting,
    time,
    weather,
    ...(room ? { room } : {}),
    ...(setting === 'pool' && DRAINED_POOL.test(norm) ? { drained: true as const } : {}),
    ...(inOldTown(norm, setting, genre.id) ? { oldTown: true as const } : {}),
    ...((setting === 'mountains' || scene.subjects.some((s) => s.asset === 'land:mountain')) && bareOfSnow(norm)
      ? { bare: true as const }
      : {}),
    effects: effects.length
      ? effects
      : emptyIdea
        ? genreScene.environment.effects
        : // A named synthwave record keeps its grid under whatever the idea stands on open ground.
          named?.scenes[0] === 'horizon-grid' && GRID_GROUND.has(setting)
          ? ['neon-grid' as const]
          : [],
  };

  // The idea's own mood words lead; then the mood its weather and light carry; the genre's only when neither
  // says anything, so a thunderstorm is never "hopeful". A loud genre's mood is not quietened by its weather or its
  // hour: a metalcore wall of death in a dust cloud is no mysterious record (round 77).
  // (A mood of the air, "a frosty morning", "a warm night", gives way to one the scene carries, "market women
  // dancing", said after it. A hard record's scene at a festival keeps the record's mood: a wall of death is no
  // party.)
  const occasionOnly = (id: string) =>
    HARD_MOODS.has(recordMood) &&
    [...spokenMoods, ...titleMoods].every((m) => m.value.mood.id !== id || FESTIVE_OCCASIONS.includes(m.phrase));
  const said = moodIds.filter((id) => !occasionOnly(id));
  const carried = said.find((id) => !AIR_MOODS.has(id));
  const led = carried === 'nocturnal' && said.includes('festive') ? 'festive' : (carried ?? said[0]);
  const spokenMood = led ? findMood(led) : undefined;
  const sceneMood = isLoud({ mood: recordMood })
    ? undefined
    : findMood(WEATHER_MOODS[weather] ?? (times[0] ? (TIME_MOODS[time] ?? '') : ''));
  const mood = spokenMood?.id ?? sceneMood?.id ?? recordMood;
  const night = time === 'night';
  // A light that names another time of day than the scene's is not this scene's ("soft morning sunlight" under stars).
  const fits = (light: string | undefined) =>
    light &&
    !(night ? /\b(sun|sunlit|sunlight|daylight|morning|noon|golden)\b/ : /\b(moon|moonlight|night)\b/).test(light)
      ? light
      : undefined;
  const lighting =
    fits(spokenMood?.lighting) ??
    WEATHER_LIGHTING[weather] ??
    (times[0] || night ? TIME_LIGHTING[time] : undefined) ??
    fits(genre.lighting) ??
    TIME_LIGHTING[time];

  // (A geometric cover's "Bauhaus" is its design, not a frame around a subject: its figures sit off centre.)
  const saidLayout = geometric ? undefined : layoutMentions.find((m) => lettered || m.value !== 'typographic');
  // "Centred" on a cover of lettering alone centres the lettering: there is no subject to centre.
  const typeCentred = typeAlone && subjects.length === 0 && saidLayout?.value === 'hero';
  const composition = chooseComposition(
    // Lettering asked to be huge leads the cover, unless the idea names another layout.
    (typeCentred ? 'typographic' : saidLayout?.value) ??
      (typeSize === 'large' || typeAlone ? 'typographic' : undefined),
    subjects,
    setting,
    scene.solitude,
    scene.scale,
    emptyIdea ? genreScene.composition : geometric ? 'thirds' : 'hero',
    CENTRED_FAMILIES.has(genre.family),
  );
  // A medium the idea names outranks the genre's own; a palette of one or two inks ("black and white") is a duotone.
  const ideaMedium = mediumOf(maskSpans(withoutGenres, letterMedia));
  const medium = ideaMedium ? MEDIUM_DESCRIPTIONS[ideaMedium] : genre.medium;
  const style = pick(genre.styles, fnv1a32(`style:${hash}`)) ?? genre.styles[0] ?? `${genre.label} cover art`;
  // A colour said of the sky or the ground of the picture ("…, beetroot red sky") is its field: first, whatever
  // colours were named before it for things ("black honey").
  // The colours listed with it are the sky's too ("a rebeccapurple and baby blue sky").
  const byStart = [...colorMentions].sort((a, b) => a.start - b.start);
  const field = new Set<(typeof colorMentions)[number]>();
  for (let i = byStart.length - 1; i >= 0; i--) {
    const m = byStart[i]!;
    const next = byStart[i + 1];
    const listed = next && field.has(next) && /^\s*,?\s*(?:and|&|\/)\s*$/.test(withoutGenres.slice(m.end, next.start));
    const ground = inkOn && byStart[i - 1] === inkOn && INK_ON_GROUND.test(withoutGenres.slice(inkOn.end, m.start));
    if (listed || ground || FIELD_AFTER.test(withoutGenres.slice(m.end))) field.add(m);
  }
  // Then the colours of a clause that names nothing but colours ("…, cerise and midnight"): the cover's palette, ahead
  // of colours said of one thing in it (round 61: "the flags red and gold … mint and tar black" led with red).
  const listed = new Set(colorMentions.filter((m) => inPaletteClause(withoutGenres, m, colorMentions)));
  const rank = (m: (typeof colorMentions)[number]) => (field.has(m) ? 2 : listed.has(m) ? 1 : 0);
  const groundMention = material && {
    start: material.start,
    end: material.end,
    phrase: material.phrase,
    term: { kind: 'color' as const, color: { name: material.name, hex: material.hex } },
  };
  const { palette, paletteNames } = buildPalette(
    [...(groundMention ? [groundMention] : []), ...[...colorMentions].sort((a, b) => rank(b) - rank(a))],
    genre,
    (spokenMood ?? sceneMood)?.tone,
    new Set(subjects.flatMap((s) => (s.color ? [s.color.toLowerCase()] : []))),
  );

  const brief: SceneBrief = {
    genre: genre.id,
    mood,
    palette,
    paletteNames,
    subjects: subjects
      .slice(0, MAX_SUBJECTS)
      .map(({ noun, asset, count, color, colorName, material, relation, state, large }, i, kept) => {
        const to = relation ? kept.indexOf(relation.to as (typeof kept)[number]) : -1;
        const own = color ? undefined : shadeNamedFor(noun, paletteNames, genre.paletteNames);
        return {
          noun,
          asset,
          count,
          ...(color
            ? { color, colorName }
            : own !== undefined
              ? { color: palette[own]!, colorName: paletteNames[own]! }
              : {}),
          ...(material ? { material } : {}),
          ...(state ? { state } : {}),
          ...(large ? { large } : {}),
          ...(relation && to >= 0 && to !== i ? { relation: { kind: relation.kind, to } } : {}),
        };
      }),
    environment,
    style,
    composition,
    lighting,
    medium,
  };
  if (lettering.title) brief.title = lettering.title;
  if (lettering.artist) brief.artist = lettering.artist;
  // A pen's writing alone on a sleeve is small, as it would be on the card; over a picture it is the title's size.
  const penSize = typeAlone && subjects.length === 0 && typeMentions.some((m) => m.finePoint) ? 'small' : undefined;
  if (typeSize ?? penSize) brief.typeSize = typeSize ?? penSize;
  // A finish with a hand of its own (icing is piped in a joined script) sets the face the idea did not name.
  const face = typeface ?? (typeEffect && FACE_OF_EFFECT[typeEffect.effect]);
  if (face) brief.typeface = face;
  if (typeColor) brief.typeColor = typeColor;
  // A blind deboss has no ink: the letters are the paper's own colour, seen by the light on their edges (round 90's
  // "blind debossed … no ink at all" was printed in black).
  else if (typeEffect?.effect === 'deboss' && BLIND.test(withoutGenres) && palette[0]) brief.typeColor = palette[0];
  if (typePlace) brief.typePlace = typePlace.place;
  else if (typeCentred) brief.typePlace = { row: 'middle', side: 'center' };
  if (typeEffect) brief.typeEffect = typeEffect.effect;
  if (abstract) brief.shapes = abstract.shapes;
  if (geometric) brief.geometry = geometric.geometry;
  // Lettering alone on something ("in chalk on the blackboard", "stitched across a black satin shirt") is drawn on it,
  // in the colour named for it: round 94's judges found plain type on a flat colour, no blackboard, no shirt.
  const surface = composition === 'typographic' && !subjects.length ? typeSurfaceOf(withoutGenres) : undefined;
  if (surface) {
    const named = colorMentions.find(
      (c) => c.term.kind === 'color' && c.start >= surface.start && c.end <= surface.end && c !== typeColorMention,
    );
    const color = named?.term.kind === 'color' ? named.term.color.hex.toLowerCase() : material?.hex;
    brief.typeSurface = { kind: surface.kind, ...(color ? { color } : {}) };
  }
  // An arrangement of the title is the layout of a cover of lettering alone; over a picture it is not drawn.
  if (arrangementWords && lettering.title && composition === 'typographic' && !subjects.length)
    brief.typeArrangement = arrangementWords.arrangement;

  // Every other lexicon's find becomes a part of the report; the scene parser reported subjects and the rest.
  const boundColorSpans = scene.subjects.map((s) => [s.start, s.end] as const);
  const insideSubject = (start: number) => boundColorSpans.some(([a, b]) => start >= a && start < b);
  for (const c of claims) {
    if (c.asset || (c.kind === 'environment' && insideSubject(c.start))) continue;
    if (c.kind === 'color' && insideSubject(c.start)) continue;
    if (c.kind === 'mood' && inSubject(c)) continue;
    // An abstract cover's grid is its design, not a grid of subjects.
    if (c.kind === 'layout' && abstract?.mentions.some((m) => m.start < c.end && c.start < m.end)) continue;
    if (c.kind === 'layout' && c.start === arrangementWords?.start && !brief.typeArrangement) {
      const as = 'not drawn: the title is arranged so only on a cover of lettering alone';
      parts.push({ phrase: norm.slice(c.start, c.end), as, how: 'dropped', start: c.start });
      continue;
    }
    const phrase = norm.slice(c.start, c.end);
    const as =
      typeCentred && c.start === saidLayout.start
        ? 'the lettering in the middle'
        : geometric && c.kind === 'layout' && namesGeometry(phrase)
          ? SHAPE_DESCRIPTIONS.geometric
          : c.as;
    parts.push({ phrase, as, how: 'exact', start: c.start });
  }
  if (emptyIdea) {
    parts.push({
      phrase: '',
      as: `${genre.label}'s typical scene: ${genreScene.description}`,
      how: 'approximate',
      start: norm.length,
    });
  }
  // A city the idea sets in an old town is no skyline.
  if (environment.oldTown) for (const p of parts) if (p.as === 'a city skyline') p.as = OLD_TOWN_WORDS.city!;
  // What the lettering is on is drawn, as its ground, and said so ("not drawn: shirt" under a cover of satin was wrong).
  // (So is the wear each ground is drawn with: a wall's chipped paint, a board's smudges, cloth's puckers.)
  if (surface)
    for (const p of parts)
      if (
        p.phrase &&
        ((p.start >= surface.start && p.start < surface.end) || SURFACE_WEAR[surface.kind].test(p.phrase))
      )
        Object.assign(p, { as: 'the ground the lettering is on', how: 'exact' });
  parts.sort((a, b) => a.start - b.start);
  const reported: IdeaPart[] = sayArtist(
    parts.filter((p) => p.phrase || p.how !== 'dropped'),
    artist.said,
    (p) => offsets?.source[p.start] ?? -1,
  ).map((p) => ({
    phrase:
      (p.phrase &&
        (artist.said.some((s) => s.name === p.phrase)
          ? p.phrase
          : originalSpan(lettering.scene, offsets, p.start, p.start + p.phrase.length))) ||
      p.phrase,
    as: p.as,
    how: p.how,
  }));
  for (const [text, role] of [
    [lettering.title, 'title'],
    [lettering.artist, 'artist name'],
  ] as const) {
    if (!text) continue;
    const missing = unsettableCharacters(`${lettering.title ?? ''}${lettering.artist ?? ''}`);
    reported.push(
      missing.length
        ? { phrase: text, as: `not set on the cover: no typeface for ${missing.slice(0, 5).join(' ')}`, how: 'dropped' }
        : { phrase: text, as: `the ${role} "${text}"`, how: 'exact' },
    );
  }

  // A long story quotes the picture it turns to ("… cover idea: me in my dad's old straw hat …"), not its backstory.
  const cleaned = cleanScene(pictureText(lettering.scene));
  const refinedPrompt = composePrompt({
    scene: cleaned && isQuotableEnglish(normalizeText(cleaned)) ? cleaned : undefined,
    subjects: subjects.map((s) => s.as),
    ...(abstract ? { shapes: abstract.shapes.map((shape) => SHAPE_DESCRIPTIONS[shape]) } : {}),
    place: describePlace(environment),
    genre,
    mood,
    style,
    paletteNames,
    lighting,
    composition,
    medium,
    title: lettering.title,
    artist: lettering.artist,
    typeSize,
    typePlace: typePlace?.place,
  });

  return { refinement: { refinedPrompt, brief, parts: reported }, empty: emptyIdea };
}

/** Words a clause of colours alone may hold besides them: "cerise and midnight", "mostly mint with tar black". */
const PALETTE_GLUE =
  /^(?:and|&|\/|or|plus|with|on|in|of|the|a|an|mostly|mainly|only|just|all|some|lots|colours?|colors?|palette|tones?|shades?|plenty)$/;

/**
 * Whether a colour is one of a clause (between commas, stops or dashes) that names two or more colours and nothing
 * else: the colours the cover is to be in, however the rest of the idea colours its things.
 */
function inPaletteClause(
  text: string,
  m: { start: number; end: number },
  all: readonly { start: number; end: number }[],
): boolean {
  const before = text.slice(0, m.start).search(/[,.;:!?(—–]\s*[^,.;:!?(—–]*$/);
  const from = before < 0 ? 0 : before + 1;
  const next = text.slice(m.end).search(/[,.;:!?)—–]/);
  const to = next < 0 ? text.length : m.end + next;
  let rest = text.slice(from, to);
  const inClause = all.filter((c) => c.start >= from && c.end <= to);
  // One colour alone after a thing ("red lanterns, gold") may be the thing's; a list of them is the cover's, and so
  // is a colour in a sentence of nothing but colours ("… watching. rust red, hi vis orange and pitch black.").
  if (inClause.length < 2) return inPaletteSentence(text, m, all);
  for (const c of [...inClause].sort((a, b) => b.start - a.start))
    rest = rest.slice(0, c.start - from) + ' ' + rest.slice(c.end - from);
  const words = rest.split(/\s+/).filter(Boolean);
  return words.every((w) => PALETTE_GLUE.test(w)) || inPaletteSentence(text, m, all);
}

/** Whether the sentence around `m` names nothing but two or more colours, parted by commas and glue words. */
function inPaletteSentence(
  text: string,
  m: { start: number; end: number },
  all: readonly { start: number; end: number }[],
): boolean {
  const before = text.slice(0, m.start).search(/[.;:!?(—–]\s*[^.;:!?(—–]*$/);
  const from = before < 0 ? 0 : before + 1;
  const next = text.slice(m.end).search(/[.;:!?)—–]/);
  const to = next < 0 ? text.length : m.end + next;
  const inSentence = all.filter((c) => c.start >= from && c.end <= to);
  if (inSentence.length < 2) return false;
  let rest = text.slice(from, to);
  for (const c of [...inSentence].sort((a, b) => b.start - a.start))
    rest = rest.slice(0, c.start - from) + ' ' + rest.slice(c.end - from);
  // ("School bus yellow, prairie gold and a huge blue sky, like an old postcard.": the sky the colours fill, and a
  // closing likeness, are the palette's words too.)
  return rest
    .replace(/,\s*(?:like|as\s+in|as\s+if|in\s+the\s+style\s+of)\s[^,]*$/, ' ')
    .split(/[\s,]+/)
    .filter(Boolean)
    .every((w) => PALETTE_GLUE.test(w) || PALETTE_FIELD.test(w));
}

/** The field a closing list of colours may name as theirs: "… and a huge blue sky". */
const PALETTE_FIELD = /^(?:sky|skies|background|backdrop|huge|big|vast|wide|open|clear|bright|deep)$/;

/** A single-word colour used as a noun: the library draws it and no noun follows it in the same phrase. */
function nounUse(
  text: string,
  m: { start: number; end: number; phrase: string },
  all: readonly { start: number; end: number }[],
): boolean {
  // A shaded thing after an article is the thing, shaded: "a pale rose in a vase" (but "pale rose and grey").
  const counted = /(?:^|\s)(?:a|an|the|one)\s$/.test(text.slice(0, m.start));
  const noun = m.phrase.includes(' ') ? (counted ? m.phrase.split(' ').at(-1)! : undefined) : m.phrase;
  if (noun === undefined || resolveNoun(noun)?.how !== 'exact') return false;
  // "orange and navy", "teal, orange", "…, all in olive": used as a colour, it is one; so is "two dots of cinnabar".
  if (usedAsColour(text, m, all) || marksOf(text, m)) return false;
  const next = /^\s*([\p{L}]+)/u.exec(text.slice(m.end))?.[1];
  return next === undefined || /^[,.;:!?]/.test(text.slice(m.end).trim()) || NOT_A_NOUN_AFTER.has(next);
}

/** Lettering the idea refuses: "no big letters", "without any type". */
const REFUSED_TYPE = /(?:^|[^\p{L}])(?:no|not|without(?:\s+any)?|never)\s+$/u;

/** Colour words of other languages that are also things ("neón rosa" is pink, "una rosa roja" a red rose). */
const INTL_NOUN_COLORS = /^(?:rosa|naranja|lila)$/;
/** An article right before a word makes it a thing. */
const ARTICLE_BEFORE = /(?:^|\s)(?:una|un|la|el|las|los|uma|um|as|os|une|le|les|die|eine|der|das|ein)\s$/;

/**
 * Colour names that are things first: in "ice cream cone" or "snow globe" the word starts a compound noun (and "a
 * champagne tower" is a stack of glasses, no castle's, round 116).
 */
const NOUN_COLORS = new Set(
  'ice cream snow rose gold orange lemon lime coral olive peach plum chocolate coffee wine salmon sand sky honey mint cherry royal champagne'.split(
    ' ',
  ),
);

function startsCompound(text: string, m: { start: number; end: number; phrase: string }): boolean {
  const first = m.phrase.split(' ')[0]!;
  if (!NOUN_COLORS.has(first) && !NOUN_COLORS.has(m.phrase)) return false;
  // Any two- or three-word window of the same phrase that holds the colour word and names a thing.
  const before = text
    .slice(0, m.start)
    .split(/[,.;:!?]/)
    .at(-1)!
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2);
  const after = text
    .slice(m.end)
    .split(/[,.;:!?]/)[0]!
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2);
  const words = [...before, m.phrase, ...after];
  const at = before.length;
  for (const n of [3, 2]) {
    for (let from = Math.max(0, at - n + 1); from <= at && from + n <= words.length; from++) {
      if (resolveNoun(words.slice(from, from + n).join(' '))?.how === 'exact') return true;
    }
  }
  return false;
}

/** A one-word place, weather or light word that, with the word after it, names a made thing ("fire escape"). */
function startsMadeThing(text: string, m: { end: number; phrase: string }, place = false): boolean {
  if (m.phrase.includes(' ')) return false;
  const next = /^\s+([a-z]+)/.exec(text.slice(m.end))?.[1];
  if (!next) return false;
  const pair = `${m.phrase} ${next}`;
  const compound = senses(pair)[0] ?? senses(pluralize.singular(pair))[0];
  // A made thing WordNet lists ("a snow globe"), or a creature named after a place ("a sea lion"), or one the library
  // draws by that name, or one whose first word picks the meaning of the second after a place word ("a canal lock" is
  // no padlock). A creature named for its colour is drawn in it: two red foxes are foxes, and red.
  return compound
    ? (place ? NAMED_KINDS : MADE).has(compound.lexFile)
    : resolveNoun(pair)?.how === 'exact' || (place && headMeantOtherwise(pair));
}

/** Where WordNet files a compound that is a thing of its own, whatever its first word says alone. */
const MADE = new Set(['noun.artifact']);
const NAMED_KINDS = new Set([...MADE, 'noun.animal', 'noun.plant']);

/**
 * A room's name before a made thing says which kind it is ("a kitchen chair in a roundabout", "a bathroom mirror on
 * a beach"): the room is not where the idea is, unless the idea is in it.
 */
function namesFurnitureAfter(text: string, m: { start: number; end: number; phrase: string }): boolean {
  const next = /^\s+([a-z]+)/.exec(text.slice(m.end))?.[1];
  // In one ("a cat in the kitchen sink"), the room is still where the idea is.
  const inside = /\b(?:in|inside|into|at)\s+(?:(?:the|a|an|my|our|his|her|their)\s+)?$/.test(text.slice(0, m.start));
  return !inside && next !== undefined && senses(pluralize.singular(next))[0]?.lexFile === 'noun.artifact';
}

/**
 * A one-word place, light or genre word that, with the word before it, names a thing WordNet lists as made or natural
 * ("a pilot light", "an adobe house", "an opera house"): the pair is the thing, not a light, a place or a genre.
 */
function endsNamedThing(text: string, m: { start: number; phrase: string }): boolean {
  if (m.phrase.includes(' ')) return false;
  const before = /([a-z]+)\s+$/.exec(text.slice(0, m.start))?.[1];
  if (!before || NOT_A_NOUN_AFTER.has(before) || DETERMINERS.has(before)) return false;
  const pair = `${before} ${m.phrase}`;
  const kind = (senses(pair)[0] ?? senses(pluralize.singular(pair))[0])?.lexFile;
  const concrete =
    kind === 'noun.artifact' || kind === 'noun.object' || kind === 'noun.plant' || kind === 'noun.animal';
  return concrete || resolveNoun(pair)?.how === 'exact';
}

/** Words after which a colour word was a noun: "a rose in the snow", "snow on the hills". */
const NOT_A_NOUN_AFTER = new Set(
  'in on at under over with and of by from near beside behind above below made'.split(' '),
);

/** "a forest at dusk in fog". */
/** How the report names a room by its walls. */
const ROOM_WORDS_SAID: Readonly<Record<Room, string>> = {
  tiled: 'a tiled room',
  wooden: 'a room of wooden boards',
  hall: 'a hall under strip lights',
  corridor: 'a corridor seen down its length',
  bar: 'a bar with bottles on its shelves',
};

export function describePlace(e: SceneBrief['environment']): string {
  const place = e.room
    ? ROOM_WORDS_SAID[e.room]
    : e.drained
      ? 'a drained swimming pool'
      : ((e.oldTown && OLD_TOWN_WORDS[e.setting]) ?? SETTING_WORDS[e.setting]);
  const time = e.time === 'day' ? '' : e.time === 'golden' ? ' at golden hour' : ` at ${e.time}`;
  const weather =
    e.weather === 'clear'
      ? ''
      : e.weather === 'cloudy'
        ? ' under clouds'
        : e.weather === 'storm'
          ? ' in a thunderstorm'
          : ` in ${e.weather}`;
  return `${place}${time}${weather}`;
}

/** How the report names an old town's settings. */
const OLD_TOWN_WORDS: Partial<Record<Setting, string>> = {
  city: 'an old town of low houses, domes and towers',
  street: 'a street of old house fronts',
};

const SETTING_WORDS: Readonly<Record<Setting, string>> = {
  sky: 'an open sky',
  sea: 'the open sea',
  lake: 'a still lake',
  beach: 'a beach',
  underwater: 'deep water',
  city: 'a city',
  street: 'a city street',
  road: 'an open road through open country',
  courtyard: 'a courtyard walled in by arcades',
  pool: 'a swimming pool',
  desert: 'a desert',
  forest: 'a forest',
  field: 'an open field',
  hills: 'rolling hills',
  mountains: 'the mountains',
  snow: 'a snowfield',
  space: 'deep space',
  interior: 'a quiet room',
  stage: 'a stage',
  studio: 'a plain studio backdrop',
};

/**
 * "golfers staring from the green,", "out on the blue": a lone colour word after a preposition and "the", ending its
 * phrase, is a place (a golf or village green, the sea), not the cover's colour, even where a list of colours follows.
 */
const PLACE_BEFORE = /\b(?:from|on|onto|across|over|at|by|round|around|off|into|near)\s+the\s+$/;
function placeNamedByColour(text: string, m: { start: number; end: number; phrase: string }): boolean {
  return (
    !m.phrase.includes(' ') &&
    PLACE_BEFORE.test(text.slice(0, m.start)) &&
    /^\s*(?:$|[,.;:!?)])/.test(text.slice(m.end))
  );
}

/** The default RefineProvider: no outside service, no cost, instant. */
export class BuiltinRefiner implements RefineProvider {
  readonly name = REFINER_NAMES.builtin;

  async refine(idea: string, options?: { signal?: AbortSignal }): Promise<Refinement> {
    options?.signal?.throwIfAborted();
    return refineIdea(idea);
  }
}

/**
 * The refined prompt for a scene brief someone edited (the Prompt Studio). It describes the brief itself (its
 * subjects, place, mood...), not the idea it started from, so the prompt shown is what will be drawn. A genre outside
 * the lexicon is described by its own name.
 */
export function composeFromBrief(brief: SceneBrief): string {
  const known = findGenre(brief.genre.trim().toLowerCase().replace(/\s+/g, '-'));
  const genre = known ?? { ...findGenre('pop')!, id: brief.genre, label: brief.genre.trim() };
  return composePrompt({
    scene: undefined,
    subjects: brief.subjects.map((subject) => describeSubject(subject)),
    place: describePlace(brief.environment),
    genre,
    mood: brief.mood.trim(),
    style: brief.style.trim(),
    paletteNames: brief.paletteNames,
    lighting: brief.lighting.trim(),
    composition: brief.composition,
    medium: brief.medium.trim(),
    title: brief.title,
    artist: brief.artist,
  });
}

/**
 * The colour the idea named after a thing it draws ("a jumbo jet …, neon magenta, jet silver"), not a genre's own
 * swatch: that thing is drawn in it (round 100 drew the jet black and showed its silver nowhere). The index in the palette, if any.
 */
function shadeNamedFor(
  noun: string,
  paletteNames: readonly string[],
  genreNames: readonly string[],
): number | undefined {
  const head = pluralize.singular(noun.toLowerCase().split(' ').at(-1) ?? '');
  const at = paletteNames.findIndex((name) => {
    const words = name.split(' ');
    return (
      words.length > 1 &&
      !isSchemeTone(name) &&
      !genreNames.includes(name) &&
      pluralize.singular(words.at(-2)!) === head
    );
  });
  return at >= 0 ? at : undefined;
}
