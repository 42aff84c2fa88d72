import { describe, expect, it } from 'vitest';
import { publicApiService, type PublicApiDeps } from './public-api.service.ts';
import type { UsageCount } from './public-api.repo.ts';

/** The service with a usage counter that answers `counted`, on `plan`, at a fixed time. */
function serviceCounting(counted: UsageCount, plan: 'starter' | 'pro' | 'studio' | null) {
  const seen: { day: string; second: number; limits: { perDay: number; perSecond: number } }[] = [];
  const deps = {
    repo: {
      countRequest: async (
        _userId: string,
        day: string,
        second: number,
        limits: { perDay: number; perSecond: number },
      ) => {
        seen.push({ day, second, limits });
        return counted;
      },
    },
    entitlements: { planOf: async () => plan },
    secret: 'test-secret',
    publicUrl: 'http://localhost:3000',
    perSecond: 10,
    now: () => new Date('2026-11-28T23:59:30.000Z'),
  } as unknown as PublicApiDeps;
  return { api: publicApiService(deps), seen };
}

const caller = { keyId: 'k', userId: 'u' };

describe('public API limits', () => {
  it('counts against the plan’s day and the burst limit, and says when the day starts over', async () => {
    const { api, seen } = serviceCounting({ ok: true, requests: 7 }, 'pro');
    expect(await api.count(caller)).toEqual({ limit: 500, remaining: 493, reset: Date.parse('2026-11-29') / 1000 });
    expect(seen).toEqual([
      { day: '2026-11-28', second: Date.parse('2026-11-28T23:59:30Z') / 1000, limits: { perDay: 500, perSecond: 10 } },
    ]);
    const free = serviceCounting({ ok: true, requests: 1 }, null);
    expect((await free.api.count(caller)).limit).toBe(20);
  });

  it('refuses past the day until midnight UTC, and past the burst for a second, each saying so', async () => {
    const day = await serviceCounting({ ok: false, over: 'day', requests: 100 }, 'starter').api.count(caller);
    expect(day).toMatchObject({ remaining: 0, refused: { retryAfter: 30 } });
    expect(day.refused!.message).toBe(
      "Your keys have made 100 requests today, your plan's daily limit. It resets at midnight UTC.",
    );
    const burst = await serviceCounting({ ok: false, over: 'second', requests: 40 }, 'studio').api.count(caller);
    expect(burst).toMatchObject({ limit: 2000, remaining: 1960, refused: { retryAfter: 1 } });
    expect(burst.refused!.message).toBe('Slow down: your keys may make 10 requests a second. Try again in a second.');
  });
});
