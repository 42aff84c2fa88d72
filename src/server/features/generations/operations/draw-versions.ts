import type { RenderJob } from '../../../jobs/queue.ts';
import type { OperationDeps } from './deps.ts';
import { drawCandidate } from './draw-candidate.ts';

/**
 * The job drawing a settled generation's further versions, those not stored yet (a retried job draws only
 * what is missing), as background work: the render pool's low-priority threads, which get a core only when no
 * render someone waits for needs it. One failing only means one version fewer.
 */
export async function drawVersions(deps: OperationDeps, job: RenderJob, signal: AbortSignal): Promise<void> {
  const { repo, engines, logger } = deps;
  const row = await repo.get(job.generationId);
  if (!row || row.status !== 'succeeded') return;
  const engine = engines[row.provider];
  const candidates = (await repo.candidatesOf([row.id])).get(row.id) ?? [];
  const stored = new Set(candidates.map((c) => c.index));
  // Version 0 holds the base seeds: the row's own change when another version is picked meanwhile.
  const base = candidates.find((c) => c.index === 0) ?? row;
  const missing = Array.from({ length: row.candidatesExpected }, (_, i) => i).filter((i) => i > 0 && !stored.has(i));
  // Asked for together: the render pool draws them as its background threads allow (on an outside service,
  // the requests run side by side).
  await Promise.all(
    missing.map((index) =>
      drawCandidate(deps, row, base, engine, index, signal).catch(async (err: unknown) => {
        if (!signal.aborted) logger.warn({ err, id: row.id, index }, 'a version of a cover could not be drawn');
        await repo.dropCandidate(row.id);
      }),
    ),
  );
  if (signal.aborted) await repo.settleCandidates(row.id);
}
