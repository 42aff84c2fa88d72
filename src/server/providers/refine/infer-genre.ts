/**
 * Chooses a genre when the idea names none, from what it does say: subjects, moods and colour words each vote
 * for the genre whose covers they most evoke ("neon city at night" → synthwave, "misty forest" → folk).
 */
import type { Effect, Setting, Weather } from '../../../shared/contracts/scene-brief.ts';

export interface GenreSignals {
  /** Subject nouns in order of mention, as drawn ("wolf", "pickup truck", "moon"; an oud is "mandolin"). */
  subjects: readonly string[];
  /** The same subjects in the idea's own words (an oud is "oud"): an instrument votes only as itself. */
  written?: readonly string[];
  settings: readonly Setting[];
  effects: readonly Effect[];
  weathers: readonly Weather[];
  /** Mood ids in order of mention. */
  moods: readonly string[];
  /** Genre ids suggested by colour vocabulary ("neon" → synthwave), in order of mention. */
  colorHints: readonly string[];
  night: boolean;
}

/** Subjects whose covers belong to a genre; matched on the noun's last word ("vintage car" → car). */
export const SUBJECT_GENRE: Readonly<Record<string, string>> = {
  sun: 'chillwave',
  choir: 'gospel',
  singers: 'gospel',
  moon: 'dream-pop',
  planet: 'ambient',
  eclipse: 'ambient',
  comet: 'ambient',
  astronaut: 'psychedelic',
  rocket: 'synthwave',
  car: 'synthwave',
  palm: 'city-pop',
  tree: 'folk',
  flower: 'indie-pop',
  rose: 'indie-pop',
  leaf: 'folk',
  cactus: 'americana',
  cowboy: 'country',
  horse: 'americana',
  skull: 'metal',
  skeleton: 'metal',
  wolf: 'metal',
  raven: 'darkwave',
  crow: 'americana',
  heart: 'indie-pop',
  eye: 'psychedelic',
  bird: 'folk',
  butterfly: 'dream-pop',
  guitar: 'rock',
  vinyl: 'soul',
  record: 'soul',
  microphone: 'soul',
  headphones: 'lo-fi',
  cassette: 'lo-fi',
  piano: 'classical',
  violin: 'classical',
  trumpet: 'jazz',
  saxophone: 'jazz',
  crown: 'hip-hop',
  chain: 'hip-hop',
  dragon: 'metal',
  sword: 'metal',
  candle: 'goth',
};

/**
 * Instruments whose sound is a genre's, by the idea's own word (a sanshin drawn as a banjo is no bluegrass record):
 * named anywhere in the picture they outvote a mood ("everyone clapping" at a
 * kitchen party with a fiddle is a folk record, not disco; round 82).
 */
export const INSTRUMENT_GENRE: Readonly<Record<string, string>> = {
  fiddle: 'folk',
  banjo: 'bluegrass',
  mandolin: 'bluegrass',
  accordion: 'folk',
  concertina: 'folk',
  bagpipe: 'celtic',
  bodhran: 'celtic',
  harmonica: 'blues',
  turntable: 'hip-hop',
  synthesizer: 'synthwave',
  sitar: 'world',
  tabla: 'world',
  cello: 'classical',
  harpsichord: 'classical',
  kora: 'world',
  oud: 'world',
  mbira: 'world',
  khaen: 'world',
  erhu: 'world',
  koto: 'world',
  // A sound system's pressings (round 83's loft of them came out synthwave).
  dubplate: 'dub',
};

const SETTING_GENRE: Readonly<Partial<Record<Setting, string>>> = {
  space: 'ambient',
  sea: 'chillwave',
  beach: 'chillwave',
  city: 'city-pop',
  street: 'lo-fi',
  desert: 'americana',
  forest: 'folk',
  field: 'folk',
  mountains: 'post-rock',
  snow: 'ambient',
  underwater: 'ambient',
};

export const MOOD_GENRE: Readonly<Record<string, string>> = {
  melancholic: 'indie-rock',
  euphoric: 'house',
  dreamy: 'dream-pop',
  dark: 'darkwave',
  aggressive: 'metal',
  nostalgic: 'synthwave',
  romantic: 'r-and-b',
  peaceful: 'ambient',
  mysterious: 'trip-hop',
  energetic: 'edm',
  hopeful: 'indie-pop',
  lonely: 'lo-fi',
  eerie: 'darkwave',
  playful: 'pop',
  epic: 'cinematic',
  sensual: 'r-and-b',
  hypnotic: 'techno',
  triumphant: 'cinematic',
  bittersweet: 'indie-pop',
  serene: 'ambient',
  rebellious: 'punk',
  cosmic: 'ambient',
  warm: 'soul',
  cold: 'post-punk',
  nocturnal: 'synthwave',
  chill: 'lo-fi',
  spiritual: 'gospel',
  gritty: 'hip-hop',
  futuristic: 'synthwave',
  whimsical: 'indie-pop',
  surreal: 'psychedelic',
  festive: 'disco',
};

/** When nothing in the idea points anywhere: broad genres whose covers suit almost any scene. */
export const FALLBACK_GENRES = ['indie-pop', 'ambient', 'electronic', 'pop'] as const;

/** Returns a genre id; `hash` (stable per idea) picks the fallback. */
export function inferGenre(signals: GenreSignals, hash: number): string {
  const scores = new Map<string, number>();
  const vote = (genre: string | undefined, weight: number): void => {
    if (genre) scores.set(genre, (scores.get(genre) ?? 0) + weight);
  };

  // The first thing named matters most.
  signals.subjects.forEach((noun, i) => vote(SUBJECT_GENRE[lastWord(noun)], i === 0 ? 3 : i === 1 ? 2 : 1));
  (signals.written ?? []).forEach((noun) => vote(INSTRUMENT_GENRE[lastWord(noun.toLowerCase())], 5));
  signals.settings.forEach((setting, i) => vote(SETTING_GENRE[setting], i === 0 ? 2 : 1));
  signals.moods.forEach((m, i) => vote(MOOD_GENRE[m], i === 0 ? 2 : 1));
  signals.colorHints.forEach((g) => vote(g, 2));
  if (signals.effects.includes('neon-grid')) vote('synthwave', 3);

  // Combinations that mean more than their parts.
  const has = (noun: string): boolean => signals.subjects.some((s) => lastWord(s) === noun);
  const in_ = (setting: Setting): boolean => signals.settings.includes(setting);
  const night = signals.night || signals.moods.includes('nocturnal');
  const neon = signals.colorHints.includes('synthwave');
  if (in_('city') && (night || neon)) vote('synthwave', 3);
  if (has('car') && (night || neon)) vote('synthwave', 3);
  if ((in_('space') || has('planet')) && neon) vote('synthwave', 2);
  if (in_('street') && night) vote('lo-fi', 2);
  if (signals.weathers.includes('rain') && (in_('city') || in_('street') || in_('interior'))) vote('lo-fi', 4);
  if ((in_('forest') || in_('mountains')) && (signals.moods.includes('dark') || signals.moods.includes('cold'))) {
    vote('black-metal', 3);
  }

  let best: string | undefined;
  let bestScore = 0;
  // Map iteration follows the order of first votes, so ties go to the first subject, then the first mood.
  for (const [genre, score] of scores) {
    if (score > bestScore) {
      best = genre;
      bestScore = score;
    }
  }
  return best ?? FALLBACK_GENRES[hash % FALLBACK_GENRES.length] ?? FALLBACK_GENRES[0];
}

function lastWord(noun: string): string {
  const word = noun.split(' ').at(-1) ?? noun;
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}
