import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backoffCeilingMs, retry, TryAgain, TryLater } from "../../../functions/platform/retry";

/** A clock that only moves when the retry sleeps (or a try spends time), and the waits asked. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    spend: (ms: number) => {
      now += ms;
    },
    clock: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

class Throttled extends Error {}
const throttled = (error: unknown) => error instanceof Throttled;

/** A try's failure, as the arbitraries pick it. */
type Failure = "race" | "later" | "transient";
const failureOf = (kind: Failure) =>
  kind === "race" ? new TryAgain() : kind === "later" ? new TryLater() : new Throttled();

describe("the one retry", () => {
  it("backs a held-up try off, doubling up to the cap, then lets the last error stand", async () => {
    const time = fakeTime();
    let calls = 0;
    const failing = retry(
      async () => {
        calls += 1;
        throw new Throttled(`busy ${calls}`);
      },
      { tries: 5, baseMs: 10, capMs: 30, transient: throttled, ...time, random: () => 1 },
    );
    await expect(failing).rejects.toThrow("busy 5");
    expect(calls).toBe(5);
    expect(time.waits).toEqual([10, 20, 30, 30]);
  });

  it("tries a lost race again at once, reading afresh, and answers the first success", async () => {
    const time = fakeTime();
    const seen: number[] = [];
    const answer = await retry(
      async (n) => {
        seen.push(n);
        if (n < 4) throw new TryAgain();
        return "won";
      },
      { tries: 5, ...time },
    );
    expect(answer).toBe("won");
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(time.waits).toEqual([]);
  });

  it("backs off TryLater, and counts only the waits in the backoff's exponent", async () => {
    const time = fakeTime();
    const outcomes: Failure[] = ["later", "race", "race", "later", "race", "later"];
    const answer = await retry(
      async (n) => {
        const kind = outcomes[n - 1];
        if (kind) throw failureOf(kind);
        return n;
      },
      { tries: 10, baseMs: 8, ...time, random: () => 1 },
    );
    expect(answer).toBe(7);
    expect(time.waits).toEqual([8, 16, 32]);
  });

  it("never retries an error that is neither a lost race nor held up", async () => {
    let calls = 0;
    const time = fakeTime();
    await expect(
      retry(
        async () => {
          calls += 1;
          throw new Error("refused");
        },
        { tries: 5, transient: throttled, ...time },
      ),
    ).rejects.toThrow("refused");
    expect(calls).toBe(1);
    expect(time.waits).toEqual([]);
  });

  it("turns running out into the caller's error, for races and waits alike", async () => {
    for (const kind of ["race", "later", "transient"] as const) {
      await expect(
        retry(() => Promise.reject(failureOf(kind)), {
          tries: 2,
          transient: throttled,
          exhausted: () => new Error("Your cart is busy. Please try again."),
          ...fakeTime(),
        }),
      ).rejects.toThrow("Your cart is busy. Please try again.");
    }
  });

  it("starts no try after its budget, even one that would not wait", async () => {
    const time = fakeTime();
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls += 1;
          time.spend(400);
          throw new TryAgain();
        },
        { tries: 100, budgetMs: 1_000, ...time },
      ),
    ).rejects.toBeInstanceOf(TryAgain);
    expect(calls).toBe(3);
  });

  it("waits at most the capped exponential ceiling, only when held up, never past its budget", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(fc.constantFrom<Failure>("race", "later", "transient"), { maxLength: 25 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (tries, baseMs, capMs, budgetMs, failures, jitter) => {
          const time = fakeTime();
          let calls = 0;
          await retry(
            async (n) => {
              calls = n;
              const kind = failures[n - 1];
              if (kind) throw failureOf(kind);
              return n;
            },
            { tries, baseMs, capMs, budgetMs, transient: throttled, random: () => jitter, ...time },
          ).catch(() => undefined);
          expect(calls).toBeLessThanOrEqual(tries);
          // One wait after each held-up try that was followed by another, none after a race.
          const heldUp = failures.slice(0, calls - 1).filter((kind) => kind !== "race").length;
          expect(time.waits.length).toBe(heldUp);
          time.waits.forEach((ms, i) => {
            expect(ms).toBeGreaterThanOrEqual(0);
            expect(ms).toBeLessThanOrEqual(backoffCeilingMs({ baseMs, capMs }, i + 1));
            expect(ms).toBeLessThanOrEqual(capMs);
          });
          expect(time.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(budgetMs);
        },
      ),
    );
  });

  it("waits the jitter's draw times the ceiling (full jitter), 10 ms to 1 s unless said", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.integer({ min: 1, max: 1_000 }), { nil: undefined }),
        fc.integer({ min: 1, max: 12 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        async (baseMs, held, jitter) => {
          const time = fakeTime();
          await retry(async (n) => (n <= held ? Promise.reject(new TryLater()) : n), {
            tries: held + 1,
            budgetMs: 60_000,
            ...(baseMs === undefined ? {} : { baseMs }),
            random: () => jitter,
            ...time,
          });
          const ceilings = time.waits.map((_, i) => Math.min(1_000, (baseMs ?? 10) * 2 ** i));
          expect(time.waits).toEqual(ceilings.map((ceiling) => jitter * ceiling));
        },
      ),
    );
  });
});
