import { WINDOW_SECONDS } from "../../functions/accounts/customer/login-throttle";

/**
 * Login attempts are counted in clock-aligned windows (docs/decisions/accounts.md): a sequence
 * of attempts that straddled a window's end would be counted in two windows. A lockout test
 * calls this first, so its attempts start at least a minute before the window ends.
 */
export async function startInsideLoginWindow(): Promise<void> {
  const windowMs = WINDOW_SECONDS * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

/** For the test that waits: a whole minute at most, plus the test's own time. */
export const LOGIN_WINDOW_WAIT_MS = 62_000;
