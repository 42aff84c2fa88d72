import type { SampleArt } from './sample-art.ts';

/** A ready-made prompt on /templates (docs/spec.md §2, §3 Template; prompts end with 'professional music artwork'). */
export interface Template {
  slug: string;
  title: string;
  description: string;
  prompt: string;
  art: SampleArt;
}

export const TEMPLATES: readonly Template[] = [
  {
    slug: 'midnight-skyline',
    title: 'Midnight Skyline',
    description: 'A glittering city at night for hip-hop mixtapes and late-night R&B.',
    prompt:
      'Hip-hop mixtape cover, city skyline at night, gold and black, glowing windows, cinematic wide shot, professional music artwork',
    art: {
      key: 'template-midnight-skyline',
      prompt: 'hip-hop mixtape, city skyline at night, gold and black',
      seed: 7102,
      look: 'photon',
    },
  },
  {
    slug: 'misty-mountains',
    title: 'Misty Mountains',
    description: 'Layered peaks fading into dawn fog — calm and spacious for ambient and piano records.',
    prompt:
      'Ambient piano album cover, misty mountain ridges at dawn, soft blue and peach fog, calm and spacious, professional music artwork',
    art: {
      key: 'template-misty-mountains',
      prompt: 'misty mountains at dawn, ambient piano album, soft blue and peach',
      seed: 7215,
      look: 'photon',
    },
  },
  {
    slug: 'ocean-moon',
    title: 'Ocean Moon',
    description: 'Rolling waves under a giant moon for chillwave, dream pop and summer-night singles.',
    prompt:
      'Chillwave single cover, ocean waves rolling under a huge glowing moon, teal and lavender night, dreamy haze, professional music artwork',
    art: {
      key: 'template-ocean-moon',
      prompt: 'ocean waves crashing under a huge moon, chillwave, teal and lavender',
      seed: 7328,
      look: 'sonic',
    },
  },
  {
    slug: 'frozen-forest',
    title: 'Frozen Forest',
    description: 'Cold, stark pines under a full moon for black metal, doom and dark folk.',
    prompt:
      'Black metal album cover, frozen pine forest under a full moon, cold grey and icy blue, stark and atmospheric, professional music artwork',
    art: {
      key: 'template-frozen-forest',
      prompt: 'black metal album, frozen forest under a full moon',
      seed: 7431,
      look: 'photon',
    },
  },
  {
    slug: 'desert-highway',
    title: 'Desert Highway',
    description: 'An open road, a vintage car and a hot horizon for rock, Americana and road-trip records.',
    prompt:
      'Classic rock album cover, desert highway stretching to the horizon, vintage car, sun-bleached orange and turquoise, 70s road trip, professional music artwork',
    art: {
      key: 'template-desert-highway',
      prompt: 'desert highway road trip, vintage car, 70s rock, orange and turquoise',
      seed: 7544,
      look: 'sonic',
    },
  },
  {
    slug: 'tropical-sunset',
    title: 'Tropical Sunset',
    description: 'Palm silhouettes and pastel skies for tropical house, summer pop and beach playlists.',
    prompt:
      'Tropical house single cover, palm trees silhouetted against a pastel sunset over the ocean, coral and mint, warm summer glow, professional music artwork',
    art: {
      key: 'template-tropical-sunset',
      prompt: 'tropical house, palm trees and the ocean at sunset, pastel colors',
      seed: 7657,
      look: 'photon',
    },
  },
  {
    slug: 'solar-eclipse',
    title: 'Solar Eclipse',
    description: 'A dramatic eclipse and a blazing corona for soundtracks, cinematic scores and epic builds.',
    prompt:
      'Cinematic orchestral score cover, a total solar eclipse with a blazing corona over the desert, black and gold, epic and solemn, professional music artwork',
    art: {
      key: 'template-solar-eclipse',
      prompt: 'a total solar eclipse over the desert, cinematic orchestral score, black and gold',
      seed: 7769,
      look: 'sonic',
    },
  },
  {
    slug: 'wildflower-folk',
    title: 'Wildflower Folk',
    description: 'Hand-picked blooms and earthy tones for folk, acoustic and singer-songwriter albums.',
    prompt:
      'Folk album cover, wildflowers in warm earthy tones, soft natural light, hand-printed paper texture, intimate and homely, professional music artwork',
    art: {
      key: 'template-wildflower-folk',
      prompt: 'folk album about wildflowers and home, warm earthy tones',
      seed: 7872,
      look: 'sonic',
    },
  },
  {
    slug: 'storm-voltage',
    title: 'Storm Voltage',
    description: 'Lightning, electric blue and raw energy for drum and bass, dubstep and high-BPM releases.',
    prompt:
      'Drum and bass single cover, lightning storm splitting a dark sky, electric blue and violet, raw high-voltage energy, professional music artwork',
    art: {
      key: 'template-storm-voltage',
      prompt: 'drum and bass, lightning storm, electric blue',
      seed: 7985,
      look: 'photon',
    },
  },
];
