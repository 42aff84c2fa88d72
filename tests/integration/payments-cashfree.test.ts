import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashfreePayments } from '../../src/server/providers/payments/cashfree-payments.ts';
import {
  PaymentProviderError,
  WebhookVerificationError,
  type CheckoutRequest,
  type PaymentProvider,
} from '../../src/server/providers/payments/payment.provider.ts';
import { startCashfreeServer, type CashfreeServer } from '../support/protocol/cashfree-server.ts';

const PUBLIC_URL = 'https://soundsleeve.test';

function checkoutFor(orderId: string = randomUUID(), amountCents = 2900): CheckoutRequest {
  return {
    order: { id: orderId, planId: 'pro', amountCents, currency: 'USD' },
    customer: { userId: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace' },
    returnUrl: `${PUBLIC_URL}/payment-success?order_id=${orderId}`,
    cancelUrl: `${PUBLIC_URL}/pricing`,
    notifyUrl: `${PUBLIC_URL}/api/payments/webhooks/cashfree`,
  };
}

describe('Cashfree payments adapter (Payment Links)', () => {
  let server: CashfreeServer;
  let provider: PaymentProvider;

  beforeAll(async () => {
    server = await startCashfreeServer();
    provider = cashfreePayments({
      baseUrl: server.baseUrl,
      clientId: server.clientId,
      clientSecret: server.clientSecret,
      timeoutMs: 2000,
    });
  });
  afterAll(() => server.close());

  /** A link made through the adapter, as a buyer starting checkout would. */
  async function startCheckout(orderId: string = randomUUID()) {
    const session = await provider.createCheckout(checkoutFor(orderId));
    return {
      orderId,
      session,
      status: () => provider.fetchStatus({ id: orderId, providerOrderId: session.providerOrderId, planId: 'pro' }),
    };
  }

  describe('createCheckout', () => {
    it('creates a payment link with the documented fields and headers and returns its link_url', async () => {
      const orderId = randomUUID();
      const before = server.requests.length;
      const session = await provider.createCheckout(checkoutFor(orderId));

      const sent = server.requests.slice(before);
      expect(sent).toHaveLength(1);
      const request = sent[0]!;
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/pg/links');
      expect(request.headers['x-client-id']).toBe(server.clientId);
      expect(request.headers['x-client-secret']).toBe(server.clientSecret);
      expect(request.headers['x-api-version']).toBe('2023-08-01');
      expect(request.headers['content-type']).toMatch(/^application\/json/);
      expect(request.body).toMatchObject({
        link_id: orderId,
        link_amount: 29,
        link_currency: 'USD',
        link_purpose: 'Soundsleeve Pro plan (1 month)',
        customer_details: {
          customer_email: 'ada@example.com',
          customer_name: 'Ada Lovelace',
          customer_phone: expect.stringMatching(/^\d{10}$/),
        },
        link_meta: {
          return_url: `${PUBLIC_URL}/payment-success?order_id=${orderId}`,
          notify_url: `${PUBLIC_URL}/api/payments/webhooks/cashfree`,
        },
        link_notify: { send_email: false, send_sms: false },
        link_partial_payments: false,
        link_notes: { order_id: orderId, plan_id: 'pro' },
      });

      expect(session.providerOrderId).toBe(orderId);
      expect(session.paymentLink).toMatch(new RegExp(`^${server.baseUrl.replace(/\/pg$/, '')}/links/[A-Za-z0-9_-]+$`));
      const page = await fetch(session.paymentLink);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Soundsleeve Pro plan (1 month)');
    });

    it('sends cents as a two-decimal amount', async () => {
      const before = server.requests.length;
      await provider.createCheckout(checkoutFor(randomUUID(), 999));
      expect(server.requests[before]!.body).toMatchObject({ link_amount: 9.99 });
    });

    it('reuses the active link when the same order is started twice (409), and refuses a changed charge', async () => {
      const orderId = randomUUID();
      const first = await provider.createCheckout(checkoutFor(orderId));
      const again = await provider.createCheckout(checkoutFor(orderId));
      expect(again).toEqual(first);
      await expect(provider.createCheckout(checkoutFor(orderId, 5900))).rejects.toThrow(PaymentProviderError);
      server.pay(orderId);
      await expect(provider.createCheckout(checkoutFor(orderId))).rejects.toThrow(/already started/);
    });

    it('turns a validation error (400 in Cashfree’s shape) into a buyer-readable PaymentProviderError', async () => {
      const request = checkoutFor();
      request.order.currency = 'usd';
      const error = await provider.createCheckout(request).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as Error).message).toMatch(/refused this checkout/);
      expect(server.requests.at(-1)!.path).toBe('/pg/links');
    });

    it('refuses an order id Cashfree would not take as link_id without calling Cashfree', async () => {
      const before = server.requests.length;
      await expect(provider.createCheckout(checkoutFor('order/with spaces'))).rejects.toThrow(PaymentProviderError);
      expect(server.requests.length).toBe(before);
    });

    it('bad credentials → PaymentProviderError without the secret in its message', async () => {
      const wrong = cashfreePayments({
        baseUrl: server.baseUrl,
        clientId: server.clientId,
        clientSecret: 'cfsk_wrong_secret',
      });
      const error = await wrong.createCheckout(checkoutFor()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as Error).message).toBe('Card payments are not available right now. Please try again later.');
      expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain('cfsk_wrong_secret');
      expect(String((error as Error).cause)).toMatch(/401 request_failed: authentication Failed/);
      const wrongId = cashfreePayments({
        baseUrl: server.baseUrl,
        clientId: 'someone-else',
        clientSecret: server.clientSecret,
      });
      await expect(wrongId.fetchStatus({ id: 'x', providerOrderId: 'x', planId: 'pro' })).rejects.toThrow(
        PaymentProviderError,
      );
    });

    it('an unsupported x-api-version (400) → PaymentProviderError', async () => {
      const old = cashfreePayments({
        baseUrl: server.baseUrl,
        clientId: server.clientId,
        clientSecret: server.clientSecret,
        apiVersion: '1999-01-01',
      });
      const error = await old.createCheckout(checkoutFor()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(String((error as Error).cause)).toMatch(/400 version_invalid/);
    });

    it('does not follow redirects (the secret header would go with them)', async () => {
      const { createServer } = await import('node:http');
      const seen: string[] = [];
      const elsewhere = createServer((req, res) => {
        seen.push(String(req.headers['x-client-secret']));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
      await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', r));
      const target = `http://127.0.0.1:${(elsewhere.address() as { port: number }).port}`;
      const redirecting = createServer((_req, res) => res.writeHead(307, { location: `${target}/pg/links` }).end());
      await new Promise<void>((r) => redirecting.listen(0, '127.0.0.1', r));
      try {
        const port = (redirecting.address() as { port: number }).port;
        const redirected = cashfreePayments({
          baseUrl: `http://127.0.0.1:${port}/pg`,
          clientId: 'a',
          clientSecret: 's3cret',
        });
        await expect(redirected.createCheckout(checkoutFor())).rejects.toThrow(PaymentProviderError);
        expect(seen).toEqual([]);
      } finally {
        await Promise.all([elsewhere, redirecting].map((s) => new Promise((r) => s.close(r))));
      }
    });

    it('a 500 or an unreachable server → PaymentProviderError', async () => {
      server.failNext({ status: 500 });
      await expect(provider.createCheckout(checkoutFor())).rejects.toThrow(
        'We could not reach the payment provider. Please try again in a moment.',
      );
      const { orderId } = await startCheckout();
      server.failNext({ status: 503 });
      await expect(provider.fetchStatus({ id: orderId, providerOrderId: orderId, planId: 'pro' })).rejects.toThrow(
        PaymentProviderError,
      );
      const nowhere = cashfreePayments({
        baseUrl: 'http://127.0.0.1:9/pg',
        clientId: 'a',
        clientSecret: 'b',
        timeoutMs: 1000,
      });
      await expect(nowhere.createCheckout(checkoutFor())).rejects.toThrow(PaymentProviderError);
    });
  });

  describe('fetchStatus', () => {
    it('ACTIVE → pending, PAID → paid with amount, currency, plan and grant reference', async () => {
      const { orderId, status } = await startCheckout();
      expect(await status()).toEqual({ kind: 'pending', orderId });

      server.pay(orderId);
      expect(await status()).toEqual({
        kind: 'paid',
        orderId,
        grantReference: `cashfree:order:${orderId}`,
        amountCents: 2900,
        currency: 'USD',
        planId: 'pro',
      });
      const last = server.requests.at(-1)!;
      expect(last.method).toBe('GET');
      expect(last.path).toBe(`/pg/links/${orderId}`);
      expect(last.headers['x-api-version']).toBe('2023-08-01');
    });

    it('EXPIRED and CANCELLED → failed', async () => {
      const expired = await startCheckout();
      server.expire(expired.orderId);
      expect(await expired.status()).toMatchObject({ kind: 'failed', orderId: expired.orderId });
      const cancelled = await startCheckout();
      server.cancel(cancelled.orderId);
      expect(await cancelled.status()).toMatchObject({ kind: 'failed', orderId: cancelled.orderId });
    });

    it('an unknown link (404) or a link of another order → PaymentProviderError', async () => {
      await expect(provider.fetchStatus({ id: 'nope', providerOrderId: 'nope', planId: 'pro' })).rejects.toThrow(
        'The payment provider could not find this payment.',
      );
      const other = await startCheckout();
      await expect(
        provider.fetchStatus({ id: randomUUID(), providerOrderId: other.session.providerOrderId, planId: 'pro' }),
      ).rejects.toThrow(/different order/);
    });
  });

  describe('parseWebhook', () => {
    it('PAYMENT_SUCCESS_WEBHOOK → paid, named like the status check, with the payment as event id', async () => {
      const { orderId } = await startCheckout();
      const { cfPaymentId, orderId: cashfreeOrderId } = server.pay(orderId);
      expect(cashfreeOrderId).not.toBe(orderId); // Cashfree names the link's order itself

      const { body, headers } = server.webhook('PAYMENT_SUCCESS_WEBHOOK', orderId);
      expect(body).toContain('"payment_amount":29.00');
      const event = await provider.parseWebhook(body, headers);
      expect(event).toEqual({
        eventId: `PAYMENT_SUCCESS_WEBHOOK:${cfPaymentId}`,
        type: 'PAYMENT_SUCCESS_WEBHOOK',
        fact: {
          kind: 'paid',
          orderId,
          grantReference: `cashfree:order:${orderId}`,
          amountCents: 2900,
          currency: 'USD',
        },
      });
    });

    it('the same success delivered twice yields the same event id', async () => {
      const { orderId } = await startCheckout();
      server.pay(orderId);
      const first = server.webhook('PAYMENT_SUCCESS_WEBHOOK', orderId);
      const retry = server.webhook('PAYMENT_SUCCESS_WEBHOOK', orderId, undefined, Date.now() + 1000);
      expect(retry.headers['x-webhook-signature']).not.toBe(first.headers['x-webhook-signature']);
      const a = await provider.parseWebhook(first.body, first.headers);
      const b = await provider.parseWebhook(retry.body, retry.headers);
      expect(b.eventId).toBe(a.eventId);
      expect(b.fact).toEqual(a.fact);
    });

    it('PAYMENT_FAILED_WEBHOOK and PAYMENT_USER_DROPPED_WEBHOOK leave the order pending (the link stays payable)', async () => {
      const { orderId } = await startCheckout();
      const failed = server.webhook('PAYMENT_FAILED_WEBHOOK', orderId);
      const failedEvent = await provider.parseWebhook(failed.body, failed.headers);
      expect(failedEvent.type).toBe('PAYMENT_FAILED_WEBHOOK');
      expect(failedEvent.eventId).toMatch(/^PAYMENT_FAILED_WEBHOOK:\d+$/);
      expect(failedEvent.fact).toEqual({ kind: 'pending', orderId });

      const dropped = server.webhook('PAYMENT_USER_DROPPED_WEBHOOK', orderId);
      const droppedEvent = await provider.parseWebhook(dropped.body, dropped.headers);
      expect(droppedEvent.fact).toEqual({ kind: 'pending', orderId });
      expect(droppedEvent.eventId).not.toBe(failedEvent.eventId);
    });

    it('REFUND_STATUS_WEBHOOK (SUCCESS) → refunded, naming the grant the payment made', async () => {
      const { orderId } = await startCheckout();
      const { orderId: cashfreeOrderId } = server.pay(orderId);
      const { cfRefundId } = server.refund(orderId);
      const { body, headers } = server.webhook('REFUND_STATUS_WEBHOOK', orderId);
      const event = await provider.parseWebhook(body, headers);
      expect(event).toEqual({
        eventId: `REFUND_STATUS_WEBHOOK:${cfRefundId}:SUCCESS`,
        type: 'REFUND_STATUS_WEBHOOK',
        fact: {
          kind: 'refunded',
          grantReference: `cashfree:order:${orderId}`,
          refundReference: `cashfree:refund:${cfRefundId}`,
        },
      });
      // The refund names Cashfree's order; the adapter read our id back from that order's tags.
      expect(server.requests.at(-1)!.path).toBe(`/pg/orders/${cashfreeOrderId}`);
    });

    it('PAYMENT_LINK_EVENT → paid when the link is PAID, failed when it EXPIRED', async () => {
      const paid = await startCheckout();
      server.pay(paid.orderId);
      const paidHook = server.webhook('PAYMENT_LINK_EVENT', paid.orderId);
      expect(paidHook.body).toContain('"link_amount_paid":"29.00"');
      expect(await provider.parseWebhook(paidHook.body, paidHook.headers)).toEqual({
        eventId: `PAYMENT_LINK_EVENT:${paid.orderId}:PAID`,
        type: 'PAYMENT_LINK_EVENT',
        fact: {
          kind: 'paid',
          orderId: paid.orderId,
          grantReference: `cashfree:order:${paid.orderId}`,
          amountCents: 2900,
          currency: 'USD',
          planId: 'pro',
        },
      });

      const expired = await startCheckout();
      server.expire(expired.orderId);
      const expiredHook = server.webhook('PAYMENT_LINK_EVENT', expired.orderId);
      const event = await provider.parseWebhook(expiredHook.body, expiredHook.headers);
      expect(event.fact).toMatchObject({ kind: 'failed', orderId: expired.orderId });
    });

    it('accepts headers in any letter case and a timestamp in seconds', async () => {
      const { orderId } = await startCheckout();
      server.pay(orderId);
      const { body, headers } = server.webhook(
        'PAYMENT_SUCCESS_WEBHOOK',
        orderId,
        undefined,
        Math.floor(Date.now() / 1000),
      );
      const shouted = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]));
      expect((await provider.parseWebhook(body, shouted)).fact).toMatchObject({ kind: 'paid', orderId });
    });

    it('acknowledges other event types without a fact', async () => {
      const body = JSON.stringify({ data: { settlement: { cf_settlement_id: 1 } }, type: 'SETTLEMENT_WEBHOOK' });
      const { headers } = server.webhook('PAYMENT_LINK_EVENT', (await startCheckout()).orderId);
      const ts = String(Date.now());
      const { createHmac } = await import('node:crypto');
      const signature = createHmac('sha256', server.clientSecret)
        .update(ts + body)
        .digest('base64');
      const event = await provider.parseWebhook(body, {
        ...headers,
        'x-webhook-timestamp': ts,
        'x-webhook-signature': signature,
      });
      expect(event.type).toBe('SETTLEMENT_WEBHOOK');
      expect(event.fact).toBeNull();
      expect(event.eventId).toMatch(/^SETTLEMENT_WEBHOOK:[0-9a-f]{32}$/);
    });

    describe('refuses webhooks that do not check out', () => {
      let signed: { body: string; headers: Record<string, string> };
      beforeAll(async () => {
        const { orderId } = await startCheckout();
        server.pay(orderId);
        signed = server.webhook('PAYMENT_SUCCESS_WEBHOOK', orderId);
        // The genuine delivery passes, so each refusal below is down to the one thing changed.
        await expect(provider.parseWebhook(signed.body, signed.headers)).resolves.toMatchObject({
          fact: { kind: 'paid' },
        });
      });
      const refuse = (body: string, headers: Record<string, string | undefined>) =>
        expect(provider.parseWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);

      it('a forged signature', async () => {
        await refuse(signed.body, { ...signed.headers, 'x-webhook-signature': Buffer.alloc(32, 7).toString('base64') });
        await refuse(signed.body, { ...signed.headers, 'x-webhook-signature': 'not base64 at all!' });
        await refuse(signed.body, {
          ...signed.headers,
          'x-webhook-signature': `${signed.headers['x-webhook-signature']}AA==`,
        });
      });

      it('a signature made with another secret', async () => {
        const otherLink = await startCheckout();
        server.pay(otherLink.orderId);
        const wrong = server.webhook('PAYMENT_SUCCESS_WEBHOOK', otherLink.orderId, 'someone-elses-secret');
        await refuse(wrong.body, wrong.headers);
      });

      it('a stale or far-future timestamp, even when signed', async () => {
        const otherLink = await startCheckout();
        server.pay(otherLink.orderId);
        const stale = server.webhook('PAYMENT_SUCCESS_WEBHOOK', otherLink.orderId, undefined, Date.now() - 6 * 60_000);
        await expect(provider.parseWebhook(stale.body, stale.headers)).rejects.toThrow(/5-minute window/);
        const future = server.webhook('PAYMENT_SUCCESS_WEBHOOK', otherLink.orderId, undefined, Date.now() + 6 * 60_000);
        await refuse(future.body, future.headers);
        // A genuine signature over an old timestamp cannot be replayed with a fresh one.
        await refuse(stale.body, { ...stale.headers, 'x-webhook-timestamp': String(Date.now()) });
      });

      it('a tampered or re-serialised body', async () => {
        await refuse(signed.body.replace('"payment_amount":29.00', '"payment_amount":2900.00'), signed.headers);
        await refuse(`${signed.body} `, signed.headers);
        // Parsing and re-encoding turns 29.00 into 29: the signature covers the exact bytes sent.
        await refuse(JSON.stringify(JSON.parse(signed.body)), signed.headers);
      });

      it('missing headers', async () => {
        const { 'x-webhook-signature': _s, ...noSignature } = signed.headers;
        const { 'x-webhook-timestamp': _t, ...noTimestamp } = signed.headers;
        await refuse(signed.body, noSignature);
        await refuse(signed.body, noTimestamp);
        await refuse(signed.body, { ...signed.headers, 'x-webhook-timestamp': '' });
        await refuse(signed.body, {});
      });

      it('a correctly signed body that is not a Cashfree event', async () => {
        const { createHmac } = await import('node:crypto');
        for (const body of [
          '{"type":',
          '[]',
          '{"type":"PAYMENT_SUCCESS_WEBHOOK"}',
          '{"type":"PAYMENT_SUCCESS_WEBHOOK","data":{}}',
        ]) {
          const ts = String(Date.now());
          const signature = createHmac('sha256', server.clientSecret)
            .update(ts + body)
            .digest('base64');
          await refuse(body, { 'x-webhook-timestamp': ts, 'x-webhook-signature': signature });
        }
      });
    });
  });

  describe('when link orders carry only cf_link_id in order_tags', () => {
    let bare: CashfreeServer;
    let bareProvider: PaymentProvider;
    beforeAll(async () => {
      bare = await startCashfreeServer({ tagLinkId: false });
      bareProvider = cashfreePayments({
        baseUrl: bare.baseUrl,
        clientId: bare.clientId,
        clientSecret: bare.clientSecret,
      });
    });
    afterAll(() => bare.close());

    it('payment webhooks are acknowledged without a fact; the link event still grants; refunds fail loudly', async () => {
      const orderId = randomUUID();
      await bareProvider.createCheckout(checkoutFor(orderId));
      bare.pay(orderId);
      const success = bare.webhook('PAYMENT_SUCCESS_WEBHOOK', orderId);
      expect((await bareProvider.parseWebhook(success.body, success.headers)).fact).toBeNull();
      const link = bare.webhook('PAYMENT_LINK_EVENT', orderId);
      expect((await bareProvider.parseWebhook(link.body, link.headers)).fact).toMatchObject({
        kind: 'paid',
        orderId,
        grantReference: `cashfree:order:${orderId}`,
      });
      bare.refund(orderId);
      const refund = bare.webhook('REFUND_STATUS_WEBHOOK', orderId);
      await expect(bareProvider.parseWebhook(refund.body, refund.headers)).rejects.toThrow(PaymentProviderError);
    });
  });
});

describe('Cashfree protocol server', () => {
  let server: CashfreeServer;
  beforeAll(async () => {
    server = await startCashfreeServer();
  });
  afterAll(() => server.close());

  const post = (headers: Record<string, string>, body: unknown) =>
    fetch(`${server.baseUrl}/links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const auth = () => ({ 'x-client-id': server.clientId, 'x-client-secret': server.clientSecret });

  it('answers like Cashfree: 400 without x-api-version, 401 with bad credentials, 400 for invalid fields', async () => {
    const noVersion = await post(auth(), {});
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ code: 'version_invalid', type: 'invalid_request_error' });

    const badAuth = await post({ 'x-api-version': '2023-08-01', 'x-client-id': 'x', 'x-client-secret': 'y' }, {});
    expect(badAuth.status).toBe(401);
    expect(await badAuth.json()).toEqual({
      message: 'authentication Failed',
      code: 'request_failed',
      type: 'authentication_error',
    });

    const noPhone = await post(
      { 'x-api-version': '2023-08-01', ...auth() },
      { link_amount: 1, link_currency: 'USD', link_purpose: 'x', customer_details: {} },
    );
    expect(noPhone.status).toBe(400);
    expect(await noPhone.json()).toMatchObject({ code: 'customer_phone_invalid', type: 'invalid_request_error' });
  });
});
