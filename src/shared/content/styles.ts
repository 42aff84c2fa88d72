import type { SampleArt } from './sample-art.ts';

/** A style preset on /styles (docs/spec.md §2, §3 Style; every prompt ends with 'professional music artwork'). */
export interface Style {
  slug: string;
  name: string;
  description: string;
  prompt: string;
  art: SampleArt;
}

export const STYLES: readonly Style[] = [
  {
    slug: 'neon-synthwave',
    name: 'Neon Synthwave',
    description: 'Retro-futuristic sunsets, chrome horizons and glowing grids straight out of an 80s night drive.',
    prompt:
      'Synthwave album cover, huge striped sunset over a glowing neon grid, magenta and cyan haze, chrome horizon, retro 80s night drive, professional music artwork',
    art: {
      key: 'style-neon-synthwave',
      prompt: 'a synthwave sunset over a neon grid, magenta and cyan, retro night drive',
      seed: 1101,
      look: 'sonic',
    },
  },
  {
    slug: 'lo-fi-dreams',
    name: 'Lo-Fi Dreams',
    description: 'Soft grain, rainy windows and warm lamplight for beats to study, drift and unwind to.',
    prompt:
      'Lo-fi hip hop album cover, a quiet bedroom window at night with rain streaking down, warm lamplight, muted pastel palette, soft film grain, cosy and nostalgic, professional music artwork',
    art: {
      key: 'style-lo-fi-dreams',
      prompt: 'lofi beats, rainy window at night, warm lamplight, cosy pastel tones',
      seed: 2207,
      look: 'photon',
    },
  },
  {
    slug: 'dark-techno',
    name: 'Dark Techno',
    description: 'Hard contrast, red light and hypnotic stripes for warehouse raves and late-night club tracks.',
    prompt:
      'Dark techno album cover, a single staring eye in red and black, harsh strobe stripes, industrial and hypnotic, high contrast, professional music artwork',
    art: {
      key: 'style-dark-techno',
      prompt: 'dark techno eye in red and black, strobe',
      seed: 3319,
      look: 'sonic',
    },
  },
  {
    slug: 'minimal-swiss',
    name: 'Minimal Swiss',
    description: 'Clean grids, bold geometry and confident type — the poster look of modern electronic labels.',
    prompt:
      'Minimal Swiss poster album cover, bold geometric shapes on a strict grid, flat primary colours on off-white paper, clean sans-serif typography, lots of negative space, professional music artwork',
    art: {
      key: 'style-minimal-swiss',
      prompt: 'minimal swiss poster design, bold geometric shapes, red and black on cream, experimental electronic EP',
      seed: 4423,
      look: 'sonic',
    },
  },
  {
    slug: 'cosmic-psychedelia',
    name: 'Cosmic Psychedelia',
    description: 'Planets, nebulae and swirling colour for space rock, stoner jams and long cosmic trips.',
    prompt:
      'Cosmic psychedelic rock album cover, planets and nebulae swirling in violet and orange, an astronaut drifting among the stars, liquid light-show colours, professional music artwork',
    art: {
      key: 'style-cosmic-psychedelia',
      prompt: 'an astronaut floating among planets, cosmic psychedelic rock, violet and orange nebula',
      seed: 5531,
      look: 'photon',
    },
  },
  {
    slug: 'vintage-soul',
    name: 'Vintage Soul',
    description: 'Warm browns, sunburst oranges and worn vinyl textures with the feel of a 70s record sleeve.',
    prompt:
      'Vintage 70s soul and funk album cover, a spinning vinyl record, warm orange and brown sunburst, worn paper texture, retro print finish, professional music artwork',
    art: {
      key: 'style-vintage-soul',
      prompt: 'a vinyl record spinning, soul and funk, orange and brown, 70s sunburst',
      seed: 6643,
      look: 'sonic',
    },
  },
];
