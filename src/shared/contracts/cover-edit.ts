import { z } from 'zod';
import { BALANCE_RANGES, CURVE_CHANNELS, MAX_CURVE_POINTS, type AdvancedColour } from '../colour-curves.ts';
import { TYPEFACE_IDS } from '../typefaces.ts';
import { logoQuerySchema } from './logos.ts';
import { MAX_SEED } from './generation.ts';
import { LOOKS, PRINTED_EFFECTS, type PrintedEffect } from './scene-brief.ts';

/**
 * A cover's edit: what the cover editor changes over a finished cover's art, as one document. The server draws the
 * preview and the 3000² export from the same document through the same code, so they agree. Positions and sizes are
 * in the 1000-unit square, whatever the output size.
 */

/** #rrggbb, or #rrggbbaa with opacity. */
const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/, 'Colours are hex codes like #ffcc00 (or #ffcc0080 with opacity).');

const noNul = (s: string) => !s.includes('\u0000');

/**
 * Space kept between the text and the cover's edge, in units: stores crop and round thumbnails, and 7% reads as
 * designed. The editor's placements keep to it and the release check (preflight) measures against it.
 */
export const SAFE_MARGIN = 70;

/**
 * Where a plate behind the text is drawn, in units, around the text block (`box`) with its padding. A bleeding plate
 * runs the cover's full width, as a designer sets a band of colour in the layout rather than a box pasted on the
 * picture (the panel's "boxed default typography", round 93), and on to the cover's edge when the text sits within
 * the outer 30% of it.
 */
export function plateRect(
  box: { x: number; y: number; w: number; h: number },
  plate: { padX: number; padY: number; bleed?: boolean },
): { x: number; y: number; w: number; h: number } {
  const top = box.y - plate.padY;
  const bottom = box.y + box.h + plate.padY;
  if (!plate.bleed) return { x: box.x - plate.padX, y: top, w: box.w + plate.padX * 2, h: bottom - top };
  const side = 1000;
  const y0 = top <= side * 0.3 ? 0 : top;
  const y1 = bottom >= side * 0.7 ? side : bottom;
  return { x: 0, y: y0, w: side, h: y1 - y0 };
}

export const TEXT_ROLES = ['title', 'artist', 'line'] as const;
export const TEXT_CASES = ['as-typed', 'upper', 'lower', 'title'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
/**
 * Per layer; a plate behind all the text is the document's `plate`. Knock-out cuts the letters out of a panel; foil,
 * letterpress and deboss are printed finishes (metal foil, pocked ink, letters pressed into the board).
 */
export const TEXT_EFFECTS = ['none', 'shadow', 'outline', 'knockout', ...PRINTED_EFFECTS] as const;
export type TextEffect = (typeof TEXT_EFFECTS)[number];

/** Whether an effect is a printed finish, which has no colour of its own (it works from the text's). */
export function isPrinted(effect: TextEffect): effect is PrintedEffect {
  return (PRINTED_EFFECTS as readonly string[]).includes(effect);
}

/** The largest a text layer's letters may be, in units: a word edge to edge on the square, not more. */
export const MAX_TEXT_SIZE = 400;

export const textLayerSchema = z.object({
  role: z.enum(TEXT_ROLES),
  /** Exact text; a line break starts a new line. */
  text: z
    .string()
    .max(120, 'A text layer holds at most 120 characters.')
    .refine(noNul, 'Your text contains an invisible NUL character. Remove it and try again.'),
  typeface: z.enum(TYPEFACE_IDS, { error: 'Choose one of the typefaces the editor lists.' }),
  weight: z.number().int().min(100).max(900),
  /** Font size in units (the square is 1000). */
  size: z.number().min(12).max(MAX_TEXT_SIZE),
  case: z.enum(TEXT_CASES),
  /** Extra space between letters, in em. */
  tracking: z.number().min(-0.1).max(0.6),
  /** Line height as a multiple of the size. */
  lineHeight: z.number().min(0.7).max(2.5),
  align: z.enum(TEXT_ALIGNS),
  color: colorSchema,
  effect: z.enum(TEXT_EFFECTS),
  /** The shadow's, outline's or knock-out panel's colour. */
  effectColor: colorSchema,
  /** The anchor: the top of the first line, at its left edge, centre or right edge as aligned. */
  x: z.number().min(-200).max(1200),
  y: z.number().min(-200).max(1200),
});
export type TextLayer = z.infer<typeof textLayerSchema>;

/** Colour correction. Zero everywhere leaves the art as it is; the one-click grades are settings of these. */
export const colourSchema = z.object({
  exposure: z.number().min(-1).max(1),
  contrast: z.number().min(-1).max(1),
  saturation: z.number().min(-1).max(1),
  /** Warmer above zero, cooler below. */
  temperature: z.number().min(-1).max(1),
  /** Magenta above zero, green below. */
  tint: z.number().min(-1).max(1),
  /** Lifted blacks, as in an old print. */
  fade: z.number().min(0).max(1),
  grain: z.number().min(0).max(1),
  vignette: z.number().min(0).max(1),
  /** Two inks the picture is printed in, dark to light; null for full colour. */
  duotone: z.tuple([colorSchema, colorSchema]).nullable(),
});
export type Colour = z.infer<typeof colourSchema>;

export const NEUTRAL_COLOUR: Colour = {
  exposure: 0,
  contrast: 0,
  saturation: 0,
  temperature: 0,
  tint: 0,
  fade: 0,
  grain: 0,
  vignette: 0,
  duotone: null,
};

/** One-click grades: each sets every colour control. */
export const COLOUR_GRADES = {
  'warm-film': { ...NEUTRAL_COLOUR, temperature: 0.35, fade: 0.25, grain: 0.3, contrast: -0.05, saturation: -0.1 },
  'cool-night': { ...NEUTRAL_COLOUR, temperature: -0.45, exposure: -0.2, tint: 0.08, contrast: 0.15, vignette: 0.4 },
  mono: { ...NEUTRAL_COLOUR, saturation: -1, contrast: 0.2, grain: 0.2 },
  duotone: { ...NEUTRAL_COLOUR, contrast: 0.1, duotone: ['#1b1040', '#ff8a5b'] },
  'faded-print': { ...NEUTRAL_COLOUR, fade: 0.5, saturation: -0.35, grain: 0.35, contrast: -0.15 },
} as const satisfies Record<string, Colour>;

export type ColourGrade = keyof typeof COLOUR_GRADES;

/** The one-click grade these settings are exactly, or null. */
export function gradeOf(colour: Colour): ColourGrade | null {
  const text = JSON.stringify(colour);
  return (
    (Object.keys(COLOUR_GRADES) as ColourGrade[]).find((grade) => JSON.stringify(gradeColour(grade)) === text) ?? null
  );
}

/** A grade's settings as a fresh colour (its duotone inks copied, so editing them leaves the grade as it is). */
export function gradeColour(grade: ColourGrade): Colour {
  const settings = COLOUR_GRADES[grade];
  return { ...settings, duotone: settings.duotone ? [...settings.duotone] : null };
}

/** The grades' names as the editor and the Color Tone Assistant show them. */
export const COLOUR_GRADE_NAMES: Record<keyof typeof COLOUR_GRADES, string> = {
  'warm-film': 'Warm film',
  'cool-night': 'Cool night',
  mono: 'Mono',
  duotone: 'Duotone',
  'faded-print': 'Faded print',
};

const level = z.number({ error: 'Curve points are numbers from 0 to 1.' }).min(0).max(1);
const curveSchema = z
  .array(z.tuple([level, level]), { error: 'A curve is a list of [input, output] points.' })
  .min(2, 'A curve needs at least two points.')
  .max(MAX_CURVE_POINTS, `A curve has at most ${MAX_CURVE_POINTS} points.`)
  .refine(
    (points) => points.every((p, i) => i === 0 || p[0] > points[i - 1]![0]),
    "A curve's points must go from left to right, each further right than the one before.",
  );
const pushSchema = z.object({
  red: z.number().min(-1).max(1),
  green: z.number().min(-1).max(1),
  blue: z.number().min(-1).max(1),
});

/** Advanced colour control (Studio, shared/colour-curves.ts): tone curves and a per-channel grade. */
export const advancedColourSchema = z.object({
  curves: z.object(
    Object.fromEntries(CURVE_CHANNELS.map((c) => [c, curveSchema])) as Record<
      (typeof CURVE_CHANNELS)[number],
      typeof curveSchema
    >,
  ),
  balance: z.object(
    Object.fromEntries(BALANCE_RANGES.map((r) => [r, pushSchema])) as Record<
      (typeof BALANCE_RANGES)[number],
      typeof pushSchema
    >,
  ),
}) satisfies z.ZodType<AdvancedColour>;

/**
 * The artist's logo as a layer (the Artist Logo Generator's, a Studio feature): its name, treatment, emblem and ink,
 * its top-left corner and its height in units; its width follows the logo's proportions.
 */
export const logoLayerSchema = z.object({
  name: logoQuerySchema.shape.name,
  treatment: logoQuerySchema.shape.treatment,
  emblem: z.string().max(80).nullable(),
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'The logo colour must be a hex code like #ff5533.')
    .nullable(),
  x: z.number().min(-200).max(1200),
  y: z.number().min(-200).max(1200),
  height: z.number().min(30, 'A logo is at least 30 units high.').max(500, 'A logo is at most 500 units high.'),
});
export type LogoLayer = z.infer<typeof logoLayerSchema>;

export const BADGE_CORNERS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;

export const coverEditSchema = z.object({
  version: z.literal(1),
  text: z.object({
    layers: z.array(textLayerSchema).max(3, 'A cover has at most three text layers: title, artist and one more.'),
    /** A panel behind all the text, padded around it; a bleeding one is a band across the cover (`plateRect`). */
    plate: z
      .object({
        color: colorSchema,
        padX: z.number().min(0).max(200),
        padY: z.number().min(0).max(200),
        bleed: z.boolean().optional(),
      })
      .nullable(),
  }),
  art: z.object({
    /** A built-in cover's art drawn in another look; null keeps the cover's own. */
    look: z.enum(LOOKS, { error: 'Choose one of the looks the editor lists.' }).nullable().default(null),
    /** A built-in cover's art drawn again from another seed (the text stays); null keeps the cover's own. */
    seed: z
      .number({ error: 'The art seed must be a whole number.' })
      .int('The art seed must be a whole number.')
      .min(0, `The art seed must be between 0 and ${MAX_SEED}.`)
      .max(MAX_SEED, `The art seed must be between 0 and ${MAX_SEED}.`)
      .nullable()
      .default(null),
    /** An outside service's image: how it sits in the square (scale 1 fills it; x and y move its centre, in units). */
    crop: z.object({
      scale: z.number().min(1).max(4),
      x: z.number().min(-500).max(500),
      y: z.number().min(-500).max(500),
    }),
  }),
  colour: colourSchema,
  /** Curves and a per-channel grade after the colour correction (Studio); null for none. */
  advancedColour: advancedColourSchema.nullable().default(null),
  /** The artist's logo over the art and text (Studio); null for none. */
  logo: logoLayerSchema.nullable().default(null),
  /** An explicit-content label, in a corner. */
  badge: z.object({ explicit: z.boolean(), corner: z.enum(BADGE_CORNERS) }),
});
export type CoverEdit = z.infer<typeof coverEditSchema>;

/** GET /api/generations/:id/edit: the cover's edit (its latest saved, or the cover as it is) and its history. */
export const editorStateSchema = z.object({
  document: coverEditSchema,
  /** What the edit is drawn over: a built-in cover's art (its look and seed), or an outside service's image. */
  art: z.enum(['builtin', 'image']),
  /** A built-in cover's own look and seed (what null in the document's art means); null for an outside image. */
  cover: z.object({ look: z.enum(LOOKS), seed: z.number().int() }).nullable(),
  /** Colours taken from the art (hex), most characteristic first, for the text colour's swatches. */
  swatches: z.array(z.string()),
  /** When the document was saved; null while it is the cover as generated. */
  savedAt: z.string().nullable(),
  history: z.array(z.object({ id: z.string(), createdAt: z.string() })),
});
export type EditorState = z.infer<typeof editorStateSchema>;

/** PUT /api/generations/:id/edit: saves an edit as the cover's newest. */
export const saveEditRequestSchema = z.object({ document: coverEditSchema });
export const saveEditResponseSchema = z.object({ id: z.string(), savedAt: z.string() });

/** POST /api/generations/:id/edit/preview: an edit, saved or not, drawn as a WebP image. */
export const previewEditRequestSchema = z.object({
  document: coverEditSchema,
  size: z.union([z.literal(512), z.literal(1024)], { error: 'size must be 512 or 1024.' }).default(1024),
});

/**
 * The preview's answer header with where each text layer landed: a JSON array of {x, y, w, h} in units, or null for
 * a layer with nothing to set, in the document's layer order.
 */
export const LAYER_BOXES_HEADER = 'X-Layer-Boxes';
const rectSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export const layerBoxesSchema = z.array(
  // `ink`: where the letters themselves reach (ascenders and descenders can pass the lines' box).
  rectSchema.extend({ ink: rectSchema.optional() }).nullable(),
);
export type LayerBoxes = z.infer<typeof layerBoxesSchema>;

/** The preview's answer header with where the logo layer landed ({x, y, w, h} in units), or null without one. */
export const LOGO_BOX_HEADER = 'X-Logo-Box';
export const logoBoxSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).nullable();
export type LogoBox = z.infer<typeof logoBoxSchema>;
