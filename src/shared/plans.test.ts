import { describe, expect, it } from 'vitest';
import { fairUseDayStart, generationPayment, isPlanRunning, isUnlimitedPlan } from './plans.ts';

const now = Date.parse('2030-05-06T15:30:00Z');
const tomorrow = new Date(now + 86_400_000);

describe('plan rules', () => {
  it('runs a plan until its paid period ends, unless it ended', () => {
    expect(isPlanRunning({ status: 'active', currentPeriodEnd: tomorrow }, now)).toBe(true);
    expect(isPlanRunning({ status: 'active', currentPeriodEnd: tomorrow.toISOString() }, now)).toBe(true);
    expect(isPlanRunning({ status: 'ended', currentPeriodEnd: tomorrow }, now)).toBe(false);
    expect(isPlanRunning({ status: 'active', currentPeriodEnd: new Date(now) }, now)).toBe(false);
  });

  it('pays with the plan only for a running unlimited plan, counting covers since midnight UTC', () => {
    expect(isUnlimitedPlan('studio')).toBe(true);
    expect(isUnlimitedPlan('pro')).toBe(false);
    expect(isUnlimitedPlan(null)).toBe(false);
    expect(generationPayment({ planId: 'studio', status: 'active', currentPeriodEnd: tomorrow }, 5, now)).toEqual({
      by: 'plan',
      fairUse: { dailyLimit: 5, since: new Date('2030-05-06T00:00:00Z') },
    });
    expect(generationPayment({ planId: 'studio', status: 'ended', currentPeriodEnd: tomorrow }, 5, now)).toEqual({
      by: 'credit',
    });
    expect(generationPayment({ planId: 'pro', status: 'active', currentPeriodEnd: tomorrow }, 5, now)).toEqual({
      by: 'credit',
    });
    expect(generationPayment(null, 5, now)).toEqual({ by: 'credit' });
    expect(fairUseDayStart(Date.parse('2030-05-06T00:00:00Z')).toISOString()).toBe('2030-05-06T00:00:00.000Z');
  });
});
