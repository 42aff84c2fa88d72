/**
 * The sizes a public artwork (sample art, gallery covers) is served at, so a slot gets about the pixels it shows
 * instead of the 1024² preview: `?w=` one of these widths, `?f=` WebP or AVIF. The 1024² WebP is the stored preview;
 * every other size is made from it once and stored. Only these sizes exist, so a visitor cannot make the server
 * encode arbitrary ones. Free of zod: public pages import it, and the query's schema lives with the server's routes.
 */
export const IMAGE_WIDTHS = [256, 512, 768, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The address of `url` (which may already have a query) at one width and format. */
export function sizedImageUrl(url: string, width: ImageWidth, format: ImageFormat): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}&f=${format}`;
}

/** A `srcset` offering every width in one format. */
export const imageSrcSet = (url: string, format: ImageFormat) =>
  IMAGE_WIDTHS.map((w) => `${sizedImageUrl(url, w, format)} ${w}w`).join(', ');
