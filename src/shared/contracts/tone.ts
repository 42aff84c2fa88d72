import { z } from 'zod';
import { COLOUR_GRADES } from './cover-edit.ts';

/** node-vibrant's swatches, in the order the Color Tone Assistant shows them. */
export const SWATCH_NAMES = ['Vibrant', 'DarkVibrant', 'LightVibrant', 'Muted', 'DarkMuted', 'LightMuted'] as const;
export type SwatchName = (typeof SWATCH_NAMES)[number];

export const SWATCH_LABELS: Record<SwatchName, string> = {
  Vibrant: 'Vibrant',
  DarkVibrant: 'Dark vibrant',
  LightVibrant: 'Light vibrant',
  Muted: 'Muted',
  DarkMuted: 'Dark muted',
  LightMuted: 'Light muted',
};

/** GET /api/tools/tone/…: a cover's palette. `share` is a swatch's part of the pixels the swatches stand for. */
export const paletteSchema = z.object({
  swatches: z.array(z.object({ name: z.enum(SWATCH_NAMES), hex: z.string(), share: z.number().min(0).max(1) })),
  /** The most common swatch's colour. */
  dominant: z.string(),
});
export type Palette = z.infer<typeof paletteSchema>;

/** The grade previews: the cover as it stands, then each of the editor's grades. */
export const GRADE_PREVIEWS = ['original', ...(Object.keys(COLOUR_GRADES) as (keyof typeof COLOUR_GRADES)[])] as const;
export type GradePreview = (typeof GRADE_PREVIEWS)[number];
export const gradePreviewSchema = z.enum(GRADE_PREVIEWS, {
  error: `The grade must be one of ${GRADE_PREVIEWS.join(', ')}.`,
});

/** Side of a grade preview (WebP). */
export const TONE_PREVIEW_SIZE = 512;

/** Palette files the Color Tone Assistant downloads (early access: shared/entitlements.ts 'paletteExport'). */
export const PALETTE_FORMATS = ['ase', 'gpl', 'css'] as const;
export type PaletteFormat = (typeof PALETTE_FORMATS)[number];
export const PALETTE_FORMAT_NAMES: Record<PaletteFormat, string> = {
  ase: 'Adobe swatches (.ase)',
  gpl: 'GIMP, Krita, Inkscape (.gpl)',
  css: 'CSS variables (.css)',
};
