import { and, eq, sql } from 'drizzle-orm';
import { isPlanRunning, PLAN_PERIOD_DAYS, type PlanId } from '../../../shared/plans.ts';
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
  credits: number;
  amountCents: number;
  currency: string;
  providerSubscriptionId?: string;
  periodEnd?: Date;
}

/** Orders, subscriptions, grants and webhook events. Every change that touches credits is one transaction. */
export function paymentsRepo(db: Database) {
  return {
    async createOrder(o: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(o).returning();
      return row!;
    },

    async attachCheckout(id: string, providerOrderId: string, paymentLink: string) {
      await db.update(orders).set({ providerOrderId, paymentLink, updatedAt: new Date() }).where(eq(orders.id, id));
    },

    async getOrder(id: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async getSubscription(userId: string): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row ?? null;
    },

    async setCancelAtPeriodEnd(userId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
        .returning();
      return row ?? null;
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
     */
    async grantPeriod(tx: Transaction, g: Grant): Promise<boolean> {
      const current = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, g.order.userId))
        .for('update');
      const sub = current[0];
      const now = Date.now();
      const base = sub && isPlanRunning(sub, now) ? sub.currentPeriodEnd.getTime() : now;
      const periodEnd = g.periodEnd ?? new Date(base + PLAN_PERIOD_DAYS * DAY_MS);
      const granted = await tx
        .insert(planGrants)
        .values({
          reference: g.reference,
          orderId: g.order.id,
          userId: g.order.userId,
          planId: g.order.planId,
          credits: g.credits,
          amountCents: g.amountCents,
          currency: g.currency,
          periodEnd,
        })
        .onConflictDoNothing({ target: planGrants.reference })
        .returning({ reference: planGrants.reference });
      if (!granted.length) return false;
      await changeBalance(tx, {
        userId: g.order.userId,
        delta: g.credits,
        reason: 'plan_grant',
        reference: g.reference,
      });
      const values = {
        planId: g.order.planId,
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
      await tx
        .update(orders)
        .set({ status: 'paid', paidAt: new Date(), failureReason: null, updatedAt: new Date() })
        .where(and(eq(orders.id, g.order.id), sql`${orders.status} <> 'refunded'`));
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
      await tx.update(orders).set({ status: 'refunded', updatedAt: new Date() }).where(eq(orders.id, grant.orderId));
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
      };
    },
  };
}

export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
