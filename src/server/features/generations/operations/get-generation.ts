import { ERROR_CODES } from '../../../../shared/api-error.ts';
import { AppError } from '../../../http/errors.ts';
import type { GenerationRow, Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';

export const ownsGeneration = (o: Owner, row: GenerationRow) =>
  o.kind === 'user' ? row.userId === o.userId : row.guestId === o.guestId;

/** One of the owner's generations; a 404 for anyone else's. */
export async function getGeneration({ repo }: OperationDeps, owner: Owner, id: string): Promise<GenerationRow> {
  const row = /^[0-9a-f-]{36}$/.test(id) ? await repo.get(id) : null;
  if (!row || !ownsGeneration(owner, row)) throw new AppError(404, ERROR_CODES.notFound, 'No such generation.');
  return row;
}
