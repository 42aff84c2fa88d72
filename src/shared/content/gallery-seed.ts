import type { PublishGenre } from '../contracts/gallery.ts';
import type { SampleArt } from './sample-art.ts';

/**
 * The community covers the gallery starts with (inserted when the database is first seeded). Their artwork is
 * rendered by the built-in engine from the idea below, titled and credited on the cover.
 */
export interface GallerySeed {
  id: string;
  title: string;
  artist: string;
  genre: PublishGenre;
  likes: number;
  /** Age of the post when seeded, so the gallery has a history. */
  hoursAgo: number;
  /** The idea behind the cover, shared with it (without the title and artist the artwork sets). */
  idea: string;
  art: SampleArt;
}

const seeds: [title: string, artist: string, genre: PublishGenre, idea: string, look: 'sonic' | 'photon'][] = [
  [
    'Paper Lanterns',
    'Juniper Vale',
    'Indie',
    'paper lanterns over a quiet lake at dusk, indie folk, warm amber',
    'photon',
  ],
  ['Backroad Static', 'The Low Tides', 'Indie', 'an empty country road at sunset, indie rock, faded film', 'photon'],
  ['Glasshouse', 'Marlow Finch', 'Indie', 'a greenhouse full of ferns, indie pop, soft green and cream', 'sonic'],
  ['Small Hours', 'Odette & the Moths', 'Indie', 'a single moth near a streetlight at night, bedroom indie', 'photon'],
  ['Sugar Rush', 'Kiko Vance', 'Pop', 'candy hearts and bubbles, bubblegum pop, hot pink and cyan', 'sonic'],
  ['Golden Hour Love', 'Mira Sol', 'Pop', 'a silhouette dancing against a golden sun, summer pop', 'photon'],
  ['Heartbeat Hotline', 'Neon Juliet', 'Pop', 'a retro telephone and a glowing heart, synth pop, magenta', 'sonic'],
  ['Cloud Nine', 'Aria Bloom', 'Pop', 'pastel clouds and a crescent moon, dreamy pop, lilac and peach', 'photon'],
  [
    'Rainy Window',
    'slowpoke.',
    'Lo-Fi',
    'rain on a window with city lights behind, lo-fi hip hop, muted blue',
    'photon',
  ],
  ['Study Tapes', 'Mellow Fern', 'Lo-Fi', 'a cassette tape and a cup of tea on a desk, lo-fi beats, cozy', 'sonic'],
  ['Late Bus Home', 'Nori Beats', 'Lo-Fi', 'a night bus passing a neon corner store, chillhop, purple haze', 'photon'],
  ['Plant Corner', 'Sleepy Koi', 'Lo-Fi', 'houseplants in a sunny room, lo-fi chill, sage and sand', 'sonic'],
  ['Voltage', 'KORVEN', 'EDM', 'lightning over a dark city skyline, techno, electric blue', 'sonic'],
  ['Afterglow Festival', 'Lumen Drift', 'EDM', 'laser beams over a festival crowd, progressive house, neon', 'photon'],
  ['Subsonic', 'Vektor Nine', 'EDM', 'a geometric pyramid in deep space, drum and bass, acid green', 'sonic'],
  ['Ocean Rave', 'Tidal Bloom', 'EDM', 'waves under a glowing moon, melodic house, teal and violet', 'photon'],
  ['Blue Smoke', 'Ellis Crane Quartet', 'Jazz', 'a saxophone in blue smoke under a spotlight, smoky jazz', 'photon'],
  ['Brass Avenue', 'Dot Reynolds', 'Jazz', 'a trumpet over a swiss grid layout, bebop, mustard and black', 'sonic'],
  ['Midnight Ivory', 'Clara Moss Trio', 'Jazz', 'piano keys in moonlight, late night jazz, navy and gold', 'photon'],
  ['Velvet Hour', 'June Alder', 'Jazz', 'a microphone on a velvet stage, vocal jazz, burgundy', 'sonic'],
  ['Burning Wheels', 'Red Mesa', 'Rock', 'a vintage car on a desert highway with flames, hard rock', 'photon'],
  ['Static Crown', 'The Hollow Kings', 'Rock', 'a skull wearing a crown, garage rock, red and black', 'sonic'],
  ['Thunder Valley', 'Iron Pines', 'Rock', 'mountains under a thunderstorm, stoner rock, orange and slate', 'photon'],
  ['Loud Bloom', 'Sister Volt', 'Rock', 'an electric guitar wrapped in roses, alt rock, crimson', 'sonic'],
];

export const GALLERY_SEED: readonly GallerySeed[] = seeds.map(([title, artist, genre, idea, look], i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    id: `seed-${n}`,
    title,
    artist,
    genre,
    likes: [128, 94, 57, 211, 76, 163, 42, 88, 305, 139, 67, 51][i % 12]! + i * 3,
    hoursAgo: 6 + i * 11,
    idea,
    art: { key: `gallery-${n}`, prompt: `"${title}" by ${artist}, ${idea}`, seed: 1000 + i * 37, look },
  };
});
