import { describe, expect, it } from 'vitest';
import { formatSeed, parseSeed, SEED_MESSAGES } from './cover-seed.ts';

describe('parseSeed', () => {
  it('reads an empty field as no seed, and a whole number in range as that seed', () => {
    expect(parseSeed('')).toEqual({});
    expect(parseSeed('   ')).toEqual({});
    expect(parseSeed('0')).toEqual({ seed: 0 });
    expect(parseSeed(' 42 ')).toEqual({ seed: 42 });
    expect(parseSeed(' 3317147615 ')).toEqual({ seed: 3317147615 });
    expect(parseSeed('4294967295')).toEqual({ seed: 4294967295 });
  });

  it("reads a subtle variation's seed and detail seed, and writes them back the same way", () => {
    expect(parseSeed(' 42/7 ')).toEqual({ seed: 42, detailSeed: 7 });
    expect(parseSeed('4294967295/0')).toEqual({ seed: 4294967295, detailSeed: 0 });
    expect(formatSeed({ seed: 42, detailSeed: 7 })).toBe('42/7');
    expect(formatSeed({ seed: 42, detailSeed: null })).toBe('42');
    expect(parseSeed(formatSeed({ seed: 3317147615, detailSeed: 12 }))).toEqual({ seed: 3317147615, detailSeed: 12 });
  });

  it('explains anything else', () => {
    for (const text of [
      '-1',
      '1.5',
      '1e3',
      'twelve',
      '4294967296',
      '99999999999',
      '0x10',
      '1 2',
      '٣',
      '1/',
      '/2',
      '1/2/3',
      '1/4294967296',
    ]) {
      expect(parseSeed(text), text).toEqual({ error: SEED_MESSAGES.invalid });
    }
  });
});
