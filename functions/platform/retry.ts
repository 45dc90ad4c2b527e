/**
 * The one retry of the back end (docs/decisions/foundation.md "Retries"): tries `attempt` until
 * it returns, again only after errors `retryable` accepts, waiting a full-jitter exponential
 * backoff (a random wait up to min(capMs, baseMs × 2^(n−1)) before try n+1), at most `tries`
 * tries in all and never starting one after `budgetMs`, so a retry can never outlive the
 * Lambda running it. The last error stands, or the one `exhausted` makes of it.
 */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  tries: number;
  baseMs: number;
  capMs?: number;
  /** From the first try: no retry starts after it. */
  budgetMs?: number;
}

export interface RetryOptions extends RetryPolicy {
  retryable: (error: unknown) => boolean;
  /** The error to throw when the tries or the budget run out on a retryable error. */
  exhausted?: (error: unknown) => unknown;
  /** Test seams. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  clock?: () => number;
}

/** Thrown by an attempt whose outcome says "again" (a lost optimistic write), not an error. */
export class TryAgain extends Error {
  override name = "TryAgain";
}

export const isTryAgain = (error: unknown) => error instanceof TryAgain;

const DEFAULT_BUDGET_MS = 5_000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The longest wait before try n+1 (n ≥ 1). */
export const backoffCeilingMs = (policy: RetryPolicy, n: number) =>
  Math.min(policy.capMs ?? Number.POSITIVE_INFINITY, policy.baseMs * 2 ** (n - 1));

export async function retry<T>(
  attempt: (n: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;
  const clock = options.clock ?? Date.now;
  const deadline = clock() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!options.retryable(error)) throw error;
      const delay = random() * backoffCeilingMs(options, n);
      if (n >= options.tries || clock() + delay > deadline) {
        throw options.exhausted ? options.exhausted(error) : error;
      }
      await sleep(delay);
    }
  }
}
