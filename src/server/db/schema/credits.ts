import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  unique,
  boolean,
} from 'drizzle-orm/pg-core';
import { PLAN_RUNNING_SQL } from '../../../shared/plans.ts';
import { users } from './auth.ts';

/** Why a credit balance changed; each (reason, reference) pair happens at most once. */
export const CREDIT_REASONS = ['signup_grant', 'plan_grant', 'generation', 'refund', 'plan_refund', 'admin'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** One balance per user; the database itself refuses a negative balance. */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_accounts_balance_non_negative', sql`${t.balance} >= 0`)],
);

/** Append-only history of every change; the balance always equals the sum of its deltas. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('credit_ledger_reason_reference_key').on(t.reason, t.reference),
    index('credit_ledger_user_id_idx').on(t.userId),
    check(
      'credit_ledger_reason_known',
      sql`${t.reason} in ('signup_grant', 'plan_grant', 'generation', 'refund', 'plan_refund', 'admin')`,
    ),
  ],
);

/**
 * What the client reads (docs/spec.md §3: user_credits_view): the balance, and the plan while a paid period runs
 * (a subscription cancelled at period end stays subscribed until then).
 */
export const userCreditsView = pgView('user_credits_view', {
  userId: text('user_id').notNull(),
  creditCount: integer('credit_count').notNull(),
  isSubscribed: boolean('is_subscribed').notNull(),
  subscriptionPlan: text('subscription_plan'),
}).as(
  // 'A paid period runs' is PLAN_RUNNING_SQL, kept next to isPlanRunning; the resulting text must stay as the
  // migrations wrote it.
  sql`select a.user_id, a.balance as credit_count,
    coalesce(${sql.raw(PLAN_RUNNING_SQL)}, false) as is_subscribed,
    case when ${sql.raw(PLAN_RUNNING_SQL)} then s.plan_id end as subscription_plan
    from credit_accounts a left join subscriptions s on s.user_id = a.user_id`,
);
