import { randomBytes, randomUUID } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import { STYLES } from '../../../shared/content/styles.ts';
import {
  isPictureItem,
  MAX_BOARD_UPLOADS_PER_PERSON,
  MAX_BOARDS_PER_PERSON,
  type Board,
  type BoardInput,
  type BoardItem,
} from '../../../shared/contracts/moodboards.ts';
import { TOOL_UPLOAD_MAX_PIXELS } from '../../../shared/contracts/uploads.ts';
import { AppError } from '../../http/errors.ts';
import { ImageRefusedError } from '../../engine/image-guard.ts';
import { normaliseCoverUpload } from '../../providers/image/uploaded-image.ts';
import type { RenderPool } from '../../providers/image/render-pool.ts';
import type { StorageProvider, StoredObject } from '../../providers/storage/storage.provider.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { GalleryService } from '../gallery/gallery.service.ts';
import type { SamplesService } from '../samples/samples.service.ts';
import { fileBaseName } from '../generations/download-name.ts';
import type { MoodboardRow, MoodboardsRepo } from './moodboards.repo.ts';

export interface MoodboardsDeps {
  repo: MoodboardsRepo;
  gallery: Pick<GalleryService, 'image'>;
  samples: Pick<SamplesService, 'image'>;
  storage: StorageProvider;
  renderPool: Pick<RenderPool, 'renderMoodboard'>;
  entitlements: Pick<EntitlementsService, 'require'>;
}

/** Who asks for a board: its owner, or anyone holding its read-only link. */
export type BoardAccess = { userId: string; id: string } | { token: string };

const noSuchBoard = () => new AppError(404, ERROR_CODES.notFound, 'That board is not there any more.');
const ID = /^[\w-]{1,64}$/;
/** An upload's side: pictures on a board are squares, and 1024 px covers a 800-unit item at the PNG's scale. */
const UPLOAD_SIDE = 1024;
/** Where an uploaded picture is stored: its content address (providers/storage), from its sha256. */
const uploadKey = (id: string) => `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}.png`;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The Moodboard Creator (Studio; docs/decisions/020-moodboards.md): boards of covers, gallery covers, style presets,
 * colours and notes, a read-only link, and the board as a PNG drawn in the render pool.
 */
export function moodboardsService(deps: MoodboardsDeps) {
  const { repo, entitlements } = deps;
  const member = (userId: string) => entitlements.require({ kind: 'user', userId }, 'moodboard');

  const pictureBase = (access: BoardAccess, boardId: string) =>
    'token' in access
      ? `/api/moodboards/shared/${access.token}/items`
      : `/api/moodboards/${encodeURIComponent(boardId)}/items`;
  const view = (row: MoodboardRow & { author: string }, access: BoardAccess): Board => ({
    id: row.id,
    name: row.name,
    items: row.items,
    shareToken: 'token' in access ? null : row.shareToken,
    updatedAt: row.updatedAt.toISOString(),
    pictures: Object.fromEntries(
      row.items.filter(isPictureItem).map((item) => [item.id, `${pictureBase(access, row.id)}/${item.id}/image`]),
    ),
    author: row.author,
  });

  const find = async (access: BoardAccess) => {
    if ('token' in access) {
      const row = TOKEN.test(access.token) ? await repo.byToken(access.token) : null;
      if (!row) throw new AppError(404, ERROR_CODES.notFound, 'This board is not shared any more.');
      return row;
    }
    const row = ID.test(access.id) ? await repo.byId(access.id) : null;
    if (!row || row.userId !== access.userId) throw noSuchBoard();
    return row;
  };

  /** Refuses items that point at nothing the person may put there: another's cover, an unpublished post. */
  const checkItems = async (userId: string, items: BoardItem[]) => {
    const covers = items.flatMap((i) => (i.kind === 'cover' ? [i.coverId] : []));
    const posts = items.flatMap((i) => (i.kind === 'gallery' ? [i.postId] : []));
    const uploads = items.flatMap((i) => (i.kind === 'upload' ? [uploadKey(i.uploadId)] : []));
    const [own, published, mine] = await Promise.all([
      repo.ownFinishedCovers(userId, covers),
      repo.publishedPosts(posts),
      repo.ownUploads(userId, uploads),
    ]);
    if (uploads.some((u) => !mine.has(u)))
      throw new AppError(400, ERROR_CODES.validation, 'A board holds pictures you uploaded only. Upload it again.');
    if (covers.some((c) => !own.has(c)))
      throw new AppError(
        400,
        ERROR_CODES.validation,
        'A board holds your own finished covers only. Remove the others.',
      );
    if (posts.some((p) => !published.has(p)))
      throw new AppError(
        400,
        ERROR_CODES.validation,
        'A gallery cover on the board is no longer published. Remove it and save again.',
      );
  };

  /** One picture item's bytes: the owner's cover as it shows, a gallery post's image, a style's sample. */
  const picture = async (row: MoodboardRow, item: BoardItem): Promise<StoredObject> => {
    if (item.kind === 'cover') {
      const key = await repo.coverPicture(row.userId, item.coverId);
      const object = key ? await deps.storage.get(key) : null;
      if (!object) throw new AppError(404, ERROR_CODES.notFound, 'That cover is gone.');
      return object;
    }
    if (item.kind === 'gallery') return deps.gallery.image(item.postId, 'preview');
    if (item.kind === 'upload') {
      const object = await deps.storage.get(uploadKey(item.uploadId));
      if (!object) throw new AppError(404, ERROR_CODES.notFound, 'That picture is gone.');
      return object;
    }
    if (item.kind === 'style') return deps.samples.image(STYLES.find((s) => s.slug === item.slug)!.art.key, 'preview');
    throw new AppError(404, ERROR_CODES.notFound, 'That item has no picture.');
  };

  return {
    async list(userId: string) {
      return (await repo.mine(userId)).map((b) => ({
        id: b.id,
        name: b.name,
        itemCount: b.items.length,
        updatedAt: b.updatedAt.toISOString(),
        shared: b.shareToken !== null,
      }));
    },

    async create(userId: string, input: BoardInput): Promise<Board> {
      await member(userId);
      await checkItems(userId, input.items);
      const created = await repo.insert(
        { id: randomUUID(), userId, name: input.name, items: input.items },
        MAX_BOARDS_PER_PERSON,
      );
      if (!created)
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          `You keep ${MAX_BOARDS_PER_PERSON} boards, the most there can be. Delete one to start another.`,
        );
      return view((await repo.byId(created.id))!, { userId, id: created.id });
    },

    async get(access: BoardAccess): Promise<Board> {
      return view(await find(access), access);
    },

    async save(userId: string, id: string, input: BoardInput): Promise<Board> {
      await find({ userId, id });
      await member(userId);
      await checkItems(userId, input.items);
      if (!(await repo.update(id, userId, { name: input.name, items: input.items }))) throw noSuchBoard();
      return view((await repo.byId(id))!, { userId, id });
    },

    /** Turns the read-only link on (a new token) or off (the old link stops working at once). */
    async share(userId: string, id: string, on: boolean): Promise<Board> {
      const row = await find({ userId, id });
      if (on) await member(userId);
      const shareToken = on ? (row.shareToken ?? randomBytes(16).toString('base64url')) : null;
      await repo.update(id, userId, { shareToken });
      return view((await repo.byId(id))!, { userId, id });
    },

    /** A picture for one's boards: checked, made a square sRGB PNG, kept (and counted) against its content address. */
    async upload(userId: string, bytes: Buffer): Promise<{ uploadId: string; imageUrl: string }> {
      await member(userId);
      let image: Buffer;
      try {
        ({ image } = await normaliseCoverUpload(bytes, UPLOAD_SIDE, TOOL_UPLOAD_MAX_PIXELS));
      } catch (err) {
        if (err instanceof ImageRefusedError) throw new AppError(400, ERROR_CODES.invalidImage, err.message);
        throw err;
      }
      const key = await deps.storage.put(image, 'image/png');
      if (!(await repo.addUpload(userId, key, MAX_BOARD_UPLOADS_PER_PERSON)))
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          `You have uploaded ${MAX_BOARD_UPLOADS_PER_PERSON} pictures for boards, the most there can be.`,
        );
      const uploadId = key.split('/').pop()!.split('.')[0]!;
      return { uploadId, imageUrl: `/api/moodboards/uploads/${uploadId}/image` };
    },

    /** One of my uploads, before a board holding it is saved. */
    async uploadPicture(userId: string, uploadId: string): Promise<StoredObject> {
      const key = /^[0-9a-f]{64}$/.test(uploadId) ? uploadKey(uploadId) : null;
      const object = key && (await repo.ownUploads(userId, [key])).has(key) ? await deps.storage.get(key) : null;
      if (!object) throw new AppError(404, ERROR_CODES.notFound, 'That picture is not one of your uploads.');
      return object;
    },

    /** The pictures a person uploaded for boards, for removing with their account. */
    uploadFilesOf: (userId: string) => repo.uploadFilesOf(userId),

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(id, userId))) throw noSuchBoard();
    },

    async picture(access: BoardAccess, itemId: string): Promise<StoredObject> {
      const row = await find(access);
      const item = row.items.find((i) => i.id === itemId);
      if (!item) throw new AppError(404, ERROR_CODES.notFound, 'That item is not on the board.');
      return picture(row, item);
    },

    /** The board as a PNG, with a file name from its name. */
    async png(access: BoardAccess, signal?: AbortSignal) {
      const row = await find(access);
      const pictures: Record<string, Uint8Array> = {};
      await Promise.all(
        row.items.filter(isPictureItem).map(async (item) => {
          // A picture that is gone leaves its place empty rather than failing the whole board.
          const object = await picture(row, item).catch(() => null);
          if (object) pictures[item.id] = object.body;
        }),
      );
      const bytes = await deps.renderPool.renderMoodboard(
        { name: row.name, author: row.author, items: row.items },
        pictures,
        signal,
      );
      return { bytes, filename: `${fileBaseName({ title: row.name }, 'Moodboard')}.png` };
    },
  };
}

export type MoodboardsService = ReturnType<typeof moodboardsService>;
