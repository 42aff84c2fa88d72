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
import { api, CLIENT_ERROR_CODES, type ApiResult } from '../../lib/api.ts';

/** Shown when the server failed without a message, or answered something the contract does not allow. */
export const STUDIO_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
const fallback = STUDIO_FALLBACK_MESSAGE;

/** The refined prompt, its scene brief and how each part of the idea is drawn. Never throws. */
export function enhanceIdea(prompt: string): Promise<ApiResult<Refinement>> {
  return api.post('/api/prompts/enhance', { prompt }, { schema: enhanceResponseSchema, fallback });
}

/**
 * The refined prompt for an edited scene brief, the brief as it will be drawn (typed nouns resolved) and how each
 * subject is drawn. `idea` is the idea the brief came from (its words help read a typed noun). Never throws.
 */
export async function composePrompt(brief: EditableBrief, idea?: string): Promise<ApiResult<ComposeResponse>> {
  const body = idea ? { brief, idea } : { brief };
  const result = await api.post('/api/prompts/compose', body, { schema: composeResponseSchema, fallback });
  if (!result.ok) return result;
  const refinedPrompt = result.data.refinedPrompt.trim();
  if (!refinedPrompt) {
    return { ok: false, status: result.status, code: CLIENT_ERROR_CODES.unexpectedAnswer, message: fallback };
  }
  return { ...result, data: { ...result.data, refinedPrompt } };
}
