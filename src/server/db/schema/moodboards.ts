import { jsonb, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BoardItem } from '../../../shared/contracts/moodboards.ts';
import { users } from './auth.ts';

/** Moodboards (docs/decisions/020-moodboards.md): one document a board, and its read-only link's token. */
export const moodboards = pgTable(
  'moodboards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    items: jsonb('items').$type<BoardItem[]>().notNull(),
    /** 128 random bits while the board is shared read-only; null while it is private. */
    shareToken: text('share_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moodboards_user_updated_idx').on(t.userId, t.updatedAt)],
);

/**
 * Pictures people uploaded for their boards: content-addressed files in storage (`key`), kept until the account is
 * deleted. A board may hold only its owner's uploads.
 */
export const moodboardUploads = pgTable(
  'moodboard_uploads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('moodboard_uploads_key_idx').on(t.key)],
);
