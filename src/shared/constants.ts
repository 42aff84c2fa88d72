/** Business constants from docs/spec.md §9, shared by server rules and the web app. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
/** Credits a new account starts with. The database grants them (migration 0002_signup_grant). */
export const SIGNUP_FREE_CREDITS = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
