import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation that must survive restarts (for example its id, used to tell
 * installations apart in logs and signed payloads). Feature tables live in their own schema files.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
