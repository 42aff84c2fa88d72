import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  GALLERY_FIRST_PAGE,
  type GalleryItem,
  type GalleryPage,
  type PublishGenre,
  type PublishRequest,
} from '../../../shared/contracts/gallery.ts';
import type { SampleVariant } from '../../../shared/content/sample-art.ts';
import { AppError } from '../../http/errors.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { ImageSize, SizedImages } from '../images/sized-images.ts';
import type { SamplesService } from '../samples/samples.service.ts';
import { decodePageCursor, pageOf } from '../shared/page-cursor.ts';
import type { GalleryPostRow, GalleryRepo } from './gallery.repo.ts';
import { ERROR_CODES } from '../../../shared/api-error.ts';

/** `editKey`: the edited picture the post shows; its digest joins the image's address, so an edit is never cached away. */
const toItem = (
  post: GalleryPostRow,
  likedByMe: boolean,
  viewerId: string | null,
  editKey: string | null = null,
): GalleryItem => {
  const edit = editKey?.split('/').pop()?.split('.')[0]?.slice(0, 16);
  const image = `/api/gallery/${post.id}/image`;
  return {
    id: post.id,
    title: post.title,
    artist: post.artist,
    genre: post.genre,
    idea: post.idea,
    imageUrl: edit ? `${image}?v=${edit}` : image,
    thumbnailUrl: `${image}?${edit ? `v=${edit}&` : ''}variant=thumbnail`,
    likes: post.likes,
    likedByMe,
    mine: viewerId !== null && post.userId === viewerId,
    createdAt: post.createdAt.toISOString(),
  };
};

/**
 * How long a page of the gallery as a signed-out visitor sees it may be reused. Every visitor gets the same pages,
 * and the busiest of them are asked for many times a second; a second-old like count is as good. Signed-in
 * viewers (whose pages say what they liked) always get a fresh one, and a change made through this process clears
 * the cache at once, so an unpublished cover leaves every page here immediately (and everywhere within the second).
 */
export const PUBLIC_PAGE_TTL_MS = 1000;

/** The community gallery: search, paging, publishing my covers, likes. */
export function galleryService(deps: {
  repo: GalleryRepo;
  samples: SamplesService;
  storage: StorageProvider;
  sized: SizedImages;
}) {
  const { repo } = deps;
  const publicPages = new LRUCache<string, Promise<GalleryPage>>({ max: 200, ttl: PUBLIC_PAGE_TTL_MS });

  async function query(
    viewerId: string | null,
    opts: { q?: string; genre?: PublishGenre; limit?: number; cursor?: string },
  ): Promise<GalleryPage> {
    const limit = opts.limit ?? GALLERY_FIRST_PAGE;
    const rows = await repo.list({
      q: opts.q?.trim() || undefined,
      genre: opts.genre,
      limit: limit + 1,
      before: decodePageCursor(opts.cursor),
      viewerId,
    });
    const { page, nextCursor } = pageOf(rows, limit, (r) => r.post);
    return { items: page.map((r) => toItem(r.post, r.likedByMe, viewerId, r.editKey)), nextCursor };
  }

  return {
    list(
      viewerId: string | null,
      opts: { q?: string; genre?: PublishGenre; limit?: number; cursor?: string },
    ): Promise<GalleryPage> {
      if (viewerId) return query(viewerId, opts);
      const key = JSON.stringify([opts.q?.trim(), opts.genre, opts.limit, opts.cursor]);
      let cached = publicPages.get(key);
      if (!cached) {
        // The promise is kept, so visitors arriving during the query share it; a failure is not kept.
        cached = query(null, opts);
        publicPages.set(key, cached);
        cached.catch(() => publicPages.delete(key));
      }
      return cached;
    },

    /** A post's image: its sample artwork, or the published generation's stored variant or a size of it. Public. */
    async image(id: string, variant: SampleVariant, size?: ImageSize) {
      const post = /^[\w-]{1,64}$/.test(id) ? await repo.get(id) : null;
      if (!post) throw new AppError(404, ERROR_CODES.notFound, 'No such artwork.');
      if (post.sampleKey) return deps.samples.image(post.sampleKey, variant, size);
      const keys = await repo.generationImages(post.generationId!);
      if (size && keys?.previewKey) return deps.sized.get(keys.previewKey, size);
      const key = variant === 'thumbnail' ? keys?.thumbnailKey : keys?.previewKey;
      const object = key ? await deps.storage.get(key) : null;
      if (!object) throw new AppError(404, ERROR_CODES.notFound, 'This image is missing.');
      return object;
    },

    async publish(userId: string, req: PublishRequest): Promise<GalleryItem> {
      const result = await repo.publish(userId, {
        id: `gp_${randomBytes(9).toString('base64url')}`,
        generationId: req.generationId,
        title: req.title,
        artist: req.artist,
        genre: req.genre,
        shareIdea: req.shareIdea,
      });
      publicPages.clear();
      if (result === 'exists')
        throw new AppError(409, ERROR_CODES.alreadyPublished, 'This cover is already in the gallery.');
      if (!result) throw new AppError(404, ERROR_CODES.notFound, 'You can publish only your own finished covers.');
      return toItem(result, false, userId);
    },

    async unpublish(userId: string, id: string): Promise<void> {
      const removed = await repo.unpublish(userId, id);
      publicPages.clear();
      if (!removed) throw new AppError(404, ERROR_CODES.notFound, 'No such artwork of yours.');
    },

    async toggleLike(userId: string, id: string) {
      const result = await repo.toggleLike(userId, id);
      publicPages.clear();
      if (!result) throw new AppError(404, ERROR_CODES.notFound, 'No such artwork.');
      return result;
    },

    seed: repo.seed,
  };
}

export type GalleryService = ReturnType<typeof galleryService>;
