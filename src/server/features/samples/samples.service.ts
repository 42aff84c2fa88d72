import { createHash } from 'node:crypto';
import { sampleVersion, type SampleArt, type SampleVariant } from '../../../shared/content/sample-art.ts';
import { AppError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import type { ImageEngine } from '../../providers/image/image.provider.ts';
import type { RefineProvider } from '../../providers/refine/refine.provider.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { ImageSize, SizedImages } from '../images/sized-images.ts';
import type { SampleImageRow, SamplesRepo } from './samples.repo.ts';
import { ERROR_CODES } from '../../../shared/api-error.ts';

/** The sizes made ahead for every sample: what phones (768) and laptops (512) pick first. */
const WARM_WIDTHS = [768, 512] as const;

/**
 * Sample artwork for the content pages and the gallery seed: rendered by the built-in engine from a fixed idea,
 * seed and look (so always the same picture), stored once, then served from storage. Missing ones are drawn on
 * first request; `warm` draws them all in the background after the first start.
 */
export function samplesService(deps: {
  repo: SamplesRepo;
  art: readonly SampleArt[];
  refiner: RefineProvider;
  engine: ImageEngine;
  storage: StorageProvider;
  sized: SizedImages;
  logger: Logger;
}) {
  const { repo, storage } = deps;
  const registry = new Map(deps.art.map((a) => [a.key, a]));
  const inFlight = new Map<string, Promise<SampleImageRow>>();

  // Stored under the key and a digest of what is drawn, so changing a sample's idea, seed or look redraws it.
  const storedKey = (art: SampleArt) =>
    `${art.key}@${createHash('sha256').update(`${art.prompt}|${art.seed}|${art.look}`).digest('hex').slice(0, 12)}`;
  const stored = (art: SampleArt) => repo.get(storedKey(art));

  const render = (art: SampleArt) => {
    let job = inFlight.get(art.key);
    if (!job) {
      job = (async () => {
        const { brief, refinedPrompt } = await deps.refiner.refine(art.prompt);
        const { preview, thumbnail } = await deps.engine.generate({
          brief,
          refinedPrompt,
          seed: art.seed,
          look: art.look,
        });
        const [previewKey, thumbnailKey] = await Promise.all([
          storage.put(preview, 'image/webp'),
          storage.put(thumbnail, 'image/webp'),
        ]);
        const row = { key: storedKey(art), previewKey, thumbnailKey };
        // Another process may have drawn it too: the files are content-addressed, so either row is right.
        await repo.save(row);
        return { ...row, createdAt: new Date() };
      })().finally(() => inFlight.delete(art.key));
      inFlight.set(art.key, job);
    }
    return job;
  };

  return {
    has: (key: string) => registry.has(key),

    /** The URL's `v` names the picture this key draws now (an older or missing one may be stale in a cache). */
    isCurrent: (key: string, version: string | undefined) => {
      const art = registry.get(key);
      return art !== undefined && version === sampleVersion(art);
    },

    /** The preview or thumbnail as stored, or the preview at a size a page's srcset asked for. */
    async image(key: string, variant: SampleVariant, size?: ImageSize) {
      const art = registry.get(key);
      if (!art) throw new AppError(404, ERROR_CODES.notFound, 'No such sample image.');
      const row = (await stored(art)) ?? (await render(art));
      if (size) return deps.sized.get(row.previewKey, size);
      const object = await storage.get(variant === 'thumbnail' ? row.thumbnailKey : row.previewKey);
      if (!object) throw new AppError(404, ERROR_CODES.notFound, 'This image is missing.');
      return object;
    },

    /**
     * Draws every sample not stored yet, one at a time, then makes the sizes phones and laptops ask for first
     * (AVIF at 768 and 512), so the first visitor's pages do not wait for encoding. A background task after
     * start-up; on later starts everything is stored already and it only checks.
     */
    async warm(): Promise<number> {
      const have = await repo.storedKeys();
      let drawn = 0;
      const rows: SampleImageRow[] = [];
      for (const art of registry.values()) {
        if (!have.has(storedKey(art))) drawn++;
        rows.push((await stored(art)) ?? (await render(art)));
        // Let requests in between renders.
        await new Promise((resolve) => setImmediate(resolve));
      }
      // Said before the sizes are made, and even when nothing was missing: the benchmark waits for it.
      deps.logger.info({ drawn }, 'sample artwork ready');
      for (const row of rows) {
        for (const width of WARM_WIDTHS) await deps.sized.get(row.previewKey, { width, format: 'avif' });
      }
      deps.logger.info({ samples: rows.length }, 'sample artwork sizes ready');
      return drawn;
    },
  };
}

export type SamplesService = ReturnType<typeof samplesService>;
