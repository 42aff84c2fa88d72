import type { GradePreview, Palette, PaletteFormat } from '../../../shared/contracts/tone.ts';
import { paletteFile } from './palette-files.ts';
import type { RenderPool } from '../../providers/image/render-pool.ts';
import type { EditorService } from '../editor/editor.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { Owner } from '../generations/generations.repo.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

/** What the Color Tone Assistant works on: one of the owner's covers, or one of their uploads. */
export type ToneSource = { kind: 'cover'; id: string } | { kind: 'upload'; id: string };

/**
 * The Color Tone Assistant (/tools/color-tone): a cover's palette, and the cover in each of the editor's grades.
 * Harmonies and contrast are worked out in the page from the palette (shared/color-harmony.ts).
 */
export function toneService(deps: {
  editor: Pick<EditorService, 'toolCover'>;
  uploads: Pick<UploadsService, 'cover'>;
  renderPool: Pick<RenderPool, 'palette' | 'renderGraded'>;
  entitlements: Pick<EntitlementsService, 'require'>;
}) {
  const { editor, uploads, renderPool, entitlements } = deps;
  const toolCoverOf = async (owner: Owner, source: ToneSource) => {
    await entitlements.require(owner, 'toneAssistant');
    return source.kind === 'cover'
      ? editor.toolCover(owner, source.id)
      : { cover: await uploads.cover(owner, source.id), base: 'Soundsleeve' };
  };
  const coverOf = async (owner: Owner, source: ToneSource) => (await toolCoverOf(owner, source)).cover;
  return {
    async palette(owner: Owner, source: ToneSource, signal?: AbortSignal): Promise<Palette> {
      return renderPool.palette(await coverOf(owner, source), signal);
    },
    /** The palette as a design tool's file, named after the cover ('Artist - Title palette.ase'). */
    async paletteFile(owner: Owner, source: ToneSource, format: PaletteFormat, signal?: AbortSignal) {
      await entitlements.require(owner, 'paletteExport');
      const { cover, base } = await toolCoverOf(owner, source);
      const palette = await renderPool.palette(cover, signal);
      return { ...paletteFile(palette, format, base), filename: `${base} palette.${format}` };
    },
    async graded(owner: Owner, source: ToneSource, grade: GradePreview, signal?: AbortSignal): Promise<Buffer> {
      return renderPool.renderGraded(await coverOf(owner, source), grade, signal);
    },
  };
}

export type ToneService = ReturnType<typeof toneService>;
