import { PUBLISH_GENRES } from './gallery.ts';
import { z } from 'zod';
import { ERROR_CODES } from '../api-error.ts';
import {
  assetKeySchema,
  ideaPartSchema,
  type Look,
  ideaSchema,
  refinementSchema,
  sceneBriefSchema,
  subjectSchema,
} from './scene-brief.ts';

/** Guests get this many free generations (docs/spec.md §9), counted by the server. */
export const GUEST_FREE_GENERATIONS = 3;

/** The two toggles of the Generate page (docs/spec.md §2): Sonic Vision (lovable, default) and Photon Studio (luma). */
export const GENERATION_TOGGLES = ['lovable', 'luma'] as const;
export type GenerationToggle = (typeof GENERATION_TOGGLES)[number];
export const TOGGLE_LABELS: Record<GenerationToggle, string> = { lovable: 'Sonic Vision', luma: 'Photon Studio' };
/** Each toggle's look in the built-in engine: Sonic Vision is graphic, Photon Studio photographic. */
export const LOOK_OF: Record<GenerationToggle, Look> = { lovable: 'sonic', luma: 'photon' };
/** A look as people know it: by its toggle's name. */
export const LOOK_LABELS: Record<Look, string> = { sonic: TOGGLE_LABELS.lovable, photon: TOGGLE_LABELS.luma };

export const MAX_SEED = 0xffffffff;

/** Versions the built-in engine draws for one generation (one credit, or one guest slot), each from its own seed. */
export const BUILTIN_CANDIDATES = 4;

/**
 * The seed of a generation's candidate `index`: the first is the generation's own seed (so a typed seed draws the
 * same first version again), the others are spread from it by a fixed odd step, so they differ and repeat too.
 */
export const candidateSeed = (seed: number, index: number) => (seed + index * 0x9e3779b1) % (MAX_SEED + 1);

/**
 * The seeds of a generation's version `index`. A generation from an idea spreads its seed (each version its own
 * layout); a subtle variation has a detail seed and keeps the seed, so its versions share the layout and spread
 * the details.
 */
export function versionSeeds(seed: number, detailSeed: number | null, index: number) {
  return detailSeed === null
    ? { seed: candidateSeed(seed, index), detailSeed: null }
    : { seed, detailSeed: candidateSeed(detailSeed, index) };
}

/**
 * Vary (subtle): the same layout and design, new details. Vary (strong): the same idea in another composition.
 * Each is a new generation, paid like any other.
 */
export const VARIATIONS = ['subtle', 'strong'] as const;
export type Variation = (typeof VARIATIONS)[number];

/** PostgreSQL cannot store the NUL character in text or JSON; a request carrying one is refused (400), never a 500. */
export const NUL_MESSAGE = 'Your text contains an invisible NUL character. Remove it and try again.';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/** Refuses any string anywhere in the value that holds a NUL character. */
export const withoutNul = <S extends z.ZodType>(schema: S) => schema.refine((v) => !containsNul(v), NUL_MESSAGE);

export const enhanceRequestSchema = z.object({ prompt: ideaSchema });
/** The whole refinement: the prompt, the scene brief, and how each part of the idea is drawn. */
export const enhanceResponseSchema = refinementSchema;

/**
 * A scene brief as the Prompt Studio edits it: a subject may arrive with only the noun a person typed (no asset, or
 * one the library does not have); the server resolves it to a library asset or refuses it (400) with a message.
 */
export const editableSubjectSchema = subjectSchema.extend({ asset: assetKeySchema.optional() });
export type EditableSubject = z.infer<typeof editableSubjectSchema>;
export const editableBriefSchema = sceneBriefSchema.extend({ subjects: z.array(editableSubjectSchema).max(5) });
export type EditableBrief = z.infer<typeof editableBriefSchema>;

/** POST /api/prompts/compose: the refined prompt for a scene brief edited in the Prompt Studio. */
export const composeRequestSchema = withoutNul(
  z.object({
    brief: editableBriefSchema,
    /** The idea the brief came from: its words help read a typed noun ("bat" beside "baseball"). */
    idea: ideaSchema.optional(),
  }),
);
export const composeResponseSchema = z.object({
  refinedPrompt: z.string(),
  /** The brief as it will be drawn: every subject with a library asset. */
  brief: sceneBriefSchema,
  /** Each subject, in the brief's order: drawn exactly, or approximated as something near. */
  parts: z.array(ideaPartSchema),
});
export type ComposeResponse = z.infer<typeof composeResponseSchema>;

const seedSchema = (name: string) =>
  z
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .min(0, `${name} must be between 0 and ${MAX_SEED}.`)
    .max(MAX_SEED, `${name} must be between 0 and ${MAX_SEED}.`);

export const createGenerationRequestSchema = withoutNul(
  z.object({
    prompt: ideaSchema,
    refinedPrompt: z.string().trim().min(1).max(2000).optional(),
    /**
     * The scene brief the page showed (from POST /api/prompts/enhance or /compose): drawn as it is, and the idea is
     * not refined again. Without it the server refines the idea once.
     */
    brief: sceneBriefSchema.optional(),
    provider: z.enum(GENERATION_TOGGLES, {
      error: 'provider must be "lovable" (Sonic Vision) or "luma" (Photon Studio).',
    }),
    seed: seedSchema('seed').optional(),
    /** A subtle variation's detail seed, typed with its seed to draw that cover again. */
    detailSeed: seedSchema('detailSeed').optional(),
    /**
     * A custom style to draw the idea in (GET /api/styles): the prompt is the idea set in its pattern
     * (applyStylePattern), its toggle draws it whatever `provider` says, and its grade and typefaces become the
     * cover's edit.
     */
    styleId: z.string().max(64, 'styleId is the id of a style.').optional(),
  }),
).refine((req) => req.detailSeed === undefined || req.seed !== undefined, {
  message: 'A detail seed draws the details of a seed: send the seed too.',
  path: ['detailSeed'],
});
export type CreateGenerationRequest = z.infer<typeof createGenerationRequestSchema>;

export const GENERATION_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** One version a generation drew: the owner picks the one that becomes the cover. */
export const candidateSchema = z.object({
  index: z.number().int(),
  seed: z.number().int(),
  /** A subtle variation's versions: each one's detail seed. */
  detailSeed: z.number().int().nullable(),
  /** 1024² WebP preview and 256² thumbnail. */
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** What a generation says about its versions (the generation's own seed and image are the picked one's). */
const candidateFields = {
  /** Drawn so far, by index. */
  candidates: z.array(candidateSchema),
  /** How many will be there once the rest are drawn (the page shows a place for each until then). */
  candidatesExpected: z.number().int(),
  /** The index of the version that is the cover. */
  pickedCandidate: z.number().int(),
};

/** POST /api/generations/:id/vary: a new generation varying this cover. */
export const varyRequestSchema = z.object({
  strength: z.enum(VARIATIONS, { error: 'Choose how to vary the cover: "subtle" or "strong".' }),
});

/** POST /api/generations/:id/pick: makes one of its versions the cover. */
export const pickCandidateRequestSchema = z.object({
  index: z.number({ error: 'index must be a whole number.' }).int('index must be a whole number.').min(0).max(15),
});

export const generationSchema = z.object({
  id: z.string(),
  status: z.enum(GENERATION_STATUSES),
  prompt: z.string(),
  refinedPrompt: z.string(),
  provider: z.enum(GENERATION_TOGGLES),
  seed: z.number().int(),
  /** The picked version's detail seed, on a subtle variation (null otherwise). */
  detailSeed: z.number().int().nullable(),
  /** The cover this one varies, and how (null when it was drawn from an idea). */
  variationOf: z.string().nullable(),
  variation: z.enum(VARIATIONS).nullable(),
  /** What drew it: builtin, openai, lovable, luma (null until a job starts). */
  engine: z.string().nullable(),
  /** Starred in the owner's library. */
  favourite: z.boolean(),
  /** 1024² WebP preview; null until the generation succeeds. */
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The cover as last saved in the editor (1024² WebP and thumbnail); null when it was never edited. */
  editedImageUrl: z.string().nullable(),
  editedThumbnailUrl: z.string().nullable(),
  /** The title and artist as last saved in the editor (null for one it has no layer for); null when never edited. */
  editedText: z.object({ title: z.string().nullable(), artist: z.string().nullable() }).nullable(),
  /** Present when status is failed: a message a person can read. */
  error: z.string().nullable(),
  /** The 3000² export was enlarged from a smaller image made by an outside service. */
  upscaled: z.boolean(),
  /** Published to the community gallery as this post (the owner may unpublish it). */
  galleryPostId: z.string().nullable(),
  /** The gallery genre nearest the cover's own: what publishing it suggests. */
  publishGenre: z.enum(PUBLISH_GENRES),
  /** The scene brief that was drawn (a Reroll sends it back, so it draws the same scene). */
  brief: sceneBriefSchema.optional(),
  createdAt: z.string(),
  ...candidateFields,
});
export type Generation = z.infer<typeof generationSchema>;

/** POST /api/generations answer: the finished generation plus what is left to spend. */
export const createGenerationResponseSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  refinedPrompt: z.string(),
  seed: z.number().int(),
  detailSeed: z.number().int().nullable(),
  upscaled: z.boolean(),
  /** The scene brief that was drawn: the one sent, or the server's refinement of the idea. */
  brief: sceneBriefSchema,
  /** The gallery genre nearest the cover's own: what publishing it suggests. */
  publishGenre: z.enum(PUBLISH_GENRES),
  /** How each part of the idea was drawn, when the server refined the idea itself (no brief was sent). */
  parts: z.array(ideaPartSchema).optional(),
  /** The cover with its style's finish (a custom style's grade and typefaces), when it was drawn in one. */
  editedImageUrl: z.string().optional(),
  /** The custom style it was drawn in: a Reroll draws in it again. */
  styleId: z.string().optional(),
  ...candidateFields,
  creditsRemaining: z.number().int().optional(),
  /** True when the user's plan paid for it (Studio): no credit was spent, so `creditsRemaining` did not change. */
  coveredByPlan: z.boolean().optional(),
  guestRemaining: z.number().int().optional(),
});
export type CreateGenerationResponse = z.infer<typeof createGenerationResponseSchema>;

/**
 * GET /api/generations: the owner's covers, newest first, one page at a time; the library's search and filters
 * narrow it (an idea, title or artist containing `q`; a toggle; an engine; published or not; starred; a status).
 */
export const generationListQuerySchema = withoutNul(
  z.object({
    limit: z.coerce.number().int().min(1).max(50).default(12),
    cursor: z.string().max(200).optional(),
    q: z.string().trim().max(200, 'Search for at most 200 characters.').optional(),
    provider: z.enum(GENERATION_TOGGLES, { error: 'provider must be "lovable" or "luma".' }).optional(),
    engine: z
      .string()
      .regex(/^[a-z0-9-]{1,32}$/, 'engine must be an engine name such as "builtin".')
      .optional(),
    published: z.enum(['yes', 'no'], { error: 'published must be "yes" or "no".' }).optional(),
    favourite: z.enum(['yes'], { error: 'favourite must be "yes" when given.' }).optional(),
    status: z.enum(GENERATION_STATUSES).optional(),
  }),
);
export type GenerationListQuery = z.infer<typeof generationListQuerySchema>;

/** PATCH /api/generations/:id: what the owner may change about a cover in the library. */
export const updateGenerationRequestSchema = z.object({
  favourite: z.boolean({ error: 'favourite must be true or false.' }),
});

export const generationListSchema = z.object({
  items: z.array(generationSchema),
  nextCursor: z.string().nullable(),
});
export type GenerationList = z.infer<typeof generationListSchema>;

/** GET /api/quota: what the Generate page header shows before anything is generated. */
export const quotaSchema = z.union([
  z.object({ kind: z.literal('user'), creditsRemaining: z.number().int() }),
  z.object({ kind: z.literal('guest'), guestRemaining: z.number().int() }),
]);
export type Quota = z.infer<typeof quotaSchema>;

/** Error codes of the generation API the pages react to. */
export const GENERATION_ERRORS = {
  noCredits: ERROR_CODES.noCredits,
  guestLimit: ERROR_CODES.guestLimit,
  failed: ERROR_CODES.generationFailed,
  /** 504: still rendering after the request's wait; it appears in the recent list when done. */
  pending: ERROR_CODES.generationPending,
} as const;

export const DOWNLOAD_FORMATS = ['jpeg', 'png'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** GET /api/providers: which engine backs each toggle, and which refiner writes the prompts. */
export const providersSchema = z.object({
  providers: z.array(
    z.object({
      id: z.enum(GENERATION_TOGGLES),
      /** The toggle's name: Sonic Vision or Photon Studio. */
      label: z.string(),
      /** builtin, openai, lovable, luma. */
      engine: z.string(),
      /** What people are told, e.g. "Luma Photon (photon-1)" or "Soundsleeve engine". */
      engineLabel: z.string(),
    }),
  ),
  refiner: z.object({ name: z.string(), label: z.string() }),
});
export type ProvidersInfo = z.infer<typeof providersSchema>;
