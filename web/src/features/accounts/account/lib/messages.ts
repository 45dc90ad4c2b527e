import { ACCOUNT_TEXT } from "@shared/accounts/messages";

/** requirements: purchases §8 texts used by the account screens (shared with the Lambdas). */
export const TEXT = ACCOUNT_TEXT;

/** requirements: purchases §9: the password-reset redirect waits 2 seconds. */
export const RESET_REDIRECT_MS = 2000;
