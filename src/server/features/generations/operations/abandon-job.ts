import type { RenderJob } from '../../../jobs/queue.ts';
import type { OperationDeps } from './deps.ts';
import { failGeneration } from './fail-generation.ts';

/**
 * Dead-lettered jobs (out of retries, e.g. the process kept dying): fail and refund, or, for further versions,
 * stop waiting for those not drawn.
 */
export async function abandonJob(deps: OperationDeps, job: RenderJob): Promise<void> {
  const { repo } = deps;
  if (job.versions) return repo.settleCandidates(job.generationId);
  const row = await repo.get(job.generationId);
  if (row) await failGeneration(deps, row, 'Your cover could not be created. Your credit has been refunded.');
}
