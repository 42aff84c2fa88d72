/** The tools with pages of their own (/tools/…): the Album Mockup Builder, the Color Tone Assistant
 * and the AI Image Enhancer. */
export { MockupsView } from './mockups-view.tsx';
export { ToneView } from './tone-view.tsx';
export { EnhancerView } from './enhancer-view.tsx';
