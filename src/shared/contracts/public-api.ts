/**
 * The public API's contract (/api/v1, docs/decisions/022-public-api.md): every request and answer, with the ids and
 * examples the OpenAPI document (GET /api/v1/openapi.json) is generated from. Field names are snake_case, as the
 * docs page has always shown them.
 */
import { z } from 'zod';
import { apiErrorSchema } from '../api-error.ts';
import { IDEA_MAX_LENGTH, IDEA_MIN_LENGTH, LOOKS } from './scene-brief.ts';
import { ENHANCE_LEVELS, ENHANCE_SCALES, ENHANCEMENT_STATUSES } from './enhance.ts';

export const API_RESOLUTIONS = ['1024x1024', '3000x3000'] as const;
export type ApiResolution = (typeof API_RESOLUTIONS)[number];

/** A key as the owner's profile lists it: never the secret. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const API_KEY_NAME_MAX = 60;
/** Live keys one account may hold at once. */
export const API_KEYS_PER_ACCOUNT = 10;

export const createApiKeyRequestSchema = z.object({
  name: z
    .string({ error: 'Name the key, e.g. "Release bot".' })
    .trim()
    .min(1, 'Name the key, e.g. "Release bot".')
    .max(API_KEY_NAME_MAX, `Keep the key's name under ${API_KEY_NAME_MAX} characters.`),
});

/** The answer to creating a key: the only time its secret (and the secret its webhooks are signed with) is shown. */
export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  secret: z.string(),
  webhookSecret: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

const idea = z
  .string({ error: 'prompt: describe the cover, e.g. "a lighthouse in a storm, teal and gold".' })
  .trim()
  .min(IDEA_MIN_LENGTH, 'prompt: describe the cover, e.g. "a lighthouse in a storm, teal and gold".')
  .max(IDEA_MAX_LENGTH, `prompt: keep the idea under ${IDEA_MAX_LENGTH} characters.`);

const coverText = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .min(1, `${field} must not be empty.`)
    .max(80, `${field}: keep it under 80 characters.`);

export const apiGenerateRequestSchema = z
  .object({
    prompt: idea.meta({ description: 'The cover idea, in words.', example: 'A lighthouse in a storm, teal and gold' }),
    style: z
      .string({ error: 'style must be the id of a style from GET /api/v1/styles.' })
      .max(64, 'style must be the id of a style from GET /api/v1/styles.')
      .optional()
      .meta({ description: 'A style id from GET /api/v1/styles (or one of your own styles).', example: 'dark-techno' }),
    look: z
      .enum(LOOKS, { error: 'look must be "sonic" or "photon".' })
      .optional()
      .meta({ description: 'sonic: graphic, designed artwork; photon: photographic. Default: the style’s, or sonic.' }),
    seed: z
      .number({ error: 'seed must be a whole number.' })
      .int('seed must be a whole number.')
      .min(0, 'seed must be between 0 and 2147483647.')
      .max(2147483647, 'seed must be between 0 and 2147483647.')
      .optional()
      .meta({ description: 'The same idea, look and seed draw the same cover.' }),
    resolution: z
      .enum(API_RESOLUTIONS, { error: `resolution must be one of ${API_RESOLUTIONS.join(', ')}.` })
      .default('3000x3000')
      .meta({
        description: '3000x3000: the release master (sRGB JPEG). 1024x1024: the preview (WebP).',
      }),
    title: coverText('title').optional().meta({ description: 'Set on the cover exactly as written.' }),
    artist: coverText('artist').optional().meta({ description: 'Set on the cover exactly as written.' }),
    webhook_url: z
      .url({ protocol: /^https?$/, error: 'webhook_url must be an http(s) address.' })
      .max(2000, 'webhook_url: keep the address under 2000 characters.')
      .optional()
      .meta({ description: 'Told of the outcome by a signed POST (see Webhooks).' }),
  })
  .strict()
  .meta({ id: 'GenerateRequest' });
export type ApiGenerateRequest = z.infer<typeof apiGenerateRequestSchema>;

export const API_GENERATION_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const apiGenerationSchema = z
  .object({
    id: z.string(),
    status: z.enum(API_GENERATION_STATUSES),
    prompt: z.string(),
    refined_prompt: z.string(),
    look: z.enum(LOOKS),
    seed: z.number().int(),
    resolution: z.enum(API_RESOLUTIONS),
    /** Signed and expiring (expires_at); null until the cover succeeded. */
    image_url: z.string().nullable(),
    expires_at: z.string().nullable(),
    /** 1 for a generation paid with a credit; 0 on an unlimited plan, or once a failed one is refunded. */
    credits_used: z.number().int(),
    /** Seconds from the request to the finished cover; null until then. */
    generation_time: z.number().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({
    id: 'Generation',
    example: {
      id: '0b9f2f1e-4c1a-4d6e-9a43-5f2d1c7b8e90',
      status: 'succeeded',
      prompt: 'A lighthouse in a storm, teal and gold',
      refined_prompt: 'Album cover, a lighthouse in a storm, teal and gold, ...',
      look: 'sonic',
      seed: 48213,
      resolution: '3000x3000',
      image_url:
        'https://soundsleeve.example/api/v1/images/0b9f2f1e-4c1a-4d6e-9a43-5f2d1c7b8e90.jpg?expires=1796000000&signature=…',
      expires_at: '2026-11-29T20:00:00.000Z',
      credits_used: 1,
      generation_time: 1.2,
      error: null,
      created_at: '2026-11-28T20:00:00.000Z',
    },
  });
export type ApiGeneration = z.infer<typeof apiGenerationSchema>;

export const apiStylesSchema = z
  .object({ styles: z.array(z.object({ id: z.string(), name: z.string(), look: z.enum(LOOKS) })) })
  .meta({ id: 'StyleList' });

export const apiTemplatesSchema = z
  .object({
    templates: z.array(z.object({ id: z.string(), name: z.string(), prompt: z.string(), preview: z.string() })),
  })
  .meta({ id: 'TemplateList' });

export const apiUpscaleRequestSchema = z
  .object({
    image_url: z
      .url({ protocol: /^https?$/, error: 'image_url must be an http(s) address of a PNG, JPEG or WebP image.' })
      .max(2000, 'image_url: keep the address under 2000 characters.')
      .optional()
      .meta({
        description:
          'A PNG, JPEG or WebP image up to 1024 px a side: any https address, or an image_url this API gave.',
      }),
    generation_id: z
      .string({ error: 'generation_id must be the id of one of your generations.' })
      .max(64, 'generation_id must be the id of one of your generations.')
      .optional()
      .meta({ description: 'One of your covers (made here or with the API), enlarged as it stands.' }),
    scale_factor: z.literal(ENHANCE_SCALES, { error: 'scale_factor must be 2 or 4.' }),
    denoise: z.enum(ENHANCE_LEVELS, { error: 'denoise must be off, light or strong.' }).default('off'),
    sharpen: z.enum(ENHANCE_LEVELS, { error: 'sharpen must be off, light or strong.' }).default('off'),
  })
  .strict()
  .refine((v) => (v.image_url === undefined) !== (v.generation_id === undefined), {
    message: 'Send image_url or generation_id: one of them.',
  })
  .meta({ id: 'UpscaleRequest' });
export type ApiUpscaleRequest = z.infer<typeof apiUpscaleRequestSchema>;

export const apiUpscaleSchema = z
  .object({
    id: z.string(),
    status: z.enum(ENHANCEMENT_STATUSES),
    /** From 0 to 1 while it runs. */
    progress: z.number(),
    scale_factor: z.literal(ENHANCE_SCALES),
    original_size: z.string(),
    new_size: z.string(),
    /** A signed PNG address valid 24 hours (expires_at); null until it succeeded. */
    upscaled_url: z.string().nullable(),
    expires_at: z.string().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({
    id: 'Upscale',
    example: {
      id: '5c0e7d2a-8f14-4b6b-a0d7-1e9c3b2f4a61',
      status: 'succeeded',
      progress: 1,
      scale_factor: 2,
      original_size: '1024x1024',
      new_size: '2048x2048',
      upscaled_url:
        'https://soundsleeve.example/api/v1/images/5c0e7d2a-8f14-4b6b-a0d7-1e9c3b2f4a61.png?size=2048&expires=1796000000&signature=…',
      expires_at: '2026-11-29T20:00:00.000Z',
      error: null,
      created_at: '2026-11-28T20:00:00.000Z',
    },
  });
export type ApiUpscale = z.infer<typeof apiUpscaleSchema>;

export const apiErrorBodySchema = apiErrorSchema.meta({ id: 'Error' });

/** Headers every answer to a request with a key carries. */
export const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;
