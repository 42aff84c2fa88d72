/**
 * Plain-fetch calls to the generation API (src/shared/contracts/generation.ts). Answers are checked
 * against the shared contract, so a page never renders something the server did not promise.
 */
import {
  createGenerationResponseSchema,
  enhanceResponseSchema,
  generationListSchema,
  MAX_SEED,
  providersSchema,
  quotaSchema,
  type CreateGenerationRequest,
  type CreateGenerationResponse,
  type DownloadFormat,
  type Generation,
  type ProvidersInfo,
  type Quota,
} from '../../../shared/contracts/generation.ts';
import type { Refinement } from '../../../shared/contracts/scene-brief.ts';
import { postJson } from '../auth/auth-api.ts';

/** Shown when a generation fails and the server gave no message (SPEC.md §8, simple page). */
export const GENERATION_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
/** Shown when a successful answer carries no image (SPEC.md §8). */
export const NO_IMAGE_MESSAGE = 'No image URL returned';

async function getJson(path: string): Promise<unknown> {
  const res = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

/** What the Generate page header shows before anything is generated. Throws on failure. */
export async function fetchQuota(): Promise<Quota> {
  return quotaSchema.parse(await getJson('/api/quota'));
}

/** Which engine backs each toggle (GET /api/providers). Throws on failure. */
export async function fetchProviders(): Promise<ProvidersInfo> {
  return providersSchema.parse(await getJson('/api/providers'));
}

/** The visitor's own recent generations, newest first. Throws on failure. */
export async function fetchRecentGenerations(): Promise<Generation[]> {
  return generationListSchema.parse(await getJson('/api/generations')).items;
}

/**
 * The refinement of an idea (POST /api/prompts/enhance): the refined prompt, the scene brief the cover will draw,
 * and how each part of the idea is drawn. Null when refinement failed (callers then use the idea itself).
 */
export async function refineIdea(prompt: string): Promise<Refinement | null> {
  const result = await postJson('/api/prompts/enhance', { prompt });
  if (!result.ok) return null;
  const parsed = enhanceResponseSchema.safeParse(result.data);
  return parsed.success && parsed.data.refinedPrompt.trim() ? parsed.data : null;
}

export type CreateGenerationResult =
  | { ok: true; data: CreateGenerationResponse }
  | { ok: false; status: number; code: string | null; message: string | null };

/** Renders a cover. The answer comes once the image exists. Never throws. */
export async function createGeneration(request: CreateGenerationRequest): Promise<CreateGenerationResult> {
  const result = await postJson('/api/generations', request);
  if (!result.ok) return result;
  const data: unknown = result.data;
  const imageUrl = typeof data === 'object' && data !== null ? (data as { imageUrl?: unknown }).imageUrl : undefined;
  if (typeof imageUrl !== 'string' || !imageUrl) {
    return { ok: false, status: result.status, code: null, message: NO_IMAGE_MESSAGE };
  }
  const parsed = createGenerationResponseSchema.safeParse(data);
  if (!parsed.success) return { ok: false, status: result.status, code: null, message: null };
  return { ok: true, data: parsed.data };
}

/** The 3000×3000 export of a generation, as a same-origin link the browser downloads. */
export function downloadUrl(id: string, format: DownloadFormat): string {
  return `/api/generations/${encodeURIComponent(id)}/download?format=${format}`;
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
