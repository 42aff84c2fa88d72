import type {
  CreateGenerationRequest,
  CreateGenerationResponse,
  EditableBrief,
  Generation,
  GenerationListQuery,
  ProvidersInfo,
  Variation,
} from '../../../shared/contracts/generation.ts';
import type { RenderJob } from '../../jobs/queue.ts';
import { builtinImage } from '../../providers/image/builtin-image.ts';
import { exportCache } from './export-cache.ts';
import type { GenerationFilters, GenerationRow, Owner } from './generations.repo.ts';
import { abandonJob } from './operations/abandon-job.ts';
import { candidateImage } from './operations/candidate-image.ts';
import { composePrompt } from './operations/compose-prompt.ts';
import { createGeneration } from './operations/create-generation.ts';
import type { GenerationDeps, OperationDeps } from './operations/deps.ts';
import { describeGeneration } from './operations/describe-generation.ts';
import { downloadGeneration } from './operations/download-generation.ts';
import { drawVersions } from './operations/draw-versions.ts';
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
import { renderGeneration } from './operations/render-generation.ts';
import { setFavourite } from './operations/set-favourite.ts';
import { submitGeneration } from './operations/submit-generation.ts';
import { sweepStale } from './operations/sweep-stale.ts';
import { varyGeneration } from './operations/vary-generation.ts';
import { waitForSettled } from './operations/wait-for-settled.ts';

export type { GenerationDeps } from './operations/deps.ts';
export { toGeneration } from './operations/generation-view.ts';
export { ownsGeneration } from './operations/get-generation.ts';

/**
 * The core loop: refine, charge, render (as a job), store, settle. Each operation is a function of its own in
 * operations/, given the dependencies below; the service builds them once and names the operations.
 */
export function generationsService(generationDeps: GenerationDeps) {
  const deps: OperationDeps = {
    ...generationDeps,
    // Covers the built-in engine made stay downloadable after a toggle is switched to an outside service.
    builtin: builtinImage(generationDeps.renderPool),
    exportFiles: exportCache(generationDeps.storage, generationDeps.logger),
  };

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

    render(job: RenderJob, signal: AbortSignal): Promise<void> {
      return renderGeneration(deps, job, signal);
    },

    drawVersions(job: RenderJob, signal: AbortSignal): Promise<void> {
      return drawVersions(deps, job, signal);
    },

    abandon(job: RenderJob): Promise<void> {
      return abandonJob(deps, job);
    },

    sweepStale(): Promise<number> {
      return sweepStale(deps);
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
