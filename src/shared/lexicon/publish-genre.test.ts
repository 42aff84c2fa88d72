import { describe, expect, it } from 'vitest';
import { nearestPublishGenre } from './publish-genre.ts';

describe('nearestPublishGenre', () => {
  it('files each genre under the nearest of the gallery’s six', () => {
    expect(nearestPublishGenre('synthwave')).toBe('EDM');
    expect(nearestPublishGenre('lo-fi')).toBe('Lo-Fi');
    expect(nearestPublishGenre('jazz')).toBe('Jazz');
    expect(nearestPublishGenre('metal')).toBe('Rock');
    expect(nearestPublishGenre('no-such-genre')).toBe('Indie');
  });
});
