import { describe, expect, it } from 'vitest';
import { fairUseDayStart, generationPayment, isPlanRunning, isUnlimitedPlan, upgradeTerms } from './plans.ts';

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

  it('prices an upgrade as the difference for the share of the period left, and grants credits the same way', () => {
    const days = (d: number) => new Date(now + d * 86_400_000);
    expect(upgradeTerms('starter', 'pro', days(15), now)).toEqual({ owedCents: 1000, credits: 85, share: 0.5 });
    expect(upgradeTerms('starter', 'pro', days(30), now)).toEqual({ owedCents: 2000, credits: 170, share: 1 });
    // Studio is unlimited: no credits, only the price difference (for 10 of 30 days: $30 / 3).
    expect(upgradeTerms('pro', 'studio', days(10), now)).toMatchObject({ owedCents: 1000, credits: 0 });
    // A period that somehow runs longer than a month is priced as one month; one that has ended costs nothing.
    expect(upgradeTerms('starter', 'studio', days(45), now)).toMatchObject({ owedCents: 5000, share: 1 });
    expect(upgradeTerms('starter', 'studio', days(-1), now)).toMatchObject({ owedCents: 0, credits: 0 });
    // Under the smallest card charge ($0.50) it is not charged: 20 minutes of Starter → Pro is about a cent.
    expect(upgradeTerms('starter', 'pro', new Date(now + 20 * 60_000), now).owedCents).toBe(0);
    expect(() => upgradeTerms('pro', 'starter', days(10), now)).toThrow(RangeError);
    expect(() => upgradeTerms('pro', 'pro', days(10), now)).toThrow(RangeError);
  });
});
