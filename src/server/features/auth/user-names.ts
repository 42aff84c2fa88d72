import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import { PRODUCT_NAME } from '../../../shared/brand.ts';
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  displayNameSchema,
  personNameSchema,
} from '../../../shared/contracts/profile.ts';
import { toStorableText } from '../../http/storable-text.ts';
import { describeIssue } from '../../http/validate.ts';

/**
 * A user's names as better-auth writes them, held to the profile's rules (shared/contracts/profile.ts) whichever path
 * writes the row. Where a person types them (the sign-up form, update-user) a name outside the rules is refused with
 * the rule's message; where an identity provider supplies them (OAuth and OIDC sign-in) it is fitted to the rules
 * instead, so a provider's long, short or missing name never stops the sign-in.
 */

interface Names {
  name?: unknown;
  displayName?: unknown;
  email?: unknown;
}

/** better-auth's endpoints where the names come from the person. */
const TYPED_BY_PERSON = new Set(['/sign-up/email', '/update-user']);
/** The name of someone whose provider gives none that fits (and whose address gives none either). */
const UNNAMED = `${PRODUCT_NAME} artist`;

const UPDATE_USER_IMAGE =
  'The profile picture is the avatar you upload on your profile (POST /api/profile/avatar); it cannot be set here.';

function refuse(message: string): never {
  throw APIError.from('BAD_REQUEST', { code: ERROR_CODES.validation, message });
}

function checked(schema: z.ZodType<string>, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) refuse(describeIssue(parsed.error));
  return parsed.data;
}

/** A provider's text as a name within the rules: storable, trimmed, cut to the longest allowed; null when too short. */
function fitted(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = toStorableText(value)
    .trim()
    .slice(0, DISPLAY_NAME_MAX)
    // The cut may split a surrogate pair: its first half would stand alone.
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
  return name.length >= DISPLAY_NAME_MIN ? name : null;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** The names a new user row stores, written by `path` (better-auth's endpoint, when there is one). */
export function namesForNewUser(user: Names, path: string | undefined): { name: string; displayName: string } {
  if (path && TYPED_BY_PERSON.has(path)) {
    const name = checked(personNameSchema('Name'), user.name);
    // Sign-up may send only a name; it is the display name until the person chooses another.
    return { name, displayName: blank(user.displayName) ? name : checked(displayNameSchema, user.displayName) };
  }
  const name =
    fitted(user.name) ?? (typeof user.email === 'string' ? fitted(user.email.split('@')[0]) : null) ?? UNNAMED;
  return { name, displayName: fitted(user.displayName) ?? name };
}

/**
 * The names a change to a user row stores, for the names it sets (better-auth leaves out a field set to undefined, so
 * a provider's name that does not fit leaves the stored one as it was).
 */
export function namesForUserUpdate(
  user: Names & { image?: unknown },
  path: string | undefined,
): { name?: string; displayName?: string } {
  const typed = path !== undefined && TYPED_BY_PERSON.has(path);
  if (typed && path === '/update-user' && user.image !== undefined) refuse(UPDATE_USER_IMAGE);
  const names: { name?: string; displayName?: string } = {};
  for (const field of ['name', 'displayName'] as const) {
    if (user[field] === undefined) continue;
    // The profile calls both "Display name": update-user answers as PATCH /api/profile does.
    names[field] = typed ? checked(displayNameSchema, user[field]) : (fitted(user[field]) ?? undefined);
  }
  return names;
}
