/**
 * SES refusing a send for its account's limits, not for the mail (docs/decisions/mail-outbox.md
 * "Throttled sends"):
 * - `rate`: the maximum sending rate (mails a second) was exceeded: SES v2's
 *   TooManyRequestsException or LimitExceededException, SES v1's `Throttling` "Maximum sending
 *   rate exceeded.". It passes within seconds.
 * - `daily_quota`: the account's 24-hour quota is spent ("Daily message quota exceeded."). Sends
 *   fail until mail sent a day ago ages out of the rolling window: hours, not seconds.
 * Either way the mail is fine and must be sent later, never given up on.
 */
export type SendThrottle = "rate" | "daily_quota";

const THROTTLE_NAMES = new Set([
  "TooManyRequestsException",
  "LimitExceededException",
  "Throttling",
  "ThrottlingException",
]);

const DAILY_QUOTA = /daily (message |sending )?quota/i;
const RATE = /maximum sending rate|sending rate exceeded|rate exceeded|too many requests/i;

/** The throttle an SES error stands for, or null for any other failure. */
export function sendThrottleOf(error: unknown): SendThrottle | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { Code?: unknown }).Code;
  const named =
    THROTTLE_NAMES.has(error.name) || (typeof code === "string" && THROTTLE_NAMES.has(code));
  if (DAILY_QUOTA.test(error.message))
    return named || /exceeded/i.test(error.message) ? "daily_quota" : null;
  if (named) return "rate";
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 429 || RATE.test(error.message) ? "rate" : null;
}
