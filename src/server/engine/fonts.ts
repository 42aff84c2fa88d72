import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { GenreFamily } from '../../shared/contracts/scene-brief.ts';
import { TYPEFACE_CATALOG, type TypefaceId as CatalogId } from '../../shared/typefaces.ts';

/** The catalogue faces the engine chooses among by genre (the editor offers the whole catalogue). */
const ENGINE_FACES = [
  'anton',
  'bebas',
  'archivo',
  'playfair',
  'dmSerif',
  'syne',
  // Wide type when the idea asks ("wide", "extended"), never picked for a genre: its E and B have a notched stem that
  // reads as a broken letter at cover size (round 64: "glitched E", "T/E collision").
  'unbounded',
  'marker',
  'ebGaramond',
  // Metal's blackletter: Pirata One's capitals keep the shapes of Roman ones (UnifrakturMaguntia's I read as J,
  // its x as y: "HEJ", "Foy", round 82), so a title in it is read as written.
  'pirata',
  // True Fraktur, named by an idea's words only ("in fraktur").
  'fraktur',
  'pacifico',
  'grotesk',
  // Named by an idea's words only ("typed in courier", "futura"), never picked for a genre.
  'spaceMono',
  'montserrat',
  // A pen's thin hand ("handwritten in blue biro"), named by an idea's words only.
  'caveat',
] as const satisfies readonly CatalogId[];

export type TypefaceId = (typeof ENGINE_FACES)[number];

/** A self-hosted typeface (from @fontsource), registered under its own family name. */
export interface Typeface {
  family: string;
  pkg: string;
  weight: number;
}

export const TYPEFACES = Object.fromEntries(
  ENGINE_FACES.map((id) => {
    const { label, pkg, weight } = TYPEFACE_CATALOG[id];
    return [id, { family: `Soundsleeve ${label}`, pkg, weight }];
  }),
) as Record<TypefaceId, Typeface>;

/** Typefaces that suit each family of genres, best first. */
export const FAMILY_TYPEFACES: Record<GenreFamily, TypefaceId[]> = {
  electronic: ['bebas', 'syne', 'grotesk'],
  synth: ['bebas', 'anton', 'syne'],
  hiphop: ['anton', 'archivo', 'bebas'],
  rock: ['anton', 'archivo', 'bebas', 'marker'],
  metal: ['pirata', 'anton'],
  punk: ['marker', 'archivo', 'anton'],
  pop: ['archivo', 'syne', 'pacifico'],
  indie: ['dmSerif', 'grotesk', 'syne', 'playfair'],
  jazz: ['playfair', 'bebas', 'dmSerif'],
  soul: ['dmSerif', 'pacifico', 'playfair'],
  folk: ['ebGaramond', 'dmSerif', 'playfair'],
  country: ['dmSerif', 'anton', 'ebGaramond'],
  classical: ['ebGaramond', 'playfair'],
  ambient: ['grotesk', 'ebGaramond', 'syne'],
  world: ['syne', 'dmSerif', 'archivo'],
  latin: ['pacifico', 'archivo', 'dmSerif'],
  reggae: ['archivo', 'marker', 'anton'],
  experimental: ['syne', 'grotesk', 'archivo'],
};

const fontsDir = path.resolve(import.meta.dirname, '../../../node_modules/@fontsource');
let registered = false;

/** Registers every typeface once per process; throws if a font file is missing (never a silent fallback). */
export function registerFonts() {
  if (registered) return;
  for (const face of Object.values(TYPEFACES)) {
    const file = path.join(fontsDir, face.pkg, 'files', `${face.pkg}-latin-${face.weight}-normal.woff2`);
    if (!GlobalFonts.registerFromPath(file, face.family)) {
      throw new Error(`Could not load the typeface ${face.family} from ${file}`);
    }
  }
  registered = true;
}

const oldstyle = new Map<TypefaceId, boolean>();

/**
 * Whether a face's figures are old-style by default, its zero as tall as an "o" (Syne, Playfair): a title with a
 * number set in it reads as a word ("60th Floor" read "6oth Floor", round 101). Measured once from the face itself.
 */
export function hasOldstyleFigures(id: TypefaceId): boolean {
  const known = oldstyle.get(id);
  if (known !== undefined) return known;
  registerFonts();
  const ctx = createCanvas(8, 8).getContext('2d');
  const face = TYPEFACES[id];
  ctx.font = `${face.weight} 100px "${face.family}"`;
  const height = (text: string) => ctx.measureText(text).actualBoundingBoxAscent;
  // (A face of capitals alone has an "x" as tall as its "H": its figures are as tall too.)
  const result = height('0') < 0.85 * height('H') && Math.abs(height('0') - height('x')) < 0.1 * height('H');
  oldstyle.set(id, result);
  return result;
}
