import sharp from 'sharp';
import { contrastRatio, rgbToHex } from '../../shared/color.ts';
import type { CoverEdit } from '../../shared/contracts/cover-edit.ts';
import type { CoverFile, LayerLegibility } from '../../shared/contracts/preflight.ts';
import { artCanvas, renderEdited, type EditArt } from './edit-export.ts';
import { gradeEdit, layerBoxes, letterEdit } from './edit.ts';
import { EXPORT_SIZE } from './encode.ts';
import { U } from './planner.ts';

/** The size stores show a cover at in lists; lettering is judged there (docs/store-rules.md). */
export const THUMBNAIL_PX = 64;
/** A capital letter's height as a share of the type size, for the faces the editor ships (close enough to judge). */
const CAP_HEIGHT = 0.7;

/** An edit's export, read back from the encoded file: what a store receives. */
export async function measureFile(file: Buffer): Promise<CoverFile> {
  const meta = await sharp(file).metadata();
  return {
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    format: meta.format === 'jpeg' || meta.format === 'png' ? meta.format : String(meta.format),
    space: meta.space ?? 'unknown',
    channels: meta.channels ?? 0,
    hasAlpha: meta.hasAlpha ?? false,
    iccSrgb: meta.icc ? /srgb/i.test(iccDescription(meta.icc)) : false,
    bytes: file.byteLength,
  };
}

/** The profile's description tag (ASCII 'desc' or Unicode 'mluc'), enough to tell an sRGB profile. */
function iccDescription(icc: Buffer): string {
  return icc.toString('latin1').replace(/\0/g, '');
}

/**
 * Each text layer as a store's 64 px list shows it: its capital height there, and the contrast between its letters
 * and what is behind them (the art with its colour, or the plate), measured on the cover drawn at 64 px without text.
 */
export async function measureLegibility(art: EditArt, doc: CoverEdit, seed: number): Promise<LayerLegibility[]> {
  const size = THUMBNAIL_PX;
  const canvas = await artCanvas(art, doc.art, size, doc);
  // The picture behind the letters as it prints: graded, with its plate (graded with it), and any logo; no text.
  gradeEdit(canvas, doc, size, seed);
  letterEdit(canvas, { ...doc, text: { layers: [], plate: null }, badge: { ...doc.badge, explicit: false } }, size);
  const pixels = canvas.getContext('2d').getImageData(0, 0, size, size).data;
  return layerBoxes(doc).map((box, index) => {
    const layer = doc.text.layers[index]!;
    const capPx = Math.round(layer.size * CAP_HEIGHT * (size / U) * 10) / 10;
    if (!box || !layer.text.trim()) return { index, capPx, contrast: null };
    const behind = meanColour(pixels, size, box);
    const ink = layer.color.slice(0, 7);
    let contrast = contrastRatio(ink, behind);
    // An outline or a knock-out panel sets the letters off with their own colour.
    if (layer.effect === 'outline') contrast = Math.max(contrast, contrastRatio(ink, layer.effectColor.slice(0, 7)));
    if (layer.effect === 'knockout') contrast = contrastRatio(layer.effectColor.slice(0, 7), behind);
    return { index, capPx, contrast: Math.round(contrast * 100) / 100 };
  });
}

function meanColour(
  rgba: Uint8ClampedArray,
  size: number,
  box: { x: number; y: number; w: number; h: number },
): string {
  const px = (u: number) => Math.min(size, Math.max(0, Math.round((u / U) * size)));
  const [x0, y0, x1, y1] = [px(box.x), px(box.y), px(box.x + box.w), px(box.y + box.h)];
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = y0; y < Math.max(y1, y0 + 1) && y < size; y++)
    for (let x = x0; x < Math.max(x1, x0 + 1) && x < size; x++) {
      const i = (y * size + x) * 4;
      r += rgba[i]!;
      g += rgba[i + 1]!;
      b += rgba[i + 2]!;
      n++;
    }
  return n ? rgbToHex(Math.round(r / n), Math.round(g / n), Math.round(b / n)) : '#000000';
}

/** The release check's measurements of an edit: its export file as downloaded, and its lettering at 64 px. */
export async function measureCover(art: EditArt, doc: CoverEdit, format: 'jpeg' | 'png', seed: number) {
  const file = await renderEdited(art, doc, EXPORT_SIZE, format, seed);
  const [facts, layers] = await Promise.all([measureFile(file), measureLegibility(art, doc, seed)]);
  return { file: facts, layers };
}
