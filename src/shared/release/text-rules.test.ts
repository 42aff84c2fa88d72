import { describe, expect, it } from 'vitest';
import { removeMatch, sameWords, textMatches } from './text-rules.ts';

const rules = (text: string) => textMatches(text).map((m) => `${m.rule}:${m.text}`);

describe('what stores refuse in lettering', () => {
  it('finds addresses, handles, prices, claims, store names and format words', () => {
    expect(rules('Listen on Spotify')).toEqual(['store-name:Spotify']);
    expect(rules('www.band.com')).toEqual(['url:www.band.com']);
    expect(rules('anavale.com/tour')).toEqual(['url:anavale.com/tour']);
    expect(rules('follow @nightdrive')).toEqual(['handle:@nightdrive']);
    // An e-mail address is one finding, not a handle and a web address too.
    expect(rules('write: ana@vale.music')).toEqual(['email:ana@vale.music']);
    expect(rules('Only $9.99')).toEqual(['price:$9.99']);
    expect(rules('Limited Edition')).toEqual(['exclusivity:Limited Edition']);
    expect(rules('Vinyl Edition')).toEqual(['physical-format:Vinyl Edition']);
    expect(rules('Hi-Res Audio in Dolby Atmos')).toEqual(['audio-format:Hi-Res Audio', 'audio-format:Dolby Atmos']);
    expect(rules('the CD')).toEqual(['physical-format:CD']);
  });

  it('leaves ordinary titles alone', () => {
    for (const title of [
      'Digital Love',
      'Night Drive',
      'St. Vincent',
      'Mr. Brightside',
      'ACDC',
      'Vinyl Days',
      'Eleven',
    ])
      expect(rules(title)).toEqual([]);
  });

  it('removes exactly a reported match and tidies what is left', () => {
    const text = 'Ana Vale · anavale.com';
    const [match] = textMatches(text);
    expect(removeMatch(text, match!)).toBe('Ana Vale');
    expect(removeMatch('Signal\nwww.signal.fm', textMatches('Signal\nwww.signal.fm')[0]!)).toBe('Signal');
    // A match that no longer sits where it was found changes nothing.
    expect(removeMatch('other text', { text: 'anavale.com', index: 11 })).toBe('other text');
  });

  it('compares a cover’s words with the release’s without letter case or spacing', () => {
    expect(sameWords('SIGNAL', 'Signal')).toBe(true);
    expect(sameWords('Night\nDrive', 'Night Drive')).toBe(true);
    expect(sameWords('Foghorn', 'Signal')).toBe(false);
  });
});
