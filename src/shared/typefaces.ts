/**
 * The typefaces a cover's text can be set in: the engine picks among them for a genre, the cover editor offers all
 * of them. Each is an npm @fontsource package (OFL-1.1, or Apache-2.0 for Permanent Marker and Rock Salt: free for
 * commercial use in a released cover, no attribution), listed with its licence in docs/assets.md. Scripts a face
 * lacks are set in Noto Sans (Latin, Cyrillic, Greek) and Noto Sans JP, glyph by glyph.
 */
export const TYPEFACE_CATEGORIES = [
  'display',
  'serif',
  'sans',
  'script',
  'blackletter',
  'mono',
  'handwritten',
] as const;
export type TypefaceCategory = (typeof TYPEFACE_CATEGORIES)[number];

/** Scripts a face has its own letters for (others come from the Noto fallbacks). */
export type TypefaceScript = 'latin' | 'latin-ext' | 'cyrillic' | 'greek' | 'japanese';

export interface TypefaceInfo {
  label: string;
  category: TypefaceCategory;
  /** The @fontsource package. */
  pkg: string;
  /** Weights it ships; the first listed after sorting is the lightest. */
  weights: readonly number[];
  /** The weight used unless another is chosen. */
  weight: number;
  scripts: readonly TypefaceScript[];
}

export const TYPEFACE_CATALOG = {
  anton: {
    label: 'Anton',
    category: 'display',
    pkg: 'anton',
    weights: [400],
    weight: 400,
    scripts: ['latin', 'latin-ext'],
  },
  bebas: {
    label: 'Bebas Neue',
    category: 'display',
    pkg: 'bebas-neue',
    weights: [400],
    weight: 400,
    scripts: ['latin', 'latin-ext'],
  },
  archivo: {
    label: 'Archivo Black',
    category: 'display',
    pkg: 'archivo-black',
    weights: [400],
    weight: 400,
    scripts: ['latin', 'latin-ext'],
  },
  unbounded: {
    label: 'Unbounded',
    category: 'display',
    pkg: 'unbounded',
    weights: [200, 300, 400, 500, 600, 700, 800, 900],
    weight: 700,
    scripts: ['latin', 'latin-ext', 'cyrillic'],
  },
  syne: {
    label: 'Syne',
    category: 'display',
    pkg: 'syne',
    weights: [400, 500, 600, 700, 800],
    weight: 800,
    scripts: ['latin', 'latin-ext', 'greek'],
  },
  oswald: {
    label: 'Oswald',
    category: 'display',
    pkg: 'oswald',
    weights: [200, 300, 400, 500, 600, 700],
    weight: 600,
    scripts: ['latin', 'latin-ext', 'cyrillic'],
  },
  playfair: {
    label: 'Playfair Display',
    category: 'serif',
    pkg: 'playfair-display',
    weights: [400, 500, 600, 700, 800, 900],
    weight: 700,
    scripts: ['latin', 'latin-ext', 'cyrillic'],
  },
  dmSerif: {
    label: 'DM Serif Display',
    category: 'serif',
    pkg: 'dm-serif-display',
    weights: [400],
    weight: 400,
    scripts: ['latin', 'latin-ext'],
  },
  cormorant: {
    label: 'Cormorant Garamond',
    category: 'serif',
    pkg: 'cormorant-garamond',
    weights: [300, 400, 500, 600, 700],
    weight: 600,
    scripts: ['latin', 'latin-ext', 'cyrillic'],
  },
  ebGaramond: {
    label: 'EB Garamond',
    category: 'serif',
    pkg: 'eb-garamond',
    weights: [400, 500, 600, 700, 800],
    weight: 500,
    scripts: ['latin', 'latin-ext', 'cyrillic', 'greek'],
  },
  baskerville: {
    label: 'Libre Baskerville',
    category: 'serif',
    pkg: 'libre-baskerville',
    weights: [400, 500, 600, 700],
    weight: 400,
    scripts: ['latin', 'latin-ext'],
  },
  grotesk: {
    label: 'Space Grotesk',
    category: 'sans',
    pkg: 'space-grotesk',
    weights: [300, 400, 500, 600, 700],
    weight: 700,
    scripts: ['latin', 'latin-ext'],
  },
  inter: {
    label: 'Inter',
    category: 'sans',
    pkg: 'inter',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    weight: 600,
    scripts: ['latin', 'latin-ext', 'cyrillic', 'greek'],
  },
  montserrat: {
    label: 'Montserrat',
    category: 'sans',
    pkg: 'montserrat',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    weight: 700,
    scripts: ['latin', 'latin-ext', 'cyrillic'],
  },
  notoSans: {
    label: 'Noto Sans',
    category: 'sans',
    pkg: 'noto-sans',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    weight: 700,
    scripts: ['latin', 'latin-ext', 'cyrillic', 'greek'],
  },
  notoSansJp: {
    label: 'Noto Sans JP',
    category: 'sans',
    pkg: 'noto-sans-jp',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    weight: 700,
    scripts: ['latin', 'japanese'],
  },
  pacifico: {
    label: 'Pacifico',
    category: 'script',
    pkg: 'pacifico',
    weights: [400],
    weight: 400,
    scripts: ['latin', 'latin-ext', 'cyrillic'],
  },
  greatVibes: {
    label: 'Great Vibes',
    category: 'script',
    pkg: 'great-vibes',
    weights: [400],
    weight: 400,
    scripts: ['latin', 'latin-ext', 'cyrillic'],
  },
  lobster: {
    label: 'Lobster',
    category: 'script',
    pkg: 'lobster',
    weights: [400],
    weight: 400,
    scripts: ['latin', 'latin-ext', 'cyrillic'],
  },
  fraktur: {
    label: 'UnifrakturMaguntia',
    category: 'blackletter',
    pkg: 'unifrakturmaguntia',
    weights: [400],
    weight: 400,
    scripts: ['latin'],
  },
  pirata: {
    label: 'Pirata One',
    category: 'blackletter',
    pkg: 'pirata-one',
    weights: [400],
    weight: 400,
    scripts: ['latin', 'latin-ext'],
  },
  spaceMono: {
    label: 'Space Mono',
    category: 'mono',
    pkg: 'space-mono',
    weights: [400, 700],
    weight: 700,
    scripts: ['latin', 'latin-ext'],
  },
  jetbrains: {
    label: 'JetBrains Mono',
    category: 'mono',
    pkg: 'jetbrains-mono',
    weights: [100, 200, 300, 400, 500, 600, 700, 800],
    weight: 500,
    scripts: ['latin', 'latin-ext', 'cyrillic', 'greek'],
  },
  marker: {
    label: 'Permanent Marker',
    category: 'handwritten',
    pkg: 'permanent-marker',
    weights: [400],
    weight: 400,
    scripts: ['latin'],
  },
  caveat: {
    label: 'Caveat',
    category: 'handwritten',
    pkg: 'caveat',
    weights: [400, 500, 600, 700],
    weight: 600,
    scripts: ['latin', 'latin-ext', 'cyrillic'],
  },
  rockSalt: {
    label: 'Rock Salt',
    category: 'handwritten',
    pkg: 'rock-salt',
    weights: [400],
    weight: 400,
    scripts: ['latin'],
  },
} as const satisfies Record<string, TypefaceInfo>;

export type TypefaceId = keyof typeof TYPEFACE_CATALOG;
export const TYPEFACE_IDS = Object.keys(TYPEFACE_CATALOG) as [TypefaceId, ...TypefaceId[]];

/** The weight of a face nearest to the one asked for (faces ship only some weights). */
export function nearestWeight(id: TypefaceId, weight: number): number {
  const weights: readonly number[] = TYPEFACE_CATALOG[id].weights;
  return weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best));
}
