import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import type { GenreFamily } from '../../shared/contracts/scene-brief.ts';

/** A self-hosted typeface (from @fontsource), registered under its own family name. */
export interface Typeface {
  family: string;
  pkg: string;
  weight: number;
}

export const TYPEFACES = {
  anton: { family: 'Soundsleeve Anton', pkg: 'anton', weight: 400 },
  bebas: { family: 'Soundsleeve Bebas Neue', pkg: 'bebas-neue', weight: 400 },
  archivo: { family: 'Soundsleeve Archivo Black', pkg: 'archivo-black', weight: 400 },
  playfair: { family: 'Soundsleeve Playfair Display', pkg: 'playfair-display', weight: 700 },
  dmSerif: { family: 'Soundsleeve DM Serif Display', pkg: 'dm-serif-display', weight: 400 },
  syne: { family: 'Soundsleeve Syne', pkg: 'syne', weight: 800 },
  unbounded: { family: 'Soundsleeve Unbounded', pkg: 'unbounded', weight: 700 },
  marker: { family: 'Soundsleeve Permanent Marker', pkg: 'permanent-marker', weight: 400 },
  cormorant: { family: 'Soundsleeve Cormorant Garamond', pkg: 'cormorant-garamond', weight: 600 },
  fraktur: { family: 'Soundsleeve UnifrakturMaguntia', pkg: 'unifrakturmaguntia', weight: 400 },
  pacifico: { family: 'Soundsleeve Pacifico', pkg: 'pacifico', weight: 400 },
  grotesk: { family: 'Soundsleeve Space Grotesk', pkg: 'space-grotesk', weight: 700 },
} as const satisfies Record<string, Typeface>;

export type TypefaceId = keyof typeof TYPEFACES;

/** Typefaces that suit each family of genres, best first. */
export const FAMILY_TYPEFACES: Record<GenreFamily, TypefaceId[]> = {
  electronic: ['bebas', 'unbounded', 'syne', 'grotesk'],
  synth: ['bebas', 'unbounded', 'anton'],
  hiphop: ['anton', 'archivo', 'bebas'],
  rock: ['anton', 'archivo', 'bebas', 'marker'],
  metal: ['fraktur', 'anton'],
  punk: ['marker', 'archivo', 'anton'],
  pop: ['archivo', 'unbounded', 'syne', 'pacifico'],
  indie: ['dmSerif', 'grotesk', 'syne', 'playfair'],
  jazz: ['playfair', 'bebas', 'dmSerif'],
  soul: ['dmSerif', 'pacifico', 'playfair'],
  folk: ['cormorant', 'dmSerif', 'playfair'],
  country: ['dmSerif', 'anton', 'cormorant'],
  classical: ['cormorant', 'playfair'],
  ambient: ['grotesk', 'cormorant', 'syne'],
  world: ['syne', 'dmSerif', 'archivo'],
  latin: ['pacifico', 'archivo', 'dmSerif'],
  reggae: ['archivo', 'marker', 'anton'],
  experimental: ['syne', 'grotesk', 'unbounded'],
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
