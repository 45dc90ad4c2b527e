/**
 * The one retry of the back end (docs/decisions/foundation.md "Retries"). A try that fails is
 * tried again only for one of two reasons, and they are waited for differently:
 *
 * - It lost a race (`TryAgain`): its conditional write found the item changed since it read
 *   it. Someone else's write landed, so the next try, reading afresh, can win at once: no wait.
 * - It was held up (`TryLater`, or an error `transient` accepts): throttled, or its transaction
 *   collided with another still in flight. Going again at once meets the same crowd, so it
 *   first waits a full-jitter exponential backoff: a random wait up to
 *   min(capMs, baseMs × 2^(k−1)) before the k-th such retry.
 *
 * Anything else is thrown at once. At most `tries` tries in all, and none starts after
 * `budgetMs` from the first, so a retry never outlives the Lambda running it; then the last
 * error stands, or the one `exhausted` makes of it.
 */
export interface Backoff {
  /** The ceiling of the first wait (10 ms unless said), doubled for each wait after it. */
  baseMs?: number;
  /** No wait is longer (1 s unless said). */
  capMs?: number;
}

export interface RetryPolicy extends Backoff {
  /** Tries in all, the first included, whichever way they failed. */
  tries: number;
  /** From the first try: no retry starts after it (5 s unless said). */
  budgetMs?: number;
}

export interface RetryOptions extends RetryPolicy {
  /** Errors that mean "held up, not refused" (throttling, a collided transaction): backed off. */
  transient?: (error: unknown) => boolean;
  /** The error to throw when the tries or the budget run out on a retried failure. */
  exhausted?: (error: unknown) => unknown;
  /** Test seams. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  clock?: () => number;
}

/** Thrown by a try that lost a race (a conditional write refused): tried again at once. */
export class TryAgain extends Error {
  override name = "TryAgain";
}

/** Thrown by a try that was held up, not refused (throttled, collided): tried again after a wait. */
export class TryLater extends Error {
  override name = "TryLater";
}

const DEFAULT_BACKOFF = { baseMs: 10, capMs: 1_000 } as const;
const DEFAULT_BUDGET_MS = 5_000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The longest wait before the k-th retry that waits (k ≥ 1). */
export const backoffCeilingMs = (backoff: Backoff, k: number) =>
  Math.min(
    backoff.capMs ?? DEFAULT_BACKOFF.capMs,
    (backoff.baseMs ?? DEFAULT_BACKOFF.baseMs) * 2 ** (k - 1),
  );

/** Runs `attempt(n)` for n = 1, 2, … until it returns (see above for when it goes again). */
export async function retry<T>(
  attempt: (n: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;
  const clock = options.clock ?? Date.now;
  const transient = options.transient ?? (() => false);
  const deadline = clock() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  let waits = 0;
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      const heldUp = error instanceof TryLater || transient(error);
      if (!heldUp && !(error instanceof TryAgain)) throw error;
      const delay = heldUp ? random() * backoffCeilingMs(options, waits + 1) : 0;
      if (n >= options.tries || clock() + delay > deadline) {
        throw options.exhausted ? options.exhausted(error) : error;
      }
      if (heldUp) {
        waits += 1;
        await sleep(delay);
      }
    }
  }
}
