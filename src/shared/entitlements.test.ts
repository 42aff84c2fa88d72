import { describe, expect, it } from 'vitest';
import { canUse, FEATURES, lockMessage, planNameFor, type Feature } from './entitlements.ts';

describe('entitlements', () => {
  it('gives each feature to its plan and the plans above it, and nothing to free accounts', () => {
    const features = Object.keys(FEATURES) as Feature[];
    for (const feature of features) {
      expect(canUse(null, feature)).toBe(false);
      expect(canUse('starter', feature)).toBe(false);
      expect(canUse('pro', feature)).toBe(true);
      expect(canUse('studio', feature)).toBe(true);
    }
  });

  it('names the plan that unlocks a feature, in the words the pages and the server use', () => {
    expect(planNameFor('printMasters')).toBe('Pro');
    expect(lockMessage('printMasters')).toBe(
      'Print masters are part of the Pro plan and above. See the plans on the Pricing page.',
    );
  });
});
