/**
 * The cover editor feature's public entry: the only module other features may import from it (eslint.config.js).
 * Its page is composed by src/web/app.
 */
export { EditorView } from './editor-view.tsx';
