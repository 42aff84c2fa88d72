import { api } from '../../lib/api.ts';

/** Account-security calls (better-auth endpoints under /api/auth), through the shared client. */
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
  listSessions: () => api.get<SessionInfo[]>('/api/auth/list-sessions'),
  revokeSession: (token: string) => api.post('/api/auth/revoke-session', { token }),
  revokeOtherSessions: () => api.post('/api/auth/revoke-other-sessions', {}),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post('/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true }),
  enableTwoFactor: (password: string) =>
    api.post<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { password }),
  verifyTotp: (code: string) => api.post('/api/auth/two-factor/verify-totp', { code }),
  disableTwoFactor: (password: string) => api.post('/api/auth/two-factor/disable', { password }),
  regenerateBackupCodes: (password: string) =>
    api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password }),
  listPasskeys: () => api.get<PasskeyInfo[]>('/api/auth/passkey/list-user-passkeys'),
  deletePasskey: (id: string) => api.post('/api/auth/passkey/delete-passkey', { id }),
  // Without a password (accounts that sign in with GitHub, Google or single sign-on), a session from the last day.
  deleteAccount: (password: string) => api.post('/api/auth/delete-user', password ? { password } : {}),
};
