import { Vibrant } from 'node-vibrant/node';
import sharp from 'sharp';
import { COLOUR_GRADES } from '../../shared/contracts/cover-edit.ts';
import { SWATCH_NAMES, TONE_PREVIEW_SIZE, type GradePreview, type Palette } from '../../shared/contracts/tone.ts';
import { toolCoverCanvas, type ToolCover } from './tool-cover.ts';

/** Side of the picture the palette is taken from: enough for its colours, quick to draw. */
const PALETTE_SIZE = 160;

/**
 * A cover's palette (the Color Tone Assistant): node-vibrant's six swatches of its picture (its grade applied, its
 * lettering left out), each with its share of the pixels they stand for, and the most common one as the dominant.
 */
export async function coverPalette(cover: ToolCover): Promise<Palette> {
  const canvas = await toolCoverCanvas(cover, PALETTE_SIZE, { text: false });
  const png = await sharp(canvas.data(), { raw: { width: PALETTE_SIZE, height: PALETTE_SIZE, channels: 4 } })
    .png()
    .toBuffer();
  const found = await Vibrant.from(png).quality(1).getPalette();
  const swatches = SWATCH_NAMES.flatMap((name) => {
    const swatch = found[name];
    return swatch ? [{ name, hex: swatch.hex.toLowerCase(), population: swatch.population }] : [];
  });
  const total = swatches.reduce((sum, s) => sum + s.population, 0) || 1;
  const dominant = swatches.reduce((a, b) => (b.population > a.population ? b : a), swatches[0]!);
  return {
    swatches: swatches.map(({ population, ...s }) => ({ ...s, share: Math.round((population / total) * 1000) / 1000 })),
    dominant: dominant.hex,
  };
}

/** The cover with one of the editor's grades in place of its own ('original': as it stands), as a WebP. */
export async function renderGraded(cover: ToolCover, grade: GradePreview): Promise<Buffer> {
  const size = TONE_PREVIEW_SIZE;
  const canvas = await toolCoverCanvas(cover, size, grade === 'original' ? {} : { colour: COLOUR_GRADES[grade] });
  return sharp(canvas.data(), { raw: { width: size, height: size, channels: 4 } })
    .removeAlpha()
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}
