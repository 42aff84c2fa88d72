import type { Look, SceneBrief } from '../../../shared/contracts/scene-brief.ts';

export interface ImageRequest {
  brief: SceneBrief;
  refinedPrompt: string;
  seed: number;
  look: Look;
  signal?: AbortSignal;
}

/** The web variants every provider delivers: a 1024² WebP preview and a 256² WebP thumbnail. */
export interface ImageResult {
  preview: Buffer;
  thumbnail: Buffer;
}

/** Something that turns a refined prompt (and its scene brief) into an image. */
export interface ImageProvider {
  /** builtin, openai, lovable, luma… (shown by /api/providers and stored with each generation). */
  readonly name: string;
  generate(request: ImageRequest): Promise<ImageResult>;
  /** The 3000² distributor export, when the provider can make it on demand (the built-in engine can). */
  renderExport?(request: ImageRequest, format: 'jpeg' | 'png'): Promise<Buffer>;
}

/** An error whose message can be shown to the person who asked for the image. */
export class ImageProviderError extends Error {
  override name = 'ImageProviderError';
}
