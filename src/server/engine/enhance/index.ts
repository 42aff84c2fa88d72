/** The AI Image Enhancer's engine (docs/decisions/017-image-enhancer.md). */
export { enhanceImage, type EnhanceOptions, type Sharpen } from './enhance.ts';
export { MAX_INPUT_SIDE, type Denoise } from './input.ts';
export type { EnhanceScale } from './models.ts';
export { releaseSessions as releaseEnhanceSessions } from './sessions.ts';
