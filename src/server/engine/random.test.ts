import { describe, expect, it } from 'vitest';
import { createRng } from './random.ts';

const sequence = (key: string) => {
  const r = createRng(key);
  return Array.from({ length: 5 }, () => r.next());
};

describe('createRng', () => {
  it('repeats for the same key and differs for another', () => {
    expect(sequence('x')).toEqual(sequence('x'));
    expect(sequence('y')).not.toEqual(sequence('x'));
  });
  it('stays in range and forks independently', () => {
    const r = createRng('range');
    for (let i = 0; i < 1000; i++) {
      const v = r.int(3, 7);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(7);
    }
    expect(createRng('k').fork('a').next()).toBe(createRng('k').fork('a').next());
    expect(createRng('k').fork('b').next()).not.toBe(createRng('k').fork('a').next());
  });
});
