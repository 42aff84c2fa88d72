import { ARTICLES } from './blog.ts';
import { ARTISTS } from './artists.ts';
import type { SampleArt } from './sample-art.ts';
import { STYLES } from './styles.ts';
import { TEMPLATES } from './templates.ts';

/** Every piece of sample artwork the content pages show; the server renders each one once and serves it. */
export const CONTENT_ART: readonly SampleArt[] = [
  ...STYLES.map((style) => style.art),
  ...TEMPLATES.map((template) => template.art),
  ...ARTISTS.flatMap((artist) => [artist.cover, artist.avatar]),
  ...ARTICLES.map((article) => article.art),
];
