import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { generations } from './generations.ts';

/**
 * Public API keys (docs/decisions/022-public-api.md). The secret is never stored: only its SHA-256 (a key is 256
 * random bits, so a fast hash is as safe as a slow one) and a short public prefix to find it and show it by.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters ("ssk_3f9a2c1d"), unique: how a request's key is found and how lists show it. */
    prefix: text('prefix').notNull().unique(),
    /** SHA-256 of the whole key, hex. */
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute, so a busy key does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Requests with a key, per key owner per UTC day: the plan's daily limit belongs to the owner, so more keys do not
 * make more requests. The same row holds the current second's count for the burst limit. One upsert counts a
 * request against both, exactly under concurrency (the row is locked while it is counted).
 */
export const apiUsage = pgTable(
  'api_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    requests: integer('requests').notNull(),
    /** Unix second of the burst window, and the requests counted in it. */
    second: bigint('second', { mode: 'number' }).notNull(),
    secondRequests: integer('second_requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * An `Idempotency-Key` and the first answer given for it, kept 24 hours: a retry with the same key and body gets
 * that answer again and is not charged again. `response` is null while the first request is still being answered.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused, not replayed. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('api_idempotency_created_idx').on(t.createdAt)],
);

/**
 * A generation asked for through the API: the key that asked, and where to tell of its outcome. Webhook delivery is
 * a job (retried with backoff); `webhookDeliveredAt` is set once the receiver answered 2xx.
 */
export const apiGenerations = pgTable(
  'api_generations',
  {
    generationId: text('generation_id')
      .primaryKey()
      .references(() => generations.id, { onDelete: 'cascade' }),
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    /** 1024x1024 or 3000x3000: the size `image_url` serves. */
    resolution: text('resolution').notNull(),
    webhookUrl: text('webhook_url'),
    webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
    webhookAttempts: integer('webhook_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_generations_pending_webhook_idx')
      .on(t.createdAt)
      .where(sql`${t.webhookUrl} is not null and ${t.webhookDeliveredAt} is null`),
  ],
);
