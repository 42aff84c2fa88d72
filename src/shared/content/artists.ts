import type { SampleArt } from './sample-art.ts';

/**
 * A featured artist on /artists (docs/spec.md §3 Featured artist). They are artists from the gallery's community covers
 * (gallery-seed.ts): their artwork is made with the generator, and Listen leads to their covers in the gallery.
 */
export interface Artist {
  slug: string;
  name: string;
  genre: string;
  tagline: string;
  /** Where Listen goes: the artist's artwork in our gallery. */
  link: string;
  cover: SampleArt;
  avatar: SampleArt;
}

const galleryLink = (name: string) => `/gallery?q=${encodeURIComponent(name)}`;

export const ARTISTS: readonly Artist[] = [
  {
    slug: 'juniper-vale',
    name: 'Juniper Vale',
    genre: 'Indie Folk',
    tagline: 'Songs about small towns, long drives home and the people who stay.',
    link: galleryLink('Juniper Vale'),
    cover: {
      key: 'artist-juniper-vale-cover',
      prompt: '"Amber Hills" by Juniper Vale, indie folk, birds over misty mountains, warm amber',
      seed: 8106,
      look: 'photon',
    },
    avatar: {
      key: 'artist-juniper-vale-avatar',
      prompt: 'indie folk, a bird in flight, warm amber sky',
      seed: 8102,
      look: 'photon',
    },
  },
  {
    slug: 'mira-sol',
    name: 'Mira Sol',
    genre: 'Pop',
    tagline: 'Sun-drenched hooks written for the first warm day of the year.',
    link: galleryLink('Mira Sol'),
    cover: {
      key: 'artist-mira-sol-cover',
      prompt: '"Solstice" by Mira Sol, golden sun over the sea, summer pop, peach and gold',
      seed: 8203,
      look: 'sonic',
    },
    avatar: {
      key: 'artist-mira-sol-avatar',
      prompt: 'summer pop, a dancing figure, peach and gold',
      seed: 8202,
      look: 'sonic',
    },
  },
  {
    slug: 'slowpoke',
    name: 'slowpoke.',
    genre: 'Lo-Fi',
    tagline: 'Rainy-window beats for studying, sketching and slow Sunday mornings.',
    link: galleryLink('slowpoke.'),
    cover: {
      key: 'artist-slowpoke-cover',
      prompt: '"Paper Rain" by slowpoke., lofi beats, cassette tape, rainy pastel',
      seed: 8503,
      look: 'photon',
    },
    avatar: {
      key: 'artist-slowpoke-avatar',
      prompt: 'lofi, crescent moon over quiet rooftops, pastel night',
      seed: 8502,
      look: 'photon',
    },
  },
  {
    slug: 'korven',
    name: 'KORVEN',
    genre: 'Techno',
    tagline: 'Warehouse techno built from thunder, steel and strobe light.',
    link: galleryLink('KORVEN'),
    cover: {
      key: 'artist-korven-cover',
      prompt: '"Pulse Theory" by KORVEN, industrial techno, lightning over a black city, red light',
      seed: 8401,
      look: 'photon',
    },
    avatar: {
      key: 'artist-korven-avatar',
      prompt: 'techno, a glowing crystal pyramid, electric blue',
      seed: 8403,
      look: 'sonic',
    },
  },
  {
    slug: 'ellis-crane-quartet',
    name: 'Ellis Crane Quartet',
    genre: 'Jazz',
    tagline: 'Smoky standards and blue-hour improvisations from a four-piece band.',
    link: galleryLink('Ellis Crane Quartet'),
    cover: {
      key: 'artist-ellis-crane-quartet-cover',
      prompt: 'a jazz album titled Blue Hour by Ellis Crane Quartet',
      seed: 8301,
      look: 'sonic',
    },
    avatar: {
      key: 'artist-ellis-crane-quartet-avatar',
      prompt: 'jazz saxophone silhouette in smoky blue light',
      seed: 8302,
      look: 'photon',
    },
  },
  {
    slug: 'red-mesa',
    name: 'Red Mesa',
    genre: 'Desert Rock',
    tagline: 'Fuzz-heavy riffs for open roads, red dust and the windows down.',
    link: galleryLink('Red Mesa'),
    cover: {
      key: 'artist-red-mesa-cover',
      prompt: '"Dust Devils" by Red Mesa, desert rock, cactus under a red sunset',
      seed: 8601,
      look: 'sonic',
    },
    avatar: { key: 'artist-red-mesa-avatar', prompt: 'hard rock, electric guitar on fire', seed: 8602, look: 'sonic' },
  },
];
