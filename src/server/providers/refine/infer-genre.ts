/**
 * Chooses a genre when the idea names none, from what it does say: subjects, moods and colour words each vote
 * for the genre whose covers they most evoke ("neon city at night" → synthwave, "misty forest" → folk).
 */
import type { Composition, Motif } from '../../../shared/contracts/scene-brief.ts';

export interface GenreSignals {
  /** Motifs in order of mention. */
  motifs: readonly Motif[];
  /** Composition hints from subjects and layout words, in order of mention. */
  compositions: readonly Composition[];
  /** Mood ids in order of mention. */
  moods: readonly string[];
  /** Genre ids suggested by colour vocabulary ("neon" → synthwave), in order of mention. */
  colorHints: readonly string[];
}

export const MOTIF_GENRE: Readonly<Partial<Record<Motif, string>>> = {
  sun: 'chillwave',
  moon: 'dream-pop',
  stars: 'ambient',
  planet: 'ambient',
  eclipse: 'ambient',
  mountains: 'post-rock',
  sea: 'chillwave',
  skyline: 'city-pop',
  road: 'americana',
  car: 'synthwave',
  palm: 'city-pop',
  tree: 'folk',
  flower: 'indie-pop',
  leaf: 'folk',
  cactus: 'americana',
  dunes: 'ambient',
  pyramid: 'ambient',
  face: 'r-and-b',
  eye: 'psychedelic',
  bird: 'folk',
  butterfly: 'dream-pop',
  heart: 'indie-pop',
  skull: 'metal',
  cloud: 'dream-pop',
  rain: 'lo-fi',
  lightning: 'rock',
  fire: 'metal',
  vinyl: 'soul',
  cassette: 'lo-fi',
  guitar: 'indie-rock',
  microphone: 'hip-hop',
  headphones: 'lo-fi',
  crystal: 'ambient',
  geometry: 'electronic',
  flow: 'electronic',
  smoke: 'trip-hop',
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

export const COMPOSITION_GENRE: Readonly<Partial<Record<Composition, string>>> = {
  'horizon-grid': 'synthwave',
  starfield: 'ambient',
  collage: 'hyperpop',
  'swiss-geometric': 'electronic',
  typographic: 'post-punk',
  'flow-field': 'electronic',
  aura: 'ambient',
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
  signals.motifs.forEach((m, i) => vote(MOTIF_GENRE[m], i === 0 ? 3 : i === 1 ? 2 : 1));
  signals.moods.forEach((m, i) => vote(MOOD_GENRE[m], i === 0 ? 2 : 1));
  signals.colorHints.forEach((g) => vote(g, 2));
  signals.compositions.forEach((c) => vote(COMPOSITION_GENRE[c], 1));

  // Combinations that mean more than their parts.
  const has = (m: Motif): boolean => signals.motifs.includes(m);
  const night = signals.moods.includes('nocturnal');
  const neon = signals.colorHints.includes('synthwave');
  if (has('skyline') && (night || neon)) vote('synthwave', 3);
  if ((has('car') || has('road')) && (night || neon)) vote('synthwave', 3);
  if ((has('stars') || has('planet')) && neon) vote('synthwave', 2);
  if (has('rain') && (night || has('skyline'))) vote('lo-fi', 2);
  if ((has('tree') || has('mountains')) && (signals.moods.includes('dark') || signals.moods.includes('cold'))) {
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
