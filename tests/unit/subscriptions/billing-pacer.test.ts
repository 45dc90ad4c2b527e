import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPacer } from "../../../functions/subscriptions/pacer";

// The billing run's gateway calls are paced (docs/decisions/subscription-billing.md "Pacing").
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** When each of `count` callers asking at once is let through, in ms. */
async function startTimes(count: number, ratePerSecond: number, burst?: number) {
  const pacer = createPacer({ ratePerSecond, ...(burst ? { burst } : {}) });
  const started: number[] = [];
  const all = Array.from({ length: count }, () =>
    pacer.take().then(() => void started.push(Date.now())),
  );
  await vi.runAllTimersAsync();
  await Promise.all(all);
  return started;
}

describe("the billing pacer", () => {
  it("lets one call through at once and the others one every 1/rate seconds, in order", async () => {
    expect(await startTimes(5, 10)).toEqual([0, 100, 200, 300, 400]);
  });

  it("never lets more than `rate` calls start within any second", async () => {
    const started = await startTimes(95, 20);
    expect(started.at(-1)).toBe(4_700);
    for (const at of started) {
      expect(started.filter((t) => t >= at && t < at + 1_000).length).toBeLessThanOrEqual(20);
    }
  });

  it("holds burst + rate × T for any window of T, for any rate, burst and arrivals", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 60 }),
        async (rate, burst, arrivals) => {
          vi.setSystemTime(0);
          const pacer = createPacer({ ratePerSecond: rate, burst });
          const started: number[] = [];
          const done: Promise<void>[] = [];
          for (const at of [...arrivals].sort((a, b) => a - b)) {
            await vi.advanceTimersByTimeAsync(at - Date.now());
            done.push(pacer.take().then(() => void started.push(Date.now())));
          }
          await vi.runAllTimersAsync();
          await Promise.all(done);
          expect(started).toHaveLength(arrivals.length);
          for (const from of started) {
            for (const windowMs of [1, 250, 1_000, 2_000]) {
              const inWindow = started.filter((t) => t >= from && t < from + windowMs).length;
              expect(inWindow).toBeLessThanOrEqual(burst + Math.ceil((rate * windowMs) / 1_000));
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("lets an idle pacer's saved tokens through at once, up to its burst", async () => {
    const pacer = createPacer({ ratePerSecond: 2, burst: 3 });
    await vi.advanceTimersByTimeAsync(10_000);
    const started: number[] = [];
    const all = Array.from({ length: 5 }, () =>
      pacer.take().then(() => void started.push(Date.now())),
    );
    await vi.runAllTimersAsync();
    await Promise.all(all);
    expect(started).toEqual([10_000, 10_000, 10_000, 10_500, 11_000]);
  });

  it("refuses a rate that is not a positive number", () => {
    for (const rate of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createPacer({ ratePerSecond: rate })).toThrow(RangeError);
    }
  });
});
