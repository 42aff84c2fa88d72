import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EnhanceLevel, EnhancementStatus } from '../../../shared/contracts/enhance.ts';
import { users } from './auth.ts';

/**
 * The AI Image Enhancer's jobs (docs/decisions/017-image-enhancer.md): one row per enlargement a person asked for,
 * its picture stored before it is queued (so the job needs nothing but the row), its progress written as it runs.
 */
export const enhancements = pgTable(
  'enhancements',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').$type<'cover' | 'upload'>().notNull(),
    sourceId: text('source_id').notNull(),
    /** The download's file name without its extension: the cover's title and artist, or the upload's. */
    fileBase: text('file_base').notNull(),
    scale: integer('scale').$type<2 | 4>().notNull(),
    denoise: text('denoise').$type<EnhanceLevel>().notNull(),
    sharpen: text('sharpen').$type<EnhanceLevel>().notNull(),
    status: text('status').$type<EnhancementStatus>().notNull(),
    progress: real('progress').notNull().default(0),
    /** The picture enlarged (a content-addressed PNG), its size, and the result's files once it succeeds. */
    inputKey: text('input_key').notNull(),
    inputWidth: integer('input_width').notNull(),
    inputHeight: integer('input_height').notNull(),
    resultKey: text('result_key'),
    previewKey: text('preview_key'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written with each progress step: a running row that has not moved for minutes lost its process. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('enhancements_user_created_idx').on(t.userId, t.createdAt),
    // One enhancement at a time per person: it holds a core for up to minutes, and a second would only wait.
    uniqueIndex('enhancements_one_active_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
