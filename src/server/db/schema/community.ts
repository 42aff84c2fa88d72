import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { PUBLISH_GENRES } from '../../../shared/contracts/gallery.ts';
import { users } from './auth.ts';
import { generations } from './generations.ts';

/** What a user says about themselves on /profile (the display name lives on users.display_name). */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull().default(''),
  /** A 256² WebP in storage, made from the uploaded image. */
  avatarKey: text('avatar_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The community gallery: published generations, and the seeded community covers (no user; their images are
 * sample artwork rendered by the built-in engine).
 */
export const galleryPosts = pgTable(
  'gallery_posts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    generationId: text('generation_id')
      .unique('gallery_posts_generation_key')
      .references(() => generations.id, { onDelete: 'cascade' }),
    /** For seeded posts: the sample artwork's key. */
    sampleKey: text('sample_key'),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    genre: text('genre', { enum: PUBLISH_GENRES }).notNull(),
    /** The idea behind the cover, when its author chose to share it (seeded covers share theirs). */
    idea: text('idea'),
    likes: integer('likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_posts_created_idx').on(t.createdAt, t.id),
    index('gallery_posts_genre_created_idx').on(t.genre, t.createdAt),
    check('gallery_posts_likes_non_negative', sql`${t.likes} >= 0`),
    check('gallery_posts_has_image', sql`(${t.generationId} is not null) <> (${t.sampleKey} is not null)`),
  ],
);

/** One like per user per post; `gallery_posts.likes` is kept equal to the count in the same transaction. */
export const galleryLikes = pgTable(
  'gallery_likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => galleryPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** Sample artwork, rendered once by the built-in engine and stored (content pages and the gallery seed). */
export const sampleImages = pgTable('sample_images', {
  key: text('key').primaryKey(),
  previewKey: text('preview_key').notNull(),
  thumbnailKey: text('thumbnail_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Double opt-in: pending until the mailed link is opened. Only the token's hash is stored. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  status: text('status', { enum: ['pending', 'confirmed'] })
    .notNull()
    .default('pending'),
  tokenHash: text('token_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
