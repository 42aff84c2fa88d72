import { createHash } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import {
  TOOL_UPLOAD_MAX_PIXELS,
  TOOL_UPLOAD_SIDE,
  type ToolUpload,
  type UploadPurpose,
} from '../../../shared/contracts/uploads.ts';
import type { Feature } from '../../../shared/entitlements.ts';
import type { ToolCover } from '../../engine/tool-cover.ts';
import { AppError } from '../../http/errors.ts';
import { ImageRefusedError } from '../../engine/image-guard.ts';
import { normaliseCoverUpload, normaliseEnhancerUpload } from '../../providers/image/uploaded-image.ts';
import { derivedKey, type StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { Owner } from '../generations/generations.repo.ts';

/** The tools that take an upload for each purpose: uploading needs a plan with at least one of them. */
const UPLOADING_TOOLS: Record<UploadPurpose, Feature[]> = {
  cover: ['mockups', 'toneAssistant'],
  enhance: ['enhancer'],
};

/** An upload's id: the sha256 of the picture we made of it. */
const UPLOAD_ID = /^[0-9a-f]{64}$/;

/**
 * Where an account's upload is kept: the digest of its owner and its id together. Another account's lookup of the
 * same id finds nothing, so an id (which names a picture, and may be seen in a shared link or a log) only ever
 * reaches its own uploader's copy, and someone else's looks the same as one that does not exist.
 */
const keyOf = (owner: Owner, id: string) =>
  derivedKey(
    createHash('sha256')
      .update(`tool-upload\n${owner.kind === 'user' ? owner.userId : `guest:${owner.guestId}`}\n${id}`)
      .digest('hex'),
    'image/png',
  );

/**
 * Covers uploaded for the tools (mockups, the tone assistant) and pictures for the enhancer: checked as avatars
 * are, made an sRGB PNG and kept among the derived files (a cache that may be emptied; the page then asks for the
 * image again), addressed by their content and their owner, so the same picture is stored once per account.
 */
export function uploadsService({
  storage,
  entitlements,
}: {
  storage: StorageProvider;
  entitlements: Pick<EntitlementsService, 'requireAny'>;
}) {
  /** One of the owner's uploads; 404 with what to do when it is not (or no longer) theirs. */
  const picture = async (owner: Owner, id: string): Promise<Buffer> => {
    const stored = UPLOAD_ID.test(id) ? await storage.get(keyOf(owner, id)) : null;
    if (!stored)
      throw new AppError(404, ERROR_CODES.notFound, 'That upload is no longer here. Upload the image again.');
    return stored.body;
  };
  return {
    async upload(owner: Owner, bytes: Buffer, purpose: UploadPurpose = 'cover'): Promise<ToolUpload> {
      await entitlements.requireAny(owner, UPLOADING_TOOLS[purpose]);
      try {
        const { image, width, height } =
          purpose === 'cover'
            ? await normaliseCoverUpload(bytes, TOOL_UPLOAD_SIDE, TOOL_UPLOAD_MAX_PIXELS)
            : await normaliseEnhancerUpload(bytes);
        const id = createHash('sha256').update(image).digest('hex');
        await storage.putAt(keyOf(owner, id), image);
        return { id, width, height };
      } catch (err) {
        if (err instanceof ImageRefusedError) throw new AppError(400, ERROR_CODES.invalidImage, err.message);
        throw err;
      }
    },

    /** One of the owner's uploads, for a tool to draw. */
    async cover(owner: Owner, id: string): Promise<ToolCover> {
      return { kind: 'image', image: await picture(owner, id) };
    },

    /** One of the owner's uploads as stored (for the enhancer: its own size and shape). */
    picture,
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
