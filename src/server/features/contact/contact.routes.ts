import type { TrustedProxies } from '../../config.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { contactRequestSchema, newsletterRequestSchema } from '../../../shared/contracts/contact.ts';
import type { Database } from '../../db/client.ts';
import { clientIp, clientLimitKey } from '../../http/client-ip.ts';
import { rateLimit, type RateLimitRule } from '../../http/rate-limit.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import type { ContactService } from './contact.service.ts';

const HOUR = 3600;

/** POST /api/contact, POST /api/newsletter and the newsletter's confirmation link; both forms are rate-limited. */
export function contactRoutes(
  contact: ContactService,
  db: Database,
  options: { trustProxy: TrustedProxies; rateLimitMultiplier: number },
) {
  const rule = (name: string, limit: number, message: string): RateLimitRule => ({
    name,
    limit: Math.max(1, Math.round(limit * options.rateLimitMultiplier)),
    windowSeconds: HOUR,
    message,
  });
  const byIp = (c: Parameters<typeof clientIp>[0]) => clientLimitKey(c, options.trustProxy);
  const routes = new Hono();

  routes.post(
    '/contact',
    rateLimit(
      db,
      rule('contact', 5, 'You have sent several messages already. Please wait an hour and try again.'),
      byIp,
    ),
    async (c) => {
      const message = await readJson(c, contactRequestSchema);
      const sent = await contact.send(message, {
        userId: c.get('user')?.id ?? null,
        address: clientIp(c, options.trustProxy),
      });
      return c.json({ id: sent.id, message: "Message Sent! We'll get back to you as soon as possible." }, 201);
    },
  );

  routes.post(
    '/newsletter',
    rateLimit(db, rule('newsletter', 5, 'Too many sign-up attempts. Please wait an hour and try again.'), byIp),
    async (c) => {
      const { email } = await readJson(c, newsletterRequestSchema);
      return c.json(await contact.subscribe(email));
    },
  );

  routes.get('/newsletter/confirm', async (c) => {
    const { token } = readQuery(c, z.object({ token: z.string().min(10).max(100) }));
    const confirmed = await contact.confirm(token);
    return c.redirect(`/blog?newsletter=${confirmed ? 'confirmed' : 'invalid'}`, 303);
  });

  return routes;
}
