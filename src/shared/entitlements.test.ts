import { describe, expect, it } from 'vitest';
import { canUse, earlyFeatures, FEATURES, isEarly, lockMessage, planNameFor, type Feature } from './entitlements.ts';
import { PLANS, type PlanId } from './plans.ts';

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

  it('holds each pricing card to what its plan may use: every gated feature named on its own plan’s card, once', () => {
    const named = new Map<string, PlanId>();
    for (const plan of PLANS) {
      for (const line of plan.features) {
        for (const key of line.unlocks ?? []) {
          expect(key in FEATURES, `${plan.name}: “${line.text}” names ${key}`).toBe(true);
          expect(named.has(key), `${key} is named on two cards`).toBe(false);
          named.set(key, plan.id);
          // Named on the card of the plan that unlocks it once early access is over.
          expect(FEATURES[key as Feature].plan).toBe(plan.id);
        }
      }
    }
    expect([...named.keys()].sort()).toEqual(Object.keys(FEATURES).sort());
    // The counts on the cards are the catalogue's credits.
    for (const plan of PLANS) {
      const first = plan.features[0]!;
      if (plan.monthlyCredits === null) expect(first.text).toBe('Unlimited generations');
      else {
        expect(first.text).toBe(`${plan.monthlyCredits} generations per month`);
        expect(first.means).toContain(`${plan.monthlyCredits} credits each paid month`);
      }
    }
    // Nothing on a card claims what the product does not have: a GPU is named only to say the engine has none.
    const gpu = PLANS.flatMap((p) => p.features).filter((f) => /gpu/i.test(f.text));
    for (const f of gpu) expect(f.means).toMatch(/not a GPU/);
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
