import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Colour } from '../../../shared/contracts/cover-edit.ts';
import type { TypefaceId } from '../../../shared/typefaces.ts';
import { users } from './auth.ts';
import { generations } from './generations.ts';

/**
 * Custom style templates (docs/decisions/019-plan-features.md): a person's own style, an idea pattern with one
 * {idea} slot, the toggle it draws with, and the finish (grade, typefaces) its covers get as their edit.
 */
export const customStyles = pgTable(
  'custom_styles',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pattern: text('pattern').notNull(),
    provider: text('provider', { enum: ['lovable', 'luma'] }).notNull(),
    colour: jsonb('colour').$type<Colour>().notNull(),
    titleTypeface: text('title_typeface').$type<TypefaceId>(),
    artistTypeface: text('artist_typeface').$type<TypefaceId>(),
    /** The cover whose picture is the style's card; null once it is deleted. */
    coverId: text('cover_id').references(() => generations.id, { onDelete: 'set null' }),
    /** When it was shared to /styles; null while it is private. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('custom_styles_user_created_idx').on(t.userId, t.createdAt),
    // Deleting a cover sets its styles' link to null: found by this index, not a scan.
    index('custom_styles_cover_idx').on(t.coverId),
    index('custom_styles_shared_idx')
      .on(t.sharedAt)
      .where(sql`${t.sharedAt} is not null`),
  ],
);
