/**
 * What the server's /gallery HTML and the app's gallery agree on (server features/gallery/gallery-page-render.ts,
 * web features/gallery). Kept apart from the gallery's zod contract: the app reads these before it has loaded zod.
 */

/** A gallery card's image width (`<img sizes>`); the /gallery page's HTML preloads the first cards at the same. */
export const GALLERY_CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';
/** The cards above the fold on a wide screen (one row of three): their images load at once. */
export const GALLERY_EAGER_CARDS = 3;
/** The id of the JSON the /gallery page's HTML carries: the first page as a signed-out visitor sees it. */
export const GALLERY_SEED_ID = 'gallery-first-page';
