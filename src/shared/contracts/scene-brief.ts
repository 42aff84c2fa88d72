import { z } from 'zod';
import { TYPEFACE_IDS } from '../typefaces.ts';

/** Limits on the idea a person types (docs/spec.md §1: a written idea; the refiner accepts 1-1000 characters). */
export const IDEA_MIN_LENGTH = 1;
export const IDEA_MAX_LENGTH = 1000;

export const ideaSchema = z
  .string({ error: 'Describe your album cover idea.' })
  .trim()
  .min(IDEA_MIN_LENGTH, 'Describe your album cover idea.')
  .max(IDEA_MAX_LENGTH, `Keep your idea under ${IDEA_MAX_LENGTH} characters.`);

/**
 * How the subjects are placed (docs/decisions/007-cover-engine-v2.md):
 * - hero: one subject large and centred; thirds: the hero on a third line, with room for the sky;
 * - low-horizon: a wide environment, the subjects small on a low horizon; frame: the hero inside an arch or circle;
 * - row: two to four subjects side by side; grid: a count laid out in a grid; pattern: many, repeated across the
 *   picture; typographic: the words lead, the subject small.
 */
export const COMPOSITIONS = [
  'hero',
  'thirds',
  'low-horizon',
  'frame',
  'row',
  'grid',
  'pattern',
  'typographic',
] as const;
export type Composition = (typeof COMPOSITIONS)[number];

/** The place the idea names: what the environment layer draws. */
export const SETTINGS = [
  'sky',
  'sea',
  'lake',
  'beach',
  'underwater',
  'city',
  'street',
  'road',
  'courtyard',
  'pool',
  'desert',
  'forest',
  'field',
  'hills',
  'mountains',
  'snow',
  'space',
  'interior',
  'stage',
  'studio',
] as const;
export type Setting = (typeof SETTINGS)[number];

export const TIMES_OF_DAY = ['day', 'golden', 'dusk', 'night', 'dawn'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const WEATHERS = ['clear', 'cloudy', 'fog', 'rain', 'storm', 'snow'] as const;
export type Weather = (typeof WEATHERS)[number];

/** Atmosphere drawn over the environment. */
export const EFFECTS = [
  'stars',
  'aurora',
  'rainbow',
  'light-rays',
  'spotlight',
  'neon-grid',
  'smoke',
  'fire',
  'sparks',
  'petals',
  'bubbles',
  'glitter',
  'string-lights',
  'bunting',
] as const;
export type Effect = (typeof EFFECTS)[number];

/** What a subject is made of or drawn in, bound to that subject ('a wolf made of smoke', 'a chrome rose'). */
export const MATERIALS = [
  'smoke',
  'glass',
  'stained-glass',
  'gold',
  'silver',
  'chrome',
  'neon',
  'paper',
  'ink',
  'marble',
  'ice',
  'fire',
  'light',
  'crystal',
  'wood',
  'stone',
] as const;
export type Material = (typeof MATERIALS)[number];

/** Keys of the subject library: `set:name` (`ph:horse-fill`); the `sky` set (sun, moon, planet…) is drawn by the sky. */
export const assetKeySchema = z
  .string()
  .min(3)
  .max(120)
  .regex(/^[a-z0-9-]+:[a-z0-9-]+$/, 'must be a library asset key like "set:name"');

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour');

/**
 * How a subject stands to another subject of the brief: 'on' it (a trumpet on a piano), coiled 'around' it,
 * 'under' it (a samurai under cherry blossoms), 'wearing' it (a cactus wearing a hat), 'holding' it (a girl with
 * an umbrella), 'playing' it (an octopus playing a piano), 'before' it (a car in front of a house), 'inside' it (a
 * bird inside a light bulb, a ship in a bottle), or many of it 'form' it (bones a throne is made of).
 */
export const RELATIONS = [
  'on',
  'around',
  'under',
  'wearing',
  'holding',
  'playing',
  'before',
  'inside',
  'forms',
] as const;
/**
 * What is happening to a thing, drawn on it: 'sinking' goes half under the surface it stands in; 'upside-down' is
 * turned over (a car on its roof, a capsized boat); 'lying' is laid on its side (a person asleep, a bus tipped over).
 * A person may also be 'dancing', have both arms up ('arms-up': cheering, reaching), hold them out ('arms-out':
 * singing, serenading, preaching), or be 'sitting' (riding too).
 * Several of a thing may be 'stacked' one on another (a stack of records, a tower of speakers): one pile, not a row.
 * A made thing (or a heart) may be 'broken': drawn in two pieces along a crack, pulled apart. A building or vehicle
 * may be 'flooded': standing upright in water up to a third or more of its height. Anything may be 'floating' in the
 * air, lifted off the ground it would stand on. A creature, person or vehicle may be 'moving' fast (charging, racing,
 * galloping): it trails speed lines or a blur behind it; a person running is drawn mid-stride ('running'), and one
 * jumping, leaping or vaulting in the air ('jumping'), or turning over in it ('flipping': a backflip, a somersault,
 * a cartwheel), drawn mid-jump and turned head over heels, off the ground. A person said to stand, wait or lean
 * ('standing', or said to sit on nothing the cover draws) stands still where a loud cover would move its people.
 */
export const SUBJECT_STATES = [
  'sinking',
  'upside-down',
  'lying',
  'dancing',
  'arms-up',
  'arms-out',
  'sitting',
  'running',
  'jumping',
  'flipping',
  'stacked',
  'broken',
  'flooded',
  'floating',
  'moving',
  'standing',
] as const;
export type SubjectState = (typeof SUBJECT_STATES)[number];
export type RelationKind = (typeof RELATIONS)[number];

/** One thing the idea names, with the attributes bound to it. The first subject is the hero. */
export const subjectSchema = z.object({
  /** The idea's own word for it ("pickup truck"): shown in the Prompt Studio and the prompt. */
  noun: z.string().trim().min(1).max(60),
  /** What is drawn. */
  asset: assetKeySchema,
  count: z.number().int().min(1).max(24),
  /** A colour bound to this subject ('a red pickup truck'). */
  color: hexColor.optional(),
  colorName: z.string().min(1).max(40).optional(),
  material: z.enum(MATERIALS).optional(),
  /** Where it is drawn against another subject, by that subject's index in the brief (never its own). */
  relation: z.object({ kind: z.enum(RELATIONS), to: z.number().int().min(0).max(4) }).optional(),
  state: z.enum(SUBJECT_STATES).optional(),
  /** Said to dwarf the others ("between two enormous container ships"): drawn larger than the hero, behind it. */
  large: z.boolean().optional(),
});
export type Subject = z.infer<typeof subjectSchema>;

/**
 * How an interior's walls are dressed, when the idea says which room it is: tiled (a kitchen, a bathhouse), wooden
 * boards (a barn, a shed), a hall under strip lights, a corridor seen down its length, a bar with its bottles on
 * shelves behind.
 */
export const ROOMS = ['tiled', 'wooden', 'hall', 'corridor', 'bar'] as const;
export type Room = (typeof ROOMS)[number];

export const environmentSchema = z.object({
  setting: z.enum(SETTINGS),
  time: z.enum(TIMES_OF_DAY),
  weather: z.enum(WEATHERS),
  effects: z.array(z.enum(EFFECTS)).max(4),
  room: z.enum(ROOMS).optional(),
  /** A swimming pool (the 'pool' setting) with no water in it: "an empty swimming pool", "a drained hotel pool". */
  drained: z.literal(true).optional(),
  /**
   * A city or street of low old buildings (a medina, a fort's lanes, a colonial square, a folk record's town): house
   * fronts, flat roofs, domes and towers instead of skyscrapers.
   */
  oldTown: z.literal(true).optional(),
  /** Mountains and peaks of bare rock, no snow on them: a hot or dry land, a wildfire, a range of cliffs and ridges. */
  bare: z.literal(true).optional(),
});
export type Environment = z.infer<typeof environmentSchema>;

/** How large the idea asks its lettering to be ("in tiny lowercase letters", "huge block letters"). */
export const TYPE_SIZES = ['small', 'large'] as const;
export type TypeSize = (typeof TYPE_SIZES)[number];
/**
 * How a type-led cover arranges its title, when the idea says: 'stacked' one word a line, edge to edge; 'repeated'
 * in rows over the whole sleeve; 'fading' echoed down the sleeve, each line fainter than the one above.
 */
export const TYPE_ARRANGEMENTS = ['stacked', 'repeated', 'fading'] as const;
export type TypeArrangement = (typeof TYPE_ARRANGEMENTS)[number];
/**
 * Finishes of lettering a flat fill cannot show: printed (metal foil, pocked letterpress ink, letters pressed into the
 * board), made by hand on the sleeve (chalk, a running stitch in thread, a cross-stitch), blown up as foil balloons, bent in glowing glass tube (neon), letters
 * cut from magazines and pasted on (a ransom note), embossed in a label maker's plastic tape, sprayed through a
 * stencil, or written in smoke across the sky by a plane; or built from things: rope or wire bent along the letters
 * (barbed or bare), small pieces or sticks laid out over them, or solid blocks carved or moulded into them (ice, soap).
 */
export const PRINTED_EFFECTS = [
  'foil',
  'letterpress',
  'deboss',
  'chalk',
  'stitched',
  'cross-stitch',
  'balloon',
  'neon',
  'cutout',
  'tape',
  'piped',
  'split-flap',
  'stencil',
  'skywriting',
  'rope',
  'wire',
  'barbed-wire',
  'pipe',
  'chain',
  'pieces',
  'sticks',
  'block',
] as const;
export type PrintedEffect = (typeof PRINTED_EFFECTS)[number];

/**
 * What lettering alone is written, stitched or painted on, drawn as the cover's ground: a chalkboard's slate in its
 * wooden frame, cloth with its sheen and folds, a painted wall's plaster chipping, planks of wood with their grain.
 */
export const TYPE_SURFACES = ['chalkboard', 'cloth', 'wall', 'wood', 'glass'] as const;
export type TypeSurface = (typeof TYPE_SURFACES)[number];

/** Where the idea asks for its lettering: a row of the cover and a side of it. */
export const TYPE_ROWS = ['top', 'middle', 'bottom'] as const;
export const TYPE_SIDES = ['left', 'center', 'right'] as const;
export const typePlaceSchema = z.object({ row: z.enum(TYPE_ROWS), side: z.enum(TYPE_SIDES) });
export type TypePlace = z.infer<typeof typePlaceSchema>;

/** The renderer's two looks: Sonic Vision is graphic and print-like, Photon Studio is photographic light. */
export const LOOKS = ['sonic', 'photon'] as const;
export type Look = (typeof LOOKS)[number];

/** The structured description of a cover that the refiner produces and the renderer draws. */
/** Made surfaces an abstract cover can be, each filling the whole frame as it is made (engine/materials/). */
export const MATERIAL_SHAPES = [
  'marbling',
  'contours',
  'chips',
  'dye',
  'metal',
  'ink',
  'stroke',
  'foil',
  'sorted',
  'torn',
  'crackle',
] as const;
export type MaterialShape = (typeof MATERIAL_SHAPES)[number];

/** What an abstract cover is made of, when the idea names no thing (lexicon/shapes.ts, engine/abstract.ts). */
export const SHAPES = [
  'gradient',
  'stripes',
  'grid',
  'circles',
  'dots',
  'waves',
  'lines',
  'squares',
  'checks',
  'spiral',
  'pulse',
  'marks',
  'zigzags',
  'fields',
  // Flat figures of the idea's own (a mustard triangle, a navy half circle) composed as a Bauhaus poster: `geometry`.
  'geometric',
  ...MATERIAL_SHAPES,
] as const;
export type Shape = (typeof SHAPES)[number];

/** The flat figures a geometric cover is composed of ("a tilted black bar", "a navy half circle"). */
export const FIGURES = ['circle', 'half-circle', 'quarter-circle', 'ring', 'triangle', 'square', 'bar'] as const;
export type Figure = (typeof FIGURES)[number];
/** How many flat figures a geometric cover composes at most: past that it is a pattern, not a composition. */
export const MAX_FIGURES = 8;

export const figureSchema = z.object({
  figure: z.enum(FIGURES),
  /** The colour the idea gives it ("a mustard triangle"); otherwise one of the palette's. */
  color: hexColor.optional(),
  /** Said to lean ("a tilted black bar", "a diagonal stripe"). */
  tilted: z.literal(true).optional(),
  /** Said to be small ("little triangles") or large ("one huge circle"): drawn so beside the others. */
  size: z.enum(['small', 'large']).optional(),
});
export type GeometricFigure = z.infer<typeof figureSchema>;

export const sceneBriefSchema = z.object({
  /** Canonical genre id from the lexicon, e.g. "synthwave" or "lo-fi". */
  genre: z.string().min(1).max(40),
  mood: z.string().min(1).max(40),
  /** 3 to 6 colours, most important first: colours the idea names lead. */
  palette: z.array(hexColor).min(3).max(6),
  /** Human names for the palette, same order (for the prompt and the Prompt Studio). */
  paletteNames: z.array(z.string().min(1).max(40)).min(3).max(6),
  /** 0 to 5 subjects, the hero first. */
  subjects: z.array(subjectSchema).max(5),
  environment: environmentSchema,
  style: z.string().min(1).max(120),
  composition: z.enum(COMPOSITIONS),
  lighting: z.string().min(1).max(120),
  medium: z.string().min(1).max(120),
  /** Exact text to set on the cover, when the idea gives it. */
  title: z.string().min(1).max(80).optional(),
  artist: z.string().min(1).max(80).optional(),
  /** The lettering's size when the idea asks for one; otherwise the layout's own. */
  typeSize: z.enum(TYPE_SIZES).optional(),
  /** The typeface when the idea names a kind of lettering ("typed in courier", "condensed letters"). */
  typeface: z.enum(TYPEFACE_IDS).optional(),
  /** The lettering's colour when the idea names one for it ("cherry red serif letters"). */
  typeColor: hexColor.optional(),
  /** Where the lettering goes when the idea says ("title small in the bottom left corner"). */
  typePlace: typePlaceSchema.optional(),
  /** How the lettering is made ("stamped in gold foil", "debossed", "letterpress", "in chalk", "stitched in thread"). */
  typeEffect: z.enum(PRINTED_EFFECTS).optional(),
  /** What lettering alone is on ("in chalk on the blackboard", "stitched across a black satin shirt"), and its colour. */
  typeSurface: z.object({ kind: z.enum(TYPE_SURFACES), color: hexColor.optional() }).optional(),
  /** How the title is arranged when the idea says ("repeated in a grid", "each line fainter"). */
  typeArrangement: z.enum(TYPE_ARRANGEMENTS).optional(),
  /** An abstract cover: the shapes drawn in the palette instead of a scene ("uneven stripes", "nothing you can name"). */
  shapes: z.array(z.enum(SHAPES)).min(1).max(3).optional(),
  /** A geometric cover's figures in the idea's order, and the ground it lays them on (shapes ['geometric']). */
  geometry: z
    .object({
      figures: z.array(figureSchema).min(1).max(MAX_FIGURES),
      /** The colour the idea lays them on ("mustard on slate"); otherwise a free colour of the idea's, or paper. */
      ground: hexColor.optional(),
    })
    .optional(),
});
export type SceneBrief = z.infer<typeof sceneBriefSchema>;

/** How one part of the idea is drawn: exactly, approximated as something near, or not at all. */
export const PART_HOWS = ['exact', 'approximate', 'dropped'] as const;
export type PartHow = (typeof PART_HOWS)[number];

export const ideaPartSchema = z.object({
  /** The idea's words, as written. */
  phrase: z.string(),
  /** What the cover shows for them ("a fish", "teal", "storm light"); empty when dropped. */
  as: z.string(),
  how: z.enum(PART_HOWS),
});
export type IdeaPart = z.infer<typeof ideaPartSchema>;

export const refinementSchema = z.object({
  refinedPrompt: z.string().min(1),
  brief: sceneBriefSchema,
  /** Every part of the idea and how it is drawn, in the idea's order: nothing is dropped silently. */
  parts: z.array(ideaPartSchema),
});
export type Refinement = z.infer<typeof refinementSchema>;

/** Every refined prompt ends with this (docs/spec.md §9: prompts end with 'professional music artwork'). */
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
