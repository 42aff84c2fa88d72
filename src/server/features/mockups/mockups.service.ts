import {
  MOCKUP_SCENE_NAMES,
  type MockupQuery,
  type MockupScene,
  type MockupText,
} from '../../../shared/contracts/mockups.ts';
import type { RenderPool } from '../../providers/image/render-pool.ts';
import type { EditorService } from '../editor/editor.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import { fileBaseName } from '../generations/download-name.ts';
import type { Owner } from '../generations/generations.repo.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

export interface MockupsDeps {
  editor: Pick<EditorService, 'toolCover'>;
  renderPool: Pick<RenderPool, 'renderMockup' | 'renderMockupZip'>;
  uploads: Pick<UploadsService, 'cover'>;
  entitlements: Pick<EntitlementsService, 'require'>;
}

/**
 * The Album Mockup Builder (/tools/mockups): scenes drawn around one of the person's covers as its edit stands, or
 * around an image they uploaded (features/uploads).
 */
export function mockupsService({ editor, renderPool, uploads, entitlements }: MockupsDeps) {
  const uploadText = (query: MockupQuery): MockupText => ({ artist: query.artist, title: query.title });
  const uploadBase = (text: MockupText) => fileBaseName(text, 'Soundsleeve mockup');

  return {
    /** One scene around one of the owner's covers. */
    async ofCover(owner: Owner, id: string, scene: MockupScene, size: MockupQuery['size'], signal?: AbortSignal) {
      await entitlements.require(owner, 'mockups');
      const { cover, text, base } = await editor.toolCover(owner, id);
      const bytes = await renderPool.renderMockup(cover, scene, text, size, signal);
      return { bytes, filename: `${base} - ${MOCKUP_SCENE_NAMES[scene]}.png` };
    },

    /** Every scene around one of the owner's covers, in one ZIP. */
    async zipOfCover(owner: Owner, id: string, signal?: AbortSignal) {
      await entitlements.require(owner, 'mockups');
      const { cover, text, base } = await editor.toolCover(owner, id);
      const bytes = await renderPool.renderMockupZip(cover, text, base, signal);
      return { bytes, filename: `${base} - mockups.zip` };
    },

    /** One scene around one of the owner's uploads, with the lettering the person typed. */
    async ofUpload(owner: Owner, id: string, scene: MockupScene, query: MockupQuery, signal?: AbortSignal) {
      await entitlements.require(owner, 'mockups');
      const text = uploadText(query);
      const bytes = await renderPool.renderMockup(await uploads.cover(owner, id), scene, text, query.size, signal);
      return { bytes, filename: `${uploadBase(text)} - ${MOCKUP_SCENE_NAMES[scene]}.png` };
    },

    /** Every scene around one of the owner's uploads, in one ZIP. */
    async zipOfUpload(owner: Owner, id: string, query: MockupQuery, signal?: AbortSignal) {
      await entitlements.require(owner, 'mockups');
      const text = uploadText(query);
      const base = uploadBase(text);
      const bytes = await renderPool.renderMockupZip(await uploads.cover(owner, id), text, base, signal);
      return { bytes, filename: `${base} - mockups.zip` };
    },
  };
}

export type MockupsService = ReturnType<typeof mockupsService>;
