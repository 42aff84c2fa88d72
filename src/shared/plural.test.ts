import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it('reads one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'credit')).toBe('1 credit');
    expect(countOf(0, 'credit')).toBe('0 credits');
    expect(countOf(3, 'free generation')).toBe('3 free generations');
    expect(countOf(1, 'artwork')).toBe('1 artwork');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});
