import { and, eq, sql } from 'drizzle-orm';
import { isPlanRunning, planById, PLAN_CURRENCY, PLAN_PERIOD_DAYS, type PlanId } from '../../../shared/plans.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  creditAccounts,
  orders,
  paymentEvents,
  planGrants,
  sandboxCheckouts,
  subscriptions,
} from '../../db/schema/index.ts';
import type { SandboxStore } from '../../providers/payments/sandbox-payments.ts';
import { changeBalance } from '../credits/credit-ledger.ts';

export type OrderRow = typeof orders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type ProviderName = OrderRow['provider'];

const DAY_MS = 86_400_000;

export interface Grant {
  reference: string;
  order: OrderRow;
  /** The plan of the period: the order's for its first, the subscription's (or its scheduled downgrade's) after. */
  planId: PlanId;
  credits: number;
  amountCents: number;
  currency: string;
  providerSubscriptionId?: string;
  periodEnd?: Date;
}

/**
 * Makes one buyer's payments take turns. The lock is on the buyer's credit account row, which exists from sign-up,
 * not on the subscription row, which a first payment creates: locking a row that does not exist yet locks nothing,
 * so first payments arriving together each saw no plan and granted the same month. Taken before the subscription
 * row (as reserveForUser takes it before reading the plan), and after the order's, so that no two transactions
 * wait on each other.
 */
async function lockBuyer(tx: Transaction, userId: string): Promise<void> {
  await tx
    .select({ userId: creditAccounts.userId })
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId))
    .for('update');
}

/**
 * A paid period or upgrade, once per provider reference (the grant's primary key): its row, the `plan_grant` ledger
 * row of its credits under the same reference, and its order marked paid. False when it was granted already.
 */
async function recordGrant(tx: Transaction, grant: typeof planGrants.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(planGrants)
    .values(grant)
    .onConflictDoNothing({ target: planGrants.reference })
    .returning({ reference: planGrants.reference });
  if (!inserted.length) return false;
  await changeBalance(tx, {
    userId: grant.userId,
    delta: grant.credits,
    reason: 'plan_grant',
    reference: grant.reference,
  });
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: new Date(), failureReason: null, updatedAt: new Date() })
    .where(and(eq(orders.id, grant.orderId), sql`${orders.status} <> 'refunded'`));
  return true;
}

/** Orders, subscriptions, grants and webhook events. Every change that touches credits is one transaction. */
export function paymentsRepo(db: Database) {
  return {
    async createOrder(o: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(o).returning();
      return row!;
    },

    async attachCheckout(id: string, providerOrderId: string, paymentLink: string | null) {
      await db.update(orders).set({ providerOrderId, paymentLink, updatedAt: new Date() }).where(eq(orders.id, id));
    },

    async getOrder(id: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async getSubscription(userId: string, tx: Transaction | Database = db): Promise<SubscriptionRow | null> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row ?? null;
    },

    async setCancelAtPeriodEnd(userId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, scheduledPlanId: null, updatedAt: new Date() })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
        .returning();
      return row ?? null;
    },

    /**
     * The plan the next period is of (a downgrade), or null to keep the current one; either way the plan renews
     * (a cancellation is undone). Only while `planId` is still the running plan.
     */
    async scheduleRenewal(userId: string, planId: PlanId, scheduled: PlanId | null): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(subscriptions)
        .set({ scheduledPlanId: scheduled, cancelAtPeriodEnd: false, updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.planId, planId),
            eq(subscriptions.status, 'active'),
            sql`${subscriptions.currentPeriodEnd} > now()`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** True when a period or upgrade with this reference was granted already. */
    async granted(tx: Transaction, reference: string): Promise<boolean> {
      const [row] = await tx
        .select({ reference: planGrants.reference })
        .from(planGrants)
        .where(eq(planGrants.reference, reference));
      return row !== undefined;
    },

    /**
     * An upgrade paid for (or owing nothing), once per reference: the running plan becomes the order's now, keeps
     * its period's end, any scheduled downgrade is dropped, the quoted credits are added. False when already done;
     * 'stale' (nothing changed) when the plan it was priced from no longer runs.
     */
    async grantUpgrade(tx: Transaction, reference: string, order: OrderRow): Promise<boolean | 'stale'> {
      await lockBuyer(tx, order.userId);
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, order.userId)).for('update');
      // Priced from a plan that no longer runs: applying it would charge the difference twice or move a plan back.
      if (!sub || !isPlanRunning(sub) || sub.planId !== order.fromPlanId) return 'stale';
      const periodEnd = sub.currentPeriodEnd;
      const granted = await recordGrant(tx, {
        reference,
        orderId: order.id,
        userId: order.userId,
        planId: order.planId,
        credits: order.grantCredits ?? 0,
        amountCents: order.amountCents,
        currency: order.currency,
        periodEnd,
      });
      if (!granted) return false;
      await tx
        .update(subscriptions)
        .set({ planId: order.planId, scheduledPlanId: null, updatedAt: new Date() })
        .where(eq(subscriptions.userId, order.userId));
      return true;
    },

    /** Marks an unpaid order failed (a declined or expired payment). A paid order stays paid. */
    async failOrder(id: string, reason: string, tx: Transaction | Database = db) {
      await tx
        .update(orders)
        .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'created')));
    },

    /**
     * Records a verified webhook once. Runs `apply` in the same transaction only for a first delivery, so a
     * replayed or concurrent duplicate changes nothing. Returns the outcome (or 'duplicate').
     */
    async recordEvent(
      provider: ProviderName,
      event: { eventId: string; type: string },
      apply: (tx: Transaction) => Promise<{ outcome: 'applied' | 'ignored' | 'rejected'; detail?: string }>,
    ): Promise<'applied' | 'ignored' | 'rejected' | 'duplicate'> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(paymentEvents)
          .values({ provider, eventId: event.eventId, type: event.type, outcome: 'pending' })
          .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
          .returning({ id: paymentEvents.id });
        if (!inserted.length) return 'duplicate';
        const result = await apply(tx);
        await tx
          .update(paymentEvents)
          .set({ outcome: result.outcome, detail: result.detail ?? null })
          .where(eq(paymentEvents.id, inserted[0]!.id));
        return result.outcome;
      });
    },

    transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async lockOrder(tx: Transaction, id: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },

    /**
     * Applies one paid period exactly once (the grant's reference is a primary key): the plan's credits and a
     * ledger row, the subscription extended by a period, the order marked paid. False when already granted.
     * Payments of one buyer arriving together take turns, so each paid period extends the one granted before it.
     */
    async grantPeriod(tx: Transaction, g: Grant): Promise<boolean> {
      await lockBuyer(tx, g.order.userId);
      const current = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, g.order.userId))
        .for('update');
      const sub = current[0];
      const now = Date.now();
      const base = sub && isPlanRunning(sub, now) ? sub.currentPeriodEnd.getTime() : now;
      const periodEnd = g.periodEnd ?? new Date(base + PLAN_PERIOD_DAYS * DAY_MS);
      const granted = await recordGrant(tx, {
        reference: g.reference,
        orderId: g.order.id,
        userId: g.order.userId,
        planId: g.planId,
        credits: g.credits,
        amountCents: g.amountCents,
        currency: g.currency,
        periodEnd,
      });
      if (!granted) return false;
      const values = {
        planId: g.planId,
        scheduledPlanId: null,
        status: 'active' as const,
        provider: g.order.provider,
        providerSubscriptionId: g.providerSubscriptionId ?? sub?.providerSubscriptionId ?? null,
        orderId: g.order.id,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        updatedAt: new Date(),
      };
      await tx
        .insert(subscriptions)
        .values({ userId: g.order.userId, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: values });
      return true;
    },

    /**
     * Money returned for one paid period: removes what is left of that period's credits (never below zero), once
     * per refund reference, and ends the plan when that period is the one running.
     */
    async refundPeriod(
      tx: Transaction,
      grantReference: string,
      refundReference: string,
    ): Promise<'applied' | 'ignored'> {
      const [grant] = await tx.select().from(planGrants).where(eq(planGrants.reference, grantReference)).for('update');
      if (!grant || grant.refunded) return 'ignored';
      // The order, then the buyer, as a payment of the same order takes them.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, grant.orderId)).for('update');
      const [account] = await tx
        .select({ balance: creditAccounts.balance })
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, grant.userId))
        .for('update');
      const remove = Math.min(account?.balance ?? 0, grant.credits);
      const changed = await changeBalance(tx, {
        userId: grant.userId,
        delta: -remove,
        reason: 'plan_refund',
        reference: refundReference,
      });
      if (changed === null) return 'ignored';
      await tx.update(planGrants).set({ refunded: true }).where(eq(planGrants.reference, grantReference));
      const [order] = await tx
        .update(orders)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(eq(orders.id, grant.orderId))
        .returning({ kind: orders.kind });
      // An upgrade's refund takes back its credits; the period it was part of was paid for by its own order.
      if (order?.kind === 'upgrade') return 'applied';
      await tx
        .update(subscriptions)
        .set({ status: 'ended', currentPeriodEnd: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.userId, grant.userId),
            sql`${subscriptions.currentPeriodEnd} <= ${grant.periodEnd.toISOString()}::timestamptz`,
          ),
        );
      return 'applied';
    },

    async endSubscription(tx: Transaction, provider: ProviderName, providerSubscriptionId: string): Promise<boolean> {
      const rows = await tx
        .update(subscriptions)
        .set({
          status: 'ended',
          currentPeriodEnd: sql`least(${subscriptions.currentPeriodEnd}, now())`,
          updatedAt: new Date(),
        })
        .where(
          and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)),
        )
        .returning({ userId: subscriptions.userId });
      return rows.length > 0;
    },

    /** The sandbox provider's own records. */
    sandboxStore(): SandboxStore {
      return {
        async open(r) {
          await db.insert(sandboxCheckouts).values(r).onConflictDoNothing();
        },
        async get(orderId) {
          const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.orderId, orderId));
          return row ? { ...row, planId: row.planId as PlanId } : null;
        },
        async decide(orderId, status) {
          const rows = await db
            .update(sandboxCheckouts)
            .set({ status, decidedAt: new Date() })
            .where(and(eq(sandboxCheckouts.orderId, orderId), eq(sandboxCheckouts.status, 'open')))
            .returning({ orderId: sandboxCheckouts.orderId });
          return rows.length === 1;
        },
        // The sandbox keeps no subscription objects of its own: it bills what ours renews as.
        async renewal(orderId) {
          const [row] = await db
            .select({ planId: subscriptions.planId, scheduledPlanId: subscriptions.scheduledPlanId })
            .from(subscriptions)
            .innerJoin(orders, eq(orders.userId, subscriptions.userId))
            .where(eq(orders.id, orderId));
          if (!row) return null;
          const planId = row.scheduledPlanId ?? row.planId;
          return { planId, amountCents: planById(planId)!.amountCents, currency: PLAN_CURRENCY };
        },
      };
    },
  };
}

export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
