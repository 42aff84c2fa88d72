/**
 * Calls of the Prompt Studio: refine an idea into a scene brief (POST /api/prompts/enhance) and write the
 * refined prompt for an edited brief (POST /api/prompts/compose). Answers are checked against the shared
 * contracts (src/shared/contracts/generation.ts); failures come back with the server's message.
 */
import {
  composeResponseSchema,
  enhanceResponseSchema,
  type ComposeResponse,
  type EditableBrief,
} from '../../../shared/contracts/generation.ts';
import type { Refinement } from '../../../shared/contracts/scene-brief.ts';
import { postJson } from '../auth/auth-api.ts';

/** Shown when the server failed without a message, or answered something the contract does not allow. */
export const STUDIO_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export type StudioResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** The refined prompt, its scene brief and how each part of the idea is drawn. Never throws. */
export async function enhanceIdea(prompt: string): Promise<StudioResult<Refinement>> {
  const result = await postJson('/api/prompts/enhance', { prompt });
  if (!result.ok) return { ok: false, status: result.status, message: result.message ?? STUDIO_FALLBACK_MESSAGE };
  const parsed = enhanceResponseSchema.safeParse(result.data);
  if (!parsed.success) return { ok: false, status: result.status, message: STUDIO_FALLBACK_MESSAGE };
  return { ok: true, data: parsed.data };
}

/**
 * The refined prompt for an edited scene brief, the brief as it will be drawn (typed nouns resolved) and how each
 * subject is drawn. `idea` is the idea the brief came from (its words help read a typed noun). Never throws.
 */
export async function composePrompt(brief: EditableBrief, idea?: string): Promise<StudioResult<ComposeResponse>> {
  const result = await postJson('/api/prompts/compose', idea ? { brief, idea } : { brief });
  if (!result.ok) return { ok: false, status: result.status, message: result.message ?? STUDIO_FALLBACK_MESSAGE };
  const parsed = composeResponseSchema.safeParse(result.data);
  if (!parsed.success || !parsed.data.refinedPrompt.trim()) {
    return { ok: false, status: result.status, message: STUDIO_FALLBACK_MESSAGE };
  }
  return { ok: true, data: { ...parsed.data, refinedPrompt: parsed.data.refinedPrompt.trim() } };
}
