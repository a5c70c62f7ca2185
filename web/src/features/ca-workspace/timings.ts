/** Invitation alerts: success hides after 2 s, errors after 5 s (spec part 1 §9). */
export const INVITE_SUCCESS_MS = 2_000;
export const INVITE_ERROR_MS = 5_000;
