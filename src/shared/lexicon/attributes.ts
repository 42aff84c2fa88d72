/**
 * Words that bind to a subject rather than name one: what it is made of ('a wolf made of smoke', 'a chrome rose',
 * 'a fox in ink wash'), how many there are ('two goldfish', 'a flock of birds'), and how it is placed ('a lone tree').
 */
import type { Material } from '../contracts/scene-brief.ts';

/** Material words, as adjectives before a noun or after "made of" / "of" / "in". */
export const MATERIAL_WORDS: Readonly<Record<string, Material>> = {
  smoke: 'smoke',
  smoky: 'smoke',
  smokey: 'smoke',
  vapour: 'smoke',
  vapor: 'smoke',
  mist: 'smoke',
  glass: 'glass',
  'stained glass': 'stained-glass',
  'stained-glass': 'stained-glass',
  mosaic: 'stained-glass',
  gold: 'gold',
  golden: 'gold',
  'gold leaf': 'gold',
  gilded: 'gold',
  brass: 'gold',
  silver: 'silver',
  chrome: 'chrome',
  chromed: 'chrome',
  metallic: 'chrome',
  mercury: 'chrome',
  steel: 'silver',
  neon: 'neon',
  paper: 'paper',
  'paper cut outs': 'paper',
  'paper cutouts': 'paper',
  'cut paper': 'paper',
  origami: 'paper',
  ink: 'ink',
  'ink wash': 'ink',
  watercolor: 'ink',
  watercolour: 'ink',
  marble: 'marble',
  ice: 'ice',
  icy: 'ice',
  frozen: 'ice',
  fire: 'fire',
  flames: 'fire',
  burning: 'fire',
  flaming: 'fire',
  // Burning in Spanish, Italian, Portuguese, German, French.
  ardiendo: 'fire',
  ardente: 'fire',
  incendiado: 'fire',
  incendiada: 'fire',
  brennend: 'fire',
  brennende: 'fire',
  brennender: 'fire',
  brennendes: 'fire',
  enflamme: 'fire',
  enflammee: 'fire',
  light: 'light',
  glowing: 'light',
  luminous: 'light',
  crystal: 'crystal',
  crystals: 'crystal',
  diamond: 'crystal',
  wooden: 'wood',
  wood: 'wood',
  stone: 'stone',
  granite: 'stone',
  // Rock salt, carved or mined, is a grey crystal ("a chapel carved out of salt"); a salt cellar is still "salt".
  salt: 'crystal',
  // Bone and ivory read as a pale, veined stone: "a throne made of bones", "an ivory tower".
  bone: 'marble',
  bones: 'marble',
  ivory: 'marble',
};

/** Materials that may also be things in their own right: "a glass of whiskey", "a stone", "light". */
export const MATERIAL_ALSO_NOUN: ReadonlySet<string> = new Set([
  'bone',
  'bones',
  'glass',
  'crystal',
  'stone',
  'ink',
  'paper',
  'light',
  'fire',
  'ice',
  'diamond',
  'gold',
  'wood',
  'salt',
]);

const NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  lone: 1,
  solitary: 1,
  two: 2,
  pair: 2,
  couple: 2,
  twin: 2,
  twins: 2,
  both: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  // "two hundred ravers", "a couple hundred", "a few thousand", "all twenty of us": as many as a cover draws.
  twenty: 16,
  thirty: 16,
  forty: 16,
  fifty: 16,
  hundred: 16,
  thousand: 16,
  million: 16,
  few: 3,
  several: 4,
  some: 3,
  many: 12,
  countless: 16,
  hundreds: 16,
  thousands: 16,
  lots: 12,
  flock: 12,
  swarm: 16,
  herd: 8,
  school: 12,
  pack: 5,
  crowd: 12,
  mob: 8,
  riot: 8,
  horde: 8,
  throng: 8,
  // Collectives of birds and beasts, as the old names go: a murmuration of starlings is a cloud of them.
  murmuration: 24,
  parliament: 8,
  murder: 8,
  colony: 12,
  gaggle: 6,
  troop: 6,
  queue: 5,
  field: 16,
  sea: 16,
  stack: 5,
  tower: 6,
  heap: 8,
  mountain: 12,
  pile: 8,
  row: 5,
  bunch: 6,
  bouquet: 7,
  cluster: 6,
  rack: 4,
  handful: 4,
};

/** The count a word asks for ("three", "a flock of"), or undefined. Digits count too ("3 candles"). */
export function countWord(word: string): number | undefined {
  if (/^\d{1,3}$/.test(word)) return Math.max(1, Math.min(24, Number(word)));
  return NUMBERS[word];
}

/** Collective nouns followed by "of": "a flock of birds" counts the birds, it is not a subject. */
export const COLLECTIVES: ReadonlySet<string> = new Set([
  'pair',
  'couple',
  'flock',
  'swarm',
  'herd',
  'school',
  'pack',
  'crowd',
  'mob',
  'riot',
  'horde',
  'throng',
  'murmuration',
  'parliament',
  'murder',
  'colony',
  'gaggle',
  'troop',
  'queue',
  'stack',
  'tower',
  'heap',
  'mountain',
  'pile',
  'row',
  'bunch',
  'ring',
  'bouquet',
  'cluster',
  // "a rack of steelpans being shoved along" is the pans (round 82 drew a picture frame).
  'rack',
  'handful',
  'dozen',
  'lots',
  'hundreds',
  'thousands',
  'field',
  'sea',
]);

/**
 * Nouns plural in form that name one thing ("sunglasses", "jeans"), or one person's pair drawn as one ("hands",
 * "eyes"): one unless counted, and "a pair of" them is one.
 */
export const PAIRED_NOUNS: ReadonlySet<string> = new Set(
  'sunglasses glasses spectacles goggles headphones earphones earbuds earmuffs jeans trousers pants shorts tights leggings overalls pyjamas pajamas scissors pliers tongs shears tweezers binoculars handcuffs clippers bagpipes hands eyes headlights'.split(
    ' ',
  ),
);

/** Instruments plural in form, named by their kind of pipes: one set, like "bagpipes". */
const ONE_SET = /\b(?:uilleann|union|highland|border|northumbrian|small)\s+pipes$/;

/** Whether a noun in the plural names one thing or one pair ("sunglasses", "uilleann pipes"). */
export function namesOnePair(noun: string): boolean {
  return PAIRED_NOUNS.has(noun.split(' ').at(-1)!) || ONE_SET.test(noun);
}

/** Things worn on the head or face: "a woman with sunglasses", "a cat in a crown" wear them. */
export const WORN_ON_HEAD =
  /\b(?:sunglasses|glasses|spectacles|goggles|shades|headphones|earphones|earmuffs|mask|visor|blindfold|hat|cap|beanie|beret|bandana|crown|tiara|helmet|halo|hood|headdress|turban|sombrero|stetson|fedora|top hat|bowler)$/;

/** What is worn at the eyes or ears, not on top of the head. */
export const WORN_AT_EYES =
  /\b(?:sunglasses|glasses|spectacles|goggles|shades|headphones|earphones|mask|visor|blindfold)$/;

/** Words asking for a subject alone and small in a wide place: low horizon. */
export const SOLITUDE_WORDS: ReadonlySet<string> = new Set([
  'lone',
  'alone',
  'solitary',
  'distant',
  'tiny',
  'small',
  'little',
  'far',
  'faraway',
  'lonely',
  'isolated',
  'empty',
]);

/**
 * Words that make a thing larger than life: beside a hero, it towers over it. ("Big" is ordinary size: round 96's "big
 * copper pot" on a hut's step stood twice a person's height and hid the hut.)
 */
export const SIZE_WORDS: ReadonlySet<string> = new Set([
  'giant',
  'huge',
  'enormous',
  'massive',
  'colossal',
  'towering',
  'gigantic',
  'vast',
  'immense',
]);

/** Words asking for a subject to fill the frame. */
export const SCALE_WORDS: ReadonlySet<string> = new Set([
  'giant',
  'huge',
  'enormous',
  'massive',
  'colossal',
  'big',
  'towering',
  'close',
  'closeup',
  'portrait',
  'macro',
]);

/**
 * Things whose colour is part of what they are: a goldfish the idea does not colour is still orange, a flamingo
 * pink. Applied only when the idea binds no colour of its own; keyed by the noun's last word.
 */
const NATURAL_COLORS: Readonly<Record<string, { name: string; hex: string }>> = {
  goldfish: { name: 'orange', hex: '#f08a24' },
  flamingo: { name: 'pink', hex: '#f28ab2' },
  sunflower: { name: 'yellow', hex: '#f5c518' },
  fox: { name: 'orange', hex: '#d9622b' },
  tiger: { name: 'orange', hex: '#e07b24' },
  lion: { name: 'gold', hex: '#c8963e' },
  leopard: { name: 'gold', hex: '#d4a04a' },
  giraffe: { name: 'tan', hex: '#d9a45b' },
  camel: { name: 'tan', hex: '#c19a6b' },
  lemon: { name: 'yellow', hex: '#f7e03c' },
  banana: { name: 'yellow', hex: '#f4d03f' },
  orange: { name: 'orange', hex: '#f58a1f' },
  strawberry: { name: 'red', hex: '#d7263d' },
  cherry: { name: 'red', hex: '#b0102c' },
  apple: { name: 'red', hex: '#c81d25' },
  tomato: { name: 'red', hex: '#e0412b' },
  pumpkin: { name: 'orange', hex: '#e8761c' },
  frog: { name: 'green', hex: '#4caf50' },
  cactus: { name: 'green', hex: '#4f8a3c' },
  octopus: { name: 'coral', hex: '#d0543c' },
  crab: { name: 'red', hex: '#d1442c' },
  lobster: { name: 'red', hex: '#c0392b' },
  ladybug: { name: 'red', hex: '#d62828' },
  rose: { name: 'red', hex: '#c21838' },
  tulip: { name: 'red', hex: '#e03a5c' },
  heart: { name: 'red', hex: '#d1213c' },
  swan: { name: 'white', hex: '#f4f1ea' },
  'polar bear': { name: 'white', hex: '#f1efe8' },
  penguin: { name: 'black', hex: '#1d1f24' },
  crow: { name: 'black', hex: '#16161a' },
  raven: { name: 'black', hex: '#121217' },
  panther: { name: 'black', hex: '#141416' },
  snowman: { name: 'white', hex: '#f5f7fa' },
  ghost: { name: 'white', hex: '#eef0f4' },
  skeleton: { name: 'bone white', hex: '#ece4d0' },
  skull: { name: 'bone white', hex: '#ece4d0' },
  candle: { name: 'ivory', hex: '#efe6cf' },
  trumpet: { name: 'brass', hex: '#d4a537' },
  saxophone: { name: 'brass', hex: '#d4a537' },
  crown: { name: 'gold', hex: '#d8b13a' },
  trophy: { name: 'gold', hex: '#d8b13a' },
  coin: { name: 'gold', hex: '#d8b13a' },
  banjo: { name: 'brown', hex: '#9a6a3a' },
  guitar: { name: 'sunburst', hex: '#b5542a' },
  violin: { name: 'varnish', hex: '#8e3f1c' },
  cello: { name: 'varnish', hex: '#8e3f1c' },
  grapes: { name: 'purple', hex: '#6a2c70' },
  pineapple: { name: 'gold', hex: '#e5b53a' },
  pear: { name: 'green', hex: '#b5c23a' },
  bee: { name: 'yellow', hex: '#f2b705' },
  butterfly: { name: 'orange', hex: '#e8781e' },
  parrot: { name: 'red', hex: '#d62d20' },
  peacock: { name: 'blue', hex: '#1f6f8b' },
  dolphin: { name: 'grey', hex: '#8796a8' },
  whale: { name: 'blue', hex: '#4a6076' },
  elephant: { name: 'grey', hex: '#8a8a8a' },
  zebra: { name: 'white', hex: '#efefef' },
  pig: { name: 'pink', hex: '#f2a7b5' },
  retriever: { name: 'golden', hex: '#d39a45' },
  cow: { name: 'white', hex: '#f0ede6' },
  sheep: { name: 'cream', hex: '#efe9dc' },
  pumpkins: { name: 'orange', hex: '#e8761c' },
  leaf: { name: 'green', hex: '#4d8b31' },
  tree: { name: 'green', hex: '#3f7a35' },
  'palm tree': { name: 'green', hex: '#3b8a4a' },
  broccoli: { name: 'green', hex: '#4a8a2a' },
  fire: { name: 'orange', hex: '#f26a1b' },
  'cherry blossom': { name: 'pink', hex: '#f4b6c8' },
  'cherry tree': { name: 'pink', hex: '#f4b6c8' },
  'cherry blossom tree': { name: 'pink', hex: '#f4b6c8' },
  'sakura tree': { name: 'pink', hex: '#f4b6c8' },
  'blossom tree': { name: 'pink', hex: '#f4b6c8' },
  blossom: { name: 'pink', hex: '#f4b6c8' },
  jellyfish: { name: 'violet', hex: '#b58ee0' },
  // Substances drawn heaped ("a pile of shining salt": round 119's was a black heap).
  salt: { name: 'white', hex: '#f2f0ea' },
  sugar: { name: 'white', hex: '#f4f1ea' },
  flour: { name: 'white', hex: '#f3efe6' },
  rice: { name: 'white', hex: '#efeadc' },
  coal: { name: 'black', hex: '#26262a' },
  sand: { name: 'sand', hex: '#d9c49b' },
  gravel: { name: 'grey', hex: '#8f8c86' },
};

/** The colour a thing has by nature, by its whole name or its last word, singular ("pink flamingos" aside). */
export function naturalColor(noun: string): { name: string; hex: string } | undefined {
  const last = noun.split(' ').at(-1)!;
  const singularLast = last.length > 3 && last.endsWith('s') && !last.endsWith('ss') ? last.slice(0, -1) : last;
  return NATURAL_COLORS[noun] ?? NATURAL_COLORS[last] ?? NATURAL_COLORS[singularLast];
}
