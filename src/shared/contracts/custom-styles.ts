import { z } from 'zod';
import { TYPEFACE_IDS } from '../typefaces.ts';
import { colourSchema } from './cover-edit.ts';
import { GENERATION_TOGGLES, withoutNul } from './generation.ts';

/**
 * Custom style templates (a Pro feature, docs/decisions/019-plan-features.md): a style a person saves of their own,
 * an idea pattern, a look, a grade and typefaces, reused on /generate and, once shared, shown on /styles.
 */

/** Where the idea typed on /generate goes in a style's pattern. */
export const IDEA_SLOT = '{idea}';
export const STYLE_PATTERN_MAX_LENGTH = 400;
/** Most styles one person keeps: enough for a roster's series, few enough to choose from in one list. */
export const MAX_STYLES_PER_PERSON = 50;

/** The idea a style draws: its pattern with the idea typed in its slot. */
export function applyStylePattern(pattern: string, idea: string): string {
  return pattern.replace(IDEA_SLOT, idea.trim());
}

export const styleInputSchema = withoutNul(
  z.object({
    name: z
      .string({ error: 'Give the style a name.' })
      .trim()
      .min(2, 'A style’s name has at least 2 characters.')
      .max(60, 'A style’s name has at most 60 characters.'),
    pattern: z
      .string({ error: 'Write the style’s idea pattern.' })
      .trim()
      .max(STYLE_PATTERN_MAX_LENGTH, `An idea pattern has at most ${STYLE_PATTERN_MAX_LENGTH} characters.`)
      .refine(
        (p) => p.split(IDEA_SLOT).length === 2,
        `Put ${IDEA_SLOT} once in the pattern, where the idea typed on the Generate page goes.`,
      )
      .refine((p) => p.replace(IDEA_SLOT, '').trim().length >= 3, 'Add the words the style brings around {idea}.'),
    provider: z.enum(GENERATION_TOGGLES, {
      error: 'provider must be "lovable" (Sonic Vision) or "luma" (Photon Studio).',
    }),
    colour: colourSchema,
    titleTypeface: z.enum(TYPEFACE_IDS, { error: 'Choose one of the typefaces the editor lists.' }).nullable(),
    artistTypeface: z.enum(TYPEFACE_IDS, { error: 'Choose one of the typefaces the editor lists.' }).nullable(),
    /** One of the person's covers that shows the style: its picture is the style's card. */
    coverId: z.string().max(64).nullable(),
  }),
);
export type StyleInput = z.infer<typeof styleInputSchema>;

/** PATCH /api/styles/:id: a new name or pattern, or sharing it to /styles (or no longer). */
export const styleUpdateSchema = withoutNul(
  z
    .object({
      name: styleInputSchema.shape.name,
      pattern: styleInputSchema.shape.pattern,
      shared: z.boolean({ error: 'shared must be true or false.' }),
    })
    .partial()
    .refine((u) => Object.keys(u).length > 0, 'Send a name, a pattern or shared.'),
);
export type StyleUpdate = z.infer<typeof styleUpdateSchema>;

export const customStyleSchema = z.object({
  id: z.string(),
  name: z.string(),
  pattern: z.string(),
  provider: z.enum(GENERATION_TOGGLES),
  colour: colourSchema,
  titleTypeface: z.enum(TYPEFACE_IDS).nullable(),
  artistTypeface: z.enum(TYPEFACE_IDS).nullable(),
  coverId: z.string().nullable(),
  shared: z.boolean(),
  /** The card's picture (its cover as edited), at 1024²; null once that cover is deleted. */
  imageUrl: z.string().nullable(),
  /** The display name of who made it (shown on /styles). */
  author: z.string(),
  /** The asker made it. */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type CustomStyle = z.infer<typeof customStyleSchema>;

export const customStyleListSchema = z.object({ items: z.array(customStyleSchema) });
