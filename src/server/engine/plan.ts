/**
 * The cover plan: everything the look renderers need, decided once from a brief and a seed (planner.ts).
 * A cover is drawn in layers, each by the look's renderer (photon/ or sonic/):
 *   1. environment (sky, light, land, water, city, interior) → 2. subjects → 3. atmosphere and finish → 4. type.
 * All geometry is in the 1000-unit square (U), y down; the canvas context is already scaled to the output size.
 */
import type { SKRSContext2D, Canvas } from '@napi-rs/canvas';
import type { Environment, GenreFamily, Look, Material, SceneBrief } from '../../shared/contracts/scene-brief.ts';
import type { Rng } from './random.ts';

/** A vector shape from the subject library, in its own viewBox. */
export interface SubjectShape {
  key: string;
  viewBox: readonly [x: number, y: number, w: number, h: number];
  /** SVG path data, each filled with its rule; together they make the silhouette (holes show detail). */
  paths: readonly { d: string; evenOdd: boolean }[];
  /**
   * The same glyph drawn in colour with its details (an SVG document in the same viewBox), when an art set has it:
   * the looks print or light it instead of a flat silhouette fill. The silhouette still decides where it may be.
   */
  art?: { set: string; svg: string };
}

/** Procedural subjects drawn by the environment layer rather than from the vector library. */
export type SkyBodyKind = 'sun' | 'moon' | 'planet' | 'eclipse' | 'comet';
export interface SkyBody {
  kind: SkyBodyKind;
  x: number;
  y: number;
  r: number;
  /** Bound colour ('a blood red moon'), else chosen from the light. */
  color: string;
  material?: Material;
}

export type LandformKind = 'mountain' | 'island' | 'volcano' | 'iceberg' | 'waterfall' | 'wave' | 'tornado';
export interface Landform {
  kind: LandformKind;
  /** Centre x and base y; width and height of the form. */
  x: number;
  y: number;
  w: number;
  h: number;
  color?: string;
}

export interface PlacedSubject {
  noun: string;
  shape: SubjectShape;
  /** Centre of the subject's box and its size, in units. The shape keeps its aspect ratio inside the box. */
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
  flip: boolean;
  /** 0 = nearest (hero), 1 = far away: far subjects fade into fog and get softer, smaller contrast. */
  depth: number;
  /** Stands on the ground or water at its bottom edge: casts a shadow, reflects in water. */
  grounded: boolean;
  /** The colour it is made in: a bound colour, or one from the palette. */
  color: string;
  /** Bound colour from the idea: keep it recognisable (do not grade it away). */
  colorBound: boolean;
  material?: Material;
  /** Moving fast, in this direction along x (-1 left, 1 right): the looks trail speed lines or a blur behind it. */
  motion?: -1 | 1;
  /** The idea makes it larger than life beside the others ("a giant mushroom"): it towers over the hero. */
  large?: boolean;
  /** Drawn sitting (a seated figure): what it is on is under its seat, not its feet. */
  seated?: boolean;
  /** y (units) of the surface a sinking subject goes under: nothing of it is drawn below (sinking.ts). */
  surface?: number;
  /** A polygon (units) the subject is drawn inside: one piece of a broken thing (broken.ts). */
  clip?: readonly (readonly [number, number])[];
}

/** The palette in roles. Named colours lead: `field` and `hero` carry the idea's colours. */
export interface PlanColors {
  skyTop: string;
  skyHorizon: string;
  /** Land, floor or seabed. */
  ground: string;
  /** The named colour the ground is made in, before night shaded it (Photon lights it itself). */
  groundNamed?: string;
  /** Water tint (reflects the sky). */
  water: string;
  /** The colour of the key light (sun, moon, neon, spotlight). */
  light: string;
  /** Darkest tone: silhouettes and deep shadow. */
  shadow: string;
  accent: string;
  /** Sonic: the limited set of inks (2-4, lightest last); the paper colour is `paper`. */
  inks: string[];
  paper: string;
  /** Every palette colour, in the brief's order. */
  all: string[];
  dark: boolean;
}

export interface KeyLight {
  /** Where the light comes from, in units (may lie outside the square: a sun below the frame). */
  x: number;
  y: number;
  kind: 'sun' | 'moon' | 'spot' | 'neon' | 'ambient';
  /** 0..1: how strongly it lights the scene (storm daylight is weak, a low sun is strong). */
  intensity: number;
}

export interface CoverPlan {
  look: Look;
  brief: SceneBrief;
  family: GenreFamily;
  environment: Environment;
  /** y of the horizon in units; above 1000 when no ground shows (sky, space, underwater without seabed). */
  horizon: number;
  light: KeyLight;
  skyBodies: SkyBody[];
  landforms: Landform[];
  subjects: PlacedSubject[];
  colors: PlanColors;
  /**
   * Bands where type may sit, best first (y range in units), each with how many subjects and sky bodies it covers:
   * the type takes the first of the clearest bands its ink reads on without a plate.
   */
  textBands: { y0: number; y1: number; align?: 'left' | 'center' | 'right'; covers?: number }[];
  /** The camera's roll in radians, 0 when level: a loud idea's scene is taken tipped (camera.ts). */
  roll: number;
  /**
   * Seeded randomness for the design choices a subtle variation keeps (typeface, print technique, inks, frame): it
   * follows the seed alone. Fork by name.
   */
  design: Rng;
  /**
   * Seeded randomness for the renderer's details; fork by layer name so one layer's draws never shift another's.
   * The same generator as `design` unless the cover has a detail seed (a subtle variation).
   */
  rng: Rng;
}

/** What a look renders for each layer. The pipeline (render.ts) calls them in order, then sets the type. */
export interface LookRenderer {
  /** Layer 1: sky, light, sky bodies, land, water, city or interior, over the whole square. */
  environment(ctx: SKRSContext2D, plan: CoverPlan, size: number): void;
  /** Layer 2: one subject, lit and finished in the look (called far to near). */
  subject(ctx: SKRSContext2D, plan: CoverPlan, subject: PlacedSubject, size: number): void;
  /** Layer 3: weather and effects (fog, rain, beams, lightning, particles), then grading, grain, paper, print. */
  finish(ctx: SKRSContext2D, canvas: Canvas, plan: CoverPlan, size: number): void;
  /**
   * Whether the finish is a print (rules, margins, paper: square to the sleeve, so the camera's roll turns the scene
   * before it) or a lens (grade and grain of the photograph the roll turns with it).
   */
  finishIsPrint: boolean;
}
