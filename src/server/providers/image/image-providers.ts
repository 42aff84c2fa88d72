import type { Config, ImageEngineName } from '../../config.ts';
import { builtinImage, failingImage } from './builtin-image.ts';
import type { ImageEngine } from './image.provider.ts';
import { lovableImage } from './lovable-image.ts';
import { lumaImage } from './luma-image.ts';
import { openaiImage } from './openai-image.ts';
import type { RenderPool } from './render-pool.ts';

/** The engine an IMAGE_PROVIDER_* setting names: its ImageEngine adapter, with that adapter's settings. */
export function imageEngineFor(engine: ImageEngineName, config: Config, pool: RenderPool): ImageEngine {
  const shared = { timeoutMs: config.imageTimeoutMs, allowPrivate: config.outboundAllowPrivate };
  switch (engine) {
    case 'builtin':
      return builtinImage(pool);
    case 'fail':
      return failingImage();
    case 'openai':
      return openaiImage({ ...config.openai, ...shared });
    case 'lovable':
      return lovableImage({ ...config.lovable, ...shared });
    case 'luma':
      return lumaImage({ ...config.luma, ...shared });
  }
}
