import { BUILTIN_CANDIDATES } from '../../../../shared/contracts/generation.ts';
import type { RenderJob } from '../../../jobs/queue.ts';
import { ImageProviderError, type ImageEngine } from '../../../providers/image/image.provider.ts';
import type { GenerationRow } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { drawCandidate } from './draw-candidate.ts';
import { drawVersions } from './draw-versions.ts';
import { failGeneration } from './fail-generation.ts';

/** How often a running job checks whether its generation was settled elsewhere (then it stops the engine). */
const CANCEL_CHECK_MS = 2_000;

/**
 * A cover drawn in a custom style gets the style's finish as its edit before the person waiting is told it is
 * ready. It never fails the cover: a failure is logged and the cover stays as drawn.
 */
async function finishStyled(
  { styles, logger }: OperationDeps,
  drawn: GenerationRow,
  pictures?: { previewKey: string; thumbnailKey: string },
) {
  try {
    await styles.finish(drawn, pictures);
  } catch (err) {
    logger.error({ err, id: drawn.id }, "a cover's style could not be applied; it stays as drawn");
  }
}

/** Versions an engine draws for one generation: the built-in engine's are free to draw; a service's cost money. */
const candidatesFor = ({ builtin, imagesPerGeneration }: OperationDeps, engine: ImageEngine) =>
  engine.name === builtin.name ? BUILTIN_CANDIDATES : imagesPerGeneration;

/**
 * The job: draw the generation's first version with the toggle's engine, store it, and settle the generation
 * with it as the cover (the request waiting for it answers then). Any failure refunds. Its further versions,
 * each from its own seed (candidateSeed), are a job of their own in a queue of their own (drawVersions), drawn
 * in the background: they never hold up another generation's first.
 */
export async function renderGeneration(deps: OperationDeps, job: RenderJob, signal: AbortSignal): Promise<void> {
  const { repo, engines, events, queue, logger } = deps;
  if (job.versions) return drawVersions(deps, job, signal);
  const row = await repo.get(job.generationId);
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const engine = engines[row.provider];
  const count = candidatesFor(deps, engine);
  await repo.markRunning(row.id, engine.name, count);
  events.emit({ id: row.id, status: 'running', owner: row.userId ?? row.guestId ?? '' });
  // Settled elsewhere meanwhile (the stale sweeper, a dead-lettered copy): cancel the engine's work.
  const cancel = new AbortController();
  const watch = setInterval(() => {
    void repo.get(row.id).then(
      (now) => {
        if (now && now.status !== 'queued' && now.status !== 'running') cancel.abort(new Error('cancelled'));
      },
      () => undefined,
    );
  }, CANCEL_CHECK_MS);
  try {
    const { previewKey, thumbnailKey, masterKey, upscaled, styled } = await drawCandidate(
      deps,
      row,
      row,
      engine,
      0,
      AbortSignal.any([signal, cancel.signal]),
    );
    // Finished before the cover counts as drawn, so whoever is told it is ready sees it styled.
    if (row.styleId)
      await finishStyled(
        deps,
        { ...row, previewKey, thumbnailKey, masterKey, upscaled },
        styled ? { previewKey, thumbnailKey } : undefined,
      );
    if (await repo.markSucceeded(row.id, { previewKey, thumbnailKey, masterKey, upscaled })) {
      events.emit({ id: row.id, status: 'succeeded', owner: row.userId ?? row.guestId ?? '' });
      if (count > 1) {
        await queue.enqueue({ generationId: row.id, versions: true }).catch(async (err) => {
          logger.warn({ err, id: row.id }, 'the further versions of a cover could not be queued');
          await repo.settleCandidates(row.id);
        });
      }
    }
  } catch (err) {
    const message =
      err instanceof ImageProviderError
        ? err.message
        : 'Something went wrong while creating your cover. Your credit has been refunded.';
    if (!(err instanceof ImageProviderError)) logger.error({ err, id: row.id }, 'generation failed');
    await failGeneration(deps, row, message);
  } finally {
    clearInterval(watch);
  }
}
