import type { Look } from '../contracts/scene-brief.ts';
import { fnv1a32 } from '../hash.ts';

/**
 * Sample artwork on the content pages (gallery seed, styles, templates, artists, blog) is drawn by the built-in
 * engine, never loaded from another host: each piece is an idea, a seed and a look, rendered once and stored.
 */
export interface SampleArt {
  /** Unique across all content, [a-z0-9-]: e.g. 'style-neon-synthwave'. */
  key: string;
  /** The idea the built-in refiner turns into the scene (quoted titles are set on the cover). */
  prompt: string;
  seed: number;
  look: Look;
}

export type SampleVariant = 'preview' | 'thumbnail';

/**
 * What a sample's pixels depend on, as a short token: its idea, seed and look (a stored sample is never redrawn
 * for the same three). In the URL, it makes the address change whenever the picture could.
 */
export const sampleVersion = (art: Pick<SampleArt, 'prompt' | 'seed' | 'look'>) =>
  fnv1a32(`${art.prompt}|${art.seed}|${art.look}`).toString(36);

/** Where a sample's image is served (1024² preview or 256² thumbnail, WebP); the address is cached for good. */
export const sampleImageUrl = (art: SampleArt, variant: SampleVariant = 'preview') =>
  `/api/samples/${art.key}?v=${sampleVersion(art)}${variant === 'thumbnail' ? '&variant=thumbnail' : ''}`;
