/** The tools with pages of their own (/tools/…): the Album Mockup Builder and the Color Tone Assistant. */
export { MockupsView } from './mockups-view.tsx';
export { ToneView } from './tone-view.tsx';
