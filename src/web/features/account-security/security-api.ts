import { NETWORK_ERROR_MESSAGE, postJson, readApiError, type AuthResult } from '../auth/auth-api.ts';

/** Account-security calls (better-auth endpoints under /api/auth), as plain JSON requests. */
async function getJson<T>(path: string): Promise<AuthResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, status: 0, code: null, message: NETWORK_ERROR_MESSAGE };
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  return { ok: false, status: res.status, ...readApiError(data) };
}

/** Unwraps a result for TanStack Query: failures become errors carrying the server's message. */
export async function unwrap<T>(result: Promise<AuthResult<T>>, fallback: string): Promise<T> {
  const r = await result;
  if (!r.ok) throw new Error(r.message ?? fallback);
  return r.data;
}

export interface SessionInfo {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface PasskeyInfo {
  id: string;
  name: string | null;
  createdAt: string | null;
  deviceType: string;
}

export const securityApi = {
  listSessions: () => getJson<SessionInfo[]>('/api/auth/list-sessions'),
  revokeSession: (token: string) => postJson('/api/auth/revoke-session', { token }),
  revokeOtherSessions: () => postJson('/api/auth/revoke-other-sessions', {}),
  changePassword: (currentPassword: string, newPassword: string) =>
    postJson('/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true }),
  enableTwoFactor: (password: string) =>
    postJson<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { password }),
  verifyTotp: (code: string) => postJson('/api/auth/two-factor/verify-totp', { code }),
  disableTwoFactor: (password: string) => postJson('/api/auth/two-factor/disable', { password }),
  regenerateBackupCodes: (password: string) =>
    postJson<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password }),
  listPasskeys: () => getJson<PasskeyInfo[]>('/api/auth/passkey/list-user-passkeys'),
  deletePasskey: (id: string) => postJson('/api/auth/passkey/delete-passkey', { id }),
};
