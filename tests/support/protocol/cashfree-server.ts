/**
 * A local stand-in for Cashfree PG (https://sandbox.cashfree.com/pg), for tests: the Payment Links and order
 * endpoints the Cashfree adapter uses, speaking the documented wire protocol (headers x-client-id, x-client-secret
 * and x-api-version; JSON field names as in the 2023-08-01 API; errors as `{message, code, type}`). Tests move links
 * along (pay, expire, cancel, refund) and make webhooks signed exactly as Cashfree signs them:
 * `x-webhook-signature` = base64(HMAC-SHA256(client secret, x-webhook-timestamp + raw body)), with amounts written
 * as Cashfree writes them ("29.00"), so a verifier that re-serialises the body fails. Every request is recorded.
 *
 * A payment attempt on a link runs on an order Cashfree names itself (`CFPay_<link code>_<suffix>`); its
 * `order_tags` carry the link's `cf_link_id` and, unless `tagLinkId` is false, its `link_id`. Refund webhooks name
 * that order.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const CASHFREE_TEST_CLIENT_ID = 'TEST1234567890abcdef';
export const CASHFREE_TEST_CLIENT_SECRET = 'cfsk_ma_test_0123456789abcdef0123456789abcdef';

export type CashfreeWebhookType =
  | 'PAYMENT_SUCCESS_WEBHOOK'
  | 'PAYMENT_FAILED_WEBHOOK'
  | 'PAYMENT_USER_DROPPED_WEBHOOK'
  | 'REFUND_STATUS_WEBHOOK'
  | 'PAYMENT_LINK_EVENT';

export interface CashfreeRecordedRequest {
  method: string;
  /** Path and query, e.g. /pg/links */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON when the body is JSON, else the raw text ('' when empty). */
  body: unknown;
}

/** An error answer in Cashfree's shape. */
export interface CashfreeErrorAnswer {
  status: number;
  message?: string;
  code?: string;
  type?: string;
}

export interface CashfreeServerOptions {
  clientId?: string;
  clientSecret?: string;
  /** Whether orders made by a link attempt carry `link_id` in `order_tags` (default true; false: only cf_link_id). */
  tagLinkId?: boolean;
}

interface Payment {
  cfPaymentId: string;
  status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED';
  time: string;
}

interface Refund {
  cfRefundId: string;
  refundId: string;
  time: string;
}

interface Link {
  cfLinkId: string;
  code: string;
  linkId: string;
  status: 'ACTIVE' | 'PAID' | 'EXPIRED' | 'CANCELLED';
  amount: number;
  currency: string;
  purpose: string;
  createdAt: string;
  expiryTime: string;
  customer: { customer_phone: string; customer_email?: string; customer_name?: string };
  notes: Record<string, string>;
  meta: Record<string, unknown>;
  notify: Record<string, unknown>;
  autoReminders: boolean;
  /** The order Cashfree makes for payment attempts on the link (on the first attempt). */
  orderId: string | undefined;
  payments: Payment[];
  refunds: Refund[];
}

export interface CashfreeServer {
  /** The API root including /pg, as the adapter's baseUrl. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  requests: CashfreeRecordedRequest[];
  /** The next API request (after authentication) is answered with this error instead. */
  failNext(answer: CashfreeErrorAnswer): void;
  /** What a link asks for, as Cashfree keeps it. */
  link(linkId: string): Pick<Link, 'amount' | 'currency' | 'purpose' | 'status'>;
  /** The buyer pays the link in full: it becomes PAID. */
  pay(linkId: string): { cfPaymentId: string; orderId: string };
  /** The link passes its expiry time unpaid. */
  expire(linkId: string): void;
  /** The merchant cancels the link. */
  cancel(linkId: string): void;
  /** The merchant refunds the link's payment in full; the refund succeeds. */
  refund(linkId: string): { cfRefundId: string; orderId: string };
  /**
   * A webhook about the link, as Cashfree would POST it: the exact body and its headers, signed with `secret`
   * at `timestamp` (milliseconds, default now). PAYMENT_FAILED / PAYMENT_USER_DROPPED record a new failed attempt;
   * PAYMENT_SUCCESS names the successful payment and REFUND_STATUS the latest refund.
   */
  webhook(
    type: CashfreeWebhookType,
    linkId: string,
    secret?: string,
    timestamp?: number | string,
  ): { body: string; headers: Record<string, string> };
  reset(): void;
  close(): Promise<void>;
}

const API_VERSIONS = new Set(['2022-09-01', '2023-08-01', '2025-01-01', '2026-01-01']);
const LINK_ID = /^[A-Za-z0-9_-]{1,50}$/;

/** Amounts are written into webhook bodies as Cashfree writes them: two decimals, e.g. 29.00. */
const MONEY = (amount: number) => `@@money:${amount.toFixed(2)}@@`;
const renderBody = (value: unknown) => JSON.stringify(value).replace(/"@@money:([0-9.]+)@@"/g, '$1');

/** Cashfree's local time with offset, e.g. 2021-08-18T12:55:06+05:30. */
function istTime(date = new Date()): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  return `${ist.toISOString().slice(0, 19)}+05:30`;
}

let counter = 0;
const nextNumber = () => String(1_000_000 + ++counter);

export async function startCashfreeServer(options: CashfreeServerOptions = {}): Promise<CashfreeServer> {
  const clientId = options.clientId ?? CASHFREE_TEST_CLIENT_ID;
  const clientSecret = options.clientSecret ?? CASHFREE_TEST_CLIENT_SECRET;
  const tagLinkId = options.tagLinkId ?? true;
  const requests: CashfreeRecordedRequest[] = [];
  const links = new Map<string, Link>();
  const failures: CashfreeErrorAnswer[] = [];
  let origin = '';

  const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
    res
      .writeHead(status, {
        'content-type': 'application/json',
        'x-request-id': randomBytes(16).toString('hex'),
        'x-api-version': '2023-08-01',
      })
      .end(JSON.stringify(body));
  };
  const sendError = (res: http.ServerResponse, status: number, message: string, code: string, type: string) =>
    sendJson(res, status, { message, code, type });
  const invalid = (res: http.ServerResponse, field: string, code = `${field.split('.').pop()}_invalid`) =>
    sendError(res, 400, `${field} : invalid value provided`, code, 'invalid_request_error');

  const linkEntity = (link: Link) => ({
    cf_link_id: link.cfLinkId,
    link_id: link.linkId,
    link_status: link.status,
    link_currency: link.currency,
    link_amount: link.amount,
    link_amount_paid: link.status === 'PAID' ? link.amount : 0,
    link_partial_payments: false,
    link_minimum_partial_amount: null,
    link_purpose: link.purpose,
    link_created_at: link.createdAt,
    customer_details: link.customer,
    link_meta: link.meta,
    link_url: `${origin}/links/${link.code}`,
    link_expiry_time: link.expiryTime,
    link_notes: link.notes,
    link_auto_reminders: link.autoReminders,
    link_notify: link.notify,
    link_qrcode: '',
  });

  const orderTags = (link: Link) =>
    tagLinkId ? { cf_link_id: link.cfLinkId, link_id: link.linkId } : { cf_link_id: link.cfLinkId };

  const orderEntity = (link: Link) => ({
    cf_order_id: link.cfLinkId + '1',
    created_at: link.createdAt,
    customer_details: { customer_id: null, ...link.customer },
    entity: 'order',
    order_amount: link.amount,
    order_currency: link.currency,
    order_expiry_time: link.expiryTime,
    order_id: link.orderId,
    order_meta: { return_url: link.meta.return_url ?? null, notify_url: link.meta.notify_url ?? null },
    order_note: null,
    order_splits: [],
    order_status: link.status === 'PAID' ? 'PAID' : link.status === 'ACTIVE' ? 'ACTIVE' : 'EXPIRED',
    order_tags: orderTags(link),
    payment_session_id: `session_${link.code}`,
    terminal_data: null,
  });

  function createLink(res: http.ServerResponse, body: unknown) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return sendError(res, 400, 'request body is not valid JSON', 'request_invalid', 'invalid_request_error');
    }
    const b = body as Record<string, unknown>;
    const linkId = b.link_id ?? `link_${randomBytes(6).toString('hex')}`;
    if (typeof linkId !== 'string' || !LINK_ID.test(linkId)) return invalid(res, 'link_id');
    if (
      typeof b.link_amount !== 'number' ||
      !(b.link_amount > 0) ||
      Math.round(b.link_amount * 100) / 100 !== b.link_amount
    ) {
      return invalid(res, 'link_amount');
    }
    if (typeof b.link_currency !== 'string' || !/^[A-Z]{3}$/.test(b.link_currency))
      return invalid(res, 'link_currency');
    if (typeof b.link_purpose !== 'string' || b.link_purpose === '' || b.link_purpose.length > 500) {
      return invalid(res, 'link_purpose');
    }
    const c = b.customer_details as Record<string, unknown> | undefined;
    if (typeof c !== 'object' || c === null) return invalid(res, 'customer_details', 'customer_details_missing');
    if (typeof c.customer_phone !== 'string' || !/^\+?\d{10,15}$/.test(c.customer_phone)) {
      return invalid(res, 'customer_details.customer_phone');
    }
    if (
      c.customer_email !== undefined &&
      (typeof c.customer_email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(c.customer_email))
    ) {
      return invalid(res, 'customer_details.customer_email');
    }
    const meta = (b.link_meta ?? {}) as Record<string, unknown>;
    for (const key of ['return_url', 'notify_url'] as const) {
      const url = meta[key];
      if (url === undefined) continue;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url) || url.length > 250) {
        return invalid(res, `link_meta.${key}`);
      }
    }
    const notes = (b.link_notes ?? {}) as Record<string, unknown>;
    if (
      typeof notes !== 'object' ||
      Object.keys(notes).length > 5 ||
      Object.values(notes).some((v) => typeof v !== 'string')
    ) {
      return invalid(res, 'link_notes');
    }
    if (links.has(linkId)) {
      return sendError(res, 409, 'link_id already exists', 'link_post_failed', 'invalid_request_error');
    }
    const now = new Date();
    const link: Link = {
      cfLinkId: nextNumber(),
      code: randomBytes(6).toString('base64url'),
      linkId,
      status: 'ACTIVE',
      amount: b.link_amount,
      currency: b.link_currency,
      purpose: b.link_purpose,
      createdAt: istTime(now),
      expiryTime:
        typeof b.link_expiry_time === 'string' ? b.link_expiry_time : istTime(new Date(+now + 30 * 86_400_000)),
      customer: {
        customer_phone: c.customer_phone,
        ...(typeof c.customer_email === 'string' ? { customer_email: c.customer_email } : {}),
        ...(typeof c.customer_name === 'string' ? { customer_name: c.customer_name } : {}),
      },
      notes: notes as Record<string, string>,
      meta: { ...meta, upi_intent: meta.upi_intent ?? false },
      notify: (b.link_notify ?? { send_sms: true, send_email: true }) as Record<string, unknown>,
      autoReminders: b.link_auto_reminders === true,
      orderId: undefined,
      payments: [],
      refunds: [],
    };
    links.set(linkId, link);
    return sendJson(res, 200, linkEntity(link));
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : '';
      } catch {
        body = text;
      }
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const pathname = path.split('?')[0] ?? '/';

      // The page link_url points at (stands in for Cashfree's hosted payment page).
      const page = /^\/links\/([A-Za-z0-9_-]+)$/.exec(pathname);
      if (page && req.method === 'GET') {
        const link = [...links.values()].find((l) => l.code === page[1]);
        if (!link) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Link not found');
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><title>Pay</title><h1>${link.purpose}</h1><p>${link.currency} ${link.amount.toFixed(2)}</p>`,
          );
      }

      if (!pathname.startsWith('/pg/')) {
        return sendError(res, 404, 'requested url not found', 'request_failed', 'invalid_request_error');
      }
      const version = req.headers['x-api-version'];
      if (typeof version !== 'string' || !API_VERSIONS.has(version)) {
        return sendError(
          res,
          400,
          version ? 'x-api-version : version is not supported' : 'x-api-version : header is missing in the request',
          'version_invalid',
          'invalid_request_error',
        );
      }
      if (req.headers['x-client-id'] !== clientId || req.headers['x-client-secret'] !== clientSecret) {
        return sendError(res, 401, 'authentication Failed', 'request_failed', 'authentication_error');
      }
      const failure = failures.shift();
      if (failure) {
        return sendError(
          res,
          failure.status,
          failure.message ?? (failure.status >= 500 ? 'internal server error' : 'request failed'),
          failure.code ?? (failure.status >= 500 ? 'internal_error' : 'request_failed'),
          failure.type ?? (failure.status >= 500 ? 'api_error' : 'invalid_request_error'),
        );
      }

      if (pathname === '/pg/links' && req.method === 'POST') {
        if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
          return sendError(
            res,
            400,
            'content-type must be application/json',
            'request_invalid',
            'invalid_request_error',
          );
        }
        return createLink(res, typeof body === 'string' ? undefined : body);
      }
      const linkPath = /^\/pg\/links\/([^/]+)$/.exec(pathname);
      if (linkPath && req.method === 'GET') {
        const link = links.get(decodeURIComponent(linkPath[1]!));
        if (!link) return sendError(res, 404, 'link does not exist', 'link_not_found', 'invalid_request_error');
        return sendJson(res, 200, linkEntity(link));
      }
      const orderPath = /^\/pg\/orders\/([^/]+)$/.exec(pathname);
      if (orderPath && req.method === 'GET') {
        const id = decodeURIComponent(orderPath[1]!);
        const link = [...links.values()].find((l) => l.orderId === id);
        if (!link) return sendError(res, 404, 'order does not exist', 'order_not_found', 'invalid_request_error');
        return sendJson(res, 200, orderEntity(link));
      }
      return sendError(res, 404, 'requested url not found', 'request_failed', 'invalid_request_error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const linkOf = (linkId: string) => {
    const link = links.get(linkId);
    if (!link) throw new Error(`cashfree-server: no link ${linkId}`);
    return link;
  };
  const attempt = (link: Link, status: Payment['status']): Payment => {
    link.orderId ??= `CFPay_${link.code}_${randomBytes(5).toString('hex')}`;
    const payment = { cfPaymentId: nextNumber() + '0', status, time: istTime() };
    link.payments.push(payment);
    return payment;
  };

  function paymentData(link: Link, payment: Payment) {
    const failed = payment.status !== 'SUCCESS';
    return {
      order: {
        order_id: link.orderId,
        order_amount: MONEY(link.amount),
        order_currency: link.currency,
        order_tags: orderTags(link),
      },
      payment: {
        cf_payment_id: payment.cfPaymentId,
        payment_status: payment.status,
        payment_amount: MONEY(link.amount),
        payment_currency: link.currency,
        payment_message: failed ? 'Transaction failed' : '00::Transaction success',
        payment_time: payment.time,
        bank_reference: failed ? 'NA' : nextNumber(),
        auth_id: null,
        payment_method: { upi: { channel: 'collect', upi_id: 'testsuccess@gocash' } },
        payment_group: 'upi',
      },
      customer_details: {
        customer_name: link.customer.customer_name ?? null,
        customer_id: null,
        customer_email: link.customer.customer_email ?? null,
        customer_phone: link.customer.customer_phone,
      },
      payment_gateway_details: {
        gateway_name: 'CASHFREE',
        gateway_order_id: null,
        gateway_payment_id: null,
        gateway_status_code: null,
        gateway_order_reference_id: null,
        gateway_settlement: 'CASHFREE',
      },
      payment_offers: null,
      ...(failed
        ? {
            error_details: {
              error_code: payment.status === 'USER_DROPPED' ? 'USER_DROPPED' : 'TRANSACTION_DECLINED',
              error_description:
                payment.status === 'USER_DROPPED' ? 'user dropped and did not complete' : 'issuer bank declined',
              error_reason: payment.status === 'USER_DROPPED' ? 'user_dropped' : 'auth_declined',
              error_source: payment.status === 'USER_DROPPED' ? 'customer' : 'bank',
            },
          }
        : {}),
    };
  }

  return {
    baseUrl: `${origin}/pg`,
    clientId,
    clientSecret,
    requests,
    failNext: (answer) => void failures.push(answer),
    link(linkId) {
      const { amount, currency, purpose, status } = linkOf(linkId);
      return { amount, currency, purpose, status };
    },
    pay(linkId) {
      const link = linkOf(linkId);
      if (link.status !== 'ACTIVE') throw new Error(`cashfree-server: link ${linkId} is ${link.status}`);
      const payment = attempt(link, 'SUCCESS');
      link.status = 'PAID';
      return { cfPaymentId: payment.cfPaymentId, orderId: link.orderId! };
    },
    expire(linkId) {
      const link = linkOf(linkId);
      if (link.status !== 'ACTIVE') throw new Error(`cashfree-server: link ${linkId} is ${link.status}`);
      link.status = 'EXPIRED';
    },
    cancel(linkId) {
      const link = linkOf(linkId);
      if (link.status !== 'ACTIVE') throw new Error(`cashfree-server: link ${linkId} is ${link.status}`);
      link.status = 'CANCELLED';
    },
    refund(linkId) {
      const link = linkOf(linkId);
      if (link.status !== 'PAID') throw new Error(`cashfree-server: link ${linkId} is not paid`);
      const refund = {
        cfRefundId: nextNumber(),
        refundId: `refund_${link.linkId}_${link.refunds.length + 1}`,
        time: istTime(),
      };
      link.refunds.push(refund);
      return { cfRefundId: refund.cfRefundId, orderId: link.orderId! };
    },
    webhook(type, linkId, secret = clientSecret, timestamp = Date.now()) {
      const link = linkOf(linkId);
      let data: unknown;
      switch (type) {
        case 'PAYMENT_SUCCESS_WEBHOOK': {
          const payment = link.payments.find((p) => p.status === 'SUCCESS');
          if (!payment) throw new Error(`cashfree-server: link ${linkId} has no successful payment`);
          data = paymentData(link, payment);
          break;
        }
        case 'PAYMENT_FAILED_WEBHOOK':
        case 'PAYMENT_USER_DROPPED_WEBHOOK':
          data = paymentData(link, attempt(link, type === 'PAYMENT_FAILED_WEBHOOK' ? 'FAILED' : 'USER_DROPPED'));
          break;
        case 'REFUND_STATUS_WEBHOOK': {
          const refund = link.refunds.at(-1);
          const payment = link.payments.find((p) => p.status === 'SUCCESS');
          if (!refund || !payment) throw new Error(`cashfree-server: link ${linkId} has no refund`);
          data = {
            refund: {
              cf_refund_id: Number(refund.cfRefundId),
              cf_payment_id: Number(payment.cfPaymentId),
              refund_id: refund.refundId,
              order_id: link.orderId,
              refund_amount: MONEY(link.amount),
              refund_currency: link.currency,
              entity: 'Refund',
              refund_type: 'MERCHANT_INITIATED',
              refund_arn: nextNumber(),
              refund_status: 'SUCCESS',
              status_description: 'Refund processed successfully',
              created_at: refund.time,
              processed_at: refund.time,
              refund_charge: 0,
              refund_note: 'Test',
              refund_splits: [],
              metadata: null,
              refund_mode: 'STANDARD',
            },
          };
          break;
        }
        case 'PAYMENT_LINK_EVENT': {
          const payment = link.payments.find((p) => p.status === 'SUCCESS');
          data = {
            cf_link_id: Number(link.cfLinkId),
            link_id: link.linkId,
            link_status: link.status,
            link_currency: link.currency,
            link_amount: link.amount.toFixed(2),
            link_amount_paid: (link.status === 'PAID' ? link.amount : 0).toFixed(2),
            link_partial_payments: false,
            link_minimum_partial_amount: null,
            link_purpose: link.purpose,
            link_created_at: link.createdAt,
            customer_details: link.customer,
            link_meta: link.meta,
            link_url: `${origin}/links/${link.code}`,
            link_expiry_time: link.expiryTime,
            link_notes: link.notes,
            link_auto_reminders: link.autoReminders,
            link_notify: link.notify,
            ...(payment && link.orderId
              ? {
                  order: {
                    order_amount: link.amount.toFixed(2),
                    order_id: link.orderId,
                    order_expiry_time: link.expiryTime,
                    order_hash: randomBytes(10).toString('base64url'),
                    transaction_id: Number(payment.cfPaymentId),
                    transaction_status: 'SUCCESS',
                  },
                }
              : {}),
          };
          break;
        }
      }
      const envelope =
        type === 'PAYMENT_LINK_EVENT'
          ? { data, type, version: 1, event_time: istTime() }
          : { data, event_time: istTime(), type };
      const body = renderBody(envelope);
      const ts = String(timestamp);
      const signature = createHmac('sha256', secret)
        .update(ts + body)
        .digest('base64');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'x-webhook-attempt': '1',
          'x-webhook-signature': signature,
          'x-webhook-timestamp': ts,
          'x-webhook-version': '2023-08-01',
          'x-idempotency-key': createHmac('sha256', 'idempotency').update(body).digest('base64'),
        },
      };
    },
    reset() {
      requests.length = 0;
      links.clear();
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
