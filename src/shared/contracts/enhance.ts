import { z } from 'zod';

/**
 * The AI Image Enhancer (/tools/enhancer; docs/decisions/017-image-enhancer.md): a neural enlargement of a cover or
 * an uploaded picture, run as a job with progress.
 */
export const ENHANCE_SCALES = [2, 4] as const;
export type EnhanceScale = (typeof ENHANCE_SCALES)[number];

export const ENHANCE_LEVELS = ['off', 'light', 'strong'] as const;
export type EnhanceLevel = (typeof ENHANCE_LEVELS)[number];

/** The smallest picture worth enlarging, a side. */
export const ENHANCE_MIN_INPUT_SIDE = 32;

/** POST /api/tools/enhancer/{covers|uploads}/:id: what to do with the picture. */
export const enhanceRequestSchema = z.strictObject(
  {
    scale: z.literal(ENHANCE_SCALES, { error: 'The scale must be 2 or 4.' }),
    denoise: z.enum(ENHANCE_LEVELS, { error: 'Denoise must be off, light or strong.' }).default('off'),
    sharpen: z.enum(ENHANCE_LEVELS, { error: 'Sharpen must be off, light or strong.' }).default('off'),
  },
  { error: 'Send the scale (2 or 4) and, if you like, denoise and sharpen.' },
);
export type EnhanceRequest = z.infer<typeof enhanceRequestSchema>;

/**
 * The largest picture the model takes, a side: the model works a few minutes on a 1024 px cover on one core, and
 * four times as long on a picture twice as wide.
 */
export const ENHANCE_MAX_INPUT_SIDE = 1024;

/** Why a picture cannot be enlarged, or null when it can. */
export function enhanceSizeProblem(width: number, height: number): string | null {
  if (Math.min(width, height) < ENHANCE_MIN_INPUT_SIDE)
    return `The picture is too small to enlarge: at least ${ENHANCE_MIN_INPUT_SIDE} px a side.`;
  if (Math.max(width, height) > ENHANCE_MAX_INPUT_SIDE)
    return `The enhancer takes pictures up to ${ENHANCE_MAX_INPUT_SIDE} px a side (this one is ${width} × ${height} px). Make it smaller first.`;
  return null;
}

export const ENHANCEMENT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type EnhancementStatus = (typeof ENHANCEMENT_STATUSES)[number];

const sizeSchema = z.object({ width: z.number().int(), height: z.number().int() });

/** One enhancement, as GET /api/tools/enhancer/enhancements/:id answers (and POST, at once). */
export const enhancementSchema = z.object({
  id: z.string(),
  status: z.enum(ENHANCEMENT_STATUSES),
  /** From 0 to 1 while it runs. */
  progress: z.number().min(0).max(1),
  scale: z.literal(ENHANCE_SCALES),
  denoise: z.enum(ENHANCE_LEVELS),
  sharpen: z.enum(ENHANCE_LEVELS),
  source: z.object({ kind: z.enum(['cover', 'upload']), id: z.string() }),
  input: sizeSchema,
  output: sizeSchema,
  /** Why it failed, for a person to act on. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Enhancement = z.infer<typeof enhancementSchema>;

export const enhancementListSchema = z.object({ items: z.array(enhancementSchema) });

/** The before/after detail view: a square of the result at full size, and the same square plainly enlarged. */
export const ENHANCE_DETAIL_SIDE = 512;
export const enhanceDetailQuerySchema = z.strictObject(
  {
    side: z.enum(['before', 'after'], { error: 'side must be before or after.' }),
    x: z.coerce.number({ error: 'x must be a number from 0 to 1.' }).min(0).max(1).default(0.5),
    y: z.coerce.number({ error: 'y must be a number from 0 to 1.' }).min(0).max(1).default(0.5),
  },
  { error: 'Ask for side=before or side=after, and x and y from 0 to 1.' },
);
