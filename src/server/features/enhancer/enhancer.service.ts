import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import {
  ENHANCE_DETAIL_SIDE,
  enhanceSizeProblem,
  type EnhanceRequest,
  type Enhancement,
} from '../../../shared/contracts/enhance.ts';
import { AppError } from '../../http/errors.ts';
import type { EnhanceJob, JobQueue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import { EnhanceCancelledError, EnhanceRefusedError, type EnhancePool } from '../../providers/image/enhance-pool.ts';
import { checkImage, ImageRefusedError } from '../../engine/image-guard.ts';
import type { RenderPool } from '../../providers/image/render-pool.ts';
import { ENHANCER_INPUT_LIMITS } from '../../providers/image/uploaded-image.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { EditorService } from '../editor/editor.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { Owner } from '../generations/generations.repo.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { EnhancementRow, EnhancerRepo } from './enhancer.repo.ts';

/** What the enhancer enlarges: one of the person's covers as its edit stands (at 1024 px), or an upload. */
export type EnhanceSource = { kind: 'cover' | 'upload'; id: string };

/** The cover's side when it is enlarged: the size every engine's cover is made at. */
const COVER_INPUT_SIDE = 1024;
/** The result's preview, as the page shows it whole. */
const PREVIEW_SIDE = 1024;
/** Progress is written at most this often: a 4× enlargement has hundreds of tiles. */
const PROGRESS_INTERVAL_MS = 750;
/** A running enhancement whose progress has not moved for this long lost its process (a tile takes seconds). */
const STALLED_MS = 5 * 60_000;

const FAILED = 'The enhancement failed. Try again; if it fails again, try a smaller picture.';
const LOST = 'The enhancement stopped before it finished (the server restarted). Start it again.';

function toEnhancement(row: EnhancementRow): Enhancement {
  return {
    id: row.id,
    status: row.status,
    progress: Math.min(1, Math.max(0, row.progress)),
    scale: row.scale,
    denoise: row.denoise,
    sharpen: row.sharpen,
    source: { kind: row.sourceKind, id: row.sourceId },
    input: { width: row.inputWidth, height: row.inputHeight },
    output: { width: row.inputWidth * row.scale, height: row.inputHeight * row.scale },
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The AI Image Enhancer (/tools/enhancer; docs/decisions/017-image-enhancer.md). Starting one stores the picture and
 * queues a job; the job worker enlarges it in the enhance pool's thread, writing progress to the row; the page polls
 * the row and shows the result beside a plain enlargement.
 */
export function enhancerService(deps: {
  repo: EnhancerRepo;
  storage: StorageProvider;
  queue: Pick<JobQueue, 'enqueueEnhance'>;
  enhancePool: Pick<EnhancePool, 'enhance'>;
  renderPool: Pick<RenderPool, 'renderEdited'>;
  editor: Pick<EditorService, 'toolCover'>;
  uploads: Pick<UploadsService, 'picture'>;
  entitlements: Pick<EntitlementsService, 'require' | 'priorityOf'>;
  logger: Pick<Logger, 'warn' | 'error'>;
}) {
  const { repo, storage, queue, enhancePool, renderPool, editor, uploads, entitlements, logger } = deps;
  const userOf = (owner: Owner) => {
    if (owner.kind !== 'user') throw new AppError(401, ERROR_CODES.unauthorized, 'Sign in to use the enhancer.');
    return owner.userId;
  };

  const pictureOf = async (owner: Owner, source: EnhanceSource): Promise<{ bytes: Buffer; base: string }> => {
    if (source.kind === 'upload') return { bytes: await uploads.picture(owner, source.id), base: 'Soundsleeve upload' };
    const { cover, base } = await editor.toolCover(owner, source.id);
    if (cover.kind !== 'edit') throw new Error('a cover is always an edit');
    return { bytes: await renderPool.renderEdited(cover.art, cover.doc, COVER_INPUT_SIDE, 'png', cover.seed), base };
  };

  const owned = async (owner: Owner, id: string): Promise<EnhancementRow> => {
    const userId = userOf(owner);
    const row = await repo.byId(id);
    if (!row || row.userId !== userId) throw new AppError(404, ERROR_CODES.notFound, 'There is no such enhancement.');
    return row;
  };

  const stored = async (key: string | null) => {
    const file = key ? await storage.get(key) : null;
    if (!file) throw new AppError(404, ERROR_CODES.notFound, 'The enhanced picture is missing. Enhance it again.');
    return file.body;
  };

  const finished = async (owner: Owner, id: string) => {
    const row = await owned(owner, id);
    if (row.status !== 'succeeded')
      throw new AppError(409, ERROR_CODES.notReady, 'The enhancement has not finished yet.');
    return row;
  };

  return {
    async start(owner: Owner, source: EnhanceSource, request: EnhanceRequest): Promise<Enhancement> {
      const userId = userOf(owner);
      await entitlements.require(owner, 'enhancer');
      // Checked first so a second request does not draw and store a picture it cannot use.
      const active = await repo.active(userId);
      if (active?.status === 'running' && Date.now() - active.updatedAt.getTime() > STALLED_MS)
        await repo.fail(active.id, LOST);
      else if (active) throw busy();
      const { bytes, base } = await pictureOf(owner, source);
      const { width, height } = await checkImage(bytes, ENHANCER_INPUT_LIMITS).catch((err: unknown) => {
        if (err instanceof ImageRefusedError) throw new AppError(400, ERROR_CODES.invalidImage, err.message);
        throw err;
      });
      const problem = enhanceSizeProblem(width, height);
      if (problem) throw new AppError(400, ERROR_CODES.validation, problem);
      const inputKey = await storage.put(bytes, 'image/png');
      const row = await repo.insert({
        id: randomUUID(),
        userId,
        sourceKind: source.kind,
        sourceId: source.id,
        fileBase: base,
        ...request,
        status: 'queued',
        inputKey,
        inputWidth: width,
        inputHeight: height,
      });
      if (!row) throw busy();
      try {
        await queue.enqueueEnhance({ enhancementId: row.id }, await entitlements.priorityOf(owner));
      } catch (err) {
        await repo.fail(row.id, FAILED);
        throw err;
      }
      return toEnhancement(row);
    },

    async get(owner: Owner, id: string): Promise<Enhancement> {
      return toEnhancement(await owned(owner, id));
    },

    /** Whose enhancement `id` is (for addresses that prove access by signature, not by session). */
    async ownerOf(id: string): Promise<string | null> {
      return (await repo.byId(id))?.userId ?? null;
    },

    async recent(owner: Owner): Promise<Enhancement[]> {
      return (await repo.recent(userOf(owner), 12)).map(toEnhancement);
    },

    /** The enlarged PNG, named for its cover. */
    async download(owner: Owner, id: string): Promise<{ bytes: Buffer; filename: string }> {
      const row = await finished(owner, id);
      return { bytes: await stored(row.resultKey), filename: `${row.fileBase} (enhanced ${row.scale}x).png` };
    },

    async preview(owner: Owner, id: string): Promise<Buffer> {
      return stored((await finished(owner, id)).previewKey);
    },

    /**
     * A 512 px square of the result at full size around (x, y) (fractions of the picture), or the same square of the
     * picture plainly enlarged (sharp's resize), for the page's before/after view. sharp works on libuv's threads.
     */
    async detail(owner: Owner, id: string, side: 'before' | 'after', x: number, y: number): Promise<Buffer> {
      const row = await finished(owner, id);
      const outW = row.inputWidth * row.scale;
      const outH = row.inputHeight * row.scale;
      const w = Math.min(ENHANCE_DETAIL_SIDE, outW);
      const h = Math.min(ENHANCE_DETAIL_SIDE, outH);
      const left = Math.round(Math.min(outW - w, Math.max(0, x * outW - w / 2)));
      const top = Math.round(Math.min(outH - h, Math.max(0, y * outH - h / 2)));
      const region =
        side === 'after'
          ? sharp(await stored(row.resultKey)).extract({ left, top, width: w, height: h })
          : sharp(
              await sharp(await stored(row.inputKey))
                .resize(outW, outH)
                .png({ compressionLevel: 0 })
                .toBuffer(),
            ).extract({ left, top, width: w, height: h });
      return region.webp({ quality: 90 }).toBuffer();
    },

    /** The job: enlarge the stored picture in the enhance pool, writing progress, then store the result. */
    async run(job: EnhanceJob, signal: AbortSignal): Promise<void> {
      const row = await repo.claim(job.enhancementId);
      if (!row) return;
      let written = 0;
      let last = 0;
      const onProgress = (done: number, total: number) => {
        const now = Date.now();
        if (now - written < PROGRESS_INTERVAL_MS || total === 0) return;
        written = now;
        last = Math.min(0.99, done / total);
        void repo.progress(row.id, last).catch(() => undefined);
      };
      try {
        const input = await stored(row.inputKey);
        const { png } = await enhancePool.enhance(
          input,
          { scale: row.scale, denoise: row.denoise, sharpen: row.sharpen },
          onProgress,
          signal,
        );
        const preview = await sharp(png)
          .resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 86 })
          .toBuffer();
        const [resultKey, previewKey] = await Promise.all([
          storage.put(png, 'image/png'),
          storage.put(preview, 'image/webp'),
        ]);
        await repo.succeed(row.id, { resultKey, previewKey });
      } catch (err) {
        if (err instanceof EnhanceRefusedError) return repo.fail(row.id, err.message);
        // Stopped with its process (a restart): the person starts it again.
        if (err instanceof EnhanceCancelledError) return repo.fail(row.id, LOST);
        logger.error({ err, enhancementId: row.id, progress: last }, 'an enhancement failed');
        await repo.fail(row.id, FAILED);
      }
    },

    /** A job that ran out of tries (its process died twice): failed, so the person can start again. */
    async abandon(job: EnhanceJob): Promise<void> {
      logger.warn({ enhancementId: job.enhancementId }, 'an enhancement was lost');
      await repo.fail(job.enhancementId, LOST);
    },
  };
}

const busy = () =>
  new AppError(
    409,
    ERROR_CODES.conflict,
    'An enhancement is already running. Wait for it to finish, then start another.',
  );

export type EnhancerService = ReturnType<typeof enhancerService>;
