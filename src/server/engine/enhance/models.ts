/**
 * The enhancer's model and where its weights are: `@upscalerjs/esrgan-thick` (an RRDN), installed with the app and
 * read from node_modules (nothing is fetched at run time; docs/assets.md). Only its weight files are read, never its
 * JavaScript (which needs TensorFlow.js). A lighter model (`@upscalerjs/esrgan-medium`) was dropped: its 4× was no
 * better than a true Lanczos-3 and left a faint 4-pixel grid (decision 017).
 */
import path from 'node:path';

export type EnhanceScale = 2 | 4;

export interface ModelSource {
  package: string;
  /**
   * Pixel values (0..255) are multiplied by this on the way in and divided by it on the way out: the package's model
   * definitions (`getESRGANModelDefinition`) give the RRDN models an input and output range of 0..1.
   */
  range: number;
  /**
   * Pixels of real picture each tile reads beyond the part of the output it writes, on every side (tiles.ts): enough
   * that tiles meet without a visible seam (measured in tiles.test.ts against a run of the whole picture at once).
   */
  context: number;
}

export const MODEL: ModelSource = { package: '@upscalerjs/esrgan-thick', range: 1, context: 8 };

const nodeModules = path.resolve(import.meta.dirname, '../../../../node_modules');

/** The layers model's `model.json` at a scale (its weight shards sit beside it). */
export const modelJsonPath = (scale: EnhanceScale) =>
  path.join(nodeModules, MODEL.package, 'models', `x${scale}`, 'model.json');
