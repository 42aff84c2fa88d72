import { createHash } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import {
  MOCKUP_COVER_SIZE,
  MOCKUP_SCENE_NAMES,
  MOCKUP_UPLOAD_MAX_PIXELS,
  type MockupQuery,
  type MockupScene,
  type MockupText,
  type MockupUpload,
} from '../../../shared/contracts/mockups.ts';
import type { MockupCover } from '../../engine/mockup-export.ts';
import { AppError } from '../../http/errors.ts';
import { normaliseCoverUpload, UploadedImageError } from '../../providers/image/uploaded-image.ts';
import type { RenderPool } from '../../providers/image/render-pool.ts';
import { derivedKey, type StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { EditorService } from '../editor/editor.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import { fileBaseName } from '../generations/download-name.ts';
import type { Owner } from '../generations/generations.repo.ts';

export interface MockupsDeps {
  editor: Pick<EditorService, 'mockupCover'>;
  renderPool: Pick<RenderPool, 'renderMockup' | 'renderMockupZip'>;
  storage: StorageProvider;
  entitlements: Pick<EntitlementsService, 'require'>;
}

/** An upload's address: the sha256 of the square PNG we made of it. */
const UPLOAD_ID = /^[0-9a-f]{64}$/;

/**
 * The Album Mockup Builder (/tools/mockups): scenes drawn around one of the person's covers as its edit stands, or
 * around an image they upload. Uploads are kept among the derived files (a cache that may be emptied; the page
 * then asks for the image again), addressed by their content so the same picture is stored once.
 */
export function mockupsService({ editor, renderPool, storage, entitlements }: MockupsDeps) {
  const uploadKey = (id: string) => derivedKey(id, 'image/png');

  const uploaded = async (id: string): Promise<MockupCover> => {
    const stored = UPLOAD_ID.test(id) ? await storage.get(uploadKey(id)) : null;
    if (!stored)
      throw new AppError(404, ERROR_CODES.notFound, 'That upload is no longer here. Upload the image again.');
    return { kind: 'image', image: stored.body };
  };
  const uploadText = (query: MockupQuery): MockupText => ({ artist: query.artist, title: query.title });
  const uploadBase = (text: MockupText) => fileBaseName(text, 'Soundsleeve mockup');

  return {
    /** Checks and keeps an uploaded cover (PNG, JPEG or WebP; CMYK and greyscale made sRGB), square. */
    async upload(owner: Owner, bytes: Buffer): Promise<MockupUpload> {
      await entitlements.require(owner, 'mockups');
      try {
        const { image, width, height } = await normaliseCoverUpload(bytes, MOCKUP_COVER_SIZE, MOCKUP_UPLOAD_MAX_PIXELS);
        const id = createHash('sha256').update(image).digest('hex');
        await storage.putAt(uploadKey(id), image);
        return { id, width, height };
      } catch (err) {
        if (err instanceof UploadedImageError) throw new AppError(400, ERROR_CODES.invalidImage, err.message);
        throw err;
      }
    },

    /** One scene around one of the owner's covers. */
    async ofCover(owner: Owner, id: string, scene: MockupScene, size: MockupQuery['size'], signal?: AbortSignal) {
      await entitlements.require(owner, 'mockups');
      const { cover, text, base } = await editor.mockupCover(owner, id);
      const bytes = await renderPool.renderMockup(cover, scene, text, size, signal);
      return { bytes, filename: `${base} - ${MOCKUP_SCENE_NAMES[scene]}.png` };
    },

    /** Every scene around one of the owner's covers, in one ZIP. */
    async zipOfCover(owner: Owner, id: string, signal?: AbortSignal) {
      await entitlements.require(owner, 'mockups');
      const { cover, text, base } = await editor.mockupCover(owner, id);
      const bytes = await renderPool.renderMockupZip(cover, text, base, signal);
      return { bytes, filename: `${base} - mockups.zip` };
    },

    /** One scene around an upload, with the lettering the person typed. */
    async ofUpload(owner: Owner, id: string, scene: MockupScene, query: MockupQuery, signal?: AbortSignal) {
      await entitlements.require(owner, 'mockups');
      const text = uploadText(query);
      const bytes = await renderPool.renderMockup(await uploaded(id), scene, text, query.size, signal);
      return { bytes, filename: `${uploadBase(text)} - ${MOCKUP_SCENE_NAMES[scene]}.png` };
    },

    /** Every scene around an upload, in one ZIP. */
    async zipOfUpload(owner: Owner, id: string, query: MockupQuery, signal?: AbortSignal) {
      await entitlements.require(owner, 'mockups');
      const text = uploadText(query);
      const base = uploadBase(text);
      const bytes = await renderPool.renderMockupZip(await uploaded(id), text, base, signal);
      return { bytes, filename: `${base} - mockups.zip` };
    },
  };
}

export type MockupsService = ReturnType<typeof mockupsService>;
