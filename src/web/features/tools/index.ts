/** The tools with pages of their own (/tools/…): the Album Mockup Builder, the Color Tone Assistant,
 * the AI Image Enhancer, the Artist Logo Generator and the Moodboard Creator (and a board's shared link). */
export { MockupsView } from './mockups-view.tsx';
export { ToneView } from './tone-view.tsx';
export { EnhancerView } from './enhancer-view.tsx';
export { LogoView } from './logo-view.tsx';
export { MoodboardView, SharedBoardView } from './moodboard-view.tsx';
