import { z } from 'zod';
import { STYLES } from '../content/styles.ts';
import { withoutNul } from './generation.ts';

/**
 * Moodboards (the Studio plan's Moodboard Creator, docs/decisions/020-moodboards.md): a board collects covers (one's
 * own and the gallery's), uploaded pictures, style presets, colours and notes, placed on a canvas by dragging. A board is one document,
 * saved whole; positions are in board units, the board BOARD_WIDTH × BOARD_HEIGHT whatever the screen.
 */
export const BOARD_WIDTH = 1600;
export const BOARD_HEIGHT = 1000;
export const MAX_BOARD_ITEMS = 40;
export const MAX_BOARDS_PER_PERSON = 30;
/** Pictures one person may upload for their boards (kept until their account is deleted). */
export const MAX_BOARD_UPLOADS_PER_PERSON = 200;
export const NOTE_MAX_LENGTH = 280;
/** An item's width in board units (pictures and swatches are square; a note is as tall as its text). */
export const ITEM_MIN_WIDTH = 80;
export const ITEM_MAX_WIDTH = 800;

/** A note's type size and padding for its width, in board units: the page and the PNG set notes alike. */
export const noteMetrics = (w: number) => ({ size: Math.max(14, Math.round(w / 14)), pad: Math.round(w / 12) });
/** A colour swatch's card: the swatch inset by this share of its width, the hex code below in type w / 9. */
export const SWATCH_INSET = 0.06;
export const SWATCH_CARD_HEIGHT = 1.22;

const place = {
  /** The item's own id on the board (for dragging and its picture's address). */
  id: z.string().regex(/^[a-z0-9]{1,16}$/, 'An item id is up to 16 lower-case letters and digits.'),
  x: z.number().min(0).max(BOARD_WIDTH),
  y: z.number().min(0).max(BOARD_HEIGHT),
  w: z.number().min(ITEM_MIN_WIDTH).max(ITEM_MAX_WIDTH),
};
const STYLE_SLUGS = STYLES.map((s) => s.slug) as [string, ...string[]];

export const boardItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('cover'), coverId: z.string().min(1).max(64), ...place }),
    z.object({ kind: z.literal('gallery'), postId: z.string().min(1).max(64), ...place }),
    z.object({
      kind: z.literal('upload'),
      uploadId: z.string().regex(/^[0-9a-f]{64}$/, 'An upload is named by the id its upload answered.'),
      ...place,
    }),
    z.object({
      kind: z.literal('style'),
      slug: z.enum(STYLE_SLUGS, { error: 'Choose one of the styles on /styles.' }),
      ...place,
    }),
    z.object({
      kind: z.literal('colour'),
      hex: z.string().regex(/^#[0-9a-f]{6}$/, 'Colours are hex codes like #ff8a5b.'),
      ...place,
    }),
    z.object({
      kind: z.literal('note'),
      text: z
        .string()
        .trim()
        .min(1, 'A note needs some text.')
        .max(NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters.`),
      ...place,
    }),
  ],
  { error: 'Each item is a cover, a gallery cover, an upload, a style, a colour or a note.' },
);
export type BoardItem = z.infer<typeof boardItemSchema>;
export type PictureItem = Extract<BoardItem, { kind: 'cover' | 'gallery' | 'upload' | 'style' }>;
export const isPictureItem = (item: BoardItem): item is PictureItem =>
  item.kind === 'cover' || item.kind === 'gallery' || item.kind === 'upload' || item.kind === 'style';

/** POST /api/moodboards/uploads: a picture kept for one's boards (made a square sRGB PNG), and its address. */
export const boardUploadSchema = z.object({ uploadId: z.string(), imageUrl: z.string() });

const boardName = z
  .string({ error: 'Give the board a name.' })
  .trim()
  .min(2, 'A board’s name has at least 2 characters.')
  .max(60, 'A board’s name has at most 60 characters.');

/** PUT /api/moodboards/:id (and POST, with only a name): the board as it stands, later items drawn on top. */
export const boardInputSchema = withoutNul(
  z.object({
    name: boardName,
    items: z
      .array(boardItemSchema)
      .max(MAX_BOARD_ITEMS, `A board holds at most ${MAX_BOARD_ITEMS} items.`)
      .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Each item on a board has its own id.')
      .default([]),
  }),
);
export type BoardInput = z.infer<typeof boardInputSchema>;

export const boardSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(boardItemSchema),
  /** The read-only link's token while the board is shared; null while it is private (and for anyone but its owner). */
  shareToken: z.string().nullable(),
  updatedAt: z.string(),
  /** Each picture item's address, by item id: the owner's, or the shared link's. */
  pictures: z.record(z.string(), z.string()),
  /** Who made it (shown on the shared link). */
  author: z.string(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      itemCount: z.number().int(),
      updatedAt: z.string(),
      shared: z.boolean(),
    }),
  ),
});
