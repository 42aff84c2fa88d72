import type { Canvas } from '@napi-rs/canvas';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import {
  MOCKUP_SCENE_NAMES,
  MOCKUP_SCENES,
  MOCKUP_SIZE,
  type MockupScene,
  type MockupText,
} from '../../shared/contracts/mockups.ts';
import { drawMockup } from './mockups/index.ts';
import { toolCoverCanvas, type ToolCover } from './tool-cover.ts';

/** The cover's side inside a mockup: enough for the largest, the poster. */
const MOCKUP_COVER_SIZE = 1600;

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
export async function renderMockup(cover: ToolCover, scene: MockupScene, text: MockupText, size: 'preview' | 'full') {
  return encode(drawMockup(scene, await toolCoverCanvas(cover, MOCKUP_COVER_SIZE), text), size);
}

/** Every scene as a full-size PNG in one ZIP, named `<base> - <scene name>.png`. */
export async function renderMockupZip(cover: ToolCover, text: MockupText, base: string): Promise<Uint8Array> {
  const canvas = await toolCoverCanvas(cover, MOCKUP_COVER_SIZE);
  const files: Record<string, Uint8Array> = {};
  for (const scene of MOCKUP_SCENES) {
    files[`${base} - ${MOCKUP_SCENE_NAMES[scene]}.png`] = await encode(drawMockup(scene, canvas, text), 'full');
  }
  // PNGs are compressed already.
  return zipSync(files, { level: 0 });
}
