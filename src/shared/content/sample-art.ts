import type { Look } from '../contracts/scene-brief.ts';

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

/** Where a sample's image is served (1024² preview or 256² thumbnail, WebP, cached for good). */
export const sampleImageUrl = (key: string, variant: SampleVariant = 'preview') =>
  `/api/samples/${key}${variant === 'thumbnail' ? '?variant=thumbnail' : ''}`;
