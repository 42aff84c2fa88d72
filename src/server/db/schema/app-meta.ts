import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A key-value table for facts about this installation that must survive restarts. It came with the first
 * migration (0000_init); no application code reads or writes it yet (the database tests use it to check
 * migrations and isolation), and the site secret is not here but in the file DATA_DIR/auth-secret (services.ts).
 * Each area's tables have their own file in this folder (auth, credits, rate-limits, generations, payments,
 * community), all re-exported by index.ts, which is what drizzle.config.ts and the database client read.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
