import { renderExportJpeg, renderExportPng, renderWebVariants } from '../../engine/export.ts';
import { ImageProviderError, type ImageProvider } from './image.provider.ts';

/** The built-in engine: no keys, no network, deterministic per brief, seed and look. */
export function builtinImage(): ImageProvider {
  return {
    name: 'builtin',
    label: 'Soundsleeve engine',
    async generate({ brief, seed, look, signal }) {
      signal?.throwIfAborted();
      return renderWebVariants({ brief, seed, look });
    },
    async renderExport({ brief, seed, look }, format) {
      return format === 'png' ? renderExportPng({ brief, seed, look }) : renderExportJpeg({ brief, seed, look });
    },
  };
}

/**
 * A provider that always fails, selected by configuration (IMAGE_PROVIDER_SONIC=fail), so the failure path —
 * the 'Generation failed' message and the refund — can be exercised end to end without patching code.
 */
export function failingImage(): ImageProvider {
  return {
    name: 'fail',
    label: 'Unavailable (failure test)',
    async generate() {
      throw new ImageProviderError('The image service is unavailable right now. Your credit has been refunded.');
    },
  };
}
