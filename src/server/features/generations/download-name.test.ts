import { describe, expect, it } from 'vitest';
import { attachmentHeader, downloadName } from './download-name.ts';

describe('download names', () => {
  it('are "Artist - Title", else the title, else the seed', () => {
    expect(downloadName({ title: 'Blue Hour', artist: 'The Marlowe Quartet' }, 42, 'jpeg')).toBe(
      'The Marlowe Quartet - Blue Hour.jpg',
    );
    expect(downloadName({ title: 'Blue Hour' }, 42, 'png')).toBe('Blue Hour.png');
    expect(downloadName({}, 42, 'jpeg')).toBe('Soundsleeve cover 42.jpg');
  });

  it('drop what file systems refuse and keep the rest exact', () => {
    expect(downloadName({ title: 'AC/DC: "Live?" <1979>', artist: '  ..Band\u0000 ' }, 1, 'jpeg')).toBe(
      'Band - AC DC Live 1979.jpg',
    );
    expect(downloadName({ title: 'x'.repeat(300) }, 1, 'png').length).toBe(124);
  });

  it('send an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentHeader('Sigur Rós - Ágætis byrjun.jpg')).toBe(
      `attachment; filename="Sigur Ros - Agtis byrjun.jpg"; filename*=UTF-8''${encodeURIComponent('Sigur Rós - Ágætis byrjun.jpg')}`,
    );
    expect(attachmentHeader('夜.png')).toBe(
      `attachment; filename=".png"; filename*=UTF-8''${encodeURIComponent('夜.png')}`,
    );
  });
});
