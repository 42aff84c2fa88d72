/**
 * Custom styles' public entry: the only module other features may import from it (eslint.config.js). Saving one
 * from the cover editor, the /styles sections, and choosing one on the Generate page.
 */
export { CustomStylesSections } from './custom-styles-sections.tsx';
export { SaveStylePanel } from './save-style-panel.tsx';
export { StylePicker } from './style-picker.tsx';
export { useStyleChoice, type StyleChoice } from './use-style-choice.ts';
