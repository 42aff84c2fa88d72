import type { GenerationToggle } from '../../../../shared/contracts/generation.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import type { Logger } from '../../../logger.ts';
import type { ImageEngine } from '../../../providers/image/image.provider.ts';
import type { RenderPool } from '../../../providers/image/render-pool.ts';
import type { RefineProvider } from '../../../providers/refine/refine.provider.ts';
import type { StorageProvider } from '../../../providers/storage/storage.provider.ts';
import type { ExportCache } from '../export-cache.ts';
import type { GenerationEvents } from '../generation-events.ts';
import type { GenerationRow, GenerationsRepo, Owner } from '../generations.repo.ts';

export interface GenerationDeps {
  repo: GenerationsRepo;
  refiner: RefineProvider;
  /** What GET /api/providers says writes the refined prompts. */
  refinerLabel: string;
  /** The engine behind each toggle (IMAGE_PROVIDER_SONIC for lovable, IMAGE_PROVIDER_PHOTON for luma). */
  engines: Record<GenerationToggle, ImageEngine>;
  storage: StorageProvider;
  /** Worker threads for the built-in engine and for encoding downloads (never the event loop). */
  renderPool: RenderPool;
  queue: JobQueue;
  /** The owner's place in the job queues (entitlements: a Studio plan's priority rendering). */
  priorityOf: (owner: Owner) => Promise<number>;
  events: GenerationEvents;
  logger: Logger;
  guestAddressDailyCap: number;
  /** Studio (unlimited) generations per user per day. */
  studioDailyLimit: number;
  /** Versions an outside service draws per generation (IMAGES_PER_GENERATION); the built-in engine draws more. */
  imagesPerGeneration: number;
  /** Custom styles: the one a generation asks for (refused when the owner may not use it), and its finish. */
  styles: {
    resolve: (owner: Owner, id: string) => Promise<{ id: string; provider: GenerationToggle }>;
    /** Saves the style's finish as the cover's edit (with its pictures when they were drawn already). */
    finish: (row: GenerationRow, pictures?: { previewKey: string; thumbnailKey: string }) => Promise<void>;
    /** A version's preview and thumbnail with the style's finish; null when the style is gone. */
    finishedVersion: (
      version: GenerationRow,
      signal: AbortSignal,
      options: { background: boolean },
    ) => Promise<{ preview: Buffer; thumbnail: Buffer } | null>;
  };
}

/**
 * What every operation of the generations service is given: the service's dependencies, and what the service
 * makes of them once (generations.service.ts) and its operations share.
 */
export interface OperationDeps extends GenerationDeps {
  /** The built-in engine, whatever the toggles use. */
  builtin: ImageEngine;
  /** The stored exports; concurrent first downloads of one export share one making, so there is one a service. */
  exportFiles: ExportCache;
}
