import { randomBytes } from 'node:crypto';
import type {
  OrderStatusResponse,
  PlanChangeQuote,
  PlanChangeResponse,
  SubscriptionResponse,
} from '../../../shared/contracts/payments.ts';
import {
  formatAmount,
  formatPeriodDay,
  isPlanRunning,
  planAllowance,
  planById,
  planRank,
  PLAN_CURRENCY,
  upgradeTerms,
  type PlanId,
} from '../../../shared/plans.ts';
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

/** Why an upgrade paid after the plan had already changed did nothing (shown on its payment page). */
const STALE_UPGRADE =
  'Your plan had changed before this payment arrived, so it changed nothing. Contact support and we will refund it.';

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
        if (await repo.granted(tx, fact.grantReference)) return { outcome: 'ignored', detail: 'already granted' };
        // What this payment must be: an upgrade's quoted amount; a first period of the order's plan; or, once the
        // order is paid, a renewal of the running plan (or of the downgrade chosen for this period).
        const sub = order.status === 'paid' ? await repo.getSubscription(order.userId, tx) : null;
        const planId = sub ? (sub.scheduledPlanId ?? sub.planId) : order.planId;
        const upgrade = order.kind === 'upgrade' && order.status !== 'paid';
        const expectedCents = upgrade ? order.amountCents : planById(planId)!.amountCents;
        const mismatch =
          fact.amountCents !== expectedCents
            ? `amount ${fact.amountCents} is not the expected ${expectedCents}`
            : fact.currency.toUpperCase() !== PLAN_CURRENCY
              ? `currency ${fact.currency} is not ${PLAN_CURRENCY}`
              : fact.planId && fact.planId !== planId
                ? `plan ${fact.planId} is not the expected ${planId}`
                : null;
        if (mismatch) {
          logger.warn({ orderId: order.id, provider: provider.name, mismatch }, 'payment refused: does not match');
          await repo.failOrder(order.id, 'The payment did not match the plan.', tx);
          return { outcome: 'rejected', detail: mismatch };
        }
        if (upgrade) {
          const done = await repo.grantUpgrade(tx, fact.grantReference, order);
          if (done === 'stale') {
            // Paid for a change the plan no longer needs (another upgrade was paid first, or the plan ended).
            logger.error(
              { orderId: order.id, provider: provider.name },
              'upgrade paid after the plan changed: refund it',
            );
            await repo.failOrder(order.id, STALE_UPGRADE, tx);
            return { outcome: 'rejected', detail: 'the plan changed before this upgrade was paid' };
          }
          return done ? { outcome: 'applied' } : { outcome: 'ignored', detail: 'already granted' };
        }
        const granted = await repo.grantPeriod(tx, {
          reference: fact.grantReference,
          order,
          planId,
          credits: planById(planId)!.monthlyCredits ?? 0,
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
    kind: order.kind,
    amountCents: order.amountCents,
    currency: order.currency,
  });

  const day = (date: Date) => date.toISOString().slice(0, 10);
  /** Only a provider that bills a saved card by itself (Stripe) starts the next month without the buyer. */
  const renews = (sub: { provider: string }) => sub.provider === provider.name && Boolean(provider.planChanges);
  const changedMeanwhile = () =>
    new AppError(409, ERROR_CODES.conflict, 'Your plan changed meanwhile. Reload the page and try again.');

  /** Sends the buyer to the provider to pay for an order; a provider that fails leaves the order failed. */
  async function checkout(buyer: Buyer, order: OrderRow, description: string): Promise<string> {
    try {
      const session = await provider.createCheckout({
        order: { id: order.id, planId: order.planId, amountCents: order.amountCents, currency: order.currency },
        customer: { userId: buyer.id, email: buyer.email, name: buyer.name },
        returnUrl: `${deps.publicUrl}/payment-success?order_id=${order.id}`,
        cancelUrl: `${deps.publicUrl}/pricing`,
        notifyUrl: `${deps.publicUrl}/api/payments/webhooks/${provider.name}`,
        description,
      });
      await repo.attachCheckout(order.id, session.providerOrderId, session.paymentLink);
      return session.paymentLink;
    } catch (err) {
      const message = err instanceof PaymentProviderError ? err.message : 'The payment provider could not be reached.';
      if (!(err instanceof PaymentProviderError)) logger.error({ err, orderId: order.id }, 'checkout failed');
      await repo.failOrder(order.id, message);
      throw new AppError(502, ERROR_CODES.paymentProviderError, message);
    }
  }

  /** A request to the provider about a subscription; its failure is the buyer's to retry. */
  async function viaProvider<T>(send: () => Promise<T>, userId: string): Promise<T> {
    try {
      return await send();
    } catch (err) {
      logger.error({ err, userId }, 'plan change at the provider failed');
      const message = err instanceof PaymentProviderError ? err.message : 'The payment provider could not be reached.';
      throw new AppError(502, ERROR_CODES.paymentProviderError, message);
    }
  }

  /** The running plan, what choosing `planId` would do (planChangeQuoteSchema) and the moment it was priced at. */
  async function changeTerms(userId: string, planId: PlanId) {
    const sub = await repo.getSubscription(userId);
    if (!sub || !isPlanRunning(sub)) {
      throw new AppError(
        409,
        ERROR_CODES.noSubscription,
        'You have no running plan to change. Choose a plan to start one.',
      );
    }
    const recurring = provider.planChanges;
    if (sub.provider !== provider.name || (recurring && !sub.providerSubscriptionId)) {
      throw new AppError(
        409,
        ERROR_CODES.notAvailable,
        'Your plan was bought through a payment service we no longer use, so it cannot be changed. Cancel it, and choose the new plan when it ends.',
      );
    }
    const from = planById(sub.planId)!;
    const to = planById(planId)!;
    const end = sub.currentPeriodEnd;
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const renewing = renews(sub);
    const base = { from: from.id, to: to.id, currency: PLAN_CURRENCY, periodEnd: end.toISOString(), renews: renewing };
    let quote: PlanChangeQuote;
    if (to.id === from.id) {
      if (!sub.scheduledPlanId && !sub.cancelAtPeriodEnd) {
        throw new AppError(409, ERROR_CODES.planActive, `You are already on the ${from.name} plan.`);
      }
      quote = {
        ...base,
        kind: 'resume',
        owedCents: 0,
        credits: 0,
        summary: renewing
          ? `Keep ${from.name}: it renews on ${formatPeriodDay(end)} at ${from.priceText} a month, and nothing is charged now.`
          : `Keep ${from.name}: it runs until ${formatPeriodDay(end)}, the month you buy next is ${from.name} again, and nothing is charged now.`,
      };
    } else if (planRank(to.id) < planRank(from.id)) {
      quote = {
        ...base,
        kind: 'downgrade',
        owedCents: 0,
        credits: 0,
        summary: `${from.name} stays until ${formatPeriodDay(end)}, with everything it gives. ${
          renewing ? 'From then on you are on' : 'The month you buy after it is'
        } ${to.name}: ${to.priceText} a month, ${planAllowance(to.id)}. Nothing is charged now.`,
      };
    } else {
      const terms = upgradeTerms(from.id, to.id, end, at.getTime());
      const owedCents = recurring
        ? (await viaProvider(() => recurring.quoteUpgrade(sub.providerSubscriptionId!, to.id, at), userId)).owedCents
        : terms.owedCents;
      const gives =
        to.monthlyCredits === null
          ? 'unlimited generations from now on'
          : `${terms.credits} ${terms.credits === 1 ? 'credit' : 'credits'} now, for the rest of this period`;
      quote = {
        ...base,
        kind: 'upgrade',
        owedCents,
        credits: terms.credits,
        summary: `${to.name} starts now. You pay ${formatAmount(owedCents)} today for the rest of this period (${to.name}'s price less ${from.name}'s, for the time left) and get ${gives}. ${
          renewing
            ? `On ${formatPeriodDay(end)} it renews at ${to.priceText} a month.`
            : `It runs until ${formatPeriodDay(end)}; a month of ${to.name} after that is ${to.priceText}.`
        }`,
      };
    }
    return { quote, sub, at };
  }

  const service = {
    providerName: provider.name,

    async createOrder(buyer: Buyer, planId: PlanId): Promise<{ orderId: string; paymentLink: string }> {
      const plan = planById(planId);
      if (!plan) throw new AppError(400, ERROR_CODES.validation, 'planId must be starter, pro or studio.');
      // A running plan renews on its own and is changed, not bought again: buying would only charge twice.
      const sub = await repo.getSubscription(buyer.id);
      if (sub && isPlanRunning(sub)) {
        const running = planById(sub.planId)!.name;
        throw new AppError(
          409,
          ERROR_CODES.planActive,
          sub.planId === plan.id
            ? `You are already on the ${plan.name} plan until ${day(sub.currentPeriodEnd)}: it cannot be bought again before then.`
            : `You are on the ${running} plan until ${day(sub.currentPeriodEnd)}. Change plans instead: an upgrade starts now, a downgrade when the period ends.`,
        );
      }
      // An earlier checkout left open does not stop this one: it may have been abandoned (a closed tab), the sandbox's
      // never expire and the providers' stay payable for a day or more, so refusing would lock the buyer out. Should
      // both be paid, each paid month extends the plan by a period (grantPeriod): no payment is lost.
      const order = await repo.createOrder({
        id: newOrderId(),
        userId: buyer.id,
        planId: plan.id,
        provider: provider.name,
        amountCents: plan.amountCents,
        currency: PLAN_CURRENCY,
      });
      const paymentLink = await checkout(buyer, order, `Soundsleeve ${plan.name} plan (1 month)`);
      return { orderId: order.id, paymentLink };
    },

    /** What choosing `planId` would do now, said before anything is paid or changed. */
    async quoteChange(userId: string, planId: PlanId): Promise<PlanChangeQuote> {
      return (await changeTerms(userId, planId)).quote;
    },

    /**
     * Changes the running plan. An upgrade is made now for the prorated difference, never more than the quote the
     * buyer confirmed (`quotedCents`): paid at a checkout, charged to the card on file (Stripe), or made at once
     * when nothing is owed. A downgrade takes effect when the period ends; choosing the running plan again undoes a
     * scheduled downgrade or a cancellation.
     */
    async changePlan(buyer: Buyer, planId: PlanId, quotedCents: number): Promise<PlanChangeResponse> {
      const { quote, sub, at } = await changeTerms(buyer.id, planId);
      const recurring = provider.planChanges;
      if (quote.kind !== 'upgrade') {
        if (recurring) await viaProvider(() => recurring.renewAs(sub.providerSubscriptionId!, quote.to), buyer.id);
        const scheduled = quote.kind === 'downgrade' ? quote.to : null;
        if (!(await repo.scheduleRenewal(buyer.id, sub.planId, scheduled))) throw changedMeanwhile();
        return { kind: quote.kind, subscription: (await service.subscription(buyer.id)).subscription };
      }
      if (quote.owedCents > quotedCents) {
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          `The upgrade now costs ${formatAmount(quote.owedCents)}, not ${formatAmount(quotedCents)}. Look at the new amount and confirm again.`,
        );
      }
      const order = await repo.createOrder({
        id: newOrderId(),
        userId: buyer.id,
        planId: quote.to,
        kind: 'upgrade',
        grantCredits: quote.credits,
        fromPlanId: quote.from,
        provider: provider.name,
        amountCents: quote.owedCents,
        currency: PLAN_CURRENCY,
      });
      if (recurring) {
        let invoiceId: string;
        try {
          ({ invoiceId } = await recurring.upgrade(sub.providerSubscriptionId!, quote.to, at, order.id));
        } catch (err) {
          const message =
            err instanceof PaymentProviderError ? err.message : 'The payment provider could not be reached.';
          logger.error({ err, orderId: order.id }, 'upgrade failed');
          await repo.failOrder(order.id, message);
          throw new AppError(502, ERROR_CODES.paymentProviderError, message);
        }
        await repo.attachCheckout(order.id, invoiceId, null);
        // The card on file was charged: the status check (and the invoice.paid webhook) grant it, once.
        await service.orderStatus(buyer.id, order.id);
        return { kind: 'upgrade', orderId: order.id, paymentLink: null };
      }
      if (quote.owedCents === 0) {
        const done = await repo.transaction((tx) =>
          repo.grantUpgrade(tx, `${provider.name}:upgrade:${order.id}`, order),
        );
        if (done === 'stale') {
          await repo.failOrder(order.id, 'Your plan changed meanwhile.');
          throw changedMeanwhile();
        }
        return { kind: 'upgrade', orderId: order.id, paymentLink: null };
      }
      const paymentLink = await checkout(
        buyer,
        order,
        `Soundsleeve upgrade to ${planById(quote.to)!.name} until ${day(sub.currentPeriodEnd)}`,
      );
      return { kind: 'upgrade', orderId: order.id, paymentLink };
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
          scheduledPlanId: running ? sub.scheduledPlanId : null,
          provider: sub.provider,
          renews: renews(sub),
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
        kind: order.kind,
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
