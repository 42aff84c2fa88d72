/**
 * The auth feature's public entry: the only module other features may import from it (eslint.config.js).
 * The sign-in views are pages, composed by src/web/app.
 */
export { AuthProvider, useAuth, type AuthState } from './auth-context.tsx';
export {
  hasUnlimitedPlan,
  loadAuthClient,
  type AuthSession,
  type AuthUser,
  type Credits,
  type SessionData,
} from './auth-api.ts';
export type { AuthClient } from './auth-client.ts';
export { usePlan } from './use-plan.ts';
