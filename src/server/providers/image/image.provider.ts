import type { Look, SceneBrief } from '../../../shared/contracts/scene-brief.ts';

export interface ImageRequest {
  brief: SceneBrief;
  refinedPrompt: string;
  seed: number;
  /** A subtle variation's detail seed: the built-in engine keeps the seed's layout and redraws the details. */
  detail?: number;
  look: Look;
  /** Aborted when the job is cancelled or runs out of time: adapters stop waiting and stop polling. */
  signal?: AbortSignal;
  /** Nobody is waiting for it (a generation's further versions): work for people waiting goes first. */
  background?: boolean;
}

/** The web variants every provider delivers: a 1024² WebP preview and a 256² WebP thumbnail. */
export interface ImageResult {
  preview: Buffer;
  thumbnail: Buffer;
  /**
   * The 3000² sRGB JPEG master, from providers that cannot re-render on demand (outside services). The built-in
   * engine leaves it out and renders exports when they are downloaded.
   */
  master?: Buffer;
  /** The master was enlarged from a smaller original (e.g. a 1024² diffusion image). */
  upscaled?: boolean;
}

/** Something that turns a refined prompt (and its scene brief) into an image. */
export interface ImageEngine {
  /** builtin, openai, lovable, luma… (stored with each generation). */
  readonly name: string;
  /** What people are told backs a toggle, e.g. "Luma Photon (photon-1)" (GET /api/providers). */
  readonly label: string;
  generate(request: ImageRequest): Promise<ImageResult>;
  /** The 3000² distributor export, when the provider can make it on demand (the built-in engine can). */
  renderExport?(request: ImageRequest, format: 'jpeg' | 'png'): Promise<Buffer>;
}

/** Why an outside service failed, in terms a person can act on. */
export type ImageFailureKind =
  | 'refused' // content policy
  | 'quota' // the service's account is out of credit
  | 'auth' // our key was refused
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'cancelled'
  | 'bad_response'
  | 'unsafe_image'
  | 'failed';

/** An error whose message can be shown to the person who asked for the image. */
export class ImageProviderError extends Error {
  override name = 'ImageProviderError';
  constructor(
    message: string,
    readonly kind: ImageFailureKind = 'failed',
  ) {
    super(message);
  }
}
