import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '../../../shared/plans.ts';
import { users } from './auth.ts';

export const PAYMENT_PROVIDERS = ['sandbox', 'cashfree', 'stripe'] as const;

/** One attempt to buy a plan: created when the buyer clicks Get Started, settled only by the provider's word. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
    /**
     * 'plan': a paid period of `plan_id`. 'upgrade': the prorated difference for moving a running plan to `plan_id`
     * now (its amount is what was quoted; it grants `grant_credits` and keeps the period's end).
     */
    kind: text('kind', { enum: ['plan', 'upgrade'] })
      .notNull()
      .default('plan'),
    /** An upgrade's credits, fixed when it was quoted (the new plan's extra monthly credits for the time left). */
    grantCredits: integer('grant_credits'),
    /** The plan an upgrade was priced from: it applies only while that plan still runs. */
    fromPlanId: text('from_plan_id', { enum: PLAN_IDS }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id for status checks (Cashfree link/order id, Stripe Checkout Session id or invoice id). */
    providerOrderId: text('provider_order_id'),
    /** What the catalog asked for when the order was made (cents of `currency`). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('created'),
    paymentLink: text('payment_link'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('orders_provider_order_key').on(t.provider, t.providerOrderId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A user's plan. One row per user; a period is paid through `current_period_end`. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
    status: text('status', { enum: ['active', 'ended'] }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The order that started it (renewals name it too). */
    orderId: text('order_id').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** Cancelled by the user: stays active until the period ends, then is not renewed. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade the user chose: the plan the next paid period is of (the current plan runs to its end). */
    scheduledPlanId: text('scheduled_plan_id', { enum: PLAN_IDS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_provider_subscription_idx').on(t.provider, t.providerSubscriptionId)],
);

/**
 * Each paid period, granted once: the primary key is the provider's reference for that period (Stripe invoice,
 * Cashfree order...). The matching credit_ledger row uses the same reference.
 */
export const planGrants = pgTable('plan_grants', {
  reference: text('reference').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
  credits: integer('credits').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  refunded: boolean('refunded').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every verified webhook, once: a replayed event id is acknowledged and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** applied, ignored (nothing to do) or rejected (e.g. an amount that does not match the plan). */
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

/** The sandbox provider's own record of its hosted checkouts (what a real provider keeps on its side). */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
    status: text('status', { enum: ['open', 'paid', 'declined'] })
      .notNull()
      .default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [check('sandbox_checkouts_amount_positive', sql`${t.amountCents} > 0`)],
);
