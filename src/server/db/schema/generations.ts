import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import type { SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { users } from './auth.ts';
import { customStyles } from './styles.ts';

/** How a generation was paid for (generations.paid_with). */
export const GENERATION_PAYMENTS = ['guest', 'credit', 'plan'] as const;

/** One requested cover: who asked (a user or a signed guest id), what, how it was paid for, and how it went. */
export const generations = pgTable(
  'generations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    /**
     * The client address, for the guests' per-address daily cap (null for signed-in users). A guest's cover that
     * moves into an account while it is drawn keeps it until it settles, so a failure can give the day's count back.
     */
    clientAddress: text('client_address'),
    prompt: text('prompt').notNull(),
    refinedPrompt: text('refined_prompt').notNull(),
    brief: jsonb('brief').$type<SceneBrief>().notNull(),
    provider: text('provider', { enum: ['lovable', 'luma'] }).notNull(),
    /** Which engine rendered it (builtin, openai, ...), for support and the API. */
    engine: text('engine'),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    /** A subtle variation's detail seed (the picked version's): the seed's layout, its details drawn anew. */
    detailSeed: bigint('detail_seed', { mode: 'number' }),
    /** The cover this one varies (Vary subtle or strong); null when it was drawn from an idea. */
    variationOf: text('variation_of').references((): AnyPgColumn => generations.id, { onDelete: 'set null' }),
    variation: text('variation', { enum: ['subtle', 'strong'] }),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    previewKey: text('preview_key'),
    thumbnailKey: text('thumbnail_key'),
    /** The 3000² JPEG master, stored for outside providers (the built-in engine re-renders exports on demand). */
    masterKey: text('master_key'),
    /** The master was enlarged from a smaller original image. */
    upscaled: boolean('upscaled').notNull().default(false),
    /**
     * What paid for it: 'guest' (one of a guest's free generations), 'credit' (one credit) or 'plan' (an unlimited
     * plan, Studio: nothing spent). A failure gives back exactly this, to `paidBy`, whoever owns the cover by then.
     */
    paidWith: text('paid_with', { enum: GENERATION_PAYMENTS }).notNull(),
    /**
     * Who paid: the guest id for a guest's free generation, the user id for a credit or the plan. Null only for
     * covers a guest made before this was recorded that had already moved into an account.
     */
    paidBy: text('paid_by'),
    /**
     * How many candidates the job draws for this one charge (the built-in engine draws several; an outside service
     * one), less any that failed: the page waits for this many in generation_candidates.
     */
    candidatesExpected: integer('candidates_expected').notNull().default(1),
    /** Starred by its owner in their library. */
    favourite: boolean('favourite').notNull().default(false),
    /** The custom style it was drawn in: its finish (grade, typefaces) becomes the cover's edit once it is drawn. */
    styleId: text('style_id').references((): AnyPgColumn => customStyles.id, { onDelete: 'set null' }),
    /** The candidate that is the cover: its seed and image keys are this row's. */
    pickedCandidate: integer('picked_candidate').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('generations_user_created_idx').on(t.userId, t.createdAt),
    index('generations_guest_created_idx').on(t.guestId, t.createdAt),
    // Deleting a style sets its covers' link to null: found by this index, not a scan.
    index('generations_style_idx')
      .on(t.styleId)
      .where(sql`${t.styleId} is not null`),
    // Deleting a cover sets its variations' link to null: found by this index, not a scan.
    index('generations_variation_of_idx')
      .on(t.variationOf)
      .where(sql`variation_of is not null`),
    index('generations_unsettled_idx')
      .on(t.status)
      .where(sql`status in ('queued', 'running')`),
    check('generations_has_owner', sql`(user_id is not null) <> (guest_id is not null)`),
    check('generations_paid_with_known', sql`${t.paidWith} in ('guest', 'credit', 'plan')`),
  ],
);

/**
 * The versions one generation drew, each from its own seed (derived from the generation's: the first is the
 * generation's own seed, so a typed seed draws the same first candidate). The owner picks one to be the cover.
 */
export const generationCandidates = pgTable(
  'generation_candidates',
  {
    generationId: text('generation_id')
      .notNull()
      .references(() => generations.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    /** Set on a subtle variation's versions: the same seed (layout), each with its own details. */
    detailSeed: bigint('detail_seed', { mode: 'number' }),
    previewKey: text('preview_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    /** An outside service's 3000² JPEG master (the built-in engine renders exports from the seed). */
    masterKey: text('master_key'),
    upscaled: boolean('upscaled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.generationId, t.index] })],
);

/**
 * Each saved edit of a cover (the cover editor's document, shared/contracts/cover-edit.ts), newest last: the latest
 * is the cover's edit; the earlier ones are its history.
 */
export const coverEdits = pgTable(
  'cover_edits',
  {
    id: text('id').primaryKey(),
    generationId: text('generation_id')
      .notNull()
      .references(() => generations.id, { onDelete: 'cascade' }),
    document: jsonb('document').$type<CoverEdit>().notNull(),
    /**
     * The edited cover's 1024² WebP and 256² thumbnail (content-addressed files), shown in the library: held by the
     * latest edit only, null on the earlier ones.
     */
    previewKey: text('preview_key'),
    thumbnailKey: text('thumbnail_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cover_edits_generation_created_idx').on(t.generationId, t.createdAt)],
);

/** Free generations used by each signed guest cookie. */
export const guestQuota = pgTable(
  'guest_quota',
  {
    guestId: text('guest_id').primaryKey(),
    used: integer('used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('guest_quota_used_non_negative', sql`${t.used} >= 0`)],
);

/**
 * Guest generations per client per day (its address, or an IPv6 client's /64: clientLimitKey in http/client-ip.ts):
 * clearing cookies does not reset this.
 */
export const guestAddressUsage = pgTable(
  'guest_address_usage',
  {
    address: text('address').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.address, t.day] }),
    check('guest_address_usage_used_non_negative', sql`${t.used} >= 0`),
  ],
);
