import { z } from 'zod';
import { coverEditSchema } from './cover-edit.ts';
import { TEXT_RULES } from '../release/text-rules.ts';

/**
 * POST /api/generations/:id/edit/preflight: the release check. An edit (saved or not) is exported as it would be
 * downloaded, read back, and checked with its lettering against each store's published artwork rules
 * (shared/release/store-rules.ts) and the release's details the person enters.
 */

const detail = (what: string) =>
  z
    .string({ error: `The ${what} must be text.` })
    .trim()
    .max(200, `The ${what} is at most 200 characters.`)
    .refine((s) => !s.includes('\u0000'), `The ${what} contains an invisible NUL character. Remove it and try again.`);

export const preflightRequestSchema = z.object({
  document: coverEditSchema,
  /** The release's details as they will be entered at the distributor; an empty one is not compared. */
  release: z.object({ artist: detail('artist name'), title: detail('release title') }),
  format: z.enum(['jpeg', 'png'], { error: 'format must be jpeg or png.' }).default('jpeg'),
});
export type PreflightRequest = z.infer<typeof preflightRequestSchema>;

/** The export as read back from its file. */
export const coverFileSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.string(),
  /** sharp's colour space name: 'srgb', 'cmyk', 'b-w'... */
  space: z.string(),
  channels: z.number().int(),
  hasAlpha: z.boolean(),
  /** An sRGB ICC profile is embedded. */
  iccSrgb: z.boolean(),
  bytes: z.number().int(),
});
export type CoverFile = z.infer<typeof coverFileSchema>;

/** A text layer as a 64 px store thumbnail shows it; contrast is null for an empty layer. */
export const layerLegibilitySchema = z.object({
  index: z.number().int(),
  capPx: z.number(),
  contrast: z.number().nullable(),
});
export type LayerLegibility = z.infer<typeof layerLegibilitySchema>;

export const PREFLIGHT_CHECKS = [
  'square',
  'size',
  'format',
  'colour',
  'transparency',
  'sharpness',
  'baked-text',
  'lettering',
  'release-text',
  'legibility',
  'margins',
  'overlap',
] as const;
export type PreflightCheck = (typeof PREFLIGHT_CHECKS)[number];

/** What the editor can do about a finding in one click. */
export const preflightFixSchema = z.discriminatedUnion('kind', [
  /** Removes reported words from a text layer (the same matcher found them: shared/release/text-rules.ts). */
  z.object({ kind: z.literal('remove-words'), layer: z.number().int(), text: z.string(), index: z.number().int() }),
  /** Sets a text layer to the release's own words. */
  z.object({ kind: z.literal('use-release-text'), layer: z.number().int(), text: z.string() }),
  /** Moves every line inside the safe margin. */
  z.object({ kind: z.literal('inside-margins') }),
  /** Moves one text layer up or down by `dy` units, clear of another whose letters it runs into. */
  z.object({ kind: z.literal('move-layer'), layer: z.number().int(), dy: z.number() }),
  /** Downloads the other format. */
  z.object({ kind: z.literal('use-format'), format: z.enum(['jpeg', 'png']) }),
]);
export type PreflightFix = z.infer<typeof preflightFixSchema>;

export const preflightIssueSchema = z.object({
  /** The same finding has the same key at every store it concerns. */
  key: z.string(),
  check: z.enum(PREFLIGHT_CHECKS),
  severity: z.enum(['warn', 'fail']),
  message: z.string(),
  fix: z.string(),
  action: preflightFixSchema.nullable(),
  rule: z.enum(TEXT_RULES).optional(),
});
export type PreflightIssue = z.infer<typeof preflightIssueSchema>;

export const storeReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['pass', 'warn', 'fail']),
  issues: z.array(preflightIssueSchema),
  /** Whether the store's rules were read on its own pages, elsewhere, or not found (common rules applied). */
  source: z.enum(['official', 'secondary', 'none']),
});
export type StoreReport = z.infer<typeof storeReportSchema>;

export const preflightResponseSchema = z.object({
  file: coverFileSchema,
  layers: z.array(layerLegibilitySchema),
  stores: z.array(storeReportSchema),
  /** When the stores' rules were last read (shared/release/store-rules.ts). */
  rulesChecked: z.string(),
});
export type PreflightResponse = z.infer<typeof preflightResponseSchema>;
