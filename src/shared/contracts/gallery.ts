import { z } from 'zod';

/** The genre chips of /gallery (docs/spec.md §2); 'All' means no filter. Published covers carry one of the others. */
export const GALLERY_GENRES = ['All', 'Indie', 'Pop', 'Lo-Fi', 'EDM', 'Jazz', 'Rock'] as const;
export const PUBLISH_GENRES = ['Indie', 'Pop', 'Lo-Fi', 'EDM', 'Jazz', 'Rock'] as const;
export type PublishGenre = (typeof PUBLISH_GENRES)[number];
/** docs/spec.md §9: 9 items first, 6 more per Load More. */
export const GALLERY_FIRST_PAGE = 9;
export const GALLERY_MORE_PAGE = 6;

export const galleryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  genre: z.enum(PUBLISH_GENRES),
  /** The idea behind the cover, when its author shares it ('Use this idea' takes it to /generate). */
  idea: z.string().nullable(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  likes: z.number().int(),
  /** Signed-in caller has liked it (always false for guests: their likes stay in the page). */
  likedByMe: z.boolean(),
  /** The caller published it (may unpublish). */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** GET /api/gallery?q=&genre=&limit=&cursor= : newest first, q matches title or artist (case-insensitive). */
export const galleryPageSchema = z.object({ items: z.array(galleryItemSchema), nextCursor: z.string().nullable() });
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** POST /api/gallery: publish one of my finished generations. */
export const publishRequestSchema = z.object({
  generationId: z.string().min(1, 'Choose a cover to publish.'),
  title: z.string().trim().min(1, 'Give your cover a title.').max(80, 'Keep the title under 80 characters.'),
  artist: z.string().trim().min(1, 'Add the artist name.').max(60, 'Keep the artist name under 60 characters.'),
  genre: z.enum(PUBLISH_GENRES, { error: 'Choose one of the genres: Indie, Pop, Lo-Fi, EDM, Jazz or Rock.' }),
  /** Show the idea (the prompt) with the cover, so others can start from it. */
  shareIdea: z.boolean({ error: 'shareIdea must be true or false.' }).default(false),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** POST /api/gallery/:id/like toggles the signed-in caller's like. */
export const likeResponseSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
