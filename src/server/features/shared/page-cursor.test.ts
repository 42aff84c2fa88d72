import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor, pageOf } from './page-cursor.ts';

describe('page cursor', () => {
  it('round-trips a position and keeps the wire format (base64url of "ISO time|id")', () => {
    const position = { createdAt: new Date('2030-01-02T03:04:05.678Z'), id: 'gp_abc' };
    const cursor = encodePageCursor(position);
    expect(Buffer.from(cursor, 'base64url').toString()).toBe('2030-01-02T03:04:05.678Z|gp_abc');
    expect(decodePageCursor(cursor)).toEqual(position);
    expect(decodePageCursor(undefined)).toBeUndefined();
  });

  it('answers a cursor that is not ours with a 400 bad_request', () => {
    for (const bad of [
      'nonsense',
      Buffer.from('not a date|x').toString('base64url'),
      Buffer.from('2030-01-01T00:00:00Z').toString('base64url'),
    ]) {
      expect(() => decodePageCursor(bad)).toThrow(expect.objectContaining({ status: 400, code: 'bad_request' }));
    }
  });

  it('cuts the extra row and points the next page at the last row kept', () => {
    const rows = [1, 2, 3].map((n) => ({ createdAt: new Date(n * 1000), id: `r${n}` }));
    const { page, nextCursor } = pageOf(rows, 2, (r) => r);
    expect(page.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(decodePageCursor(nextCursor!)).toEqual(rows[1]);
    expect(pageOf(rows, 3, (r) => r).nextCursor).toBeNull();
  });
});
