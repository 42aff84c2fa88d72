import type { Refinement } from '../../../shared/contracts/scene-brief.ts';

/** Turns a written idea into a refined prompt and a scene brief. The built-in refiner needs no outside service. */
export interface RefineProvider {
  readonly name: string;
  refine(idea: string, options?: { signal?: AbortSignal }): Promise<Refinement>;
}

/** The idea cannot be refined as written (blank or too long); the message tells the person what to change. */
export class RefineValidationError extends Error {
  override readonly name = 'RefineValidationError';
}
