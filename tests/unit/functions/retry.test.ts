import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backoffCeilingMs, isTryAgain, retry, TryAgain } from "../../../functions/platform/retry";

/** A clock that only moves when the retry sleeps, and the waits it was asked for. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    clock: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

describe("the one retry", () => {
  it("retries a retryable error up to its tries, then lets the last error stand", async () => {
    const time = fakeTime();
    let calls = 0;
    const failing = retry(
      async () => {
        calls += 1;
        throw new Error(`busy ${calls}`);
      },
      { tries: 4, baseMs: 10, retryable: () => true, ...time, random: () => 1 },
    );
    await expect(failing).rejects.toThrow("busy 4");
    expect(calls).toBe(4);
    expect(time.waits).toEqual([10, 20, 40]);
  });

  it("never retries an error it was not told to, and answers the first success", async () => {
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls += 1;
          throw new Error("refused");
        },
        { tries: 5, baseMs: 1, retryable: isTryAgain },
      ),
    ).rejects.toThrow("refused");
    expect(calls).toBe(1);
    const time = fakeTime();
    const answer = await retry(async (n) => (n < 3 ? Promise.reject(new TryAgain()) : n), {
      tries: 5,
      baseMs: 1,
      retryable: isTryAgain,
      ...time,
    });
    expect(answer).toBe(3);
  });

  it("turns running out into the caller's error", async () => {
    await expect(
      retry(() => Promise.reject(new TryAgain()), {
        tries: 2,
        baseMs: 1,
        retryable: isTryAgain,
        exhausted: () => new Error("Your cart is busy. Please try again."),
        ...fakeTime(),
      }),
    ).rejects.toThrow("Your cart is busy. Please try again.");
  });

  it("waits at most the capped exponential ceiling and never past its budget", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (tries, baseMs, capMs, budgetMs, jitter) => {
          const time = fakeTime();
          await retry(() => Promise.reject(new TryAgain()), {
            tries,
            baseMs,
            capMs,
            budgetMs,
            retryable: isTryAgain,
            random: () => jitter,
            ...time,
          }).catch(() => undefined);
          expect(time.waits.length).toBeLessThan(tries);
          time.waits.forEach((ms, i) => {
            expect(ms).toBeLessThanOrEqual(backoffCeilingMs({ tries, baseMs, capMs }, i + 1));
          });
          expect(time.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(budgetMs);
        },
      ),
    );
  });
});
