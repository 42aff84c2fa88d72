import type { Canvas } from '@napi-rs/canvas';
import type { Colour, CoverEdit } from '../../shared/contracts/cover-edit.ts';
import { editFromLayout } from './edit-document.ts';
import { artCanvas, type EditArt } from './edit-export.ts';
import { drawEdit } from './edit.ts';

/** What a tool works on: one of the person's covers as its edit stands, or a square picture they uploaded. */
export type ToolCover =
  { kind: 'edit'; art: EditArt; doc: CoverEdit; seed: number } | { kind: 'image'; image: Uint8Array };

/**
 * The cover drawn at `size` px by the editor's own code: `colour` in place of its grade (an upload has none of
 * its own), and without its lettering and label when `text` is false.
 */
export async function toolCoverCanvas(
  cover: ToolCover,
  size: number,
  options: { colour?: Colour; text?: boolean } = {},
): Promise<Canvas> {
  const base = cover.kind === 'edit' ? cover.doc : editFromLayout(null);
  const doc: CoverEdit = {
    ...base,
    ...(options.colour ? { colour: options.colour } : {}),
    ...(options.text === false ? { text: { layers: [], plate: null }, badge: { ...base.badge, explicit: false } } : {}),
  };
  const art: EditArt = cover.kind === 'edit' ? cover.art : { kind: 'image', image: cover.image };
  const canvas = await artCanvas(art, doc.art, size, doc);
  drawEdit(canvas, doc, size, cover.kind === 'edit' ? cover.seed : 0);
  return canvas;
}
