/**
 * The library feature's public entry: the only module other features may import from it (eslint.config.js). The
 * library page itself is composed by src/web/app.
 */
export { LibraryView } from './library-view.tsx';
