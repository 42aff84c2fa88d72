import { describe, expect, it } from 'vitest';
import { verifiedCallback } from './email-verified.ts';

describe('verifiedCallback', () => {
  it('sends the verification link back to the page the person came from, marked as verified', () => {
    expect(verifiedCallback('/generate')).toBe('/generate?verified=1');
    expect(verifiedCallback('/generate?cover=gen_1')).toBe('/generate?cover=gen_1&verified=1');
    expect(verifiedCallback('/')).toBe('/?verified=1');
    // Outside a browser no page is known: home.
    expect(verifiedCallback()).toBe('/?verified=1');
  });
});
