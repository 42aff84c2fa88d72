import type { Context } from 'hono';
import {
  GALLERY_CARD_SIZES,
  GALLERY_EAGER_CARDS,
  GALLERY_FIRST_PAGE,
  GALLERY_SEED_ID,
  type GalleryPage,
} from '../../../shared/contracts/gallery.ts';
import { imageSrcSet } from '../../../shared/contracts/image-size.ts';
import type { PageHead } from '../../http/web-app.ts';
import type { GalleryService } from './gallery.service.ts';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside a <script>: no `<` can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What the /gallery page's HTML carries for a signed-out visitor, so its largest image does not wait for the app:
 * preloads of the first cards' images (the AVIF the card's `<picture>` picks, at the card's `sizes`), and the
 * first page itself, which the app shows as soon as it starts instead of asking the API
 * (web/features/gallery/use-gallery.ts). A signed-in visitor's page says which covers are theirs and liked: theirs
 * is fetched as before. The public page is one shared object for a second (gallery.service.ts), and so is this.
 */
export function galleryPageHead(gallery: GalleryService): (c: Context) => Promise<PageHead | null> {
  const heads = new WeakMap<GalleryPage, PageHead>();
  return async (c) => {
    if (/session_token=/.test(c.req.header('cookie') ?? '')) return null;
    const page = await gallery.list(null, { limit: GALLERY_FIRST_PAGE });
    let head = heads.get(page);
    if (!head) {
      const preloads = page.items.slice(0, GALLERY_EAGER_CARDS).map((item, index) => {
        const srcset = attribute(imageSrcSet(item.imageUrl, 'avif'));
        // The first card is above the fold at every width; the second from two columns on, the third from three.
        const extra = [' fetchpriority="high"', ' media="(min-width: 640px)"', ' media="(min-width: 1024px)"'][index];
        return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${attribute(GALLERY_CARD_SIZES)}"${extra ?? ''}>`;
      });
      const seed = `<script type="application/json" id="${GALLERY_SEED_ID}">${scriptJson(page)}</script>`;
      head = { key: page, html: [...preloads, seed].join('') };
      heads.set(page, head);
    }
    return head;
  };
}
