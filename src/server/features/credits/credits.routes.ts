import { Hono } from 'hono';
import { requireUser } from '../auth/current-user.ts';
import type { CreditsService } from './credits.service.ts';

/** GET /api/me/credits: the signed-in user's row of user_credits_view, and nobody else's. */
export function creditsRoutes(credits: CreditsService) {
  return new Hono().get('/credits', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await credits.forUser(user.id));
  });
}
