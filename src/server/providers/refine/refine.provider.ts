import type { Refinement } from '../../../shared/contracts/scene-brief.ts';

/**
 * What GET /api/providers reports as each refiner's name (wire values, kept as they are). The LLM refiner is
 * 'openai' there, after the protocol it speaks, as REFINER=openai selects it; in code it is the LLM refiner
 * (llm-refiner.ts, config.refiner 'llm'), never to be mixed up with the OpenAI image engine.
 */
export const REFINER_NAMES = { builtin: 'builtin', llm: 'openai' } as const;

/** Turns a written idea into a refined prompt and a scene brief. The built-in refiner needs no outside service. */
export interface RefineProvider {
  /** One of REFINER_NAMES. */
  readonly name: string;
  refine(idea: string, options?: { signal?: AbortSignal }): Promise<Refinement>;
}

/** The idea cannot be refined as written (blank or too long); the message tells the person what to change. */
export class RefineValidationError extends Error {
  override readonly name = 'RefineValidationError';
}
