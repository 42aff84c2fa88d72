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
};

/** Materials that may also be things in their own right: "a glass of whiskey", "a stone", "light". */
export const MATERIAL_ALSO_NOUN: ReadonlySet<string> = new Set(['glass', 'crystal', 'stone', 'ink', 'paper', 'light', 'fire', 'ice', 'diamond', 'gold', 'wood']);

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
  field: 16,
  sea: 16,
  stack: 5,
  pile: 8,
  row: 5,
  bunch: 6,
  bouquet: 7,
  cluster: 6,
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
  'stack',
  'pile',
  'row',
  'bunch',
  'bouquet',
  'cluster',
  'dozen',
  'lots',
  'hundreds',
  'thousands',
  'field',
  'sea',
]);

/** Words asking for a subject alone and small in a wide place: low horizon. */
export const SOLITUDE_WORDS: ReadonlySet<string> = new Set(['lone', 'alone', 'solitary', 'distant', 'tiny', 'small', 'little', 'far', 'faraway', 'lonely', 'isolated', 'empty']);

/** Words asking for a subject to fill the frame. */
export const SCALE_WORDS: ReadonlySet<string> = new Set(['giant', 'huge', 'enormous', 'massive', 'colossal', 'big', 'towering', 'close', 'closeup', 'portrait', 'macro']);
