import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import {
  MAX_STYLES_PER_PERSON,
  type CustomStyle,
  type StyleInput,
  type StyleUpdate,
} from '../../../shared/contracts/custom-styles.ts';
import { coverEditSchema } from '../../../shared/contracts/cover-edit.ts';
import { AppError } from '../../http/errors.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { EditImages } from '../editor/editor.repo.ts';
import type { EditorService, StyleFinish } from '../editor/editor.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { GenerationRow, Owner } from '../generations/generations.repo.ts';
import type { StyleListing, StylesRepo } from './styles.repo.ts';

export interface StylesDeps {
  repo: StylesRepo;
  /** One of the owner's covers (404 otherwise). */
  cover: (owner: Owner, id: string) => Promise<GenerationRow>;
  editor: Pick<EditorService, 'applyFinish' | 'finishedVariants'>;
  storage: StorageProvider;
  entitlements: Pick<EntitlementsService, 'require'>;
}

/** How many shared styles /styles shows. */
const SHARED_SHOWN = 48;

const finishOf = (style: StyleListing): StyleFinish => ({
  colour: coverEditSchema.shape.colour.parse(style.colour),
  titleTypeface: style.titleTypeface,
  artistTypeface: style.artistTypeface,
});

/** Said alike for an id never used, a deleted style and someone else's private one: which it is, is not theirs to know. */
const noSuchStyle = () =>
  new AppError(404, ERROR_CODES.notFound, 'No style has that id: it may have been deleted, or it is not shared.');

/**
 * Custom style templates (Pro; docs/decisions/019-plan-features.md): saving, changing, sharing and removing one's
 * own styles, the shared ones /styles shows, the style a generation is drawn in, and its finish on the cover.
 */
export function stylesService(deps: StylesDeps) {
  const { repo, entitlements } = deps;
  // Only the style's own card picture is ever served: its address carries the picture's digest, so it may be kept.
  const view = (row: StyleListing, askerId: string | null): CustomStyle => ({
    id: row.id,
    name: row.name,
    pattern: row.pattern,
    provider: row.provider,
    colour: row.colour,
    titleTypeface: row.titleTypeface,
    artistTypeface: row.artistTypeface,
    coverId: row.userId === askerId ? row.coverId : null,
    shared: row.sharedAt !== null,
    imageUrl: row.pictureKey
      ? `/api/styles/${row.id}/image?v=${row.pictureKey.split('/').pop()!.split('.')[0]!.slice(0, 16)}`
      : null,
    author: row.author,
    mine: row.userId === askerId,
    createdAt: row.createdAt.toISOString(),
  });
  const own = async (userId: string, id: string) => {
    const row = /^[\w-]{1,64}$/.test(id) ? await repo.byId(id) : null;
    if (!row || row.userId !== userId) throw noSuchStyle();
    return row;
  };

  return {
    async mine(userId: string): Promise<CustomStyle[]> {
      return (await repo.mine(userId)).map((row) => view(row, userId));
    },

    async shared(askerId: string | null): Promise<CustomStyle[]> {
      return (await repo.shared(SHARED_SHOWN)).map((row) => view(row, askerId));
    },

    async create(userId: string, input: StyleInput): Promise<CustomStyle> {
      const owner: Owner = { kind: 'user', userId };
      await entitlements.require(owner, 'customStyles');
      if (input.coverId) {
        const cover = await deps.cover(owner, input.coverId).catch(() => null);
        if (cover?.status !== 'succeeded')
          throw new AppError(
            400,
            ERROR_CODES.validation,
            'The cover that shows a style must be one of your finished covers.',
          );
      }
      const created = await repo.insert({ id: randomUUID(), userId, ...input }, MAX_STYLES_PER_PERSON);
      if (!created)
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          `You keep ${MAX_STYLES_PER_PERSON} styles, the most there can be. Delete one to save another.`,
        );
      return view((await repo.byId(created.id))!, userId);
    },

    /** A new name or pattern, or sharing to /styles (a shared style shows its cover, so it needs one). */
    async update(userId: string, id: string, update: StyleUpdate): Promise<CustomStyle> {
      const row = await own(userId, id);
      await entitlements.require({ kind: 'user', userId }, 'customStyles');
      if (update.shared && !row.pictureKey)
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          'A shared style shows the cover it was saved from, and that cover is gone. Save the style again from a cover to share it.',
        );
      const sharedAt = update.shared === undefined ? undefined : update.shared ? (row.sharedAt ?? new Date()) : null;
      if (
        !(await repo.update(id, userId, {
          ...(update.name === undefined ? {} : { name: update.name }),
          ...(update.pattern === undefined ? {} : { pattern: update.pattern }),
          ...(sharedAt === undefined ? {} : { sharedAt }),
        }))
      )
        throw noSuchStyle();
      return view((await repo.byId(id))!, userId);
    },

    /** Removing is allowed whatever the plan: what is kept is the person's. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(id, userId))) throw noSuchStyle();
    },

    /** The card's picture: anyone's for a shared style, the owner's for a private one. */
    async image(askerId: string | null, id: string) {
      const row = /^[\w-]{1,64}$/.test(id) ? await repo.byId(id) : null;
      if (!row || (row.sharedAt === null && row.userId !== askerId)) throw noSuchStyle();
      const object = row.pictureKey ? await deps.storage.get(row.pictureKey) : null;
      if (!object) throw new AppError(404, ERROR_CODES.notFound, 'This style has no picture.');
      return { object, shared: row.sharedAt !== null };
    },

    /**
     * The style a generation is drawn in: a shared one for anyone, one's own private style with the plan that
     * includes custom styles.
     */
    async forGeneration(owner: Owner, id: string): Promise<{ id: string; provider: StyleListing['provider'] }> {
      const row = /^[\w-]{1,64}$/.test(id) ? await repo.byId(id) : null;
      const mine = owner.kind === 'user' && row?.userId === owner.userId;
      if (!row || (!mine && row.sharedAt === null)) throw noSuchStyle();
      if (row.sharedAt === null) await entitlements.require(owner, 'customStyles');
      return { id: row.id, provider: row.provider };
    },

    /**
     * A version of a cover drawn in a style, with the style's finish, for the versions a person picks from; null when
     * the style is gone (deleted meanwhile).
     */
    async finishedVersion(row: GenerationRow, signal?: AbortSignal, options?: { background?: boolean }) {
      const style = row.styleId ? await repo.byId(row.styleId) : null;
      return style ? deps.editor.finishedVariants(row, finishOf(style), signal, options) : null;
    },

    /**
     * Saves the style's finish as a newly drawn cover's edit (`drawn`: its pictures, drawn already). A style deleted
     * meanwhile leaves the cover as drawn.
     */
    async finish(row: GenerationRow, drawn?: EditImages): Promise<void> {
      const style = row.styleId ? await repo.byId(row.styleId) : null;
      if (style) await deps.editor.applyFinish(row, finishOf(style), drawn);
    },
  };
}

export type StylesService = ReturnType<typeof stylesService>;
