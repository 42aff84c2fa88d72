import { randomBytes } from 'node:crypto';
import type { OrderStatusResponse, SubscriptionResponse } from '../../../shared/contracts/payments.ts';
import { isPlanRunning, planById, PLAN_CURRENCY, type PlanId } from '../../../shared/plans.ts';
import { AppError } from '../../http/errors.ts';
import type { Transaction } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import {
  PaymentProviderError,
  WebhookVerificationError,
  type PaymentFact,
  type PaymentProvider,
} from '../../providers/payments/payment.provider.ts';
import type { SandboxPayments } from '../../providers/payments/sandbox-payments.ts';
import type { OrderRow, PaymentsRepo } from './payments.repo.ts';
import { ERROR_CODES } from '../../../shared/api-error.ts';

export interface PaymentsDeps {
  repo: PaymentsRepo;
  provider: PaymentProvider;
  /** Present when PAYMENTS=sandbox: its hosted checkout is served by this app. */
  sandbox?: SandboxPayments;
  publicUrl: string;
  logger: Logger;
}

export interface Buyer {
  id: string;
  email: string;
  name: string;
}

const newOrderId = () => `so_${randomBytes(12).toString('hex')}`;

/**
 * Plans bought through the configured provider. Credits and plans change only on a fact the provider vouched for
 * (a verified webhook or our own status request), after checking it against the catalog, once per paid period.
 */
export function paymentsService(deps: PaymentsDeps) {
  const { repo, provider, logger } = deps;

  /** Applies one verified fact inside a transaction; says what happened. */
  async function applyFact(
    tx: Transaction,
    fact: PaymentFact,
  ): Promise<{ outcome: 'applied' | 'ignored' | 'rejected'; detail?: string }> {
    switch (fact.kind) {
      case 'pending':
        return { outcome: 'ignored', detail: 'pending' };
      case 'failed': {
        await repo.failOrder(fact.orderId, fact.reason ?? 'The payment did not go through.', tx);
        return { outcome: 'applied', detail: 'order failed' };
      }
      case 'refunded':
        return { outcome: await repo.refundPeriod(tx, fact.grantReference, fact.refundReference) };
      case 'subscription_ended':
        return {
          outcome: (await repo.endSubscription(tx, provider.name, fact.providerSubscriptionId)) ? 'applied' : 'ignored',
        };
      case 'paid': {
        const order = await repo.lockOrder(tx, fact.orderId);
        if (!order || order.provider !== provider.name) return { outcome: 'rejected', detail: 'unknown order' };
        const plan = planById(order.planId)!;
        const mismatch =
          fact.amountCents !== plan.amountCents
            ? `amount ${fact.amountCents} is not the plan's ${plan.amountCents}`
            : fact.currency.toUpperCase() !== PLAN_CURRENCY
              ? `currency ${fact.currency} is not ${PLAN_CURRENCY}`
              : fact.planId && fact.planId !== order.planId
                ? `plan ${fact.planId} is not the order's ${order.planId}`
                : null;
        if (mismatch) {
          logger.warn({ orderId: order.id, provider: provider.name, mismatch }, 'payment refused: does not match');
          await repo.failOrder(order.id, 'The payment did not match the plan.', tx);
          return { outcome: 'rejected', detail: mismatch };
        }
        const granted = await repo.grantPeriod(tx, {
          reference: fact.grantReference,
          order,
          credits: plan.monthlyCredits ?? 0,
          amountCents: fact.amountCents,
          currency: fact.currency.toUpperCase(),
          providerSubscriptionId: fact.providerSubscriptionId,
          periodEnd: fact.periodEnd,
        });
        return granted ? { outcome: 'applied' } : { outcome: 'ignored', detail: 'already granted' };
      }
    }
  }

  const ownOrder = async (userId: string, orderId: string): Promise<OrderRow> => {
    const order = /^[\w-]{1,64}$/.test(orderId) ? await repo.getOrder(orderId) : null;
    if (!order || order.userId !== userId) throw new AppError(404, ERROR_CODES.notFound, 'No such order.');
    return order;
  };

  const toStatus = (order: OrderRow): OrderStatusResponse => ({
    orderId: order.id,
    planId: order.planId,
    status: order.status === 'created' ? 'pending' : order.status,
    amountCents: order.amountCents,
    currency: order.currency,
  });

  const service = {
    providerName: provider.name,

    async createOrder(buyer: Buyer, planId: PlanId): Promise<{ orderId: string; paymentLink: string }> {
      const plan = planById(planId);
      if (!plan) throw new AppError(400, ERROR_CODES.validation, 'planId must be starter, pro or studio.');
      // A plan that is running renews on its own: buying it again would only charge twice.
      const sub = await repo.getSubscription(buyer.id);
      if (sub && sub.planId === plan.id && isPlanRunning(sub))
        throw new AppError(
          409,
          ERROR_CODES.planActive,
          `You are already on the ${plan.name} plan until ${sub.currentPeriodEnd.toISOString().slice(0, 10)}: it cannot be bought again before then.`,
        );
      const order = await repo.createOrder({
        id: newOrderId(),
        userId: buyer.id,
        planId: plan.id,
        provider: provider.name,
        amountCents: plan.amountCents,
        currency: PLAN_CURRENCY,
      });
      try {
        const session = await provider.createCheckout({
          order: { id: order.id, planId: plan.id, amountCents: plan.amountCents, currency: PLAN_CURRENCY },
          customer: { userId: buyer.id, email: buyer.email, name: buyer.name },
          returnUrl: `${deps.publicUrl}/payment-success?order_id=${order.id}`,
          cancelUrl: `${deps.publicUrl}/pricing`,
          notifyUrl: `${deps.publicUrl}/api/payments/webhooks/${provider.name}`,
        });
        await repo.attachCheckout(order.id, session.providerOrderId, session.paymentLink);
        return { orderId: order.id, paymentLink: session.paymentLink };
      } catch (err) {
        const message =
          err instanceof PaymentProviderError ? err.message : 'The payment provider could not be reached.';
        if (!(err instanceof PaymentProviderError)) logger.error({ err, orderId: order.id }, 'checkout failed');
        await repo.failOrder(order.id, message);
        throw new AppError(502, ERROR_CODES.paymentProviderError, message);
      }
    },

    /** The order after a server-side status check with the provider (the return page polls this). */
    async orderStatus(userId: string, orderId: string): Promise<OrderStatusResponse> {
      let order = await ownOrder(userId, orderId);
      if (order.status === 'created' && order.providerOrderId) {
        try {
          const fact = await provider.fetchStatus({
            id: order.id,
            providerOrderId: order.providerOrderId,
            planId: order.planId,
          });
          // Only facts about this order count; a status check never acts on another.
          if (!('orderId' in fact) || fact.orderId === order.id) await repo.transaction((tx) => applyFact(tx, fact));
        } catch (err) {
          // The provider did not answer: the order stays pending and the page asks again.
          logger.warn({ err, orderId }, 'payment status check failed');
        }
        order = (await repo.getOrder(order.id))!;
      }
      return toStatus(order);
    },

    /** A provider's webhook: verified over the raw body, then applied once per event id. */
    async handleWebhook(providerName: string, rawBody: string, headers: Record<string, string | undefined>) {
      if (providerName !== provider.name) throw new AppError(404, ERROR_CODES.notFound, 'No such webhook.');
      let event;
      try {
        event = await provider.parseWebhook(rawBody, headers);
      } catch (err) {
        if (err instanceof WebhookVerificationError) throw new AppError(400, ERROR_CODES.invalidSignature, err.message);
        // The provider's API did not answer a look-up the event needs: a 5xx makes the provider deliver it again.
        if (err instanceof PaymentProviderError) throw new AppError(503, ERROR_CODES.paymentProviderError, err.message);
        throw err;
      }
      const fact = event.fact;
      const outcome = await repo.recordEvent(provider.name, event, (tx) =>
        fact ? applyFact(tx, fact) : Promise.resolve({ outcome: 'ignored' as const, detail: 'not acted on' }),
      );
      return { received: true, outcome };
    },

    async subscription(userId: string): Promise<SubscriptionResponse> {
      const sub = await repo.getSubscription(userId);
      if (!sub) return { subscription: null };
      const running = isPlanRunning(sub);
      return {
        subscription: {
          planId: sub.planId,
          status: !running ? 'ended' : sub.cancelAtPeriodEnd ? 'canceled' : 'active',
          currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          provider: sub.provider,
        },
      };
    },

    /** Stops renewal; the plan stays until the paid period ends. */
    async cancel(userId: string): Promise<SubscriptionResponse> {
      const sub = await repo.getSubscription(userId);
      if (!sub || !isPlanRunning(sub)) {
        throw new AppError(409, ERROR_CODES.noSubscription, 'You have no active plan to cancel.');
      }
      if (!sub.cancelAtPeriodEnd && sub.providerSubscriptionId && provider.cancelAtPeriodEnd) {
        try {
          await provider.cancelAtPeriodEnd(sub.providerSubscriptionId);
        } catch (err) {
          logger.error({ err, userId }, 'cancel at period end failed');
          throw new AppError(
            502,
            ERROR_CODES.paymentProviderError,
            'The payment provider could not cancel the plan. Try again.',
          );
        }
      }
      await repo.setCancelAtPeriodEnd(userId);
      return service.subscription(userId);
    },

    /** The sandbox's hosted checkout: what the page shows (the buyer must own the order). */
    async sandboxCheckout(buyer: Buyer, orderId: string) {
      const sandbox = requireSandbox();
      const order = await ownOrder(buyer.id, orderId);
      const record = await sandbox.store.get(order.id);
      if (!record) throw new AppError(404, ERROR_CODES.notFound, 'No such checkout.');
      return {
        orderId: order.id,
        planId: order.planId,
        planName: planById(order.planId)!.name,
        amountCents: record.amountCents,
        currency: record.currency,
        email: buyer.email,
        status: record.status,
      };
    },

    /** The buyer's choice on the sandbox checkout, reported to us as the sandbox's signed webhook. */
    async sandboxDecide(buyer: Buyer, orderId: string, action: 'pay' | 'decline') {
      const sandbox = requireSandbox();
      const order = await ownOrder(buyer.id, orderId);
      if (!(await sandbox.store.decide(order.id, action === 'pay' ? 'paid' : 'declined'))) {
        throw new AppError(409, ERROR_CODES.alreadyDecided, 'This checkout is already finished.');
      }
      const hook = sandbox.webhook(
        action === 'pay' ? 'checkout.paid' : 'checkout.declined',
        order.id,
        `sandbox:order:${order.id}`,
      );
      await service.handleWebhook('sandbox', hook.rawBody, hook.headers);
      return { redirectTo: `/payment-success?order_id=${order.id}` };
    },
  };

  function requireSandbox(): SandboxPayments {
    if (!deps.sandbox) throw new AppError(404, ERROR_CODES.notFound, 'The sandbox checkout is not enabled.');
    return deps.sandbox;
  }

  return service;
}

export type PaymentsService = ReturnType<typeof paymentsService>;
