import type { TextRule } from './text-rules.ts';

/**
 * What each store and distributor publishes about cover artwork, as data, with where it was read and when
 * (docs/store-rules.md has the quotes). The release check (server features/preflight) applies these; where a store
 * states nothing, the common rule below applies as a warning, never as a refusal it did not publish.
 */

export type FileFormat = 'jpeg' | 'png' | 'tiff' | 'gif';

export interface StoreSource {
  url: string;
  /** An official page of the store, or a secondary one restating its rules. */
  kind: 'official' | 'secondary';
}

export interface StoreRules {
  id: string;
  name: string;
  sources: StoreSource[];
  /** Smallest side accepted, in pixels (smaller is refused); null where not stated. */
  minPx: number | null;
  /** The size asked for; smaller is a warning. Null where not stated. */
  recommendedPx: number | null;
  /** File types accepted; null where not stated. */
  formats: FileFormat[] | null;
  /** CMYK and greyscale are refused. */
  rgbOnly: boolean;
  /** Text on the cover that the store refuses. */
  refuses: TextRule[];
  /** Blurry or pixelated art is refused. */
  refusesBlurry: boolean;
}

/** When the sources below were read. */
export const STORE_RULES_CHECKED = '2026-11-25';

/**
 * Applied where a store states nothing: square, at least 1400 px (refused below), 3000 px asked for, JPEG or PNG,
 * RGB; and every kind of lettering some store refuses is a warning.
 */
export const COMMON_RULES = {
  minPx: 1400,
  recommendedPx: 3000,
  formats: ['jpeg', 'png'] as FileFormat[],
};

/** A store whose sources state nothing about artwork: the common rules apply to it, as warnings. */
const NOTHING_STATED = {
  minPx: null,
  recommendedPx: null,
  formats: null,
  rgbOnly: false,
  refuses: [],
  refusesBlurry: false,
} as const satisfies Omit<StoreRules, 'id' | 'name' | 'sources'>;

export const STORE_RULES: readonly StoreRules[] = [
  {
    id: 'spotify',
    name: 'Spotify',
    sources: [
      {
        url: 'https://www.digitalmusicnews.com/2023/11/30/whats-the-best-spotify-album-art-cover-size/',
        kind: 'secondary',
      },
      { url: 'https://helpdesk.hitskope.com/', kind: 'secondary' },
    ],
    minPx: 640,
    recommendedPx: 3000,
    formats: ['jpeg', 'png', 'tiff'],
    rgbOnly: true,
    refuses: ['url', 'store-name', 'audio-format'],
    refusesBlurry: true,
  },
  {
    id: 'apple-music',
    name: 'Apple Music',
    sources: [
      {
        url: 'https://itunespartner.apple.com/en/music/faq/Delivering%20Your%20Music_Requirements',
        kind: 'official',
      },
      { url: "https://faq.tullyapp.com/distribution/apple's-cover-art-requirements/", kind: 'secondary' },
    ],
    minPx: 3000,
    recommendedPx: 3000,
    formats: ['jpeg', 'png'],
    rgbOnly: false,
    refuses: ['url', 'store-name', 'exclusivity', 'physical-format', 'price', 'audio-format'],
    refusesBlurry: true,
  },
  {
    id: 'youtube-music',
    name: 'YouTube Music',
    sources: [{ url: 'https://support.google.com/youtube/answer/6007071', kind: 'official' }],
    ...NOTHING_STATED,
  },
  {
    id: 'amazon-music',
    name: 'Amazon Music',
    sources: [],
    ...NOTHING_STATED,
  },
  {
    id: 'distrokid',
    name: 'DistroKid',
    sources: [
      { url: 'https://support.distrokid.com/hc/id/articles/360013534334', kind: 'official' },
      { url: 'https://dontsleepgfx.com/', kind: 'secondary' },
    ],
    minPx: 1000,
    recommendedPx: 3000,
    formats: ['jpeg'],
    rgbOnly: true,
    refuses: ['url', 'handle', 'exclusivity', 'price', 'store-name', 'physical-format'],
    refusesBlurry: true,
  },
  {
    id: 'tunecore',
    name: 'TuneCore',
    sources: [{ url: 'https://listlagu.info/3-things-you-should-know-about-album-covers/', kind: 'secondary' }],
    minPx: 1600,
    recommendedPx: null,
    formats: ['jpeg', 'gif'],
    rgbOnly: true,
    refuses: ['email', 'url', 'handle', 'price', 'physical-format', 'store-name', 'exclusivity'],
    refusesBlurry: true,
  },
  {
    id: 'cd-baby',
    name: 'CD Baby',
    sources: [{ url: 'https://support.oasiscd.com/hc/en-us/articles/213561268', kind: 'secondary' }],
    minPx: null,
    recommendedPx: null,
    formats: null,
    rgbOnly: false,
    refuses: ['url', 'handle', 'email', 'price', 'physical-format', 'exclusivity', 'store-name'],
    refusesBlurry: true,
  },
  {
    id: 'bandcamp',
    name: 'Bandcamp',
    sources: [],
    ...NOTHING_STATED,
  },
];
