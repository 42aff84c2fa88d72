import { ERROR_CODES } from '../../../shared/api-error.ts';
import { AppError } from '../../http/errors.ts';

/** Where a newest-first page stopped: the last row's creation time and id (the tie-breaker). */
export interface PagePosition {
  createdAt: Date;
  id: string;
}

/** The opaque `nextCursor` the lists answer with: base64url of "ISO time|id". */
export function encodePageCursor(last: PagePosition): string {
  return Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url');
}

/** Reads a cursor back; a 400 when it is not one of ours. Undefined when there is none (the first page). */
export function decodePageCursor(cursor: string | undefined): PagePosition | undefined {
  if (!cursor) return undefined;
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(time ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) {
    throw new AppError(400, ERROR_CODES.badRequest, 'The page cursor is not valid.');
  }
  return { createdAt, id };
}

/**
 * One page of `rows` fetched with `limit + 1` (the extra row only says there is more), and the cursor of the next
 * page, or null on the last one.
 */
export function pageOf<T>(rows: T[], limit: number, position: (row: T) => PagePosition) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodePageCursor(position(last)) : null };
}
