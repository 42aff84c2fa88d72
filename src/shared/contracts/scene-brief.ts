import { z } from 'zod';

/** Limits on the idea a person types (SPEC.md: a written idea; the refiner accepts 1-1000 characters). */
export const IDEA_MIN_LENGTH = 1;
export const IDEA_MAX_LENGTH = 1000;

export const ideaSchema = z
  .string({ error: 'Describe your album cover idea.' })
  .trim()
  .min(IDEA_MIN_LENGTH, 'Describe your album cover idea.')
  .max(IDEA_MAX_LENGTH, `Keep your idea under ${IDEA_MAX_LENGTH} characters.`);

/**
 * Composition archetypes the built-in renderer draws: each is a layout real covers use.
 * The refiner picks one from the subjects and genre; the renderer may vary it by seed.
 */
export const COMPOSITIONS = [
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
export type Composition = (typeof COMPOSITIONS)[number];

/** Things the renderer can draw into a composition. Many words map onto each (see the refiner lexicon). */
export const MOTIFS = [
  'sun',
  'moon',
  'stars',
  'planet',
  'eclipse',
  'mountains',
  'sea',
  'skyline',
  'road',
  'car',
  'palm',
  'tree',
  'flower',
  'leaf',
  'cactus',
  'dunes',
  'figure',
  'face',
  'eye',
  'hand',
  'bird',
  'butterfly',
  'heart',
  'skull',
  'cloud',
  'rain',
  'lightning',
  'fire',
  'vinyl',
  'cassette',
  'guitar',
  'microphone',
  'headphones',
  'crystal',
  'pyramid',
  'geometry',
  'flow',
  'smoke',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** The renderer's two looks: Sonic Vision is graphic and print-like, Photon Studio is photographic light. */
export const LOOKS = ['sonic', 'photon'] as const;
export type Look = (typeof LOOKS)[number];

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour');

/** The structured description of a cover that the refiner produces and the renderer draws. */
export const sceneBriefSchema = z.object({
  /** Canonical genre id from the lexicon, e.g. "synthwave" or "lo-fi". */
  genre: z.string().min(1).max(40),
  mood: z.string().min(1).max(40),
  /** 3 to 6 colours, most important first. */
  palette: z.array(hexColor).min(3).max(6),
  /** Human names for the palette, same order (for the prompt and the Prompt Studio). */
  paletteNames: z.array(z.string().min(1).max(40)).min(3).max(6),
  /** 0 to 5 motifs, most important first. */
  subjects: z.array(z.enum(MOTIFS)).max(5),
  style: z.string().min(1).max(120),
  composition: z.enum(COMPOSITIONS),
  lighting: z.string().min(1).max(120),
  medium: z.string().min(1).max(120),
  /** Exact text to set on the cover, when the idea gives it. */
  title: z.string().min(1).max(80).optional(),
  artist: z.string().min(1).max(80).optional(),
});
export type SceneBrief = z.infer<typeof sceneBriefSchema>;

export const refinementSchema = z.object({
  refinedPrompt: z.string().min(1),
  brief: sceneBriefSchema,
});
export type Refinement = z.infer<typeof refinementSchema>;

/** Every refined prompt ends with this (SPEC.md §9: prompts end with 'professional music artwork'). */
export const PROMPT_SUFFIX = 'professional music artwork';

/** Broad families of genres; the renderer picks typefaces and finishing per family. */
export const GENRE_FAMILIES = [
  'electronic',
  'synth',
  'hiphop',
  'rock',
  'metal',
  'punk',
  'pop',
  'indie',
  'jazz',
  'soul',
  'folk',
  'country',
  'classical',
  'ambient',
  'world',
  'latin',
  'reggae',
  'experimental',
] as const;
export type GenreFamily = (typeof GENRE_FAMILIES)[number];
