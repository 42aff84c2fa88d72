/**
 * Calls of the Prompt Studio: refine an idea into a scene brief (POST /api/prompts/enhance) and write the
 * refined prompt for an edited brief (POST /api/prompts/compose). Answers are checked against the shared
 * contracts (src/shared/contracts/generation.ts); failures come back with the server's message.
 */
import { composeResponseSchema, enhanceResponseSchema } from '../../../shared/contracts/generation.ts';
import type { Refinement, SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { postJson } from '../auth/auth-api.ts';

/** Shown when the server failed without a message, or answered something the contract does not allow. */
export const STUDIO_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export type StudioResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** The refined prompt and its scene brief for an idea. Never throws. */
export async function enhanceIdea(prompt: string): Promise<StudioResult<Refinement>> {
  const result = await postJson('/api/prompts/enhance', { prompt });
  if (!result.ok) return { ok: false, status: result.status, message: result.message ?? STUDIO_FALLBACK_MESSAGE };
  const parsed = enhanceResponseSchema.safeParse(result.data);
  if (!parsed.success) return { ok: false, status: result.status, message: STUDIO_FALLBACK_MESSAGE };
  return { ok: true, data: parsed.data };
}

/** The refined prompt for a scene brief and the idea it came from (its scene words lead). Never throws. */
export async function composePrompt(brief: SceneBrief, idea?: string): Promise<StudioResult<string>> {
  const result = await postJson('/api/prompts/compose', idea ? { brief, idea } : { brief });
  if (!result.ok) return { ok: false, status: result.status, message: result.message ?? STUDIO_FALLBACK_MESSAGE };
  const parsed = composeResponseSchema.safeParse(result.data);
  if (!parsed.success || !parsed.data.refinedPrompt.trim()) {
    return { ok: false, status: result.status, message: STUDIO_FALLBACK_MESSAGE };
  }
  return { ok: true, data: parsed.data.refinedPrompt.trim() };
}
