/**
 * The scenes a genre's covers typically show (synthwave: a sun over a neon grid; black metal: a frozen forest).
 * The refiner draws one only where the idea itself names no place and no subject: genres colour the style, never
 * replace what the idea asks for.
 */
import type { Composition, Environment } from '../contracts/scene-brief.ts';

export const GENRE_SCENES = [
  'horizon-grid',
  'mountains-fog',
  'night-skyline',
  'sea-waves',
  'starfield',
  'botanical',
  'silhouette',
  'swiss-geometric',
  'typographic',
  'flow-field',
  'collage',
  'desert',
  'forest',
  'road-trip',
  'vinyl',
  'eclipse',
  'aura',
  'single-object',
] as const;
export type GenreScene = (typeof GENRE_SCENES)[number];

export interface SceneDefault {
  environment: Environment;
  /** Nouns drawn when the idea names none (resolved through the subject library). */
  subjects: string[];
  composition: Composition;
  /** How the scene reads in a prompt, after "showing". */
  description: string;
}

const env = (
  setting: Environment['setting'],
  time: Environment['time'],
  weather: Environment['weather'] = 'clear',
  effects: Environment['effects'] = [],
): Environment => ({
  setting,
  time,
  weather,
  effects,
});

export const SCENE_DEFAULTS: Readonly<Record<GenreScene, SceneDefault>> = {
  'horizon-grid': {
    environment: env('desert', 'dusk', 'clear', ['neon-grid']),
    subjects: ['sun'],
    composition: 'low-horizon',
    description: 'a glowing sun sinking over a neon grid',
  },
  'mountains-fog': {
    environment: env('mountains', 'dawn', 'fog'),
    subjects: [],
    composition: 'low-horizon',
    description: 'layered mountain ridges fading into fog',
  },
  'night-skyline': {
    environment: env('city', 'night'),
    subjects: [],
    composition: 'low-horizon',
    description: 'a city skyline at night with lit windows',
  },
  'sea-waves': {
    environment: env('sea', 'golden'),
    subjects: ['sun'],
    composition: 'low-horizon',
    description: 'rolling waves beneath a wide horizon',
  },
  starfield: {
    environment: env('space', 'night', 'clear', ['stars']),
    subjects: ['planet'],
    composition: 'hero',
    description: 'a deep starfield around a distant planet',
  },
  botanical: {
    environment: env('studio', 'day'),
    subjects: ['flower'],
    composition: 'pattern',
    description: 'a lush arrangement of blossoms',
  },
  silhouette: {
    environment: env('hills', 'dusk'),
    subjects: ['person'],
    composition: 'thirds',
    description: 'a lone figure against a luminous sky',
  },
  'swiss-geometric': {
    environment: env('studio', 'day', 'clear', ['spotlight']),
    subjects: ['sphere'],
    composition: 'frame',
    description: 'a sphere framed by bold geometric shapes',
  },
  typographic: {
    environment: env('stage', 'night', 'fog', ['light-rays', 'smoke']),
    subjects: [],
    composition: 'typographic',
    description: 'beams of light through haze, with the lettering as the hero',
  },
  'flow-field': {
    environment: env('studio', 'night', 'clear', ['smoke']),
    subjects: [],
    composition: 'typographic',
    description: 'flowing lines of light sweeping across the frame',
  },
  collage: {
    environment: env('studio', 'day'),
    subjects: ['eye'],
    composition: 'frame',
    description: 'a layered cut-paper collage',
  },
  desert: {
    environment: env('desert', 'golden'),
    subjects: ['sun'],
    composition: 'low-horizon',
    description: 'sand dunes under an open desert sky',
  },
  forest: {
    environment: env('forest', 'dusk', 'fog'),
    subjects: [],
    composition: 'low-horizon',
    description: 'tall trees receding into a misty forest',
  },
  'road-trip': {
    environment: env('desert', 'golden'),
    subjects: ['car'],
    composition: 'low-horizon',
    description: 'an open highway vanishing toward the horizon',
  },
  // Once a vinyl record as the centrepiece: every panel called it a stock fallback. A stage in haze says music
  // without a cliché object.
  vinyl: {
    environment: env('stage', 'night', 'fog', ['light-rays', 'smoke']),
    subjects: [],
    composition: 'low-horizon',
    description: 'stage lights cutting through haze',
  },
  eclipse: {
    environment: env('space', 'night', 'clear', ['stars']),
    subjects: ['eclipse'],
    composition: 'hero',
    description: 'a total eclipse with a burning corona',
  },
  aura: {
    environment: env('sky', 'dusk', 'fog'),
    subjects: [],
    composition: 'hero',
    description: 'a soft glowing aura of colour',
  },
  'single-object': {
    environment: env('studio', 'day', 'clear', ['spotlight']),
    subjects: [],
    composition: 'hero',
    description: 'a single striking object centred on a clean field',
  },
};
