/**
 * Calls to the generation API (src/shared/contracts/generation.ts). Answers are checked
 * against the shared contract, so a page never renders something the server did not promise.
 */
import {
  createGenerationResponseSchema,
  enhanceResponseSchema,
  generationSchema,
  type Generation,
  MAX_SEED,
  quotaSchema,
  type CreateGenerationRequest,
  type CreateGenerationResponse,
  type Quota,
  type Variation,
} from '../../../shared/contracts/generation.ts';
import type { Refinement } from '../../../shared/contracts/scene-brief.ts';
import { api, CLIENT_ERROR_CODES, unwrap, type ApiResult } from '../../lib/api.ts';

/** Shown when a generation fails and the server gave no message (docs/spec.md §8, simple page). */
export const GENERATION_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
/** Shown when a successful answer carries no image (docs/spec.md §8). */
export const NO_IMAGE_MESSAGE = 'No image URL returned';

/** What the Generate page header shows before anything is generated. Throws on failure. */
export async function fetchQuota(): Promise<Quota> {
  return unwrap(api.get('/api/quota', { schema: quotaSchema }));
}

/**
 * The refinement of an idea (POST /api/prompts/enhance): the refined prompt, the scene brief the cover will draw,
 * and how each part of the idea is drawn. Null when refinement failed (callers then use the idea itself).
 */
export async function refineIdea(prompt: string): Promise<Refinement | null> {
  const result = await api.post('/api/prompts/enhance', { prompt }, { schema: enhanceResponseSchema });
  return result.ok && result.data.refinedPrompt.trim() ? result.data : null;
}

/** Renders a cover. The answer comes once the image exists. Never throws. */
export async function createGeneration(request: CreateGenerationRequest): Promise<ApiResult<CreateGenerationResponse>> {
  return generationAnswer(await api.post('/api/generations', request));
}

/** Renders a variation of a cover (a new generation, paid like any other). Never throws. */
export async function varyGeneration(id: string, strength: Variation): Promise<ApiResult<CreateGenerationResponse>> {
  return generationAnswer(await api.post(`/api/generations/${encodeURIComponent(id)}/vary`, { strength }));
}

/** A new generation's answer, checked: one without an image is the spec's failure (§8), not a success. */
function generationAnswer(result: ApiResult<unknown>): ApiResult<CreateGenerationResponse> {
  if (!result.ok) return result;
  const data: unknown = result.data;
  const imageUrl = typeof data === 'object' && data !== null ? (data as { imageUrl?: unknown }).imageUrl : undefined;
  if (typeof imageUrl !== 'string' || !imageUrl) {
    return { ok: false, status: result.status, code: null, message: NO_IMAGE_MESSAGE };
  }
  const parsed = createGenerationResponseSchema.safeParse(data);
  if (!parsed.success) {
    return { ok: false, status: result.status, code: CLIENT_ERROR_CODES.unexpectedAnswer, message: null };
  }
  return { ok: true, status: result.status, data: parsed.data };
}

/** One of the visitor's generations, as it is now (its versions drawn so far). Throws on failure. */
export async function fetchGeneration(id: string, signal?: AbortSignal): Promise<Generation> {
  return unwrap(api.get(`/api/generations/${encodeURIComponent(id)}`, { schema: generationSchema, signal }));
}

/** Makes one of a generation's versions its cover. Never throws. */
export async function pickVersion(id: string, index: number): Promise<ApiResult<Generation>> {
  return api.post(`/api/generations/${encodeURIComponent(id)}/pick`, { index }, { schema: generationSchema });
}

/** A uniformly random seed in 0..MAX_SEED, different from `except`. */
export function randomSeed(except?: number): number {
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const seed = buffer[0]! % (MAX_SEED + 1);
    if (seed !== except) return seed;
  }
}
