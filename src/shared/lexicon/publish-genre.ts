import type { PublishGenre } from '../contracts/gallery.ts';
import type { GenreFamily } from '../contracts/scene-brief.ts';
import { findGenre } from './genres.ts';

/** The gallery's six genres, as the nearest home for each family of genres the refiner knows. */
const GALLERY_GENRE_OF: Record<GenreFamily, PublishGenre> = {
  electronic: 'EDM',
  synth: 'EDM',
  hiphop: 'Lo-Fi',
  rock: 'Rock',
  metal: 'Rock',
  punk: 'Rock',
  pop: 'Pop',
  latin: 'Pop',
  reggae: 'Pop',
  indie: 'Indie',
  folk: 'Indie',
  country: 'Indie',
  world: 'Indie',
  experimental: 'Indie',
  jazz: 'Jazz',
  soul: 'Jazz',
  classical: 'Jazz',
  ambient: 'Lo-Fi',
};

/** The gallery genre a cover of this brief genre (a lexicon id such as 'synthwave') is published under by default. */
export function nearestPublishGenre(genreId: string): PublishGenre {
  if (/lo-?fi|chillhop/.test(genreId)) return 'Lo-Fi';
  const family = findGenre(genreId)?.family;
  return family ? GALLERY_GENRE_OF[family] : 'Indie';
}
