import type { Composition } from '../../../shared/contracts/scene-brief.ts';
import type { Layout, Scene } from '../scene.ts';
import { collage } from './collage.ts';
import { aura, flowField, singleObject, swissGeometric, typographic, vinylScene } from './graphic.ts';
import { desert, horizonGrid, mountainsFog, roadTrip, seaWaves } from './horizons.ts';
import { botanical, forest } from './nature.ts';
import { eclipseScene, nightSkyline, starfield } from './night.ts';
import { silhouette } from './portrait.ts';

export type Archetype = (s: Scene) => Layout;

/** Every composition of the contract, drawn by its archetype. */
export const ARCHETYPES: Record<Composition, Archetype> = {
  'horizon-grid': horizonGrid,
  'mountains-fog': mountainsFog,
  'night-skyline': nightSkyline,
  'sea-waves': seaWaves,
  starfield,
  botanical,
  silhouette,
  'swiss-geometric': swissGeometric,
  typographic,
  'flow-field': flowField,
  collage,
  desert,
  forest,
  'road-trip': roadTrip,
  vinyl: vinylScene,
  eclipse: eclipseScene,
  aura,
  'single-object': singleObject,
};
