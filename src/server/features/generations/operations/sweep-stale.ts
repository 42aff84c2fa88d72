import type { OperationDeps } from './deps.ts';
import { failGeneration } from './fail-generation.ts';

/** A generation still unsettled this long after it was created was lost with its process. */
const STALE_MS = 10 * 60_000;

/** Settles generations lost before they were queued (a crash between charge and enqueue). */
export async function sweepStale(deps: OperationDeps): Promise<number> {
  const stale = await deps.repo.stale(new Date(Date.now() - STALE_MS));
  for (const row of stale)
    await failGeneration(deps, row, 'Your cover could not be created. Your credit has been refunded.');
  return stale.length;
}
