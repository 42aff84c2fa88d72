import type { Context } from 'hono';
import { GALLERY_FIRST_PAGE, type GalleryPage } from '../../../shared/contracts/gallery.ts';
import {
  GALLERY_CARD_SIZES,
  GALLERY_EAGER_CARDS,
  GALLERY_SEED_ID,
} from '../../../shared/contracts/gallery-page-html.ts';
import { imageSrcSet } from '../../../shared/contracts/image-size.ts';
import type { PageRenderer } from '../../http/page-renderer.ts';
import type { PageRender } from '../../http/web-app.ts';
import type { Logger } from '../../logger.ts';
import type { GalleryService } from './gallery.service.ts';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside a <script>: no `<` can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * How long a request waits for the first render of a changed gallery (a thread starting and loading the app takes
 * about a second, and measured 2.1 s on a loaded two-core machine); past it, that request gets the page without its
 * cards drawn, and later ones get them.
 */
const RENDER_WAIT_MS = 4_000;

/** Preloads of a page's first cards' images (the AVIF each card's `<picture>` picks, at the card's `sizes`). */
function preloadsFor(page: GalleryPage): string {
  return page.items
    .slice(0, GALLERY_EAGER_CARDS)
    .map((item, index) => {
      const srcset = attribute(imageSrcSet(item.imageUrl, 'avif'));
      // The first card is above the fold at every width; the second from two columns on, the third from three.
      const extra = [' fetchpriority="high"', ' media="(min-width: 640px)"', ' media="(min-width: 1024px)"'][index];
      return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${attribute(GALLERY_CARD_SIZES)}"${extra ?? ''}>`;
    })
    .join('');
}

/** The page as JSON, which the app puts in its cache before hydrating HTML that shows exactly these cards. */
const seedFor = (page: GalleryPage) =>
  `<script type="application/json" id="${GALLERY_SEED_ID}">${scriptJson(page)}</script>`;

/**
 * The /gallery page for a signed-out visitor, with its first covers in the HTML so its largest image does not wait
 * for the app: the cards drawn by the app's own renderer (`renderer`, in a worker thread), preloads of the first
 * cards' images (the AVIF the card's `<picture>` picks, at the card's `sizes`), and the page's data, which the app
 * puts in its cache before hydrating (web/features/gallery/gallery-seed.ts), so it draws the same cards and asks
 * the API for nothing. A signed-in visitor's page says which covers are theirs and liked: theirs is fetched.
 *
 * Rendered once per change of the page's content, not per request. Without a renderer, when rendering fails, or
 * while a first render is slower than RENDER_WAIT_MS, the page carries the preloads only: its HTML has no cards, so
 * the data must not be seeded either (the app would hydrate cards into HTML without them, a hydration mismatch);
 * the app asks the API for the first page instead.
 */
export function galleryPageRender(
  gallery: GalleryService,
  renderer: PageRenderer | null,
  logger: Pick<Logger, 'warn'>,
): (c: Context) => Promise<PageRender | null> {
  let last: { json: string; ready: Promise<PageRender>; head: PageRender } | undefined;
  return async (c) => {
    if (/session_token=/.test(c.req.header('cookie') ?? '')) return null;
    const page = await gallery.list(null, { limit: GALLERY_FIRST_PAGE });
    const json = JSON.stringify(page);
    if (last?.json !== json) {
      const head: PageRender = { key: {}, head: preloadsFor(page) };
      const ready = renderer
        ? renderer.render('/gallery', { galleryFirstPage: page }).then(
            (root): PageRender => ({ key: {}, head: head.head + seedFor(page), root }),
            (err: unknown) => {
              logger.warn({ err }, 'the gallery page could not be rendered with its covers; the app draws them');
              return head;
            },
          )
        : Promise.resolve(head);
      last = { json, ready, head };
    }
    const { ready, head } = last;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<PageRender>((resolve) => (timer = setTimeout(() => resolve(head), RENDER_WAIT_MS)));
    return Promise.race([ready, waited]).finally(() => clearTimeout(timer));
  };
}
