/**
 * Whether the profile moves the sign-in email (emails compare case-insensitively). Apart from
 * the profile schema so the account page can ask it without loading zod
 * (docs/decisions/web-first-paint.md).
 */
export const changesEmail = (signInEmail: string, email: string): boolean =>
  signInEmail.trim().toLowerCase() !== email.trim().toLowerCase();
