import { describe, expect, it } from 'vitest';
import { canUse, FEATURES, lockMessage, planNameFor, type Feature } from './entitlements.ts';

describe('entitlements', () => {
  it('gives each feature to its plan and the plans above it, and nothing to free accounts', () => {
    const features = Object.keys(FEATURES) as Feature[];
    const plans = ['starter', 'pro', 'studio'] as const;
    for (const feature of features) {
      expect(canUse(null, feature)).toBe(false);
      const from = plans.indexOf(FEATURES[feature].plan);
      plans.forEach((plan, i) => expect(canUse(plan, feature), `${feature} on ${plan}`).toBe(i >= from));
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
});
