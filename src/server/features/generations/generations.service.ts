import {
  BUILTIN_CANDIDATES,
  type CreateGenerationRequest,
  type CreateGenerationResponse,
  type EditableBrief,
  type Generation,
  type GenerationListQuery,
  LOOK_OF,
  type ProvidersInfo,
  type Variation,
  versionSeeds,
} from '../../../shared/contracts/generation.ts';
import type { RenderJob } from '../../jobs/queue.ts';
import { builtinImage } from '../../providers/image/builtin-image.ts';
import { ImageProviderError, type ImageEngine } from '../../providers/image/image.provider.ts';
import { exportCache } from './export-cache.ts';
import type { GenerationFilters, GenerationRow, Owner } from './generations.repo.ts';
import { candidateImage } from './operations/candidate-image.ts';
import { composePrompt } from './operations/compose-prompt.ts';
import { removeFiles } from './operations/cover-files.ts';
import { createGeneration } from './operations/create-generation.ts';
import type { GenerationDeps, GenerationsDeps } from './operations/deps.ts';
import { describeGeneration } from './operations/describe-generation.ts';
import { downloadGeneration } from './operations/download-generation.ts';
import { failGeneration } from './operations/fail-generation.ts';
import { filesOfUser } from './operations/files-of-user.ts';
import { generationImage } from './operations/generation-image.ts';
import { getGeneration } from './operations/get-generation.ts';
import { listGenerations } from './operations/list-generations.ts';
import { ownerOf } from './operations/owner-of.ts';
import { pickCandidate } from './operations/pick-candidate.ts';
import { providersInfo } from './operations/providers-info.ts';
import { quota } from './operations/quota.ts';
import { recentFinished } from './operations/recent-finished.ts';
import { refineIdea } from './operations/refine-idea.ts';
import { removeGeneration } from './operations/remove-generation.ts';
import { setFavourite } from './operations/set-favourite.ts';
import { submitGeneration } from './operations/submit-generation.ts';
import { varyGeneration } from './operations/vary-generation.ts';
import { waitForSettled } from './operations/wait-for-settled.ts';

export type { GenerationDeps } from './operations/deps.ts';
export { toGeneration } from './operations/generation-view.ts';
export { ownsGeneration } from './operations/get-generation.ts';

/** A generation still unsettled this long after it was created was lost with its process. */
const STALE_MS = 10 * 60_000;
/** How often a running job checks whether its generation was settled elsewhere (then it stops the engine). */
const CANCEL_CHECK_MS = 2_000;

/** The core loop: refine, charge, render (as a job), store, settle. */
export function generationsService(generationDeps: GenerationDeps) {
  const deps: GenerationsDeps = {
    ...generationDeps,
    // Covers the built-in engine made stay downloadable after a toggle is switched to an outside service.
    builtin: builtinImage(generationDeps.renderPool),
    exportFiles: exportCache(generationDeps.storage, generationDeps.logger),
  };
  const { repo, engines, storage, queue, events, logger, builtin } = deps;

  /**
   * A cover drawn in a custom style gets the style's finish as its edit before the person waiting is told it is
   * ready. It never fails the cover: a failure is logged and the cover stays as drawn.
   */
  const finishStyled = async (drawn: GenerationRow, pictures?: { previewKey: string; thumbnailKey: string }) => {
    try {
      await deps.styles.finish(drawn, pictures);
    } catch (err) {
      logger.error({ err, id: drawn.id }, "a cover's style could not be applied; it stays as drawn");
    }
  };

  /** A version with its style's finish; null (the version as drawn) when that fails, which is logged. */
  const styledVersion = async (version: GenerationRow, signal: AbortSignal, background: boolean) => {
    try {
      return await deps.styles.finishedVersion(version, signal, { background });
    } catch (err) {
      if (signal.aborted) throw err;
      logger.error({ err, id: version.id }, "a version's style could not be drawn; it shows as drawn");
      return null;
    }
  };

  /**
   * Draws version `index` of a generation and stores it. `base` is version 0's seeds (the generation's own until
   * another version is picked): every version's seeds follow from it (versionSeeds).
   */
  const drawCandidate = async (
    row: GenerationRow,
    base: { seed: number; detailSeed: number | null },
    engine: ImageEngine,
    index: number,
    signal: AbortSignal,
  ) => {
    const { seed, detailSeed } = versionSeeds(base.seed, base.detailSeed, index);
    // The first version is what the request waits for; the others nobody waits for.
    const background = index > 0;
    // Drawn in a custom style, each version shows with the style's finish, so the person picks among covers as they
    // will be. The built-in engine's art is drawn by the finish itself (once); an outside image is finished after it
    // arrives. A finish that cannot be drawn leaves the version as the engine draws it.
    const builtinArt = engine.name === builtin.name;
    let styled =
      row.styleId && builtinArt ? await styledVersion({ ...row, seed, detailSeed }, signal, background) : null;
    const result = styled
      ? null
      : await engine.generate({
          brief: row.brief,
          refinedPrompt: row.refinedPrompt,
          seed,
          ...(detailSeed === null ? {} : { detail: detailSeed }),
          look: LOOK_OF[row.provider],
          signal,
          background,
        });
    const masterKey = result?.master ? await storage.put(result.master, 'image/jpeg') : null;
    if (row.styleId && !builtinArt)
      styled = await styledVersion({ ...row, seed, detailSeed, masterKey }, signal, background);
    const [previewKey, thumbnailKey] = await Promise.all([
      storage.put(styled?.preview ?? result!.preview, 'image/webp'),
      storage.put(styled?.thumbnail ?? result!.thumbnail, 'image/webp'),
    ]);
    const candidate = {
      generationId: row.id,
      index,
      seed,
      detailSeed,
      previewKey,
      thumbnailKey,
      masterKey,
      upscaled: result?.upscaled ?? false,
    };
    try {
      await repo.addCandidate(candidate);
    } catch (err) {
      // The cover was deleted while this version was drawn: its files go too, unless another cover uses them.
      if (await repo.get(row.id)) throw err;
      await removeFiles(deps, row.id, [previewKey, thumbnailKey, ...(masterKey ? [masterKey] : [])], []);
      throw new Error('the cover was deleted while a version was drawn', { cause: err });
    }
    return { ...candidate, styled: styled !== null };
  };

  /** Versions an engine draws for one generation: the built-in engine's are free to draw; a service's cost money. */
  const candidatesFor = (engine: ImageEngine) =>
    engine.name === builtin.name ? BUILTIN_CANDIDATES : deps.imagesPerGeneration;

  return {
    enhance: (prompt: string) => refineIdea(deps, prompt),

    compose(edited: EditableBrief, idea?: string) {
      return composePrompt(edited, idea);
    },

    describe(owner: Owner, id: string): Promise<Generation> {
      return describeGeneration(deps, owner, id);
    },

    filesOfUser(userId: string): Promise<{ images: string[]; exports: string[] }> {
      return filesOfUser(deps, userId);
    },

    recentFinished(userId: string, limit: number): Promise<Generation[]> {
      return recentFinished(deps, userId, limit);
    },

    create(owner: Owner, req: CreateGenerationRequest): Promise<CreateGenerationResponse> {
      return createGeneration(deps, owner, req);
    },

    submit(owner: Owner, req: CreateGenerationRequest): Promise<{ id: string }> {
      return submitGeneration(deps, owner, req);
    },

    ownerOf(id: string): Promise<{ userId: string | null } | null> {
      return ownerOf(deps, id);
    },

    settled: (id: string, timeoutMs: number) => waitForSettled(deps, id, timeoutMs),

    vary(owner: Owner, id: string, strength: Variation): Promise<CreateGenerationResponse> {
      return varyGeneration(deps, owner, id, strength);
    },

    /**
     * The job: draw the generation's first version with the toggle's engine, store it, and settle the generation
     * with it as the cover (the request waiting for it answers then). Any failure refunds. Its further versions,
     * each from its own seed (candidateSeed), are a job of their own in a queue of their own (drawVersions), drawn
     * in the background: they never hold up another generation's first.
     */
    async render(job: RenderJob, signal: AbortSignal): Promise<void> {
      if (job.versions) return this.drawVersions(job, signal);
      const row = await repo.get(job.generationId);
      if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
      const engine = engines[row.provider];
      const count = candidatesFor(engine);
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
          row,
          row,
          engine,
          0,
          AbortSignal.any([signal, cancel.signal]),
        );
        // Finished before the cover counts as drawn, so whoever is told it is ready sees it styled.
        if (row.styleId)
          await finishStyled(
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
    },

    /**
     * The job drawing a settled generation's further versions, those not stored yet (a retried job draws only
     * what is missing), as background work: the render pool's low-priority threads, which get a core only when no
     * render someone waits for needs it. One failing only means one version fewer.
     */
    async drawVersions(job: RenderJob, signal: AbortSignal): Promise<void> {
      const row = await repo.get(job.generationId);
      if (!row || row.status !== 'succeeded') return;
      const engine = engines[row.provider];
      const candidates = (await repo.candidatesOf([row.id])).get(row.id) ?? [];
      const stored = new Set(candidates.map((c) => c.index));
      // Version 0 holds the base seeds: the row's own change when another version is picked meanwhile.
      const base = candidates.find((c) => c.index === 0) ?? row;
      const missing = Array.from({ length: row.candidatesExpected }, (_, i) => i).filter(
        (i) => i > 0 && !stored.has(i),
      );
      // Asked for together: the render pool draws them as its background threads allow (on an outside service,
      // the requests run side by side).
      await Promise.all(
        missing.map((index) =>
          drawCandidate(row, base, engine, index, signal).catch(async (err: unknown) => {
            if (!signal.aborted) logger.warn({ err, id: row.id, index }, 'a version of a cover could not be drawn');
            await repo.dropCandidate(row.id);
          }),
        ),
      );
      if (signal.aborted) await repo.settleCandidates(row.id);
    },

    /**
     * Dead-lettered jobs (out of retries, e.g. the process kept dying): fail and refund, or, for further versions,
     * stop waiting for those not drawn.
     */
    async abandon(job: RenderJob): Promise<void> {
      if (job.versions) return repo.settleCandidates(job.generationId);
      const row = await repo.get(job.generationId);
      if (row) await failGeneration(deps, row, 'Your cover could not be created. Your credit has been refunded.');
    },

    /** Settles generations lost before they were queued (a crash between charge and enqueue). */
    async sweepStale(): Promise<number> {
      const stale = await repo.stale(new Date(Date.now() - STALE_MS));
      for (const row of stale)
        await failGeneration(deps, row, 'Your cover could not be created. Your credit has been refunded.');
      return stale.length;
    },

    get(owner: Owner, id: string): Promise<GenerationRow> {
      return getGeneration(deps, owner, id);
    },

    list(owner: Owner, query: Omit<GenerationListQuery, 'published' | 'favourite'> & GenerationFilters) {
      return listGenerations(deps, owner, query);
    },

    setFavourite(owner: Owner, id: string, favourite: boolean): Promise<Generation> {
      return setFavourite(deps, owner, id, favourite);
    },

    remove(owner: Owner, id: string): Promise<void> {
      return removeGeneration(deps, owner, id);
    },

    image(owner: Owner, id: string, variant: 'preview' | 'thumbnail') {
      return generationImage(deps, owner, id, variant);
    },

    candidateImage(owner: Owner, id: string, index: number, variant: 'preview' | 'thumbnail') {
      return candidateImage(deps, owner, id, index, variant);
    },

    pick(owner: Owner, id: string, index: number): Promise<Generation> {
      return pickCandidate(deps, owner, id, index);
    },

    download(owner: Owner, id: string, format: 'jpeg' | 'png') {
      return downloadGeneration(deps, owner, id, format);
    },

    providers(): ProvidersInfo {
      return providersInfo(deps);
    },

    quota(owner: Owner, credits: () => Promise<number>) {
      return quota(deps, owner, credits);
    },
  };
}

export type GenerationsService = ReturnType<typeof generationsService>;
