import { describe, expect, it } from 'vitest';
import { canUse, earlyFeatures, FEATURES, isEarly, lockMessage, planNameFor, type Feature } from './entitlements.ts';

describe('entitlements', () => {
  it('gives each feature to its plan and the plans above it, and nothing to free accounts', () => {
    const features = Object.keys(FEATURES) as Feature[];
    const plans = ['starter', 'pro', 'studio'] as const;
    // After every early-access window has closed: each feature with its own plan.
    const later = Date.parse('2030-01-01T00:00:00Z');
    for (const feature of features) {
      expect(canUse(null, feature, later)).toBe(false);
      const from = plans.indexOf(FEATURES[feature].plan);
      plans.forEach((plan, i) => expect(canUse(plan, feature, later), `${feature} on ${plan}`).toBe(i >= from));
    }
    // The Pricing page's lists: Pro's tools, Studio's logo generator and priority rendering.
    expect(FEATURES.enhancer.plan).toBe('pro');
    expect(FEATURES.logoGenerator.plan).toBe('studio');
    expect(FEATURES.priorityRendering.plan).toBe('studio');
  });

  it('names the plan that unlocks a feature, in the words the pages and the server use', () => {
    expect(planNameFor('printMasters')).toBe('Pro');
    expect(lockMessage('printMasters')).toBe(
      'Print masters are part of the Pro plan and above. See the plans on the Pricing page.',
    );
  });

  it('gives a feature in early access to Studio first, then to its own plan from the day it opens', () => {
    const before = Date.parse('2026-12-01T12:00:00Z');
    const lastMoment = Date.parse('2027-01-14T23:59:59Z');
    const opening = Date.parse('2027-01-15T00:00:00Z');
    expect(isEarly('paletteExport', before)).toBe(true);
    expect(['starter', 'pro', 'studio'].map((p) => canUse(p as 'pro', 'paletteExport', lastMoment))).toEqual([
      false,
      false,
      true,
    ]);
    expect(lockMessage('paletteExport', before)).toBe(
      'Palette export is in early access for the Studio plan until 15 January 2027, then part of the Pro plan and above. See the plans on the Pricing page.',
    );
    expect(earlyFeatures(before)).toEqual([
      { feature: 'paletteExport', name: 'Palette export', opensTo: 'Pro', on: '15 January 2027' },
    ]);
    expect(isEarly('paletteExport', opening)).toBe(false);
    expect(canUse('pro', 'paletteExport', opening)).toBe(true);
    expect(canUse('starter', 'paletteExport', opening)).toBe(false);
    expect(lockMessage('paletteExport', opening)).toBe(
      'Palette export is part of the Pro plan and above. See the plans on the Pricing page.',
    );
    expect(earlyFeatures(opening)).toEqual([]);
    // Features never in early access are as they always were.
    expect(isEarly('moodboard', before)).toBe(false);
  });
});
