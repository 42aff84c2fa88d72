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
import { ENHANCE_MAX_INPUT_SIDE } from '../../../shared/contracts/enhance.ts';
import { AppError } from '../../http/errors.ts';
import {
  normaliseCoverUpload,
  normaliseEnhancerUpload,
  UploadedImageError,
} from '../../providers/image/uploaded-image.ts';
import { derivedKey, type StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { Owner } from '../generations/generations.repo.ts';

/** The tools that take an upload for each purpose: uploading needs a plan with at least one of them. */
const UPLOADING_TOOLS: Record<UploadPurpose, Feature[]> = {
  cover: ['mockups', 'toneAssistant'],
  enhance: ['enhancer'],
};

/** An upload's address: the sha256 of the square PNG we made of it. */
const UPLOAD_ID = /^[0-9a-f]{64}$/;

/**
 * Covers uploaded for the tools (mockups, the tone assistant): checked as avatars are, made a square sRGB PNG and
 * kept among the derived files (a cache that may be emptied; the page then asks for the image again), addressed by
 * their content, so the same picture is stored once and its address names nothing but it.
 */
export function uploadsService({
  storage,
  entitlements,
}: {
  storage: StorageProvider;
  entitlements: Pick<EntitlementsService, 'requireAny'>;
}) {
  const keyOf = (id: string) => derivedKey(id, 'image/png');
  const picture = async (id: string): Promise<Buffer> => {
    const stored = UPLOAD_ID.test(id) ? await storage.get(keyOf(id)) : null;
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
            : await normaliseEnhancerUpload(bytes, TOOL_UPLOAD_MAX_PIXELS);
        if (purpose === 'enhance' && Math.max(width, height) > ENHANCE_MAX_INPUT_SIDE)
          throw new UploadedImageError(
            `The enhancer takes pictures up to ${ENHANCE_MAX_INPUT_SIDE} px a side (this one is ${width} × ${height} px).`,
          );
        const id = createHash('sha256').update(image).digest('hex');
        await storage.putAt(keyOf(id), image);
        return { id, width, height };
      } catch (err) {
        if (err instanceof UploadedImageError) throw new AppError(400, ERROR_CODES.invalidImage, err.message);
        throw err;
      }
    },

    /** An upload, for a tool to draw; 404 with what to do when it is not (or no longer) here. */
    async cover(id: string): Promise<ToolCover> {
      return { kind: 'image', image: await picture(id) };
    },

    /** An upload's PNG as stored (for the enhancer: its own size and shape). */
    picture,
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
