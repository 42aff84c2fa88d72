/** Business constants from SPEC.md §9, shared by server rules and the web app. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
