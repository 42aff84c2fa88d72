/**
 * The render pool's worker (render-pool.ts): runs in a worker thread, never on the HTTP server's event loop. It
 * calls the built-in engine's public functions and hands the encoded files back by moving their memory to the
 * calling thread (no copy).
 */
import { renderMoodboard, type MoodboardDrawing } from '../../engine/moodboard.ts';
import { movable, moved } from './thread-transfer.ts';
import { encodeSizedPreview } from '../../engine/encode.ts';
import { renderExportJpeg, renderExportPng, renderWebVariants, type CoverSpec } from '../../engine/export.ts';
import { masterToPng } from './provider-image.ts';
import type { CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import {
  artSwatches,
  defaultEdit,
  renderEdited,
  renderArtPng,
  renderEditedVariants,
  type EditArt,
} from '../../engine/edit-export.ts';
import { layerBoxes, logoBox, unsettableText } from '../../engine/edit.ts';
import { measureCover } from '../../engine/preflight-measure.ts';
import { renderPack } from '../../engine/release-pack.ts';
import { renderPrintMaster } from '../../engine/print-master.ts';
import { renderMockup, renderMockupZip } from '../../engine/mockup-export.ts';
import type { ToolCover } from '../../engine/tool-cover.ts';
import { coverPalette, renderGraded } from '../../engine/tone.ts';
import { drawLogoPng, drawLogoSvg, LogoRequestError, type LogoRequest } from '../../engine/logos/index.ts';
import type { GradePreview } from '../../../shared/contracts/tone.ts';
import type { MockupScene, MockupText } from '../../../shared/contracts/mockups.ts';
import type { PrintProduct } from '../../../shared/release/print.ts';

export type RenderTask =
  | { kind: 'web'; spec: CoverSpec }
  | { kind: 'export'; spec: CoverSpec; format: 'jpeg' | 'png' }
  /** An outside provider's stored 3000² JPEG master, re-encoded as the PNG download. */
  | { kind: 'master-png'; master: Uint8Array }
  /** A stored 1024² WebP preview at another width or format, for the public pages. */
  | { kind: 'sized-preview'; preview: Uint8Array; width: number; format: 'webp' | 'avif' }
  /** The edit document a built-in cover opens the editor with (answered as JSON text). */
  | { kind: 'edit-default'; spec: CoverSpec }
  /** Characters of an edit's text that no shipped face can set (answered as JSON text). */
  | { kind: 'edit-check'; doc: CoverEdit }
  /** An edited cover's 1024² WebP and 256² thumbnail. */
  | { kind: 'edit-variants'; art: EditArt; doc: CoverEdit; seed: number }
  /** Where each of an edit's text layers sits, in units (answered as JSON text). */
  | { kind: 'edit-boxes'; doc: CoverEdit }
  /** Where an edit's logo layer sits, in units (JSON text; null for none). */
  | { kind: 'logo-box'; doc: CoverEdit }
  /** Colours of an edit's art for the editor's swatches (answered as JSON text). */
  | { kind: 'edit-swatches'; art: EditArt; settings: CoverEdit['art'] }
  /** The release kit of an edit: a ZIP of the master, post, story, banner and thumbnail named from `base`. */
  | { kind: 'edit-pack'; art: EditArt; doc: CoverEdit; seed: number; base: string }
  /** An edit's art alone as a PNG (crop applied), for reading lettering drawn into it. */
  | { kind: 'edit-art'; art: EditArt; settings: CoverEdit['art']; size: number }
  /** The release check's measurements: the export as downloaded, read back, and the lettering at 64 px (JSON). */
  | { kind: 'edit-measure'; art: EditArt; doc: CoverEdit; format: 'jpeg' | 'png'; seed: number }
  /** An edit's CMYK print master for a sleeve or a CD booklet, as a PDF with its bleed and trim marked. */
  | { kind: 'edit-print'; art: EditArt; doc: CoverEdit; seed: number; product: PrintProduct; title: string }
  /** A mockup scene around a cover: the full PNG or the page's preview. */
  | { kind: 'mockup'; cover: ToolCover; scene: MockupScene; text: MockupText; size: 'preview' | 'full' }
  /** Every mockup scene around a cover as PNGs in one ZIP. */
  | { kind: 'mockup-zip'; cover: ToolCover; text: MockupText; base: string }
  /** A cover's palette for the Color Tone Assistant (answered as JSON text). */
  | { kind: 'palette'; cover: ToolCover }
  /** A cover with one of the editor's grades, as a WebP preview. */
  | { kind: 'graded'; cover: ToolCover; grade: GradePreview }
  /** An artist logo (engine/logos) as SVG text, or as a transparent PNG this many pixels high. */
  | { kind: 'logo'; request: LogoRequest; format: 'svg' | 'png'; height: number }
  /** An edited cover, encoded: the editor's preview or the export. */
  | { kind: 'edit-render'; art: EditArt; doc: CoverEdit; size: number; format: 'webp' | 'jpeg' | 'png'; seed: number }
  /** A moodboard as a PNG (engine/moodboard.ts), its pictures' bytes by item id. */
  | { kind: 'moodboard'; board: MoodboardDrawing; pictures: Record<string, Uint8Array> };

/** What arrives on the calling thread: Buffers travel as plain Uint8Arrays. */
export type RenderResult = Uint8Array | { preview: Uint8Array; thumbnail: Uint8Array } | string;

/** A logo, or why it cannot be drawn: errors lose their class between threads, so a refusal travels as text. */
async function logo(task: Extract<RenderTask, { kind: 'logo' }>) {
  try {
    if (task.format === 'svg') return JSON.stringify({ svg: drawLogoSvg(task.request).svg });
    const file = movable(await drawLogoPng(task.request, task.height));
    return moved(file, [file]);
  } catch (err) {
    if (err instanceof LogoRequestError || err instanceof RangeError)
      return JSON.stringify({ refused: (err as Error).message });
    throw err;
  }
}

export default async function render(task: RenderTask) {
  switch (task.kind) {
    case 'logo':
      return logo(task);
    case 'web': {
      const variants = await renderWebVariants(task.spec);
      const preview = movable(variants.preview);
      const thumbnail = movable(variants.thumbnail);
      return moved({ preview, thumbnail }, [preview, thumbnail]);
    }
    case 'export': {
      const encode = task.format === 'png' ? renderExportPng : renderExportJpeg;
      const file = movable(await encode(task.spec));
      return moved(file, [file]);
    }
    case 'master-png': {
      const { buffer, byteOffset, byteLength } = task.master;
      const file = movable(await masterToPng(Buffer.from(buffer, byteOffset, byteLength)));
      return moved(file, [file]);
    }
    case 'edit-default':
      return JSON.stringify(defaultEdit(task.spec));
    case 'edit-check':
      return JSON.stringify(unsettableText(task.doc));
    case 'edit-variants': {
      const variants = await renderEditedVariants(task.art, task.doc, task.seed);
      const preview = movable(variants.preview);
      const thumbnail = movable(variants.thumbnail);
      return moved({ preview, thumbnail }, [preview, thumbnail]);
    }
    case 'edit-boxes':
      return JSON.stringify(layerBoxes(task.doc));
    case 'logo-box':
      return JSON.stringify(logoBox(task.doc));
    case 'edit-swatches':
      return JSON.stringify(await artSwatches(task.art, task.settings));
    case 'edit-pack': {
      const file = movable(await renderPack(task.art, task.doc, task.seed, task.base));
      return moved(file, [file]);
    }
    case 'edit-art': {
      const file = movable(await renderArtPng(task.art, task.settings, task.size));
      return moved(file, [file]);
    }
    case 'edit-print': {
      const file = movable(await renderPrintMaster(task.art, task.doc, task.seed, task.product, task.title));
      return moved(file, [file]);
    }
    case 'mockup': {
      const file = movable(await renderMockup(task.cover, task.scene, task.text, task.size));
      return moved(file, [file]);
    }
    case 'mockup-zip': {
      const file = movable(await renderMockupZip(task.cover, task.text, task.base));
      return moved(file, [file]);
    }
    case 'palette':
      return JSON.stringify(await coverPalette(task.cover));
    case 'graded': {
      const file = movable(await renderGraded(task.cover, task.grade));
      return moved(file, [file]);
    }
    case 'edit-measure':
      return JSON.stringify(await measureCover(task.art, task.doc, task.format, task.seed));
    case 'edit-render': {
      const file = movable(await renderEdited(task.art, task.doc, task.size, task.format, task.seed));
      return moved(file, [file]);
    }
    case 'moodboard': {
      const file = movable(await renderMoodboard(task.board, task.pictures));
      return moved(file, [file]);
    }
    case 'sized-preview': {
      const { buffer, byteOffset, byteLength } = task.preview;
      const preview = Buffer.from(buffer, byteOffset, byteLength);
      const file = movable(await encodeSizedPreview(preview, task.width, task.format));
      return moved(file, [file]);
    }
  }
}
