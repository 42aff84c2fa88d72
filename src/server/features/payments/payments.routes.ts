import { Hono } from 'hono';
import {
  createOrderRequestSchema,
  planChangeQuerySchema,
  planChangeRequestSchema,
  sandboxDecisionSchema,
} from '../../../shared/contracts/payments.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { requireUser } from '../auth/current-user.ts';
import type { PaymentsService } from './payments.service.ts';

/** Plans: checkout, the return page's status check, webhooks, the subscription, and the sandbox's hosted checkout. */
export function paymentsRoutes(payments: PaymentsService) {
  const routes = new Hono();

  routes.post('/orders', async (c) => {
    const user = requireUser(c);
    const { planId } = await readJson(c, createOrderRequestSchema);
    return c.json(await payments.createOrder(user, planId), 201);
  });

  routes.get('/orders/:id', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await payments.orderStatus(user.id, c.req.param('id')));
  });

  // The signature covers the exact bytes, so the body is read raw, never re-serialised.
  routes.post('/webhooks/:provider', async (c) => {
    const raw = await c.req.text();
    const headers = Object.fromEntries([...c.req.raw.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));
    return c.json(await payments.handleWebhook(c.req.param('provider'), raw, headers));
  });

  routes.get('/subscription', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await payments.subscription(user.id));
  });

  routes.get('/change', async (c) => {
    const user = requireUser(c);
    const { planId } = readQuery(c, planChangeQuerySchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await payments.quoteChange(user.id, planId));
  });

  routes.post('/change', async (c) => {
    const user = requireUser(c);
    const { planId, quotedCents } = await readJson(c, planChangeRequestSchema);
    return c.json(await payments.changePlan(user, planId, quotedCents));
  });

  routes.post('/subscription/cancel', async (c) => {
    const user = requireUser(c);
    return c.json(await payments.cancel(user.id));
  });

  routes.get('/sandbox/:orderId', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await payments.sandboxCheckout(user, c.req.param('orderId')));
  });

  routes.post('/sandbox/:orderId', async (c) => {
    const user = requireUser(c);
    const { action } = await readJson(c, sandboxDecisionSchema);
    return c.json(await payments.sandboxDecide(user, c.req.param('orderId'), action));
  });

  return routes;
}
