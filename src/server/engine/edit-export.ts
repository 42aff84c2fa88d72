import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { Vibrant } from 'node-vibrant/node';
import sharp from 'sharp';
import type { CoverEdit } from '../../shared/contracts/cover-edit.ts';
import { editFromLayout } from './edit-document.ts';
import { drawEdit } from './edit.ts';
import { encodeExportJpeg, encodeExportPng, encodeWebVariants, PREVIEW_SIZE } from './encode.ts';
import type { CoverSpec } from './export.ts';
import { U } from './planner.ts';
import { renderArt, renderCover } from './render.ts';

/** What an edit is drawn over: a built-in cover's art (drawn again, without its type), or a stored image. */
export type EditArt = { kind: 'builtin'; spec: CoverSpec } | { kind: 'image'; image: Uint8Array };

/** The document a built-in cover opens the editor with: its own type, as the engine set it on its preview. */
export function defaultEdit(spec: CoverSpec): CoverEdit {
  return editFromLayout(renderCover({ ...spec, size: PREVIEW_SIZE }).type.layout ?? null);
}

/**
 * A built-in cover's art as the edit sets it: another look, or another seed (whose details follow it, so a detail
 * seed belongs to the cover's own seed only). Documents saved before these settings existed have neither.
 */
export function artSpec(spec: CoverSpec, settings: CoverEdit['art']): CoverSpec {
  const look = settings.look ?? spec.look;
  if (settings.seed === null || settings.seed === undefined || settings.seed === spec.seed) return { ...spec, look };
  const { detail: _detail, ...rest } = spec;
  return { ...rest, look, seed: settings.seed };
}

/**
 * The art at `size` px: a built-in cover's layers without type, or a stored square image placed by the edit's crop
 * (scale 1 fills the square; x and y move the picture's centre, in units of the square). `doc`, when given, is the
 * edit the art is drawn under: a built-in cover whose title it retyped loses the copies of the old title its
 * arrangement repeated (type-arrangements.ts) rather than show words the cover no longer says.
 */
export async function artCanvas(
  art: EditArt,
  settings: CoverEdit['art'],
  size: number,
  doc?: CoverEdit,
): Promise<Canvas> {
  if (art.kind === 'builtin') {
    // Print screens and grain have a smallest size in pixels, so a small drawing's tones drift from the export's:
    // below the preview's size the art is drawn at that size and brought down, and a phone's preview is the export.
    const drawn = Math.max(size, PREVIEW_SIZE);
    const echoes = !doc || keepsTitle(doc, art.spec.brief.title);
    const { canvas } = renderArt({ ...artSpec(art.spec, settings), size: drawn, echoes });
    if (drawn === size) return canvas;
    const raw = sharp(canvas.data(), { raw: { width: drawn, height: drawn, channels: 4 } });
    return canvasOf(await raw.resize(size, size, { kernel: 'lanczos3' }).raw().toBuffer(), size);
  }
  const { crop } = settings;
  const source = sharp(art.image);
  const { width = 0, height = 0 } = await source.metadata();
  const side = Math.min(width, height);
  // Whole pixels throughout, so the window never reaches past the picture's edge by a rounding.
  const window = Math.max(1, Math.min(side, Math.round(side / crop.scale)));
  // The window's centre, moved by the crop and kept inside the picture.
  const clampTo = (v: number, max: number) => Math.min(Math.max(Math.round(v), 0), Math.max(0, max));
  const left = clampTo(width / 2 - (crop.x / U) * side - window / 2, width - window);
  const top = clampTo(height / 2 - (crop.y / U) * side - window / 2, height - window);
  const rgba = await source
    .extract({ left, top, width: window, height: window })
    .resize(size, size, { kernel: 'lanczos3' })
    .removeAlpha()
    .ensureAlpha()
    .raw()
    .toBuffer();
  return canvasOf(rgba, size);
}

/** Whether an edit still sets the cover's own title (its lines, however broken, are the same words). */
function keepsTitle(doc: CoverEdit, title: string | undefined): boolean {
  const set = doc.text.layers.find((l) => l.role === 'title')?.text;
  const words = (t: string | undefined) => (t ?? '').trim().split(/\s+/).join(' ');
  return set !== undefined && words(set) === words(title);
}

/** A square canvas holding `rgba` (size² RGBA pixels). */
function canvasOf(rgba: Uint8Array, size: number): Canvas {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(size, size);
  image.data.set(rgba);
  ctx.putImageData(image, 0, 0);
  return canvas;
}

/**
 * An edited cover, encoded: the 1024² (or smaller) WebP preview the editor shows, or the 3000² JPEG or PNG export,
 * drawn from the same document by the same code. `seed` keeps the grain the same from one render to the next.
 */
export async function renderEdited(
  art: EditArt,
  doc: CoverEdit,
  size: number,
  format: 'webp' | 'jpeg' | 'png',
  seed: number,
): Promise<Buffer> {
  const canvas = await artCanvas(art, doc.art, size, doc);
  drawEdit(canvas, doc, size, seed);
  const raw = () => sharp(canvas.data(), { raw: { width: size, height: size, channels: 4 } }).removeAlpha();
  if (format === 'webp') return raw().webp({ quality: 84, effort: 2 }).toBuffer();
  return format === 'png' ? encodeExportPng(raw()) : encodeExportJpeg(raw());
}

/** An edited cover's 1024² WebP and 256² thumbnail, encoded as a generated cover's are (for the library). */
export async function renderEditedVariants(
  art: EditArt,
  doc: CoverEdit,
  seed: number,
): Promise<{ preview: Buffer; thumbnail: Buffer }> {
  const canvas = await artCanvas(art, doc.art, PREVIEW_SIZE, doc);
  drawEdit(canvas, doc, PREVIEW_SIZE, seed);
  const raw = canvas.data();
  return encodeWebVariants(() =>
    sharp(raw, { raw: { width: PREVIEW_SIZE, height: PREVIEW_SIZE, channels: 4 } }).removeAlpha(),
  );
}

/** An edit's art alone (crop applied; no colour, text or label) as a PNG, for reading lettering drawn into it. */
export async function renderArtPng(art: EditArt, settings: CoverEdit['art'], size: number): Promise<Buffer> {
  const canvas = await artCanvas(art, settings, size);
  return sharp(canvas.data(), { raw: { width: size, height: size, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Side of the art drawn to take its swatches: enough for its colours, quick to draw. */
const SWATCH_SIZE = 160;

/**
 * Colours of an edit's art for the editor's text swatches (node-vibrant's vibrant and muted families), most
 * characteristic first, without repeats.
 */
export async function artSwatches(art: EditArt, settings: CoverEdit['art']): Promise<string[]> {
  const canvas = await artCanvas(art, settings, SWATCH_SIZE);
  const png = await sharp(canvas.data(), { raw: { width: SWATCH_SIZE, height: SWATCH_SIZE, channels: 4 } })
    .png()
    .toBuffer();
  const palette = await Vibrant.from(png).quality(1).getPalette();
  const order = ['Vibrant', 'LightVibrant', 'DarkVibrant', 'Muted', 'LightMuted', 'DarkMuted'] as const;
  const hexes = order.map((name) => palette[name]?.hex.toLowerCase()).filter((hex): hex is string => !!hex);
  return [...new Set(hexes)];
}
