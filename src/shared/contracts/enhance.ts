import { z } from 'zod';

/**
 * The AI Image Enhancer (/tools/enhancer; docs/decisions/017-image-enhancer.md): a neural enlargement of a cover or
 * an uploaded picture, run as a job with progress.
 */
export const ENHANCE_SCALES = [2, 4] as const;
export type EnhanceScale = (typeof ENHANCE_SCALES)[number];

export const ENHANCE_MODELS = ['fast', 'detail'] as const;
export type EnhanceModelName = (typeof ENHANCE_MODELS)[number];
export const ENHANCE_MODEL_LABELS: Record<EnhanceModelName, { label: string; hint: string }> = {
  fast: { label: 'Fast', hint: 'About half a minute for a 1024 px cover at 4×.' },
  detail: { label: 'Most detail', hint: 'Sharper textures and edges; a few minutes for a 1024 px cover.' },
};

export const ENHANCE_LEVELS = ['off', 'light', 'strong'] as const;
export type EnhanceLevel = (typeof ENHANCE_LEVELS)[number];

/** The largest picture the enhancer makes, a side: 4096 px (a 1024 px cover at 4×, or a 2048 px one at 2×). */
export const ENHANCE_MAX_OUTPUT_SIDE = 4096;
/** The smallest picture worth enlarging, a side. */
export const ENHANCE_MIN_INPUT_SIDE = 32;

/** POST /api/tools/enhancer/{covers|uploads}/:id: what to do with the picture. */
export const enhanceRequestSchema = z.strictObject(
  {
    scale: z.literal(ENHANCE_SCALES, { error: 'The scale must be 2 or 4.' }),
    model: z.enum(ENHANCE_MODELS, { error: `The model must be one of ${ENHANCE_MODELS.join(', ')}.` }).default('fast'),
    denoise: z.enum(ENHANCE_LEVELS, { error: 'Denoise must be off, light or strong.' }).default('off'),
    sharpen: z.enum(ENHANCE_LEVELS, { error: 'Sharpen must be off, light or strong.' }).default('off'),
  },
  { error: 'Send the scale (2 or 4) and, if you like, the model, denoise and sharpen.' },
);
export type EnhanceRequest = z.infer<typeof enhanceRequestSchema>;

/**
 * The largest picture the model takes, a side: the detailed model works about seven times longer than the fast one,
 * so it takes covers up to 1024 px (a few minutes on one core).
 */
export const ENHANCE_MAX_INPUT_SIDE: Record<EnhanceModelName, number> = { fast: 2048, detail: 1024 };

/** Why a picture cannot be enlarged this way, or null when it can. */
export function enhanceSizeProblem(
  width: number,
  height: number,
  scale: EnhanceScale,
  model: EnhanceModelName,
): string | null {
  if (Math.min(width, height) < ENHANCE_MIN_INPUT_SIDE)
    return `The picture is too small to enlarge: at least ${ENHANCE_MIN_INPUT_SIDE} px a side.`;
  const most = Math.min(ENHANCE_MAX_OUTPUT_SIDE / scale, ENHANCE_MAX_INPUT_SIDE[model]);
  if (Math.max(width, height) <= most) return null;
  const size = `this one is ${width} × ${height} px`;
  if (scale === 4)
    return `At 4× the picture may be at most ${most} px a side (${size}). Choose 2×, or a smaller picture.`;
  if (model === 'detail') return `Most detail takes pictures up to ${most} px a side (${size}). Choose Fast.`;
  return `At 2× the picture may be at most ${most} px a side (${size}).`;
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
  model: z.enum(ENHANCE_MODELS),
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
