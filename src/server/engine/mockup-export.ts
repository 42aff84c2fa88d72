import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import type { CoverEdit } from '../../shared/contracts/cover-edit.ts';
import {
  MOCKUP_COVER_SIZE,
  MOCKUP_SCENE_NAMES,
  MOCKUP_SCENES,
  MOCKUP_SIZE,
  type MockupScene,
  type MockupText,
} from '../../shared/contracts/mockups.ts';
import { artCanvas, type EditArt } from './edit-export.ts';
import { drawEdit } from './edit.ts';
import { drawMockup } from './mockups/index.ts';

/** What a mockup shows: one of the person's covers as its edit stands, or an uploaded square PNG. */
export type MockupCover =
  { kind: 'edit'; art: EditArt; doc: CoverEdit; seed: number } | { kind: 'image'; image: Uint8Array };

async function coverCanvas(cover: MockupCover): Promise<Canvas> {
  if (cover.kind === 'edit') {
    const canvas = await artCanvas(cover.art, cover.doc.art, MOCKUP_COVER_SIZE);
    drawEdit(canvas, cover.doc, MOCKUP_COVER_SIZE, cover.seed);
    return canvas;
  }
  const side = MOCKUP_COVER_SIZE;
  const rgba = await sharp(cover.image)
    .resize(side, side, { fit: 'cover' })
    .removeAlpha()
    .ensureAlpha()
    .raw()
    .toBuffer();
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext('2d');
  const data = ctx.createImageData(side, side);
  data.data.set(rgba);
  ctx.putImageData(data, 0, 0);
  return canvas;
}

const encode = (canvas: Canvas, size: 'preview' | 'full') => {
  const { width, height } = MOCKUP_SIZE;
  const image = sharp(canvas.data(), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .withIccProfile('srgb');
  return size === 'full'
    ? image.png({ compressionLevel: 6 }).toBuffer()
    : image
        .resize(width / 2, height / 2, { kernel: 'lanczos3' })
        .webp({ quality: 82, effort: 2 })
        .toBuffer();
};

/** One scene around the cover: the full-size PNG, or the page's WebP preview at half the width. */
export async function renderMockup(cover: MockupCover, scene: MockupScene, text: MockupText, size: 'preview' | 'full') {
  return encode(drawMockup(scene, await coverCanvas(cover), text), size);
}

/** Every scene as a full-size PNG in one ZIP, named `<base> - <scene name>.png`. */
export async function renderMockupZip(cover: MockupCover, text: MockupText, base: string): Promise<Uint8Array> {
  const canvas = await coverCanvas(cover);
  const files: Record<string, Uint8Array> = {};
  for (const scene of MOCKUP_SCENES) {
    files[`${base} - ${MOCKUP_SCENE_NAMES[scene]}.png`] = await encode(drawMockup(scene, canvas, text), 'full');
  }
  // PNGs are compressed already.
  return zipSync(files, { level: 0 });
}
