/**
 * The gallery feature's public entry: the only module other features may import from it (eslint.config.js).
 * The gallery page itself is composed by src/web/app.
 */
export { PublishToGallery, type PublishableCover } from './publish-to-gallery.tsx';
