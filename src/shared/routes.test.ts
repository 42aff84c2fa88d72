import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './routes.ts';

describe('isKnownPagePath', () => {
  it('knows every page of the spec', () => {
    for (const p of ['/', '/generate', '/gallery', '/api', '/terms', '/refunds', '/payment-success', '/profile']) {
      expect(isKnownPagePath(p), p).toBe(true);
    }
  });
  it('ignores a trailing slash', () => {
    expect(isKnownPagePath('/terms/')).toBe(true);
  });
  it('accepts one segment below a dynamic prefix only', () => {
    expect(isKnownPagePath('/blog/designing-for-streaming')).toBe(true);
    expect(isKnownPagePath('/blog/a/b')).toBe(false);
  });
  it('rejects anything else', () => {
    for (const p of ['/nope', '/terms/extra', '/api/health', '/GENERATE']) expect(isKnownPagePath(p), p).toBe(false);
  });
});
