import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';

export const GUEST_COOKIE = 'soundsleeve.guest';
const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Guests are told apart by a signed cookie: the id is random, the signature (HMAC with the server secret)
 * means a browser cannot mint ids of its own to get more free generations.
 */
export function guestIdentity(secret: string, secure: boolean) {
  const sign = (id: string) => createHmac('sha256', secret).update(`guest:${id}`).digest('base64url');
  const verify = (value: string | undefined): string | null => {
    if (!value) return null;
    const [id, sig] = value.split('.');
    if (!id || !sig || !/^[0-9a-f-]{36}$/.test(id)) return null;
    const expected = Buffer.from(sign(id));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  };
  return {
    /** The guest id from a valid cookie, or null. */
    read(c: Context): string | null {
      return verify(getCookie(c, GUEST_COOKIE));
    },
    /** The guest id in a raw Cookie header (outside a Hono route, e.g. in an auth hook), or null. */
    fromCookieHeader(header: string | null | undefined): string | null {
      return header ? verify(parse(header, GUEST_COOKIE)[GUEST_COOKIE]) : null;
    },
    /** The guest id, issuing a new signed cookie when there is none (or it was tampered with). */
    readOrIssue(c: Context): string {
      const existing = verify(getCookie(c, GUEST_COOKIE));
      if (existing) return existing;
      const id = randomUUID();
      setCookie(c, GUEST_COOKIE, `${id}.${sign(id)}`, {
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        path: '/',
        maxAge: ONE_YEAR,
      });
      return id;
    },
  };
}

export type GuestIdentity = ReturnType<typeof guestIdentity>;
