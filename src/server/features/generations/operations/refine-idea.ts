import { ERROR_CODES } from '../../../../shared/api-error.ts';
import { AppError } from '../../../http/errors.ts';
import { RefineValidationError } from '../../../providers/refine/refine.provider.ts';
import type { OperationDeps } from './deps.ts';

/** An idea refined into a scene brief and its prompt (POST /api/prompts/enhance, and a generation sent without a brief). */
export async function refineIdea({ refiner }: OperationDeps, prompt: string) {
  try {
    return await refiner.refine(prompt);
  } catch (err) {
    if (err instanceof RefineValidationError) throw new AppError(400, ERROR_CODES.validation, err.message);
    throw err;
  }
}
